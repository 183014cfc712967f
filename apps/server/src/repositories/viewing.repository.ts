import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Executor } from "../db/database.js";
import { episodeViews, trackedShows } from "../db/schema/index.js";

export interface ViewingRows {
  /** Episodes among those asked about that the user has marked seen. */
  seenEpisodeIds: Set<number>;
  /** Shows among those asked about that the user tracks and has not dropped. */
  trackedShowIds: Set<number>;
}

/**
 * What a user has seen among a page's episodes and which of the page's shows they watch, in one
 * round trip (both halves are primary-key ranges: episode_views (user, episode), tracked_shows
 * (user, show)). Pass no show ids to skip the tracked half.
 */
export async function viewingRows(db: Executor, userId: number, episodeIds: number[], showIds: number[]): Promise<ViewingRows> {
  const result: ViewingRows = { seenEpisodeIds: new Set(), trackedShowIds: new Set() };
  if (!episodeIds.length) return result;
  // Joined from the ids: one primary-key probe each, whatever the planner estimates of the user's
  // share of episode_views (with an IN list it may scan all of the user's views instead).
  const seen = db
    .select({ kind: sql<string>`'seen'`.as("kind"), id: episodeViews.episodeId })
    .from(sql`unnest(${`{${episodeIds.map((id) => Math.trunc(id)).join(",")}}`}::int[]) as wanted(id)`)
    .innerJoin(episodeViews, and(eq(episodeViews.userId, userId), eq(episodeViews.episodeId, sql`wanted.id`)));
  const tracked = db
    .select({ kind: sql<string>`'tracked'`.as("kind"), id: trackedShows.showId })
    .from(trackedShows)
    .where(and(eq(trackedShows.userId, userId), inArray(trackedShows.showId, showIds), isNull(trackedShows.droppedAt)));
  const rows = showIds.length ? await unionAll(seen, tracked) : await seen;
  for (const row of rows) (row.kind === "seen" ? result.seenEpisodeIds : result.trackedShowIds).add(row.id);
  return result;
}
