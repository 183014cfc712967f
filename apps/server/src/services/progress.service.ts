import { type Ctx, inTransaction, requireActor } from "../context.js";
import { AppError } from "../errors.js";
import { localDate } from "../lib/time.js";
import { addShowActivity, moveTrackersCount, moveUserCounter } from "../repositories/show-counter.repository.js";
import {
  type SeenScope,
  addViews,
  episodesOfScope,
  insertTrackedShows,
  moveTrackedSeen,
  removeViews,
  seasonCounts,
  showOfScope,
} from "../repositories/tracking.repository.js";
import { markEpisode } from "../repositories/viewing.repository.js";

export const NOT_AIRED = "This episode has not aired yet.";

/**
 * Marks episodes seen or unseen for the actor (one episode, a whole season or a whole show).
 * Idempotent: marking twice keeps one row; counters (the show's progress, the user's seen count,
 * trending activity) move by the rows actually added or removed. Seeing an episode tracks its
 * show. Only aired episodes can be marked: one unaired episode answers 422.
 */
export async function markSeen(
  ctx: Ctx,
  scope: SeenScope,
  seen: boolean,
  watchedAt?: Date,
): Promise<{ changed: number; showId: number; counts?: { seen: number; aired: number; total: number } }> {
  const userId = requireActor(ctx).id;
  const { now } = ctx;
  if (scope.kind === "episode") {
    // The hottest write of the site: one statement, counters in a fixed lock order (markEpisode).
    const mark = await markEpisode(ctx.db, userId, scope.id, seen, now, watchedAt ?? now, localDate(now));
    if (mark.showId === undefined) throw new AppError("not_found");
    if (seen && (!mark.airsAt || mark.airsAt > now)) throw AppError.field("episode", NOT_AIRED);
    return { changed: mark.changed, showId: mark.showId, counts: { seen: mark.seen, aired: mark.aired, total: mark.total } };
  }
  return inTransaction(ctx, async ({ db }) => {
    const target = await episodesOfScope(db, scope);
    const showId = target[0]?.showId ?? (await showOfScope(db, scope));
    if (showId === undefined) throw new AppError("not_found");
    const aired = target.filter((e) => e.airsAt && e.airsAt <= now).map((e) => e.id);
    const changedIds = seen
      ? await addViews(db, userId, showId, aired, watchedAt ?? now)
      : await removeViews(db, userId, target.map((e) => e.id));
    const delta = seen ? changedIds.length : -changedIds.length;
    // Seeing an episode puts the show in the watchlist (tracked), once; a new row counts every view
    // of the show, including those kept from before an untrack.
    const newlyTracked = seen ? (await insertTrackedShows(db, userId, [showId], now, now)).length > 0 : false;
    if (newlyTracked) {
      await moveTrackersCount(db, [showId], 1);
      await moveUserCounter(db, userId, "trackCount", 1);
      await addShowActivity(db, showId, now, 1);
    }
    // One statement per counter, always in this order (tracked show, user, show activity): data-
    // modifying CTEs would run them in no fixed order, and concurrent marks of one user then
    // deadlock on those rows (seen in the tracking benchmark).
    if (delta !== 0) {
      if (!newlyTracked) await moveTrackedSeen(db, userId, showId, delta, seen ? now : undefined);
      await moveUserCounter(db, userId, "seenCount", delta);
      if (seen) await addShowActivity(db, showId, now, 1);
    }
    return { changed: changedIds.length, showId };
  });
}

/** Episodes count, aired and seen (for the signed-in actor) of one season. */
export async function seasonStatus(ctx: Ctx, seasonId: number) {
  const counts = await seasonCounts(ctx.db, ctx.actor?.id, seasonId, ctx.now);
  return { episodes_count: counts.episodesCount, aired_count: counts.airedCount, seen_count: counts.seenCount };
}
