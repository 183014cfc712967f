import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { episodeViews, episodes, seasons, shows, trackedShows } from "../db/schema/index.js";

export type SeenScope = { kind: "episode"; id: number } | { kind: "season"; id: number } | { kind: "show"; id: number };

/** The user's views of a show, for the counter cache of a tracked_shows row being created. */
function viewsOfShow(userId: number, showId: number) {
  return sql<number>`(select count(*)::int from ${episodeViews} v where v.user_id = ${userId} and v.show_id = ${showId})`;
}

/** The episodes of one episode, season or show, with their show and air time. */
export async function episodesOfScope(db: Executor, scope: SeenScope) {
  return db
    .select({ id: episodes.id, showId: episodes.showId, airsAt: episodes.airsAt })
    .from(episodes)
    .where(scope.kind === "episode" ? eq(episodes.id, scope.id) : scope.kind === "season" ? eq(episodes.seasonId, scope.id) : eq(episodes.showId, scope.id));
}

/** The show of a season or show scope (for a scope with no episodes), or undefined when it does not exist. */
export async function showOfScope(db: Executor, scope: SeenScope): Promise<number | undefined> {
  if (scope.kind === "show") {
    const [row] = await db.select({ id: shows.id }).from(shows).where(eq(shows.id, scope.id));
    return row?.id;
  }
  if (scope.kind === "season") {
    const [row] = await db.select({ showId: seasons.showId }).from(seasons).where(eq(seasons.id, scope.id));
    return row?.showId;
  }
  return undefined;
}

/** Adds views (idempotent); answers the episodes really added. */
export async function addViews(db: Executor, userId: number, showId: number, episodeIds: number[], watchedAt: Date): Promise<number[]> {
  if (!episodeIds.length) return [];
  const rows = await db
    .insert(episodeViews)
    .values(episodeIds.map((episodeId) => ({ userId, episodeId, showId, watchedAt })))
    .onConflictDoNothing()
    .returning({ episodeId: episodeViews.episodeId });
  return rows.map((r) => r.episodeId);
}

/** Removes views; answers the episodes really removed. */
export async function removeViews(db: Executor, userId: number, episodeIds: number[]): Promise<number[]> {
  if (!episodeIds.length) return [];
  const rows = await db
    .delete(episodeViews)
    .where(and(eq(episodeViews.userId, userId), inArray(episodeViews.episodeId, episodeIds)))
    .returning({ episodeId: episodeViews.episodeId });
  return rows.map((r) => r.episodeId);
}

/**
 * Adds tracked_shows rows (idempotent); a new row counts every view of the show, including those
 * kept from before an untrack. Answers the shows really added.
 */
export async function insertTrackedShows(db: Executor, userId: number, showIds: number[], now: Date, lastSeenAt?: Date): Promise<number[]> {
  if (!showIds.length) return [];
  const added = await db
    .insert(trackedShows)
    .values(showIds.map((showId) => ({ userId, showId, createdAt: now, seenCount: viewsOfShow(userId, showId), ...(lastSeenAt ? { lastSeenAt } : {}) })))
    .onConflictDoNothing()
    .returning({ showId: trackedShows.showId });
  return added.map((r) => r.showId);
}

/** A dropped show tracked again comes back (spec: a dropped show can be removed and re-added). */
export async function undropShows(db: Executor, userId: number, showIds: number[]): Promise<void> {
  await db
    .update(trackedShows)
    .set({ droppedAt: null })
    .where(and(eq(trackedShows.userId, userId), inArray(trackedShows.showId, showIds), isNotNull(trackedShows.droppedAt)));
}

/** Marks a tracked show dropped; false when the user does not track it. */
export async function dropTrackedShow(db: Executor, userId: number, showId: number, now: Date): Promise<boolean> {
  const updated = await db
    .update(trackedShows)
    .set({ droppedAt: now })
    .where(and(eq(trackedShows.userId, userId), eq(trackedShows.showId, showId)))
    .returning({ showId: trackedShows.showId });
  return updated.length > 0;
}

/** Deletes a tracked_shows row; false when there was none. */
export async function deleteTrackedShow(db: Executor, userId: number, showId: number): Promise<boolean> {
  const removed = await db
    .delete(trackedShows)
    .where(and(eq(trackedShows.userId, userId), eq(trackedShows.showId, showId)))
    .returning({ showId: trackedShows.showId });
  return removed.length > 0;
}

/** Moves a tracked show's seen count (and its last seen time when seeing). */
export async function moveTrackedSeen(db: Executor, userId: number, showId: number, delta: number, lastSeenAt?: Date): Promise<void> {
  await db
    .update(trackedShows)
    .set({ seenCount: sql`greatest(${trackedShows.seenCount} + ${delta}, 0)`, ...(lastSeenAt ? { lastSeenAt } : {}) })
    .where(and(eq(trackedShows.userId, userId), eq(trackedShows.showId, showId)));
}

export async function isTracking(db: Executor, userId: number, showId: number): Promise<boolean> {
  const [row] = await db
    .select({ showId: trackedShows.showId })
    .from(trackedShows)
    .where(and(eq(trackedShows.userId, userId), eq(trackedShows.showId, showId)))
    .limit(1);
  return row !== undefined;
}

/** Episodes count, aired and seen (by the user, when given) for one season. */
export async function seasonCounts(db: Executor, userId: number | undefined, seasonId: number, now: Date) {
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
  return { episodesCount: counts?.episodesCount ?? 0, airedCount: counts?.airedCount ?? 0, seenCount };
}

/** Which of the given shows exist. */
export async function existingShowIds(db: Executor, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.select({ id: shows.id }).from(shows).where(inArray(shows.id, ids));
  return rows.map((r) => r.id);
}
