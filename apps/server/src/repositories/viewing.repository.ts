import { and, eq, isNull, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Db } from "../db/database.js";
import { episodeViews, trackedShows } from "../db/schema/index.js";
import { anyOf, intArray } from "./prepared.js";

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
export async function viewingRows(db: Db, userId: number, episodeIds: number[], showIds: number[]): Promise<ViewingRows> {
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
 * Marks one episode seen or unseen for a user in **one statement** (one round trip, its own
 * transaction): the view row, then the counters, each data-modifying step reading the one before it
 * so that PostgreSQL runs them — and takes their row locks — in this fixed order: episode_views →
 * tracked_shows → shows (a new track only) → users → show_activity_daily. It is the order the
 * statement-per-counter version used (791059f: a CTE whose steps ran in no fixed order deadlocked
 * under concurrent marks). It also reads the show's aired and total episodes, so the caller has the
 * progress without another query. An unaired episode is left alone (changed 0): the caller answers 422.
 *
 * Steps in one statement cannot see each other's rows: the new tracked row's count adds the view
 * just inserted, and the triggers of migration 0007 (next-episode pointer) run at the statement's end.
 */
export async function markEpisode(db: Db, userId: number, episodeId: number, seen: boolean, now: Date, watchedAt: Date, day: string): Promise<EpisodeMark> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const change = seen
    ? sql`
      changed as (
        insert into episode_views (user_id, episode_id, show_id, watched_at)
        select ${userId}, ep.id, ep.show_id, ${watchedAt.toISOString()}::timestamptz from ep where ep.airs_at <= ${at}
        on conflict do nothing
        returning show_id
      ),
      tracked as (
        -- Seeing an aired episode tracks its show, once (also when the episode was already seen).
        insert into tracked_shows (user_id, show_id, created_at, seen_count, last_seen_at)
        select ${userId}, ep.show_id, ${at},
               (select count(*)::int from episode_views v where v.user_id = ${userId} and v.show_id = ep.show_id)
                 + (select count(*)::int from changed), ${at}
        from ep where ep.airs_at <= ${at}
        on conflict (user_id, show_id) do update
          set seen_count = greatest(tracked_shows.seen_count + 1, 0), last_seen_at = excluded.last_seen_at
          where exists (select 1 from changed)
        returning seen_count, (xmax = 0) as inserted
      ),
      show_row as (
        update shows set trackers_count = trackers_count + 1
        where id = (select show_id from ep) and exists (select 1 from tracked where inserted)
        returning 1
      ),
      user_row as (
        update users set seen_count = seen_count + (select count(*)::int from changed),
                         track_count = track_count + (select count(*)::int from tracked where inserted)
        where id = ${userId} and (exists (select 1 from changed) or exists (select 1 from tracked where inserted))
          and (select count(*) from show_row) >= 0
        returning 1
      ),
      activity as (
        insert into show_activity_daily (show_id, day, score)
        select s.show_id, ${day}::date, s.score
        from (select (select show_id from ep) as show_id,
                     (select count(*)::int from changed) + (select count(*)::int from tracked where inserted) as score
              where (select count(*) from user_row) >= 0) s
        where s.score > 0
        on conflict (show_id, day) do update set score = show_activity_daily.score + excluded.score
        returning 1
      )`
    : sql`
      changed as (
        delete from episode_views where user_id = ${userId} and episode_id = (select id from ep)
        returning show_id
      ),
      tracked as (
        update tracked_shows set seen_count = greatest(seen_count - 1, 0)
        where user_id = ${userId} and show_id = (select show_id from changed)
        returning seen_count, false as inserted
      ),
      user_row as (
        update users set seen_count = greatest(seen_count - 1, 0)
        where id = ${userId} and exists (select 1 from changed) and (select count(*) from tracked) >= 0
        returning 1
      ),
      activity as (select 1 where (select count(*) from user_row) >= 0)`;
  const result = (await db.execute(sql`
    with ep as (select id, show_id, airs_at from episodes where id = ${episodeId}),
    ${change}
    select (select show_id from ep) as show_id,
           (select airs_at from ep) as airs_at,
           (select count(*)::int from changed) as changed,
           coalesce((select seen_count from tracked),
                    (select seen_count from tracked_shows t where t.user_id = ${userId} and t.show_id = (select show_id from ep)), 0) as seen,
           (select count(*)::int from activity) as steps,
           (select count(*) filter (where e.airs_at <= ${at})::int from episodes e where e.show_id = (select show_id from ep)) as aired,
           (select count(*)::int from episodes e where e.show_id = (select show_id from ep)) as total
  `)) as unknown as { rows: Record<string, unknown>[] };
  const row = result.rows[0] ?? {};
  const airsAt = row.airs_at == null ? null : new Date(row.airs_at as string | Date);
  return {
    showId: row.show_id == null ? undefined : Number(row.show_id),
    airsAt,
    changed: Number(row.changed ?? 0),
    seen: Number(row.seen ?? 0),
    aired: Number(row.aired ?? 0),
    total: Number(row.total ?? 0),
  };
}
