import { and, asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { catalogJobMarks, episodes, seasons, shows } from "../db/schema/index.js";
import { intArray } from "./prepared.js";

/**
 * The statements of the catalog that keeps itself current (decision 0048): what a show holds
 * before and after a TVMaze sync, the shows the sync visits, the aired-episode job's high-water
 * mark and its announcements (one row per episode or show, taken once).
 */

/** The statuses of a show that is over: the sync leaves it alone. */
const OVER = ["Ended", "Cancelled", "concluded"];

/** A show's seasons and episodes as they are now (the sync compares them before and after). */
export interface ShowSnapshot {
  seasons: { id: number; number: number }[];
  episodes: { id: number; seasonNumber: number; number: number; title: string | null; airsAt: Date | null }[];
}

export async function showSnapshot(db: Executor, showId: number): Promise<ShowSnapshot> {
  const seasonRows = await db.select({ id: seasons.id, number: seasons.number }).from(seasons).where(eq(seasons.showId, showId)).orderBy(asc(seasons.number));
  const episodeRows = await db
    .select({ id: episodes.id, seasonNumber: episodes.seasonNumber, number: episodes.number, title: episodes.title, airsAt: episodes.airsAt })
    .from(episodes)
    .where(eq(episodes.showId, showId))
    .orderBy(asc(episodes.seasonNumber), asc(episodes.number));
  return { seasons: seasonRows, episodes: episodeRows };
}

/** A show's title and address (the words of its events). */
export async function showHeading(db: Executor, showId: number): Promise<{ id: number; title: string; slug: string } | undefined> {
  const [row] = await db.select({ id: shows.id, title: shows.title, slug: shows.slug }).from(shows).where(eq(shows.id, showId));
  return row;
}

/**
 * The shows the daily sync visits: imported from TVMaze (a `tvmaze_id`), not over, and tracked by
 * someone who has not dropped them; in id order (a run is repeatable).
 */
export async function syncableShows(db: Executor): Promise<{ id: number; tvmazeId: number }[]> {
  const rows = await db
    .select({ id: shows.id, tvmazeId: shows.tvmazeId })
    .from(shows)
    .where(
      and(
        sql`${shows.tvmazeId} is not null`,
        sql`${shows.status} <> all(${`{${OVER.join(",")}}`}::text[])`,
        sql`exists (select 1 from tracked_shows t where t.show_id = ${shows.id} and t.dropped_at is null)`,
      ),
    )
    .orderBy(asc(shows.id));
  return rows.map((r) => ({ id: r.id, tvmazeId: r.tvmazeId! }));
}

/** A job's high-water mark, or undefined before its first run. Locks the row for the caller's transaction. */
export async function readJobMark(db: Executor, job: string): Promise<Date | undefined> {
  const result = (await db.execute(sql`select mark from catalog_job_marks where job = ${job} for update`)) as unknown as { rows: { mark: Date | string }[] };
  const row = result.rows[0];
  return row ? new Date(row.mark) : undefined;
}

export async function writeJobMark(db: Executor, job: string, mark: Date): Promise<void> {
  await db
    .insert(catalogJobMarks)
    .values({ job, mark, updatedAt: mark })
    .onConflictDoUpdate({ target: catalogJobMarks.job, set: { mark, updatedAt: mark } });
}

/** An episode whose air instant passed, with what its `episode.aired` says. */
export interface AiredEpisode {
  episodeId: number;
  showId: number;
  showTitle: string;
  showSlug: string;
  seasonNumber: number;
  number: number;
  airsAt: Date;
  /** The show's first episode (no episode before it in season and number order). */
  premiere: boolean;
}

/**
 * Episodes whose air instant is in (`after`, `upTo`], of shows someone tracks (not dropped), and
 * not announced yet; in air order. One statement.
 */
export async function airedEpisodes(db: Executor, after: Date, upTo: Date): Promise<AiredEpisode[]> {
  const result = (await db.execute(sql`
    select e.id as episode_id, e.show_id, s.title as show_title, s.slug as show_slug, e.season_number, e.number, e.airs_at,
           not exists (
             select 1 from episodes p
              where p.show_id = e.show_id and (p.season_number < e.season_number or (p.season_number = e.season_number and p.number < e.number))
           ) as premiere
      from episodes e
      join shows s on s.id = e.show_id
     where e.airs_at > ${after.toISOString()}::timestamptz and e.airs_at <= ${upTo.toISOString()}::timestamptz
       and exists (select 1 from tracked_shows t where t.show_id = e.show_id and t.dropped_at is null)
       and not exists (select 1 from catalog_announcements a where a.kind = 'aired' and a.subject_id = e.id)
     order by e.airs_at, e.id`)) as unknown as {
    rows: { episode_id: number; show_id: number; show_title: string; show_slug: string; season_number: number; number: number; airs_at: Date | string; premiere: boolean }[];
  };
  return result.rows.map((r) => ({
    episodeId: Number(r.episode_id),
    showId: Number(r.show_id),
    showTitle: r.show_title,
    showSlug: r.show_slug,
    seasonNumber: Number(r.season_number),
    number: Number(r.number),
    airsAt: new Date(r.airs_at),
    premiere: r.premiere,
  }));
}

/**
 * Takes the announcements of `kind` for these subjects: answers the ids whose row this statement
 * inserted (the others were announced already, by an earlier run or a concurrent one).
 */
export async function takeAnnouncements(db: Executor, kind: "aired" | "premiere", subjectIds: readonly number[], at: Date): Promise<Set<number>> {
  if (!subjectIds.length) return new Set();
  const result = (await db.execute(sql`
    insert into catalog_announcements (kind, subject_id, announced_at)
    select ${kind}, id, ${at.toISOString()}::timestamptz from unnest(${intArray(subjectIds)}::int[]) as id
    on conflict (kind, subject_id) do nothing
    returning subject_id`)) as unknown as { rows: { subject_id: number }[] };
  return new Set(result.rows.map((r) => Number(r.subject_id)));
}
