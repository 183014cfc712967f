import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { descIndexed } from "./prepared.js";
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
export async function ratedShowsPage(db: Executor, ownerId: number, after: { at: string; id: number } | undefined, limit: number): Promise<RatedShowRow[]> {
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
    .orderBy(descIndexed(ratings.updatedAt), asc(ratings.showId))
    .limit(limit);
  return rows.map((r) => ({ ...r, rating: Number(r.rating) }));
}

/** The user's ratings of these shows (for `user_rating` on a page of shows), in one query. */
export async function ratingsAmong(db: Executor, userId: number, showIds: number[]): Promise<Map<number, number>> {
  if (!showIds.length) return new Map();
  const rows = await db
    .select({ showId: ratings.showId, rating: ratings.rating })
    .from(ratings)
    .where(and(eq(ratings.userId, userId), inArray(ratings.showId, showIds)));
  return new Map(rows.map((r) => [r.showId, Number(r.rating)]));
}

/** The user's rating of a show, or null (for `user_rating` on a show). */
export async function userRatingOf(db: Executor, userId: number, showId: number): Promise<number | null> {
  const [row] = await db
    .select({ rating: ratings.rating })
    .from(ratings)
    .where(and(eq(ratings.userId, userId), eq(ratings.showId, showId)))
    .limit(1);
  return row ? Number(row.rating) : null;
}

/** Adds a rating; false when the user already rated the show. */
export async function insertRating(db: Executor, userId: number, showId: number, rating: number, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(ratings)
    .values({ userId, showId, rating, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ rating: ratings.rating });
  return inserted.length > 0;
}

/** The user's rating of a show, locked (`FOR UPDATE`) until the transaction ends. */
export async function lockRating(db: Executor, userId: number, showId: number): Promise<number | undefined> {
  const [old] = await db
    .select({ rating: ratings.rating })
    .from(ratings)
    .where(and(eq(ratings.userId, userId), eq(ratings.showId, showId)))
    .for("update");
  return old ? Number(old.rating) : undefined;
}

export async function updateRating(db: Executor, userId: number, showId: number, rating: number, now: Date): Promise<void> {
  await db
    .update(ratings)
    .set({ rating, updatedAt: now })
    .where(and(eq(ratings.userId, userId), eq(ratings.showId, showId)));
}

/** Removes the user's rating of a show; answers it (with when it was given) or undefined. */
export async function deleteRating(db: Executor, userId: number, showId: number): Promise<{ rating: number; createdAt: Date } | undefined> {
  const [removed] = await db
    .delete(ratings)
    .where(and(eq(ratings.userId, userId), eq(ratings.showId, showId)))
    .returning({ rating: ratings.rating, createdAt: ratings.createdAt });
  return removed ? { rating: Number(removed.rating), createdAt: removed.createdAt } : undefined;
}
