import { WALL_MESSAGES as M } from "@dizilog/shared/api";
import { type Ctx, inTransaction, requireActor } from "../context.js";
import { AppError } from "../errors.js";
import { can } from "../policies/index.js";
import { type PollRow, findPoll, insertVote, isOptionOf, moveVoteCounters, pollById } from "../repositories/poll.repository.js";
import { authorizedPost } from "./wall.service.js";

/** A poll after a vote, with what its JSON needs: the question, its author, the viewer and the clock. */
export interface VotedPoll {
  poll: PollRow;
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
    const poll = await pollById(tx.db, pollId, userId);
    if (!poll) throw new AppError("not_found");
    return { poll, post: { content: post.content, userId: post.userId }, viewerId: userId, now: tx.now };
  });
}
