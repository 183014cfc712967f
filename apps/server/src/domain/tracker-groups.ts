export const TRACKER_GROUPS = ["watch_next", "in_progress", "caught_up", "not_started", "completed", "dropped"] as const;
export type TrackerGroup = (typeof TRACKER_GROUPS)[number];
/** The groups a tracked show is in (watch_next is a view over in_progress). */
export type ShowGroup = Exclude<TrackerGroup, "watch_next">;

/** Statuses after which no new episode is expected. */
export const FINISHED_STATUSES = ["Ended", "Cancelled", "concluded"] as const;
const FINISHED = new Set<string>(FINISHED_STATUSES);

/** Where a tracked show stands: what tracked_shows stores, and whether its next unseen episode aired. */
export interface TrackedState {
  dropped: boolean;
  seen: number;
  /** The first unseen episode in season and number order: none (all seen), aired, or not aired yet. */
  next: "none" | "aired" | "unaired";
  status: string;
}

/**
 * The one group of a tracked show:
 * dropped — dropped by the user; not_started — nothing seen; in_progress — an aired episode is
 * still unseen; completed — every episode of a show that has ended seen; caught_up — every aired
 * episode seen and more are coming. Every episode before the next unseen one is seen, so "the
 * next unseen episode aired" is "some aired episode is unseen" (air dates follow episode order).
 * `trackerGroupCondition` in repositories/tracker.repository.ts is the same rule in SQL.
 */
export function groupOf(state: TrackedState): ShowGroup {
  if (state.dropped) return "dropped";
  if (state.seen === 0) return "not_started";
  if (state.next === "aired") return "in_progress";
  return state.next === "none" && FINISHED.has(state.status) ? "completed" : "caught_up";
}
