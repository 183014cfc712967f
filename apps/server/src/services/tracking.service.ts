import { type Ctx, inTransaction, requireActor } from "../context.js";
import { AppError } from "../errors.js";
import { addShowsActivity, lockShows, moveTrackersCount, moveUserCounter } from "../repositories/show-counter.repository.js";
import { deleteTrackedShow, dropTrackedShow, existingShowIds, insertTrackedShows, undropShows } from "../repositories/tracking.repository.js";

/**
 * Tracks shows for the actor. Idempotent: a show already tracked is left as it is; counters (the
 * show's trackers, the user's track count, today's trending activity) move only for new rows.
 */
export async function trackShows(ctx: Ctx, showIds: number[]): Promise<number[]> {
  const userId = requireActor(ctx).id;
  // Ascending ids: shows and their activity rows are locked in one order by every writer.
  const ids = [...new Set(showIds)].sort((a, b) => a - b);
  if (!ids.length) return [];
  return inTransaction(ctx, async ({ db, now }) => {
    const valid = await existingShowIds(db, ids);
    if (!valid.length) return [];
    // Views outlive an untrack: a show tracked again counts them.
    const addedIds = (await insertTrackedShows(db, userId, valid, now)).sort((a, b) => a - b);
    await undropShows(db, userId, valid);
    if (addedIds.length) {
      // Shared rows in the order of every write path: shows (by id), the user, then activity.
      await lockShows(db, addedIds);
      await moveTrackersCount(db, addedIds, 1);
      await moveUserCounter(db, userId, "trackCount", addedIds.length);
      await addShowsActivity(db, addedIds, now);
    }
    return valid;
  });
}

/** Untracks a show (idempotent). */
export async function untrackShow(ctx: Ctx, showId: number): Promise<void> {
  const userId = requireActor(ctx).id;
  await inTransaction(ctx, async ({ db }) => {
    if (!(await deleteTrackedShow(db, userId, showId))) return;
    await moveTrackersCount(db, [showId], -1);
    await moveUserCounter(db, userId, "trackCount", -1);
  });
}

/** Drops a tracked show (tracking it again brings it back); 404 when the actor does not track it. */
export async function dropShow(ctx: Ctx, showId: number): Promise<void> {
  if (!(await dropTrackedShow(ctx.db, requireActor(ctx).id, showId, ctx.now))) throw new AppError("not_found");
}
