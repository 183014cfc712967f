import { sql } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { intArray } from "./prepared.js";
import type { ShowRefColumns } from "./reference-rows.js";

/*
 * Daily TV ratings (decision 0043): all their SQL. Ratings are `numeric(5,2)`; they are read as
 * text and turned into numbers here so both drivers (pg and PGlite) answer the same.
 */

type Raw = Record<string, unknown>;
const rowsOf = (result: unknown): Raw[] => (result as { rows: Raw[] }).rows;
const num = (value: unknown): number => Number(value);
const numOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const dayText = (value: unknown): string => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

export interface RatingEpisodeColumns {
  id: number;
  season: number;
  number: number;
  title: string | null;
}

export interface DailyRatingRow {
  show: ShowRefColumns;
  episode: RatingEpisodeColumns;
  slot: string;
  rating: number;
  share: number;
  previous: number | null;
  sample: boolean;
}

export interface WeeklyRatingRow {
  show: ShowRefColumns;
  rating: number;
  share: number;
  episodes: number;
  sample: boolean;
}

export interface SeasonRatingRow {
  episode: RatingEpisodeColumns;
  day: string;
  slot: string;
  rating: number;
  share: number;
  sample: boolean;
}

const showOf = (r: Raw): ShowRefColumns => ({
  id: num(r.show_id),
  slug: String(r.slug),
  originalTitle: String(r.original_title),
  title: String(r.title),
  year: numOrNull(r.year),
  posterUrl: (r.poster_url as string | null) ?? null,
});
const episodeOf = (r: Raw): RatingEpisodeColumns => ({
  id: num(r.episode_id),
  season: num(r.season_number),
  number: num(r.episode_number),
  title: (r.episode_title as string | null) ?? null,
});

/** The latest day with rows in a category (null: none at all). */
export async function latestRatingDay(db: Executor, category: string): Promise<string | null> {
  const rows = rowsOf(await db.execute(sql`select max(day)::text as day from tv_ratings where category = ${category}`));
  const day = rows[0]?.day;
  return day === null || day === undefined ? null : dayText(day);
}

/**
 * A day's table in a category, best first, each row with the rating of the show's previous
 * episode in that category (the latest earlier day's; the index on show, category and day).
 */
export async function dailyRatings(db: Executor, day: string, category: string): Promise<DailyRatingRow[]> {
  const rows = rowsOf(
    await db.execute(sql`
      select r.show_id, s.slug, s.original_title, s.title, s.year, s.poster_url,
             r.episode_id, e.season_number, e.number as episode_number, e.title as episode_title,
             r.slot, r.rating::text as rating, r.share::text as share, r.sample,
             (select p.rating::text from tv_ratings p
               where p.show_id = r.show_id and p.category = r.category and p.day < r.day
                 and p.episode_id <> r.episode_id
               order by p.day desc limit 1) as previous
        from tv_ratings r
        join shows s on s.id = r.show_id
        join episodes e on e.id = r.episode_id
       where r.category = ${category} and r.day = ${day}::date
       order by r.rating desc, r.share desc, r.show_id, r.episode_id`),
  );
  return rows.map((r) => ({
    show: showOf(r),
    episode: episodeOf(r),
    slot: String(r.slot),
    rating: num(r.rating),
    share: num(r.share),
    previous: numOrNull(r.previous),
    sample: r.sample === true,
  }));
}

/** Each show's averages over its episodes in `from … to` (inclusive), rounded to 2 decimals, best first. */
export async function weeklyRatings(db: Executor, from: string, to: string, category: string): Promise<WeeklyRatingRow[]> {
  const rows = rowsOf(
    await db.execute(sql`
      select a.show_id, s.slug, s.original_title, s.title, s.year, s.poster_url, a.rating::text as rating, a.share::text as share, a.episodes, a.sample
        from (select show_id, round(avg(rating), 2) as rating, round(avg(share), 2) as share,
                     count(*)::int as episodes, bool_and(sample) as sample
                from tv_ratings
               where category = ${category} and day between ${from}::date and ${to}::date
               group by show_id) a
        join shows s on s.id = a.show_id
       order by a.rating desc, a.share desc, a.show_id`),
  );
  return rows.map((r) => ({ show: showOf(r), rating: num(r.rating), share: num(r.share), episodes: num(r.episodes), sample: r.sample === true }));
}

