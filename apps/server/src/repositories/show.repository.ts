import { type SQL, asc, count, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { ExploreSort } from "@dizilog/shared";
import type { Executor } from "../db/database.js";
import { credits, episodes, genres, networks, people, seasons, showActivityDaily, showGenres, shows } from "../db/schema/index.js";
import { INT4_MAX } from "@dizilog/shared/api";
import { decodeHashid } from "../lib/hashid.js";
import { anyOf, intArray, preparedFor } from "./prepared.js";
import { type ExploreFilters, exploreConditions, keywordMatches, ratingExpr, showSearchText } from "./show-filters.js";

const showColumns = {
  id: shows.id,
  slug: shows.slug,
  originalTitle: shows.originalTitle,
  title: shows.title,
  type: shows.type,
  status: shows.status,
  year: shows.year,
  premiered: shows.premiered,
  runtime: shows.runtime,
  synopsis: shows.synopsis,
  posterUrl: shows.posterUrl,
  trackersCount: shows.trackersCount,
  votesCount: shows.votesCount,
  rating: ratingExpr,
  network: { id: networks.id, name: networks.name, slug: networks.slug, kind: networks.kind },
};

export type ShowRow = Awaited<ReturnType<typeof selectShows>>[number];

function selectShows(db: Executor) {
  return db.select(showColumns).from(shows).leftJoin(networks, eq(networks.id, shows.networkId));
}

const showById = preparedFor((db) => selectShows(db).where(eq(shows.id, sql.placeholder("id"))).limit(1).prepare("dz_show_by_id"));
const showBySlug = preparedFor((db) => selectShows(db).where(eq(shows.slug, sql.placeholder("slug"))).limit(1).prepare("dz_show_by_slug"));
const showsByIds = preparedFor((db) => selectShows(db).where(anyOf(shows.id, sql.placeholder("ids"))).prepare("dz_shows_by_ids"));

/** Finds a show by numeric id, slug or hashid. */
export async function findShow(db: Executor, key: string | number): Promise<ShowRow | undefined> {
  const text = String(key);
  const id = /^\d+$/.test(text) ? Number(text) : undefined;
  // An id no integer column can hold names no show (and would be a query error).
  if (id !== undefined) return id > 0 && id <= INT4_MAX ? (await showById(db).execute({ id }))[0] : undefined;
  const [row] = await showBySlug(db).execute({ slug: text });
  if (row) return row;
  const decoded = decodeHashid("show", text);
  if (decoded === undefined) return undefined;
  return (await showById(db).execute({ id: decoded }))[0];
}

export async function findShowsByIds(db: Executor, ids: number[]): Promise<ShowRow[]> {
  if (!ids.length) return [];
  const rows = await showsByIds(db).execute({ ids: intArray(ids) });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Activity in the trending window, the input of the trending sort and of /v1/popular. */
function trendingScores(db: Executor, since: string) {
  return db
    .select({ showId: showActivityDaily.showId, score: sql<number>`sum(${showActivityDaily.score})`.as("score") })
    .from(showActivityDaily)
    .where(gte(showActivityDaily.day, since))
    .groupBy(showActivityDaily.showId)
    .as("trending");
}

export interface ExplorePage {
  rows: ShowRow[];
  total: number;
}

/** How many shows match the explore filters. */
export async function countShows(db: Executor, filters: ExploreFilters): Promise<number> {
  const [row] = await db.select({ total: count() }).from(shows).where(exploreConditions(filters));
  return row?.total ?? 0;
}

/**
 * Explore: one page of shows matching the filters, in the chosen order (every order ends with id).
 * `knownTotal` skips the count when the caller has it (cached per filter set).
 */
export async function exploreShows(
  db: Executor,
  filters: ExploreFilters,
  sort: ExploreSort,
  pageNumber: number,
  perPage: number,
  trendingSince: string,
  knownTotal?: number,
): Promise<ExplorePage> {
  const where = exploreConditions(filters);
  const offset = (pageNumber - 1) * perPage;
  const total = knownTotal ?? (await countShows(db, filters));
  if (total === 0 || offset >= total) return { rows: [], total };

  const base = selectShows(db).$dynamic();
  let rows: ShowRow[];
  switch (sort) {
    case "default":
      rows = await base
        .where(where)
        .orderBy(sql`(${shows.status} = 'Running') desc`, desc(shows.trackersCount), asc(shows.id))
        .limit(perPage)
        .offset(offset);
      break;
    case "popular":
      rows = await base.where(where).orderBy(desc(shows.trackersCount), asc(shows.id)).limit(perPage).offset(offset);
      break;
    case "trending": {
      const trending = trendingScores(db, trendingSince);
      rows = await base
        .leftJoin(trending, eq(trending.showId, shows.id))
        .where(where)
        .orderBy(sql`coalesce(${trending.score}, 0) desc`, desc(shows.trackersCount), asc(shows.id))
        .limit(perPage)
        .offset(offset);
      break;
    }
    case "rating":
      rows = await base.where(where).orderBy(desc(ratingExpr), desc(shows.votesCount), asc(shows.id)).limit(perPage).offset(offset);
      break;
    case "date":
      rows = await base.where(where).orderBy(sql`${shows.premiered} desc nulls last`, asc(shows.id)).limit(perPage).offset(offset);
      break;
    case "title":
      rows = await base
        .where(where)
        .orderBy(sql`dz_tr_sort_key(${shows.originalTitle}) collate "C"`, asc(shows.id))
        .limit(perPage)
        .offset(offset);
      break;
    case "onboarding":
      rows = await exploreForOnboarding(db, where, filters.genreIds, perPage, offset);
      break;
  }
  return { rows, total };
}

/**
 * Popular shows spread across the chosen genres: the most tracked show of each genre first,
 * then the second of each, and so on, so that every chosen genre is seen on the first page.
 */
async function exploreForOnboarding(db: Executor, where: SQL | undefined, genreIds: number[], limit: number, offset: number) {
  if (!genreIds.length) {
    return selectShows(db).where(where).orderBy(desc(shows.trackersCount), asc(shows.id)).limit(limit).offset(offset);
  }
  const ranked = db
    .select({
      showId: showGenres.showId,
      rank: sql<number>`min(r.rn)`.as("rank"),
    })
    .from(
      sql`(select ${showGenres.showId} as show_id, row_number() over (partition by ${showGenres.genreId} order by ${shows.trackersCount} desc, ${shows.id}) as rn
           from ${showGenres} join ${shows} on ${shows.id} = ${showGenres.showId}
           where ${inArray(showGenres.genreId, genreIds)}) as r`,
    )
    .innerJoin(showGenres, sql`${showGenres.showId} = r.show_id`)
    .groupBy(showGenres.showId)
    .as("ranked");
  return selectShows(db)
    .innerJoin(ranked, eq(ranked.showId, shows.id))
    .where(where)
    .orderBy(asc(ranked.rank), desc(shows.trackersCount), asc(shows.id))
    .limit(limit)
    .offset(offset);
}

/** Header and page search: best match first (prefix, then substring, then similarity). */
export async function searchShows(db: Executor, keyword: string, limit: number): Promise<ShowRow[]> {
  const kw = sql`dz_normalize(${keyword})`;
  return selectShows(db)
    .where(keywordMatches(keyword))
    .orderBy(
      sql`(case when dz_normalize(${shows.originalTitle}) like ${kw} || '%' or dz_normalize(${shows.title}) like ${kw} || '%' then 0
                when ${showSearchText} like '%' || ${kw} || '%' then 1 else 2 end)`,
      sql`word_similarity(${kw}, ${showSearchText}) desc`,
      desc(shows.trackersCount),
      asc(shows.id),
    )
    .limit(limit);
}

/** The 10 shows with the most activity in the trending window (ties by trackers). */
export async function popularShows(db: Executor, since: string, limit: number): Promise<ShowRow[]> {
  const trending = trendingScores(db, since);
  return selectShows(db)
    .leftJoin(trending, eq(trending.showId, shows.id))
    .orderBy(sql`coalesce(${trending.score}, 0) desc`, desc(shows.trackersCount), sql`(${shows.status} = 'Running') desc`, asc(shows.id))
    .limit(limit);
}

export interface SeasonSummaryRow {
  id: number;
  showId: number;
  number: number;
  premiered: string | null;
  episodeCount: number;
}

/** Seasons with their episode counts for many shows in one query (no N+1 on lists). */
export async function seasonsOfShows(db: Executor, showIds: number[]): Promise<Map<number, SeasonSummaryRow[]>> {
  const result = new Map<number, SeasonSummaryRow[]>(showIds.map((id) => [id, []]));
  if (!showIds.length) return result;
  const rows = await seasonsOfShowsStatement(db).execute({ ids: intArray(showIds) });
  for (const row of rows) result.get(row.showId)?.push(row);
  return result;
}

const seasonsOfShowsStatement = preparedFor((db) =>
  db
    .select({
      id: seasons.id,
      showId: seasons.showId,
      number: seasons.number,
      premiered: seasons.premiered,
      episodeCount: sql<number>`count(${episodes.id})::int`,
    })
    .from(seasons)
    .leftJoin(episodes, eq(episodes.seasonId, seasons.id))
    .where(anyOf(seasons.showId, sql.placeholder("ids")))
    .groupBy(seasons.id)
    .orderBy(asc(seasons.showId), asc(seasons.number))
    .prepare("dz_seasons_of_shows"),
);

export async function genresOfShows(db: Executor, showIds: number[]) {
  const result = new Map<number, { id: number; name: string; slug: string }[]>(showIds.map((id) => [id, []]));
  if (!showIds.length) return result;
  const rows = await genresOfShowsStatement(db).execute({ ids: intArray(showIds) });
  for (const { showId, ...genre } of rows) result.get(showId)?.push(genre);
  return result;
}

const genresOfShowsStatement = preparedFor((db) =>
  db
    .select({ showId: showGenres.showId, id: genres.id, name: genres.name, slug: genres.slug })
    .from(showGenres)
    .innerJoin(genres, eq(genres.id, showGenres.genreId))
    .where(anyOf(showGenres.showId, sql.placeholder("ids")))
    .orderBy(asc(genres.position))
    .prepare("dz_genres_of_shows"),
);

export async function creditsOfShow(db: Executor, showId: number) {
  return creditsOfShowStatement(db).execute({ showId });
}

const creditsOfShowStatement = preparedFor((db) =>
  db
    .select({
      id: credits.id,
      kind: credits.kind,
      character: credits.character,
      role: credits.role,
      person: { id: people.id, slug: people.slug, name: people.name, birthday: people.birthday },
    })
    .from(credits)
    .innerJoin(people, eq(people.id, credits.personId))
    .where(eq(credits.showId, sql.placeholder("showId")))
    .orderBy(asc(credits.kind), asc(credits.position), asc(credits.id))
    .prepare("dz_credits_of_show"),
);

