import type { Poll } from "@dizilog/shared/api";

/** What the Poll JSON is built from: the poll, its options in order, the viewer's votes and its post. */
export interface PollView {
  poll: { id: number; endsAt: Date; hidden: boolean; totalVotes: number };
  options: readonly { id: number; choice: string; votesCount: number }[];
  /** The option ids the viewer voted for (empty for a visitor or before voting). */
  userVotes: readonly number[];
  /** The post: its content is the question, its author always sees the results. */
  post: { content: string; userId: number };
  viewerId: number | undefined;
  now: Date;
}

/**
 * Whole percentages that add up to 100 (largest remainder, ties in the options' order, as
 * `summarizeReactions` does for reactions): 1 vote of 3 each is 34/33/33. No votes: every option 0.
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
    result[index] = (result[index] ?? 0) + 1;
    left -= 1;
  }
  return result;
}

/**
 * The one Poll JSON (api-contract "The community wall"), in a post and in the answer of a vote.
 * Visitors see results; a hidden poll withholds them (`percentage` null) from everyone but its
 * author until it closes (decision 0028). `closed` once `ends_at` has passed.
 */
export function presentPollView(view: PollView): Poll {
  const { poll, options } = view;
  const closed = view.now.getTime() >= poll.endsAt.getTime();
  const withheld = poll.hidden && !closed && view.viewerId !== view.post.userId;
  const shares = percentages(options.map((o) => o.votesCount));
  return {
    id: poll.id,
    question: view.post.content,
    results: options.map((option, index) => ({ id: option.id, choice: option.choice, percentage: withheld ? null : (shares[index] ?? 0) })),
    total_votes: poll.totalVotes,
    user_votes: [...view.userVotes],
    has_voted: view.userVotes.length > 0,
    hidden: poll.hidden,
    closed,
    ends_at: poll.endsAt.toISOString(),
  };
}