/** A season of a show by number, or its latest season (the highest number) when `number` is undefined. */
export async function findSeasonOfShow(db: Executor, showId: number, number: number | undefined): Promise<{ id: number; number: number } | undefined> {
  const rows = rowsOf(
    await db.execute(
      number === undefined
        ? sql`select id, number from seasons where show_id = ${showId} order by number desc limit 1`
        : sql`select id, number from seasons where show_id = ${showId} and number = ${number} limit 1`,
    ),
  );
  const row = rows[0];
  return row ? { id: num(row.id), number: num(row.number) } : undefined;
}

/** A season's figures in a category, in episode order. */
export async function seasonRatings(db: Executor, seasonId: number, category: string): Promise<SeasonRatingRow[]> {
  const rows = rowsOf(
    await db.execute(sql`
      select r.episode_id, e.season_number, e.number as episode_number, e.title as episode_title,
             r.day::text as day, r.slot, r.rating::text as rating, r.share::text as share, r.sample
        from tv_ratings r
        join episodes e on e.id = r.episode_id
       where r.season_id = ${seasonId} and r.category = ${category}
       order by e.number, r.day`),
  );
  return rows.map((r) => ({ episode: episodeOf(r), day: dayText(r.day), slot: String(r.slot), rating: num(r.rating), share: num(r.share), sample: r.sample === true }));
}

/** The shows of an upload by id or slug: each key as sent, with the show it names. */
export async function showsByKeys(db: Executor, ids: number[], slugs: string[]): Promise<{ id: number; slug: string; title: string }[]> {
  if (!ids.length && !slugs.length) return [];
  const rows = rowsOf(
    await db.execute(sql`
      select id, slug, original_title from shows
       where id = any(${intArray(ids)}::int[])
          or slug in (select jsonb_array_elements_text(${JSON.stringify(slugs)}::jsonb))`),
  );
  return rows.map((r) => ({ id: num(r.id), slug: String(r.slug), title: String(r.original_title) }));
}

/** The episodes of an upload: their show and season. */
export async function episodesByIds(db: Executor, ids: number[]): Promise<{ id: number; showId: number; seasonId: number }[]> {
  if (!ids.length) return [];
  const rows = rowsOf(await db.execute(sql`select id, show_id, season_id from episodes where id = any(${intArray(ids)}::int[])`));
  return rows.map((r) => ({ id: num(r.id), showId: num(r.show_id), seasonId: num(r.season_id) }));
}

export interface RatingInsert {
  day: string;
  showId: number;
  seasonId: number;
  episodeId: number;
  slot: string;
  category: string;
  rating: number;
  share: number;
  sample: boolean;
}

/**
 * Writes figures, one statement per chunk: a row with the same day, episode and category as an
 * earlier one replaces it (and a staff import clears its `sample` mark).
 */
export async function upsertRatings(db: Executor, rows: RatingInsert[], at: Date): Promise<number> {
  const CHUNK = 1000;
  let written = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const json = JSON.stringify(
      chunk.map((r) => ({ day: r.day, show_id: r.showId, season_id: r.seasonId, episode_id: r.episodeId, slot: r.slot, category: r.category, rating: r.rating, share: r.share, sample: r.sample })),
    );
    const result = rowsOf(
      await db.execute(sql`
        insert into tv_ratings (day, show_id, season_id, episode_id, slot, category, rating, share, sample, imported_at)
        select x.day, x.show_id, x.season_id, x.episode_id, x.slot, x.category, x.rating, x.share, x.sample, ${at.toISOString()}::timestamptz
          from jsonb_to_recordset(${json}::jsonb) as x(day date, show_id int, season_id int, episode_id int, slot text, category text, rating numeric, share numeric, sample boolean)
        on conflict (day, episode_id, category) do update
           set show_id = excluded.show_id, season_id = excluded.season_id, slot = excluded.slot, rating = excluded.rating,
               share = excluded.share, sample = excluded.sample, imported_at = excluded.imported_at
        returning 1 as written`),
    );
    written += result.length;
  }
  return written;
}

