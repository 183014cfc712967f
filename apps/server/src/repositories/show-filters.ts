import { type SQL, and, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { ExploreQuery } from "@dizilog/shared/api";
import { showGenres, shows } from "../db/schema/index.js";
import { offeredOnService } from "./watch.repository.js";

/** The show's rating as shown: 0 without votes, otherwise the mean to one decimal. */
export const ratingExpr = shows.rating;

/** Normalized searchable text of a show (a stored column with a trigram index). */
export const showSearchText = shows.searchText;

/** Matches a keyword typed with or without Turkish letters, allowing a typo (trigram word similarity). */
export function keywordMatches(keyword: string): SQL {
  return sql`(${showSearchText} like '%' || dz_normalize(${keyword}) || '%' or dz_normalize(${keyword}) <% ${showSearchText})`;
}

/**
 * The same match as an id set computed first: with a sort that has its own index (title), the
 * planner would otherwise walk that index and test thousands of rows against the keyword.
 */
export function keywordMatchesFirst(keyword: string): SQL {
  return sql`${shows.id} = any(array(select ${shows.id} from ${shows} where ${keywordMatches(keyword)}))`;
}

export type ExploreFilters = Pick<ExploreQuery, "keyword" | "rate_start" | "rate_end" | "year_start" | "year_end" | "network"> & {
  statuses: string[];
  types: string[];
  genreIds: number[];
  /** A streaming service's slug (decision 0044): shows with an option on it. */
  service?: string | undefined;
};

/** WHERE conditions of explore: alternatives within a facet, every facet applies. */
export function exploreConditions(f: ExploreFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (f.keyword) conditions.push(keywordMatchesFirst(f.keyword));
  if (f.statuses.length) conditions.push(inArray(shows.status, f.statuses));
  if (f.types.length) conditions.push(inArray(shows.type, f.types));
  if (f.network !== undefined) conditions.push(eq(shows.networkId, f.network));
  if (f.year_start !== undefined) conditions.push(gte(shows.year, f.year_start));
  if (f.year_end !== undefined) conditions.push(lte(shows.year, f.year_end));
  if (f.rate_start !== undefined) conditions.push(sql`${ratingExpr} >= ${f.rate_start}`);
  if (f.rate_end !== undefined) conditions.push(sql`${ratingExpr} <= ${f.rate_end}`);
  if (f.service) conditions.push(offeredOnService(f.service));
  if (f.genreIds.length) {
    conditions.push(
      sql`exists (select 1 from ${showGenres} where ${showGenres.showId} = ${shows.id} and ${inArray(showGenres.genreId, f.genreIds)})`,
    );
  }
  return and(...conditions);
}
