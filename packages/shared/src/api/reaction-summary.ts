import type { ReactionsResponse } from "./engagement.js";
import { REACTION_IDS, type ReactionId } from "./engagement-ids.js";

/**
 * Every reaction id with its count and a whole-number percentage. Largest remainder rounding:
 * floors first, then the leftover points go to the largest fractions (ties in the ids' order),
 * so that the percentages add up to exactly 100 whenever there is a reaction. Shared so that
 * the client's optimistic update shows exactly what the server will answer.
 */
export function summarizeReactions(counts: ReadonlyMap<string, number>, userReaction: ReactionId | null): ReactionsResponse {
  const values = REACTION_IDS.map((id) => counts.get(id) ?? 0);
  const total = values.reduce((a, b) => a + b, 0);
  const exact = values.map((v) => (total ? (v * 100) / total : 0));
  const percentages = exact.map(Math.floor);
  let left = total ? 100 - percentages.reduce((a, b) => a + b, 0) : 0;
  const order = exact.map((e, i) => ({ i, fraction: e - Math.floor(e) })).sort((a, b) => b.fraction - a.fraction || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    percentages[i] = (percentages[i] ?? 0) + 1;
    left--;
  }
  const entry = (i: number) => ({ count: values[i] ?? 0, percentage: percentages[i] ?? 0 });
  return {
    reactions: { amazing: entry(0), funny: entry(1), sad: entry(2), wow: entry(3), meh: entry(4), wtf: entry(5) },
    total,
    user_reaction: userReaction,
  };
}
