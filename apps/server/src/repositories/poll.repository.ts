import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { pollOptions, pollVotes, polls } from "../db/schema/index.js";

/** A poll as a vote needs it: its post, when it closes. */
export async function findPoll(db: Executor, pollId: number): Promise<{ id: number; postId: number; endsAt: Date } | undefined> {
  const [row] = await db.select({ id: polls.id, postId: polls.postId, endsAt: polls.endsAt }).from(polls).where(eq(polls.id, pollId));
  return row;
}

/** Whether `optionId` is one of the poll's options. */
export async function isOptionOf(db: Executor, pollId: number, optionId: number): Promise<boolean> {
  const rows = await db
    .select({ id: pollOptions.id })
    .from(pollOptions)
    .where(and(eq(pollOptions.id, optionId), eq(pollOptions.pollId, pollId)));
  return rows.length > 0;
}

/**
 * Records a vote; false when the user has already voted in this poll (the primary key decides, so
 * two votes sent at once keep one: the second waits for the first and then does nothing).
 */
export async function insertVote(db: Executor, vote: { pollId: number; userId: number; optionId: number; now: Date }): Promise<boolean> {
  const added = await db
    .insert(pollVotes)
    .values({ pollId: vote.pollId, userId: vote.userId, optionId: vote.optionId, createdAt: vote.now })
    .onConflictDoNothing()
    .returning({ pollId: pollVotes.pollId });
  return added.length > 0;
}

/** Moves an option's and its poll's counters by `delta` (the option first, then the poll: one lock order for every vote). */
export async function moveVoteCounters(db: Executor, pollId: number, optionId: number, delta: 1 | -1): Promise<void> {
  await db
    .update(pollOptions)
    .set({ votesCount: sql`greatest(${pollOptions.votesCount} + ${delta}, 0)` })
    .where(eq(pollOptions.id, optionId));
  await db
    .update(polls)
    .set({ totalVotes: sql`greatest(${polls.totalVotes} + ${delta}, 0)` })
    .where(eq(polls.id, pollId));
}

/**
 * Before an account's row is deleted: the polls the user voted in lose the vote (the vote rows go
 * with the user's row by cascade), both counters in one statement each.
 */
export async function releaseVotesOfUser(db: Executor, userId: number): Promise<void> {
  await db.execute(sql`update ${pollOptions} set votes_count = greatest(${pollOptions.votesCount} - 1, 0)
    where ${pollOptions.id} in (select option_id from ${pollVotes} where user_id = ${userId})`);
  await db.execute(sql`update ${polls} set total_votes = greatest(${polls.totalVotes} - 1, 0)
    where ${polls.id} in (select poll_id from ${pollVotes} where user_id = ${userId})`);
}
