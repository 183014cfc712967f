import type { Poll } from "@dizilog/shared/api";
import type { PollRow } from "../repositories/poll.repository.js";

/** The post a poll belongs to, as its JSON needs it: the question and who may always see results. */
export interface PollPost {
  content: string;
  userId: number;
}

/**
 * Whole percentages that add up to 100 (largest remainder): 1 vote of 3 each is 34/33/33, never
 * 33/33/33. No votes: every option 0.
 */
export function percentages(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((n) => (n * 100) / total);
  const result = exact.map(Math.floor);
  let left = 100 - result.reduce((sum, n) => sum + n, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    result[index]! += 1;
    left -= 1;
  }
  return result;
}

/**
 * The Poll JSON (api-contract "The community wall"), the same in a post and in the answer of a
 * vote. A hidden poll withholds its results (`percentage` null) from everyone but its author
 * until it closes (decision 0028); visitors see the results of other polls.
 */
export function presentPoll(poll: PollRow, post: PollPost, viewerId: number | undefined, now: Date): Poll {
  const closed = now.getTime() >= poll.endsAt.getTime();
  const withheld = poll.hidden && !closed && viewerId !== post.userId;
  const shares = percentages(poll.options.map((o) => o.votesCount));
  return {
    id: poll.id,
    question: post.content,
    results: poll.options.map((option, index) => ({ id: option.id, choice: option.choice, percentage: withheld ? null : shares[index]! })),
    total_votes: poll.totalVotes,
    user_votes: [...poll.userVotes],
    has_voted: poll.userVotes.length > 0,
    hidden: poll.hidden,
    closed,
    ends_at: poll.endsAt.toISOString(),
  };
}
