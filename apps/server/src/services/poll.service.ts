import { WALL_MESSAGES as M } from "@dizilog/shared/api";
import { type Ctx, inTransaction, requireActor } from "../context.js";
import { AppError } from "../errors.js";
import { can } from "../policies/index.js";
import { findPoll, insertVote, isOptionOf, moveVoteCounters } from "../repositories/poll.repository.js";
import { optionsOfPolls, pollsOfPosts, votesOfUser } from "../repositories/post.repository.js";
import { authorizedPost } from "./wall.service.js";

/** A poll after a vote, with what its JSON needs (`presentPollView`). */
export interface VotedPoll {
  poll: { id: number; endsAt: Date; hidden: boolean; totalVotes: number };
  options: { id: number; choice: string; votesCount: number }[];
  userVotes: number[];
  post: { content: string; userId: number };
  viewerId: number;
  now: Date;
}

/**
 * Votes in a poll (api-contract "The community wall"). The poll's post must be visible to the
 * voter (404 otherwise, as an unknown poll); a closed poll answers 422, an option of another poll
 * 422 on `option`, a second vote 409 — the primary key decides, so two votes sent at once by one
 * user keep one. The option's and the poll's counters move in the same transaction as the vote.
 */
export async function voteInPoll(ctx: Ctx, pollId: number, optionId: number): Promise<VotedPoll> {
  const userId = requireActor(ctx).id;
  return inTransaction(ctx, async (tx) => {
    const found = await findPoll(tx.db, pollId);
    if (!found) throw new AppError("not_found");
    const { post, subject, actor } = await authorizedPost(tx, found.postId, "view");
    if (tx.now.getTime() >= found.endsAt.getTime()) throw AppError.field("id", M.pollClosed);
    if (!(await isOptionOf(tx.db, pollId, optionId))) throw AppError.field("option", M.optionInvalid);
    // Signed in, sees it, an open poll: nothing else is refused today, but the policy has the last word.
    if (!can(actor, "vote", subject)) throw new AppError("forbidden");
    if (!(await insertVote(tx.db, { pollId, userId, optionId, now: tx.now }))) throw new AppError("conflict", M.alreadyVoted);
    await moveVoteCounters(tx.db, pollId, optionId, 1);
    await tx.events.record({ type: "poll.voted", actorId: userId, payload: { pollId, postId: found.postId, voterId: userId } });
    // Read back in the transaction: the counters as this vote left them (the same loaders as a post's poll).
    const [poll] = await pollsOfPosts(tx.db, [found.postId]);
    if (!poll) throw new AppError("not_found");
    const [options, votes] = await Promise.all([optionsOfPolls(tx.db, [poll.id]), votesOfUser(tx.db, userId, [poll.id])]);
    return { poll, options, userVotes: votes.map((v) => v.optionId), post: { content: post.content, userId: post.userId }, viewerId: userId, now: tx.now };
  });
}
