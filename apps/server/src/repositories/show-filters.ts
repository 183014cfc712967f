import { type SQL, and, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { ExploreQuery } from "@dizilog/shared/api";
import { showGenres, shows } from "../db/schema/index.js";

/** The show's rating as shown: 0 without votes, otherwise the mean to one decimal. */
export const ratingExpr = sql<number>`(case when ${shows.votesCount} = 0 then 0 else round(${shows.ratingSum} / ${shows.votesCount}, 1) end)`;

/** Normalized searchable text of a show (indexed by shows_search_trgm_idx). */
export const showSearchText = sql`dz_normalize(${shows.originalTitle} || ' ' || ${shows.title})`;

/** Matches a keyword typed with or without Turkish letters, allowing a typo (trigram word similarity). */
export function keywordMatches(keyword: string): SQL {
  return sql`(${showSearchText} like '%' || dz_normalize(${keyword}) || '%' or dz_normalize(${keyword}) <% ${showSearchText})`;
}

export type ExploreFilters = Pick<ExploreQuery, "keyword" | "rate_start" | "rate_end" | "year_start" | "year_end" | "network"> & {
  statuses: string[];
  types: string[];
  genreIds: number[];
};

/** WHERE conditions of explore: alternatives within a facet, every facet applies. */
export function exploreConditions(f: ExploreFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (f.keyword) conditions.push(keywordMatches(f.keyword));
  if (f.statuses.length) conditions.push(inArray(shows.status, f.statuses));
  if (f.types.length) conditions.push(inArray(shows.type, f.types));
  if (f.network !== undefined) conditions.push(eq(shows.networkId, f.network));
  if (f.year_start !== undefined) conditions.push(gte(shows.year, f.year_start));
  if (f.year_end !== undefined) conditions.push(lte(shows.year, f.year_end));
  if (f.rate_start !== undefined) conditions.push(sql`${ratingExpr} >= ${f.rate_start}`);
  if (f.rate_end !== undefined) conditions.push(sql`${ratingExpr} <= ${f.rate_end}`);
  if (f.genreIds.length) {
    conditions.push(
      sql`exists (select 1 from ${showGenres} where ${showGenres.showId} = ${shows.id} and ${inArray(showGenres.genreId, f.genreIds)})`,
    );
  }
  return and(...conditions);
}