/** Remembers that a user wants to hear when a season's first figures arrive (idempotent). */
export async function addRatingWatch(db: Executor, userId: number, seasonId: number, at: Date): Promise<void> {
  await db.execute(sql`
    insert into tv_rating_watches (user_id, season_id, created_at) values (${userId}, ${seasonId}, ${at.toISOString()}::timestamptz)
    on conflict (user_id, season_id) do update set notified_at = null, created_at = excluded.created_at
     where tv_rating_watches.notified_at is not null`);
}

export async function removeRatingWatch(db: Executor, userId: number, seasonId: number): Promise<void> {
  await db.execute(sql`delete from tv_rating_watches where user_id = ${userId} and season_id = ${seasonId}`);
}

export async function isWatchingRatings(db: Executor, userId: number, seasonId: number): Promise<boolean> {
  const rows = rowsOf(await db.execute(sql`select 1 from tv_rating_watches where user_id = ${userId} and season_id = ${seasonId} and notified_at is null`));
  return rows.length > 0;
}

/**
 * Takes the waiting users of a season (marks them told, in the import's transaction) and answers
 * who they were: each is told once, however many imports follow.
 */
export async function takeRatingWatchers(db: Executor, seasonId: number, at: Date): Promise<number[]> {
  const rows = rowsOf(
    await db.execute(sql`
      update tv_rating_watches set notified_at = ${at.toISOString()}::timestamptz
       where season_id = ${seasonId} and notified_at is null
      returning user_id`),
  );
  return rows.map((r) => num(r.user_id)).sort((a, b) => a - b);
}

/** The season's show and number, for the words of a notification. */
export async function seasonShow(db: Executor, seasonId: number): Promise<{ showId: number; slug: string; title: string; number: number } | undefined> {
  const rows = rowsOf(
    await db.execute(sql`select s.id as show_id, s.slug, s.original_title, se.number from seasons se join shows s on s.id = se.show_id where se.id = ${seasonId}`),
  );
  const r = rows[0];
  return r ? { showId: num(r.show_id), slug: String(r.slug), title: String(r.original_title), number: num(r.number) } : undefined;
}

/**
 * The demo catalog's sample figures (decision 0043): every episode that aired between `from` and
 * `to` (instants) gets a figure in each category, made up from its id (the same numbers on every
 * seed), its day and slot in Istanbul, and `sample = true`. A staff import replaces them.
 */
export async function insertSampleRatings(db: Executor, from: Date, to: Date): Promise<number> {
  const rows = rowsOf(
    await db.execute(sql`
      with aired as (
        select e.id, e.show_id, e.season_id, e.airs_at, coalesce(s.air_time, to_char(e.airs_at at time zone 'Europe/Istanbul', 'HH24:MI')) as slot,
               2.5 + (abs(hashtext(s.slug)) % 500) / 100.0 as base,
               ((abs(hashtext(e.id::text)) % 120) - 60) / 100.0 as wobble
          from episodes e join shows s on s.id = e.show_id
         where e.airs_at >= ${from.toISOString()}::timestamptz and e.airs_at <= ${to.toISOString()}::timestamptz
      ), figures as (
        select a.*, c.category, c.factor
          from aired a cross join (values ('Total', 1.0), ('AB', 1.12), ('20+ABC1', 1.27)) as c(category, factor)
      )
      insert into tv_ratings (day, show_id, season_id, episode_id, slot, category, rating, share, sample)
      select (f.airs_at at time zone 'Europe/Istanbul')::date, f.show_id, f.season_id, f.id, f.slot, f.category,
             round(greatest(0.3, (f.base + f.wobble) * f.factor), 2), round(least(60, greatest(1, (f.base + f.wobble) * f.factor * 2.4)), 2), true
        from figures f
      on conflict (day, episode_id, category) do nothing
      returning 1 as written`),
  );
  return rows.length;
}
