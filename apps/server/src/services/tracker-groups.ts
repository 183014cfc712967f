export const TRACKER_GROUPS = ["watch_next", "in_progress", "caught_up", "not_started", "completed", "dropped"] as const;
export type TrackerGroup = (typeof TRACKER_GROUPS)[number];

/** Statuses after which no new episode is expected. */
const FINISHED = new Set(["Ended", "Cancelled", "concluded"]);

export interface Progress {
  seen: number;
  aired: number;
  total: number;
  status: string;
  dropped: boolean;
}

/**
 * The one group of a tracked show (watch_next is a view over in_progress):
 * dropped — dropped by the user; not_started — nothing seen; completed — every episode of a show
 * that has ended seen; caught_up — every aired episode seen and more are coming; in_progress —
 * some aired episodes seen, some not.
 */
export function groupOf(p: Progress): Exclude<TrackerGroup, "watch_next"> {
  if (p.dropped) return "dropped";
  if (p.seen === 0) return "not_started";
  if (p.seen >= p.aired) return FINISHED.has(p.status) && p.aired >= p.total ? "completed" : "caught_up";
  return "in_progress";
}
