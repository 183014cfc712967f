import { type Ctx, inTransaction, requireActor } from "../context.js";
import { AppError } from "../errors.js";
import { localDate } from "../lib/time.js";
import { showExists } from "../repositories/catalog.repository.js";
import { deleteRating, insertRating, lockRating, updateRating } from "../repositories/rating.repository.js";
import { addShowActivity, moveShowTotals, showTotals } from "../repositories/show-counter.repository.js";

export interface RatingState {
  /** The show's rating as shown: 0 without votes, else the mean to one decimal. */
  total: number;
  /** The user's rating, 0 when none. */
  userVoted: number;
  count: number;
}

/**
 * Rates a show for the actor (0.5–5, validated at the edge). One rating per user and show: rating
 * again replaces it. The show's `rating_sum` and `votes_count` move in the same transaction, and
 * the user's rating row is locked (`FOR UPDATE`) before its old value is read, so concurrent
 * re-rates of one user serialize and every change is counted exactly once. Shared rows are written
 * in the order every write path keeps (the show, then the user, then the show's daily activity).
 */
export async function rateShow(ctx: Ctx, showId: number, rating: number): Promise<RatingState> {
  const userId = requireActor(ctx).id;
  return inTransaction(ctx, async ({ db, now }) => {
    if (!(await showExists(db, showId))) throw new AppError("not_found");
    // A concurrent delete can remove the row between the two steps; a second round sees that.
    for (let attempt = 0; attempt < 3; attempt++) {
      if (await insertRating(db, userId, showId, rating, now)) {
        const totals = await moveShowTotals(db, showId, rating, 1);
        await addShowActivity(db, showId, now, 1);
        return { ...totals, userVoted: rating };
      }
      const old = await lockRating(db, userId, showId);
      if (old === undefined) continue;
      await updateRating(db, userId, showId, rating, now);
      return { ...(await moveShowTotals(db, showId, rating - old, 0)), userVoted: rating };
    }
    throw new AppError("conflict");
  });
}

/** Removes the actor's rating of a show (idempotent); the show's totals follow. */
export async function unrateShow(ctx: Ctx, showId: number): Promise<RatingState> {
  const userId = requireActor(ctx).id;
  return inTransaction(ctx, async ({ db, now }) => {
    if (!(await showExists(db, showId))) throw new AppError("not_found");
    const removed = await deleteRating(db, userId, showId);
    if (!removed) return { ...(await showTotals(db, showId)), userVoted: 0 };
    const totals = await moveShowTotals(db, showId, -removed.rating, -1);
    // A rating taken back on the day it was given takes its trending point back too.
    if (localDate(removed.createdAt) === localDate(now)) await addShowActivity(db, showId, now, -1);
    return { ...totals, userVoted: 0 };
  });
}
