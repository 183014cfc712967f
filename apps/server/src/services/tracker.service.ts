import { type TrackerItem, cursorKey } from "@dizilog/shared/api";
import { z } from "zod";
import type { Db } from "../db/database.js";
import { decodeCursor, encodeCursor } from "../lib/cursor.js";
import { presentEpisode } from "../presenters/episode.presenter.js";
import { presentShowRef } from "../presenters/show.presenter.js";
import type { Viewer } from "../presenters/viewer.js";
import { findShowsByIds } from "../repositories/show.repository.js";
import {
  type TrackedShowRow,
  type TrackerOrder,
  episodeCounts,
  episodesByIds,
  findTrackedShow,
  trackedShowsPage,
  trackedState,
} from "../repositories/tracker.repository.js";
import { type ShowGroup, type TrackerGroup, groupOf } from "./tracker-groups.js";

const cursorSchema = z.object({ k: cursorKey.instantMs, id: cursorKey.id });

export function progressOf(counts: { seen: number; aired: number; total: number }) {
  const percent = counts.aired ? Math.min(100, Math.round((counts.seen / counts.aired) * 100)) : 0;
  return { seen: counts.seen, aired: counts.aired, total: counts.total, percent };
}

/** The progress of one show for a user (zeros when the show is not tracked). */
export async function showProgress(db: Db, userId: number, showId: number, now: Date) {
  const [row, counts] = await Promise.all([findTrackedShow(db, userId, showId), episodeCounts(db, [showId], now)]);
  const { aired, total } = counts.get(showId) ?? { aired: 0, total: 0 };
  return progressOf({ seen: row?.seen ?? 0, aired, total });
}

/**
 * One cursor page of a tracker group, or of the watchlist ("live": every show not dropped). The
 * group is decided in SQL from tracked_shows' stored next-episode pointer, so a page reads only
 * its own rows; progress counts and next episodes are then fetched for that page alone.
 */
export async function trackerPage(
  db: Db,
  userId: number,
  group: TrackerGroup | "live",
  viewer: Viewer,
  limit: number,
  cursor?: string,
): Promise<{ data: TrackerItem[]; next: string | null }> {
  const order: TrackerOrder = group === "watch_next" ? "next_airs" : "tracked";
  const showGroup: ShowGroup | "live" = group === "watch_next" ? "in_progress" : group;
  const after = decodeCursor(cursor, cursorSchema);
  const rows = await trackedShowsPage(db, userId, showGroup, order, viewer.now, limit + 1, after && { at: new Date(order === "tracked" ? -after.k : after.k), showId: after.id });
  const page = rows.slice(0, limit);
  const showIds = page.map((r) => r.showId);
  const [shows, counts, nextEpisodes] = await Promise.all([
    findShowsByIds(db, showIds),
    episodeCounts(db, showIds, viewer.now),
    withNextEpisode(group) ? episodesByIds(db, page.flatMap((r) => (r.nextEpisodeId === null ? [] : [r.nextEpisodeId]))) : Promise.resolve([]),
  ]);
  const showById = new Map(shows.map((s) => [s.id, s]));
  const nextById = new Map(nextEpisodes.map((e) => [e.id, e]));

  const data = page.flatMap((row): TrackerItem[] => {
    const show = showById.get(row.showId);
    if (!show) return [];
    const { aired, total } = counts.get(row.showId) ?? { aired: 0, total: 0 };
    const item: TrackerItem = {
      show: presentShowRef(show),
      group: groupOf(trackedState(row, show.status, viewer.now)),
      progress: progressOf({ seen: row.seen, aired, total }),
      tracked_at: row.trackedAt.toISOString(),
      last_seen_at: row.lastSeenAt?.toISOString() ?? null,
    };
    if (withNextEpisode(group)) {
      const episode = row.nextEpisodeId === null ? undefined : nextById.get(row.nextEpisodeId);
      item.next_episode = episode ? presentEpisode(episode, viewer, { withShow: true, hasSeen: false, tracksShow: true }) : null;
    }
    return [item];
  });
  const last = page.at(-1);
  return { data, next: rows.length > limit && last ? encodeCursor(keyOf(last, order)) : null };
}

/** Up next names the next unseen aired episode; "Start watching" (not_started) names the first episode. */
const withNextEpisode = (group: TrackerGroup | "live") => group === "watch_next" || group === "not_started";

function keyOf(row: TrackedShowRow, order: TrackerOrder): { k: number; id: number } {
  // Tracked order is newest first: the key is negated so that both orders compare ascending.
  return order === "tracked" ? { k: -row.trackedAt.getTime(), id: row.showId } : { k: row.nextAirsAt?.getTime() ?? 0, id: row.showId };
}
