import type { TrackerItem } from "@dizilog/shared/api";
import { z } from "zod";
import type { Db } from "../db/database.js";
import { decodeCursor, encodeCursor } from "../lib/cursor.js";
import { presentEpisode } from "../presenters/episode.presenter.js";
import { presentShowRef } from "../presenters/show.presenter.js";
import type { Viewer } from "../presenters/viewer.js";
import { findShowsByIds } from "../repositories/show.repository.js";
import { type TrackedProgressRow, nextUnseenEpisodes, trackedProgress } from "../repositories/tracker.repository.js";
import { type TrackerGroup, groupOf } from "./tracker-groups.js";

const cursorSchema = z.object({ k: z.number(), id: z.number().int() });

export function progressOf(row: Pick<TrackedProgressRow, "seen" | "aired" | "total">) {
  const percent = row.aired ? Math.min(100, Math.round((row.seen / row.aired) * 100)) : 0;
  return { seen: row.seen, aired: row.aired, total: row.total, percent };
}

/**
 * One cursor page of a tracker group. The groups are derived from the user's progress (one
 * query for every tracked show), so the page is cut from that list by its keyset: tracked
 * newest first, or in watch_next the oldest next episode first.
 */
export async function trackerPage(
  db: Db,
  userId: number,
  group: TrackerGroup,
  viewer: Viewer,
  limit: number,
  cursor?: string,
): Promise<{ data: TrackerItem[]; next: string | null }> {
  const all = await trackedProgress(db, userId, viewer.now);
  const inGroup = all.filter((row) => groupOf({ ...row, dropped: row.droppedAt !== null }) === (group === "watch_next" ? "in_progress" : group));
  const next = group === "watch_next" ? await nextUnseenEpisodes(db, userId, inGroup.map((r) => r.showId), viewer.now) : [];
  const nextByShow = new Map(next.map((e) => [e.showId, e]));

  const keyed = inGroup
    .map((row) => ({ row, k: group === "watch_next" ? (nextByShow.get(row.showId)?.airsAt?.getTime() ?? 0) : -row.trackedAt.getTime() }))
    .filter((item) => group !== "watch_next" || nextByShow.has(item.row.showId))
    .sort((a, b) => a.k - b.k || a.row.showId - b.row.showId);
  const after = decodeCursor(cursor, cursorSchema);
  const start = after ? keyed.findIndex((item) => item.k > after.k || (item.k === after.k && item.row.showId > after.id)) : 0;
  const slice = start < 0 ? [] : keyed.slice(start, start + limit);
  const shows = new Map((await findShowsByIds(db, slice.map((s) => s.row.showId))).map((s) => [s.id, s]));

  const data = slice.flatMap(({ row }): TrackerItem[] => {
    const show = shows.get(row.showId);
    if (!show) return [];
    const item: TrackerItem = {
      show: presentShowRef(show),
      group: groupOf({ ...row, dropped: row.droppedAt !== null }),
      progress: progressOf(row),
      tracked_at: row.trackedAt.toISOString(),
      last_seen_at: row.lastSeenAt?.toISOString() ?? null,
    };
    const episode = nextByShow.get(row.showId);
    if (group === "watch_next") item.next_episode = episode ? presentEpisode(episode, viewer, { withShow: true, hasSeen: false, tracksShow: true }) : null;
    return [item];
  });
  const last = slice.at(-1);
  const hasMore = start >= 0 && start + limit < keyed.length;
  return { data, next: hasMore && last ? encodeCursor({ k: last.k, id: last.row.showId }) : null };
}
