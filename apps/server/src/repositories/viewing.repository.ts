import { and, eq, isNull, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Executor } from "../db/database.js";
import { episodeViews, trackedShows } from "../db/schema/index.js";
import { anyOf, intArray, preparedFor } from "./prepared.js";

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
    .from(sql`unnest(${intArray(episodeIds)}::int[]) as wanted(id)`)
    .innerJoin(episodeViews, and(eq(episodeViews.userId, userId), eq(episodeViews.episodeId, sql`wanted.id`)));
  const tracked = db
    .select({ kind: sql<string>`'tracked'`.as("kind"), id: trackedShows.showId })
    .from(trackedShows)
    .where(and(eq(trackedShows.userId, userId), anyOf(trackedShows.showId, showIds), isNull(trackedShows.droppedAt)));
  const rows = showIds.length ? await unionAll(seen, tracked) : await seen;
  for (const row of rows) (row.kind === "seen" ? result.seenEpisodeIds : result.trackedShowIds).add(row.id);
  return result;
}

export interface EpisodeMark {
  /** The episode's show; undefined when no episode has that id. */
  showId: number | undefined;
  airsAt: Date | null;
  /** 1 when the mark changed a row, 0 when it was already so (or the episode has not aired). */
  changed: number;
  /** The user's seen episodes of the show after the change (the tracked row's counter, 0 untracked). */
  seen: number;
  aired: number;
  total: number;
}

/**
 * Marks one episode seen or unseen for a user in **one round trip**: `dz_mark_episode`
 * (drizzle/0018_mark_episode_function.sql, decision 35), a PL/pgSQL function whose statements are
 * planned once per connection, called through a statement prepared once per handle. It writes only
 * what the toggle needs — the view row, then the counters in the fixed lock order episode_views →
 * tracked_shows → shows (a new track only) → users → show_activity_daily (decision 16) — and reads
 * the show's aired and total episodes, so the caller has the progress without another query. An
 * unaired episode is left alone (changed 0): the caller answers 422. The next-episode pointer moves
 * by the triggers of migration 0007, fired by the view's insert or delete.
 */
export async function markEpisode(db: Executor, userId: number, episodeId: number, seen: boolean, now: Date, watchedAt: Date, day: string): Promise<EpisodeMark> {
  const [row] = await markStatement(db).execute({ user: userId, episode: episodeId, seen, now: now.toISOString(), watched: watchedAt.toISOString(), day });
  return {
    showId: row?.showId == null ? undefined : Number(row.showId),
    airsAt: row?.airsAt == null ? null : new Date(row.airsAt),
    changed: Number(row?.changed ?? 0),
    seen: Number(row?.seen ?? 0),
    aired: Number(row?.aired ?? 0),
    total: Number(row?.total ?? 0),
  };
}

const markStatement = preparedFor((db) =>
  db
    .select({
      showId: sql<number | null>`m.show_id`,
      airsAt: sql<string | Date | null>`m.airs_at`,
      changed: sql<number>`m.changed`,
      seen: sql<number>`m.seen`,
      aired: sql<number>`m.aired`,
      total: sql<number>`m.total`,
    })
    .from(
      sql`dz_mark_episode(${sql.placeholder("user")}::int, ${sql.placeholder("episode")}::int, ${sql.placeholder("seen")}::boolean,
                          ${sql.placeholder("now")}::timestamptz, ${sql.placeholder("watched")}::timestamptz, ${sql.placeholder("day")}::date) as m`,
    )
    .prepare("dz_mark_episode"),
);
