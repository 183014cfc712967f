import { sql } from "drizzle-orm";
import type { Executor } from "../db/database.js";

/**
 * The year in numbers (decision 0046). A year is the half-open span of instants [from, to): the
 * calendar year in Europe/Istanbul for the site, in the user's own zone for a personal year.
 */
export interface YearSpan {
  from: Date;
  to: Date;
}

/** A show as the report lists it, with the figures its lists rank by. */
export interface StatsShowRow {
  id: number;
  slug: string;
  originalTitle: string;
  title: string;
  year: number | null;
  posterUrl: string | null;
  status: string;
  rating: number;
  votesCount: number;
  trackersCount: number;
  /** Every episode of the show in the catalog. */
  episodesTotal: number;
}

export interface SiteYearShowRow extends StatsShowRow {
  /** Its episodes aired within the year. */
  airedInYear: number;
  /** Seen marks of its episodes made within the year. */
  seenInYear: number;
}

export interface OwnYearShowRow extends StatsShowRow {
  /** The user's seen marks of its episodes made within the year. */
  seenInYear: number;
  /** Minutes of those episodes (the episode's runtime, else the show's, else 0). */
  minutes: number;
  /** The user's own rating of the show, or null. */
  userRating: number | null;
}

type RawShow = {
  id: number;
  slug: string;
  original_title: string;
  title: string;
  year: number | null;
  poster_url: string | null;
  status: string;
  rating: string | number;
  votes_count: number;
  trackers_count: number;
  episodes_total: number;
};

function showOf(row: RawShow): StatsShowRow {
  return {
    id: Number(row.id),
    slug: row.slug,
    originalTitle: row.original_title,
    title: row.title,
    year: row.year === null ? null : Number(row.year),
    posterUrl: row.poster_url,
    status: row.status,
    rating: Number(row.rating),
    votesCount: Number(row.votes_count),
    trackersCount: Number(row.trackers_count),
    episodesTotal: Number(row.episodes_total),
  };
}

/**
 * Every show with an episode aired within the year and at least `minEpisodes` episodes in all,
 * with its episodes aired that year and the seen marks of its episodes made that year. The aired
 * episodes are found through `episodes_airs_at_idx`; the seen marks are one scan of the year's
 * marks (the answer is cached: services/stats.service.ts).
 */
export async function siteYearShows(db: Executor, span: YearSpan, minEpisodes: number): Promise<SiteYearShowRow[]> {
  const from = span.from.toISOString();
  const to = span.to.toISOString();
  const result = (await db.execute(sql`
    with aired as materialized (
      select e.show_id, count(*)::int as aired_in_year
      from episodes e
      where e.airs_at >= ${from}::timestamptz and e.airs_at < ${to}::timestamptz
      group by e.show_id
    ),
    counted as materialized (
      select a.show_id, a.aired_in_year, t.episodes_total
      from aired a
      cross join lateral (select count(*)::int as episodes_total from episodes e where e.show_id = a.show_id) t
      where t.episodes_total >= ${minEpisodes}
    ),
    seen as materialized (
      select v.show_id, count(*)::int as seen_in_year
      from episode_views v
      join counted c on c.show_id = v.show_id
      where v.watched_at >= ${from}::timestamptz and v.watched_at < ${to}::timestamptz
      group by v.show_id
    )
    select s.id, s.slug, s.original_title, s.title, s.year, s.poster_url, s.status, s.rating, s.votes_count,
           s.trackers_count, c.episodes_total, c.aired_in_year, coalesce(w.seen_in_year, 0)::int as seen_in_year
    from counted c
    join shows s on s.id = c.show_id
    left join seen w on w.show_id = c.show_id
    order by s.id
  `)) as unknown as { rows: (RawShow & { aired_in_year: number; seen_in_year: number })[] };
  return result.rows.map((row) => ({ ...showOf(row), airedInYear: Number(row.aired_in_year), seenInYear: Number(row.seen_in_year) }));
}

/**
 * The shows of which the user saw an episode within the year (by `watched_at`), with how many
 * and their minutes, the user's rating of the show and its episodes in all.
 */
export async function ownYearShows(db: Executor, userId: number, span: YearSpan): Promise<OwnYearShowRow[]> {
  const from = span.from.toISOString();
  const to = span.to.toISOString();
  const result = (await db.execute(sql`
    with seen as materialized (
      select v.show_id, count(*)::int as seen_in_year,
             sum(coalesce(e.runtime, s.runtime, 0))::int as minutes
      from episode_views v
      join episodes e on e.id = v.episode_id
      join shows s on s.id = v.show_id
      where v.user_id = ${userId} and v.watched_at >= ${from}::timestamptz and v.watched_at < ${to}::timestamptz
      group by v.show_id
    )
    select s.id, s.slug, s.original_title, s.title, s.year, s.poster_url, s.status, s.rating, s.votes_count,
           s.trackers_count, t.episodes_total, w.seen_in_year, w.minutes, r.rating as user_rating
    from seen w
    join shows s on s.id = w.show_id
    cross join lateral (select count(*)::int as episodes_total from episodes e where e.show_id = w.show_id) t
    left join ratings r on r.user_id = ${userId} and r.show_id = w.show_id
    order by s.id
  `)) as unknown as { rows: (RawShow & { seen_in_year: number; minutes: number; user_rating: string | number | null })[] };
  return result.rows.map((row) => ({
    ...showOf(row),
    seenInYear: Number(row.seen_in_year),
    minutes: Number(row.minutes),
    userRating: row.user_rating === null ? null : Number(row.user_rating),
  }));
}

export interface GenreCountRow {
  id: number;
  name: string;
  slug: string;
  episodes: number;
}

/** The genres of the episodes the user saw within the year, by episodes seen (then the genres' order). */
export async function ownYearGenres(db: Executor, userId: number, span: YearSpan, limit: number): Promise<GenreCountRow[]> {
  const result = (await db.execute(sql`
    select g.id, g.name, g.slug, count(*)::int as episodes
    from episode_views v
    join show_genres sg on sg.show_id = v.show_id
    join genres g on g.id = sg.genre_id
    where v.user_id = ${userId} and v.watched_at >= ${span.from.toISOString()}::timestamptz and v.watched_at < ${span.to.toISOString()}::timestamptz
    group by g.id, g.name, g.slug, g.position
    order by episodes desc, g.position, g.id
    limit ${limit}
  `)) as unknown as { rows: { id: number; name: string; slug: string; episodes: number }[] };
  return result.rows.map((row) => ({ id: Number(row.id), name: row.name, slug: row.slug, episodes: Number(row.episodes) }));
}

/** The reaction the user gave most to episodes within the year (ties: the reaction's name), or undefined. */
export async function ownYearTopReaction(
  db: Executor,
  userId: number,
  span: YearSpan,
  reactions: readonly string[],
): Promise<{ reaction: string; count: number } | undefined> {
  const result = (await db.execute(sql`
    select reaction, count(*)::int as count
    from reactions
    where user_id = ${userId} and item_type = 'episode' and reaction in (${sql.join(
      reactions.map((reaction) => sql`${reaction}`),
      sql`, `,
    )})
      and created_at >= ${span.from.toISOString()}::timestamptz and created_at < ${span.to.toISOString()}::timestamptz
    group by reaction
    order by count desc, reaction
    limit 1
  `)) as unknown as { rows: { reaction: string; count: number }[] };
  const row = result.rows[0];
  return row ? { reaction: row.reaction, count: Number(row.count) } : undefined;
}
