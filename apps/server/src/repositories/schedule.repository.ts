import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { episodes, seasons, shows } from "../db/schema/index.js";

/** The reads and writes of the demo schedule keeper (`seed/schedule-keeper.ts`). */

export type NewEpisode = typeof episodes.$inferInsert;

/** The demo shows marked as airing, with what their next episodes need. */
export function airingDemoShows(db: Executor) {
  return db
    .select({ id: shows.id, airTime: shows.airTime, airDays: shows.airDays, runtime: shows.runtime })
    .from(shows)
    .where(eq(shows.demoAiring, 1));
}

/** Serializes two instances extending the same show's schedule (held until the transaction ends). */
export async function lockShowSchedule(tx: Executor, showId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${showId})`);
}

export async function countEpisodesAfter(tx: Executor, showId: number, now: Date): Promise<number> {
  const [future] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(episodes)
    .where(and(eq(episodes.showId, showId), gt(episodes.airsAt, now)));
  return future?.n ?? 0;
}

/** The show's last episode (highest season, then number). */
export async function lastEpisode(tx: Executor, showId: number) {
  const [last] = await tx
    .select({ seasonId: episodes.seasonId, seasonNumber: episodes.seasonNumber, number: episodes.number, airsAt: episodes.airsAt })
    .from(episodes)
    .where(eq(episodes.showId, showId))
    .orderBy(desc(episodes.seasonNumber), desc(episodes.number))
    .limit(1);
  return last;
}

/** The show's last season, for a show without episodes. */
export async function lastSeason(db: Executor, showId: number) {
  const [row] = await db
    .select({ seasonId: seasons.id, seasonNumber: seasons.number })
    .from(seasons)
    .where(eq(seasons.showId, showId))
    .orderBy(desc(seasons.number))
    .limit(1);
  return row;
}

/** Inserts scheduled episodes, leaving any already there (one statement). */
export async function insertScheduledEpisodes(tx: Executor, rows: NewEpisode[]): Promise<void> {
  await tx.insert(episodes).values(rows).onConflictDoNothing();
}
