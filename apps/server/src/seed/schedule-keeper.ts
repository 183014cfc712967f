import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { episodes, seasons, shows } from "../db/schema/index.js";
import { addDays, localDate, zonedTimeToInstant } from "../lib/time.js";
import type { Weekday } from "./demo/types.js";
import { airDates } from "./episode-schedule.js";

/** How many future episodes each demo show that is on air keeps scheduled. */
export const SCHEDULED_AHEAD = 8;

/**
 * Keeps the demo catalog alive: every show marked as airing keeps at least SCHEDULED_AHEAD
 * episodes scheduled after `now`, appended to its last season on its broadcast weekdays.
 * Idempotent: run at every start and daily by the scheduler.
 */
export async function extendAiringSchedules(db: Db, now: Date): Promise<number> {
  const airing = await db
    .select({ id: shows.id, airTime: shows.airTime, airDays: shows.airDays, runtime: shows.runtime })
    .from(shows)
    .where(eq(shows.demoAiring, 1));
  let added = 0;
  for (const show of airing) {
    await db.transaction(async (tx) => {
      // Serializes two instances extending the same show at the same time.
      await tx.execute(sql`select pg_advisory_xact_lock(${show.id})`);
      const [future] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(episodes)
        .where(and(eq(episodes.showId, show.id), gt(episodes.airsAt, now)));
      const missing = SCHEDULED_AHEAD - (future?.n ?? 0);
      if (missing <= 0) return;
      const [last] = await tx
        .select({ seasonId: episodes.seasonId, seasonNumber: episodes.seasonNumber, number: episodes.number, airsAt: episodes.airsAt })
        .from(episodes)
        .where(eq(episodes.showId, show.id))
        .orderBy(desc(episodes.seasonNumber), desc(episodes.number))
        .limit(1);
      const season = last ?? (await firstSeason(tx, show.id));
      if (!season) return;
      const airTime = show.airTime ?? "20:00";
      const weekdays = (show.airDays?.length ? show.airDays : ["mon"]) as Weekday[];
      const today = localDate(now);
      const lastDay = last?.airsAt ? localDate(new Date(last.airsAt)) : addDays(today, -1);
      const start = lastDay >= today ? addDays(lastDay, 1) : today;
      let first = start;
      while (!weekdays.includes(weekdayOf(first))) first = addDays(first, 1);
      const rows = airDates(first, weekdays, missing).map((date, i) => ({
        showId: show.id,
        seasonId: season.seasonId,
        seasonNumber: season.seasonNumber,
        number: (last?.number ?? 0) + i + 1,
        airsAt: zonedTimeToInstant(date, airTime),
        runtime: show.runtime,
      }));
      if (rows.length) await tx.insert(episodes).values(rows).onConflictDoNothing();
      added += rows.length;
    });
  }
  return added;
}

const WEEKDAYS: Weekday[] = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];
function weekdayOf(date: string): Weekday {
  return WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()] as Weekday;
}

async function firstSeason(db: Db, showId: number) {
  const [row] = await db
    .select({ seasonId: seasons.id, seasonNumber: seasons.number })
    .from(seasons)
    .where(eq(seasons.showId, showId))
    .orderBy(desc(seasons.number))
    .limit(1);
  return row;
}
