import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { withRetryingTransaction } from "../db/transaction.js";
import { episodeViews, episodes, seasons, showActivityDaily, shows, trackedShows, users } from "../db/schema/index.js";
import { AppError } from "../errors.js";
import { localDate } from "../lib/time.js";
import { markEpisode } from "../repositories/viewing.repository.js";

export const NOT_AIRED = "This episode has not aired yet.";

type Scope = { kind: "episode"; id: number } | { kind: "season"; id: number } | { kind: "show"; id: number };

/**
 * Marks episodes seen or unseen (one episode, a whole season or a whole show). Idempotent:
 * marking twice keeps one row; counters (the show's progress, the user's seen count, trending
 * activity) move by the rows actually added or removed. Seeing an episode tracks its show.
 * Only aired episodes can be marked: one unaired episode answers 422.
 */
export async function markSeen(
  db: Db,
  userId: number,
  scope: Scope,
  seen: boolean,
  now: Date,
  watchedAt?: Date,
): Promise<{ changed: number; showId: number; counts?: { seen: number; aired: number; total: number } }> {
  if (scope.kind === "episode") {
    // The hottest write of the site: one statement, counters in a fixed lock order (markEpisode).
    const mark = await markEpisode(db, userId, scope.id, seen, now, watchedAt ?? now, localDate(now));
    if (mark.showId === undefined) throw new AppError("not_found");
    if (seen && (!mark.airsAt || mark.airsAt > now)) throw AppError.field("episode", NOT_AIRED);
    return { changed: mark.changed, showId: mark.showId, counts: { seen: mark.seen, aired: mark.aired, total: mark.total } };
  }
  return withRetryingTransaction(db, async (tx) => {
    const target = await tx
      .select({ id: episodes.id, showId: episodes.showId, airsAt: episodes.airsAt })
      .from(episodes)
      .where(scope.kind === "season" ? eq(episodes.seasonId, scope.id) : eq(episodes.showId, scope.id));
    if (!target.length && !(await scopeExists(tx as unknown as Db, scope))) {
      throw new AppError("not_found");
    }
    const showId = target[0]?.showId ?? (await showOfScope(tx as unknown as Db, scope));
    const aired = target.filter((e) => e.airsAt && e.airsAt <= now).map((e) => e.id);
    const changedIds = seen
      ? await addViews(tx as unknown as Db, userId, showId, aired, watchedAt ?? now)
      : await removeViews(tx as unknown as Db, userId, target.map((e) => e.id));
    const delta = seen ? changedIds.length : -changedIds.length;
    // Seeing an episode puts the show in the watchlist (tracked), once; a new row counts every view
    // of the show, including those kept from before an untrack.
    const newlyTracked = seen
      ? (
          await tx
            .insert(trackedShows)
            .values({ userId, showId, createdAt: now, seenCount: viewsOfShow(userId, showId), lastSeenAt: now })
            .onConflictDoNothing()
            .returning({ showId: trackedShows.showId })
        ).length > 0
      : false;
    if (newlyTracked) await bumpTrackCounters(tx as unknown as Db, userId, showId, now);
    // One statement per counter, always in this order (tracked show, user, show activity): data-
    // modifying CTEs would run them in no fixed order, and concurrent marks of one user then
    // deadlock on those rows (seen in the tracking benchmark).
    if (delta !== 0) {
      if (!newlyTracked) {
        await tx
          .update(trackedShows)
          .set({ seenCount: sql`greatest(${trackedShows.seenCount} + ${delta}, 0)`, ...(seen ? { lastSeenAt: now } : {}) })
          .where(and(eq(trackedShows.userId, userId), eq(trackedShows.showId, showId)));
      }
      await tx.update(users).set({ seenCount: sql`greatest(${users.seenCount} + ${delta}, 0)` }).where(eq(users.id, userId));
      if (seen) await addActivity(tx as unknown as Db, showId, now, 1);
    }
    return { changed: changedIds.length, showId };
  });
}

/** The user's views of a show, for the counter cache of a tracked_shows row being created. */
export function viewsOfShow(userId: number, showId: number) {
  return sql<number>`(select count(*)::int from ${episodeViews} v where v.user_id = ${userId} and v.show_id = ${showId})`;
}

async function addViews(db: Db, userId: number, showId: number, episodeIds: number[], watchedAt: Date): Promise<number[]> {
  if (!episodeIds.length) return [];
  const rows = await db
    .insert(episodeViews)
    .values(episodeIds.map((episodeId) => ({ userId, episodeId, showId, watchedAt })))
    .onConflictDoNothing()
    .returning({ episodeId: episodeViews.episodeId });
  return rows.map((r) => r.episodeId);
}

async function removeViews(db: Db, userId: number, episodeIds: number[]): Promise<number[]> {
  if (!episodeIds.length) return [];
  const rows = await db
    .delete(episodeViews)
    .where(and(eq(episodeViews.userId, userId), inArray(episodeViews.episodeId, episodeIds)))
    .returning({ episodeId: episodeViews.episodeId });
  return rows.map((r) => r.episodeId);
}

async function scopeExists(db: Db, scope: Scope): Promise<boolean> {
  return (await showOfScope(db, scope).catch(() => undefined)) !== undefined;
}

async function showOfScope(db: Db, scope: Scope): Promise<number> {
  if (scope.kind === "show") {
    const [row] = await db.select({ id: shows.id }).from(shows).where(eq(shows.id, scope.id));
    if (!row) throw new AppError("not_found");
    return row.id;
  }
  if (scope.kind === "season") {
    const [row] = await db.select({ showId: seasons.showId }).from(seasons).where(eq(seasons.id, scope.id));
    if (!row) throw new AppError("not_found");
    return row.showId;
  }
  throw new AppError("not_found");
}

export async function bumpTrackCounters(db: Db, userId: number, showId: number, now: Date): Promise<void> {
  await db.update(shows).set({ trackersCount: sql`${shows.trackersCount} + 1` }).where(eq(shows.id, showId));
  await db.update(users).set({ trackCount: sql`${users.trackCount} + 1` }).where(eq(users.id, userId));
  await addActivity(db, showId, now, 1);
}

async function addActivity(db: Db, showId: number, now: Date, score: number): Promise<void> {
  await db
    .insert(showActivityDaily)
    .values({ showId, day: localDate(now), score })
    .onConflictDoUpdate({ target: [showActivityDaily.showId, showActivityDaily.day], set: { score: sql`${showActivityDaily.score} + ${score}` } });
}

/** Episodes count, aired and seen for one season. */
export async function seasonStatus(db: Db, userId: number | undefined, seasonId: number, now: Date) {
  const [counts] = await db
    .select({
      episodesCount: sql<number>`count(*)::int`,
      airedCount: sql<number>`(count(*) filter (where ${episodes.airsAt} <= ${now}))::int`,
    })
    .from(episodes)
    .where(eq(episodes.seasonId, seasonId));
  let seenCount = 0;
  if (userId !== undefined) {
    const [seen] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(episodeViews)
      .innerJoin(episodes, eq(episodes.id, episodeViews.episodeId))
      .where(and(eq(episodeViews.userId, userId), eq(episodes.seasonId, seasonId)));
    seenCount = seen?.n ?? 0;
  }
  return { episodes_count: counts?.episodesCount ?? 0, aired_count: counts?.airedCount ?? 0, seen_count: seenCount };
}

