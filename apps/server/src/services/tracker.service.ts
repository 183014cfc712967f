import { cursorKey } from "@dizilog/shared/api";
import { z } from "zod";
import { type Ctx, requireActor } from "../context.js";
import { type ShowGroup, type TrackerGroup, groupOf } from "../domain/tracker-groups.js";
import { decodeCursor, encodeCursor } from "../lib/cursor.js";
import type { EpisodeRow } from "../repositories/episode.repository.js";
import { type ShowRow, findShowsByIds } from "../repositories/show.repository.js";
import {
  type TrackedShowRow,
  type TrackerOrder,
  episodeCounts,
  episodesByIds,
  findTrackedShow,
  trackedShowsPage,
  trackedState,
} from "../repositories/tracker.repository.js";

const cursorSchema = z.object({ k: cursorKey.instantMs, id: cursorKey.id });

export interface Progress {
  seen: number;
  aired: number;
  total: number;
  percent: number;
}

export function progressOf(counts: { seen: number; aired: number; total: number }): Progress {
  const percent = counts.aired ? Math.min(100, Math.round((counts.seen / counts.aired) * 100)) : 0;
  return { seen: counts.seen, aired: counts.aired, total: counts.total, percent };
}

/** The progress of one show for a user (zeros when the show is not tracked). */
export async function showProgress(ctx: Ctx, userId: number, showId: number): Promise<Progress> {
  const [row, counts] = await Promise.all([findTrackedShow(ctx.db, userId, showId), episodeCounts(ctx.db, [showId], ctx.now)]);
  const { aired, total } = counts.get(showId) ?? { aired: 0, total: 0 };
  return progressOf({ seen: row?.seen ?? 0, aired, total });
}

/** One show of a tracker page: where it stands, and for watch_next its next episode (null when none). */
export interface TrackerItemRow {
  show: ShowRow;
  group: ShowGroup;
  progress: Progress;
  trackedAt: Date;
  lastSeenAt: Date | null;
  nextEpisode?: EpisodeRow | null;
}

/**
 * One cursor page of a tracker group, or of the watchlist ("live": every show not dropped). The
 * group is decided in SQL from tracked_shows' stored next-episode pointer, so a page reads only
 * its own rows; progress counts and next episodes are then fetched for that page alone.
 */
export async function trackerPage(
  ctx: Ctx,
  group: TrackerGroup | "live",
  limit: number,
  cursor?: string,
): Promise<{ items: TrackerItemRow[]; next: string | null }> {
  const userId = requireActor(ctx).id;
  const { now } = ctx;
  const order: TrackerOrder = group === "watch_next" ? "next_airs" : "tracked";
  const showGroup: ShowGroup | "live" = group === "watch_next" ? "in_progress" : group;
  const after = decodeCursor(cursor, cursorSchema);
  const rows = await trackedShowsPage(ctx.db, userId, showGroup, order, now, limit + 1, after && { at: new Date(order === "tracked" ? -after.k : after.k), showId: after.id });
  const page = rows.slice(0, limit);
  const showIds = page.map((r) => r.showId);
  const [shows, counts, nextEpisodes] = await Promise.all([
    findShowsByIds(ctx.db, showIds),
    episodeCounts(ctx.db, showIds, now),
    withNextEpisode(group) ? episodesByIds(ctx.db, page.flatMap((r) => (r.nextEpisodeId === null ? [] : [r.nextEpisodeId]))) : Promise.resolve([]),
  ]);
  const showById = new Map(shows.map((s) => [s.id, s]));
  const nextById = new Map(nextEpisodes.map((e) => [e.id, e]));

  const items = page.flatMap((row): TrackerItemRow[] => {
    const show = showById.get(row.showId);
    if (!show) return [];
    const { aired, total } = counts.get(row.showId) ?? { aired: 0, total: 0 };
    const item: TrackerItemRow = {
      show,
      group: groupOf(trackedState(row, show.status, now)),
      progress: progressOf({ seen: row.seen, aired, total }),
      trackedAt: row.trackedAt,
      lastSeenAt: row.lastSeenAt,
    };
    if (withNextEpisode(group)) item.nextEpisode = (row.nextEpisodeId === null ? undefined : nextById.get(row.nextEpisodeId)) ?? null;
    return [item];
  });
  const last = page.at(-1);
  return { items, next: rows.length > limit && last ? encodeCursor(keyOf(last, order)) : null };
}

/** Up next names the next unseen aired episode; "Start watching" (not_started) names the first episode. */
const withNextEpisode = (group: TrackerGroup | "live") => group === "watch_next" || group === "not_started";

function keyOf(row: TrackedShowRow, order: TrackerOrder): { k: number; id: number } {
  // Tracked order is newest first: the key is negated so that both orders compare ascending.
  return order === "tracked" ? { k: -row.trackedAt.getTime(), id: row.showId } : { k: row.nextAirsAt?.getTime() ?? 0, id: row.showId };
}
