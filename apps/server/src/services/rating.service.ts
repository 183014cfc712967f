import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { withRetryingTransaction } from "../db/transaction.js";
import { ratings, showActivityDaily, shows } from "../db/schema/index.js";
import { AppError } from "../errors.js";
import { localDate } from "../lib/time.js";

/** Who acts and when; a service runs its writes in one transaction of `db`. */
export interface EngagementContext {
  db: Db;
  userId: number;
  now: Date;
}

export interface RatingState {
  /** The show's rating as shown: 0 without votes, else the mean to one decimal. */
  total: number;
  /** The user's rating, 0 when none. */
  userVoted: number;
  count: number;
}

/** A transaction handle (both drivers). */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Rates a show (0.5–5, validated at the edge). One rating per user and show: rating again
 * replaces it. The show's `rating_sum` and `votes_count` move in the same transaction, and the
 * user's rating row is locked (`FOR UPDATE`) before its old value is read, so concurrent re-rates
 * of one user serialize and every change is counted exactly once. Shared rows are written in the
 * order every write path keeps (the show, then the user, then the show's daily activity), and a
 * deadlock or serialization failure runs the transaction again.
 */
export async function rateShow(ctx: EngagementContext, showId: number, rating: number): Promise<RatingState> {
  return withRetryingTransaction(ctx.db, async (tx) => {
    await assertShowExists(tx, showId);
    const key = and(eq(ratings.userId, ctx.userId), eq(ratings.showId, showId));
    // A concurrent delete can remove the row between the two steps; a second round sees that.
    for (let attempt = 0; attempt < 3; attempt++) {
      const inserted = await tx
        .insert(ratings)
        .values({ userId: ctx.userId, showId, rating, createdAt: ctx.now, updatedAt: ctx.now })
        .onConflictDoNothing()
        .returning({ rating: ratings.rating });
      if (inserted.length) {
        const totals = await moveShowTotals(tx, showId, rating, 1);
        await addShowActivity(tx, showId, ctx.now, 1);
        return { ...totals, userVoted: rating };
      }
      const [old] = await tx.select({ rating: ratings.rating }).from(ratings).where(key).for("update");
      if (!old) continue;
      await tx.update(ratings).set({ rating, updatedAt: ctx.now }).where(key);
      return { ...(await moveShowTotals(tx, showId, rating - Number(old.rating), 0)), userVoted: rating };
    }
    throw new AppError("conflict");
  });
}

/** Removes the user's rating of a show (idempotent); the show's totals follow. */
export async function unrateShow(ctx: EngagementContext, showId: number): Promise<RatingState> {
  return withRetryingTransaction(ctx.db, async (tx) => {
    await assertShowExists(tx, showId);
    const [removed] = await tx
      .delete(ratings)
      .where(and(eq(ratings.userId, ctx.userId), eq(ratings.showId, showId)))
      .returning({ rating: ratings.rating, createdAt: ratings.createdAt });
    if (!removed) return { ...(await showTotals(tx, showId)), userVoted: 0 };
    const totals = await moveShowTotals(tx, showId, -Number(removed.rating), -1);
    // A rating taken back on the day it was given takes its trending point back too.
    if (localDate(removed.createdAt) === localDate(ctx.now)) await addShowActivity(tx, showId, ctx.now, -1);
    return { ...totals, userVoted: 0 };
  });
}

/** The user's rating of a show, or null (for `user_rating` on a show). */
export async function userRatingOf(db: Db, userId: number, showId: number): Promise<number | null> {
  const [row] = await db
    .select({ rating: ratings.rating })
    .from(ratings)
    .where(and(eq(ratings.userId, userId), eq(ratings.showId, showId)))
    .limit(1);
  return row ? Number(row.rating) : null;
}

async function assertShowExists(tx: Tx, showId: number): Promise<void> {
  const [show] = await tx.select({ id: shows.id }).from(shows).where(eq(shows.id, showId)).limit(1);
  if (!show) throw new AppError("not_found");
}

async function moveShowTotals(tx: Tx, showId: number, sumDelta: number, countDelta: number) {
  const [row] = await tx
    .update(shows)
    .set({ ratingSum: sql`${shows.ratingSum} + ${sumDelta}`, votesCount: sql`${shows.votesCount} + ${countDelta}` })
    .where(eq(shows.id, showId))
    .returning({ rating: shows.rating, votesCount: shows.votesCount });
  return { total: Number(row?.rating ?? 0), count: row?.votesCount ?? 0 };
}

async function showTotals(tx: Tx, showId: number) {
  const [row] = await tx.select({ rating: shows.rating, votesCount: shows.votesCount }).from(shows).where(eq(shows.id, showId));
  return { total: Number(row?.rating ?? 0), count: row?.votesCount ?? 0 };
}

/** Today's trending activity of a show: +1 for a new rating or like, -1 when taken back the same day. */
export async function addShowActivity(tx: Tx, showId: number, now: Date, delta: 1 | -1): Promise<void> {
  const day = localDate(now);
  if (delta > 0) {
    await tx
      .insert(showActivityDaily)
      .values({ showId, day, score: 1 })
      .onConflictDoUpdate({ target: [showActivityDaily.showId, showActivityDaily.day], set: { score: sql`${showActivityDaily.score} + 1` } });
    return;
  }
  await tx
    .update(showActivityDaily)
    .set({ score: sql`greatest(${showActivityDaily.score} - 1, 0)` })
    .where(and(eq(showActivityDaily.showId, showId), eq(showActivityDaily.day, day)));
}
