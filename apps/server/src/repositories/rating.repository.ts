import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { ratings, shows } from "../db/schema/index.js";

/** A rating's last change to the microsecond in UTC: the exact keyset key, so pages meet without gaps. */
const ratedAtKey = sql<string>`to_char(${ratings.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export interface RatedShowRow {
  showId: number;
  rating: number;
  /** `updated_at` as an exact ISO 8601 key (microseconds). */
  ratedAt: string;
}

/**
 * One page of a user's ratings, the latest change first: keyset on (updated_at desc, show_id).
 * Reads `ratings_pkey` for the user's rows and sorts them (a user has hundreds, not millions);
 * an index on (user_id, updated_at desc, show_id) would read the page off the index instead.
 */
export async function ratedShowsPage(db: Db, ownerId: number, after: { at: string; id: number } | undefined, limit: number): Promise<RatedShowRow[]> {
  const rows = await db
    .select({ showId: ratings.showId, rating: ratings.rating, ratedAt: ratedAtKey })
    .from(ratings)
    .innerJoin(shows, eq(shows.id, ratings.showId))
    .where(
      and(
        eq(ratings.userId, ownerId),
        after
          ? sql`(${ratings.updatedAt} < ${after.at}::timestamptz or (${ratings.updatedAt} = ${after.at}::timestamptz and ${ratings.showId} > ${after.id}))`
          : undefined,
      ),
    )
    .orderBy(desc(ratings.updatedAt), asc(ratings.showId))
    .limit(limit);
  return rows.map((r) => ({ ...r, rating: Number(r.rating) }));
}

/** The user's ratings of these shows (for `user_rating` on a page of shows), in one query. */
export async function ratingsAmong(db: Db, userId: number, showIds: number[]): Promise<Map<number, number>> {
  if (!showIds.length) return new Map();
  const rows = await db
    .select({ showId: ratings.showId, rating: ratings.rating })
    .from(ratings)
    .where(and(eq(ratings.userId, userId), inArray(ratings.showId, showIds)));
  return new Map(rows.map((r) => [r.showId, Number(r.rating)]));
}
