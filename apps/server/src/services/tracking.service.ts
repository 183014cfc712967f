import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { withRetryingTransaction } from "../db/transaction.js";
import { showActivityDaily, shows, trackedShows, users } from "../db/schema/index.js";
import { localDate } from "../lib/time.js";
import { viewsOfShow } from "./progress.service.js";

/**
 * Tracks shows for a user. Idempotent: a show already tracked is left as it is; counters (the
 * show's trackers, the user's track count, today's trending activity) move only for new rows.
 */
export async function trackShows(db: Db, userId: number, showIds: number[], now: Date): Promise<number[]> {
  // Ascending ids: shows and their activity rows are locked in one order by every writer.
  const ids = [...new Set(showIds)].sort((a, b) => a - b);
  if (!ids.length) return [];
  return withRetryingTransaction(db, async (tx) => {
    const existing = await tx.select({ id: shows.id }).from(shows).where(inArray(shows.id, ids));
    const valid = existing.map((r) => r.id);
    if (!valid.length) return [];
    const added = await tx
      .insert(trackedShows)
      // Views outlive an untrack: a show tracked again counts them.
      .values(valid.map((showId) => ({ userId, showId, createdAt: now, seenCount: viewsOfShow(userId, showId) })))
      .onConflictDoNothing()
      .returning({ showId: trackedShows.showId });
    const addedIds = added.map((r) => r.showId).sort((a, b) => a - b);
    // A dropped show tracked again comes back (spec: a dropped show can be removed and re-added).
    await tx
      .update(trackedShows)
      .set({ droppedAt: null })
      .where(and(eq(trackedShows.userId, userId), inArray(trackedShows.showId, valid), isNotNull(trackedShows.droppedAt)));
    if (addedIds.length) {
      // Shared rows in the order of every write path: shows (by id), the user, then activity.
      await tx.select({ id: shows.id }).from(shows).where(inArray(shows.id, addedIds)).orderBy(shows.id).for("no key update");
      await tx.update(shows).set({ trackersCount: sql`${shows.trackersCount} + 1` }).where(inArray(shows.id, addedIds));
      await tx.update(users).set({ trackCount: sql`${users.trackCount} + ${addedIds.length}` }).where(eq(users.id, userId));
      const day = localDate(now);
      await tx
        .insert(showActivityDaily)
        .values(addedIds.map((showId) => ({ showId, day, score: 1 })))
        .onConflictDoUpdate({ target: [showActivityDaily.showId, showActivityDaily.day], set: { score: sql`${showActivityDaily.score} + 1` } });
    }
    return valid;
  });
}

/** Untracks a show (idempotent). */
export async function untrackShow(db: Db, userId: number, showId: number): Promise<void> {
  await withRetryingTransaction(db, async (tx) => {
    const removed = await tx
      .delete(trackedShows)
      .where(and(eq(trackedShows.userId, userId), eq(trackedShows.showId, showId)))
      .returning({ showId: trackedShows.showId });
    if (!removed.length) return;
    await tx.update(shows).set({ trackersCount: sql`greatest(${shows.trackersCount} - 1, 0)` }).where(eq(shows.id, showId));
    await tx.update(users).set({ trackCount: sql`greatest(${users.trackCount} - 1, 0)` }).where(eq(users.id, userId));
  });
}

export async function isTracking(db: Db, userId: number, showId: number): Promise<boolean> {
  const [row] = await db
    .select({ showId: trackedShows.showId })
    .from(trackedShows)
    .where(and(eq(trackedShows.userId, userId), eq(trackedShows.showId, showId)))
    .limit(1);
  return row !== undefined;
}

