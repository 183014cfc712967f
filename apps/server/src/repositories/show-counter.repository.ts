import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { showActivityDaily, shows, users } from "../db/schema/index.js";
import { localDate } from "../lib/time.js";

/**
 * The counter caches of shows and users that the services move in their transactions. One
 * statement per counter: callers keep them in one order (tracked show, user, show, activity).
 */

/** Today's trending activity of a show: +n for new ratings, likes, tracks, views; -1 when taken back the same day. */
export async function addShowActivity(db: Executor, showId: number, now: Date, delta: number): Promise<void> {
  const day = localDate(now);
  if (delta > 0) {
    await db
      .insert(showActivityDaily)
      .values({ showId, day, score: delta })
      .onConflictDoUpdate({ target: [showActivityDaily.showId, showActivityDaily.day], set: { score: sql`${showActivityDaily.score} + ${delta}` } });
    return;
  }
  await db
    .update(showActivityDaily)
    .set({ score: sql`greatest(${showActivityDaily.score} + ${delta}, 0)` })
    .where(and(eq(showActivityDaily.showId, showId), eq(showActivityDaily.day, day)));
}

/** +1 to today's activity of each show (new tracks). */
export async function addShowsActivity(db: Executor, showIds: number[], now: Date): Promise<void> {
  if (!showIds.length) return;
  const day = localDate(now);
  await db
    .insert(showActivityDaily)
    .values(showIds.map((showId) => ({ showId, day, score: 1 })))
    .onConflictDoUpdate({ target: [showActivityDaily.showId, showActivityDaily.day], set: { score: sql`${showActivityDaily.score} + 1` } });
}

/** Moves a show's rating sum and vote count; answers the totals after the change. */
export async function moveShowTotals(db: Executor, showId: number, sumDelta: number, countDelta: number) {
  const [row] = await db
    .update(shows)
    .set({ ratingSum: sql`${shows.ratingSum} + ${sumDelta}`, votesCount: sql`${shows.votesCount} + ${countDelta}` })
    .where(eq(shows.id, showId))
    .returning({ rating: shows.rating, votesCount: shows.votesCount });
  return { total: Number(row?.rating ?? 0), count: row?.votesCount ?? 0 };
}

export async function showTotals(db: Executor, showId: number) {
  const [row] = await db.select({ rating: shows.rating, votesCount: shows.votesCount }).from(shows).where(eq(shows.id, showId));
  return { total: Number(row?.rating ?? 0), count: row?.votesCount ?? 0 };
}

/** Locks shows' rows in ascending id order (`FOR NO KEY UPDATE`), the order every writer keeps. */
export async function lockShows(db: Executor, showIds: number[]): Promise<void> {
  if (!showIds.length) return;
  await db.select({ id: shows.id }).from(shows).where(inArray(shows.id, showIds)).orderBy(asc(shows.id)).for("no key update");
}

/** Moves the trackers count of shows (never below 0). */
export async function moveTrackersCount(db: Executor, showIds: number[], delta: number): Promise<void> {
  if (!showIds.length) return;
  await db
    .update(shows)
    .set({ trackersCount: sql`greatest(${shows.trackersCount} + ${delta}, 0)` })
    .where(inArray(shows.id, showIds));
}

/** Moves one of a user's counters (never below 0). */
export async function moveUserCounter(db: Executor, userId: number, counter: "trackCount" | "seenCount" | "likeCount", delta: number): Promise<void> {
  const column = users[counter];
  await db
    .update(users)
    .set({ [counter]: sql`greatest(${column} + ${delta}, 0)` })
    .where(eq(users.id, userId));
}
