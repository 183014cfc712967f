import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { episodeViews, episodes, shows, trackedShows } from "../db/schema/index.js";
import { episodeRowColumns, type EpisodeRow } from "./episode.repository.js";

export interface TrackedProgressRow {
  showId: number;
  trackedAt: Date;
  droppedAt: Date | null;
  lastSeenAt: Date | null;
  seen: number;
  aired: number;
  total: number;
  status: string;
}

/**
 * Every show a user tracks (or just one) with its progress: seen (counter cache), aired and
 * total episodes (one index range per show through episodes_show_airs_at_idx).
 */
export async function trackedProgress(db: Db, userId: number, now: Date, onlyShowId?: number): Promise<TrackedProgressRow[]> {
  const tracked = onlyShowId === undefined ? eq(trackedShows.userId, userId) : and(eq(trackedShows.userId, userId), eq(trackedShows.showId, onlyShowId));
  const counts = db
    .select({
      showId: episodes.showId,
      aired: sql<number>`(count(*) filter (where ${episodes.airsAt} <= ${now}))::int`.as("aired"),
      total: sql<number>`count(*)::int`.as("total"),
    })
    .from(episodes)
    .where(
      onlyShowId === undefined
        ? inArray(episodes.showId, db.select({ id: trackedShows.showId }).from(trackedShows).where(tracked))
        : eq(episodes.showId, onlyShowId),
    )
    .groupBy(episodes.showId)
    .as("counts");
  const rows = await db
    .select({
      showId: trackedShows.showId,
      trackedAt: trackedShows.createdAt,
      droppedAt: trackedShows.droppedAt,
      lastSeenAt: trackedShows.lastSeenAt,
      seen: trackedShows.seenCount,
      aired: sql<number>`coalesce(${counts.aired}, 0)`,
      total: sql<number>`coalesce(${counts.total}, 0)`,
      status: shows.status,
    })
    .from(trackedShows)
    .innerJoin(shows, eq(shows.id, trackedShows.showId))
    .leftJoin(counts, eq(counts.showId, trackedShows.showId))
    .where(tracked);
  return rows.map((r) => ({ ...r, aired: Number(r.aired), total: Number(r.total) }));
}

/** For each show, its first aired episode (in season and number order) the user has not seen. */
export async function nextUnseenEpisodes(db: Db, userId: number, showIds: number[], now: Date): Promise<EpisodeRow[]> {
  if (!showIds.length) return [];
  return db
    .selectDistinctOn([episodes.showId], episodeRowColumns)
    .from(episodes)
    .innerJoin(shows, eq(shows.id, episodes.showId))
    .where(
      and(
        inArray(episodes.showId, showIds),
        lte(episodes.airsAt, now),
        sql`not exists (select 1 from ${episodeViews} where ${episodeViews.userId} = ${userId} and ${episodeViews.episodeId} = ${episodes.id})`,
      ),
    )
    .orderBy(asc(episodes.showId), asc(episodes.seasonNumber), asc(episodes.number));
}

/** Which of these episodes the user has seen (for has_seen on lists of episodes). */
export async function seenEpisodeIds(db: Db, userId: number, episodeIds: number[]): Promise<Set<number>> {
  if (!episodeIds.length) return new Set();
  const rows = await db
    .select({ id: episodeViews.episodeId })
    .from(episodeViews)
    .where(and(eq(episodeViews.userId, userId), inArray(episodeViews.episodeId, episodeIds)));
  return new Set(rows.map((r) => r.id));
}
