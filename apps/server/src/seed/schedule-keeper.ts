import type { Db } from "../db/database.js";
import {
  airingDemoShows,
  countEpisodesAfter,
  insertScheduledEpisodes,
  lastEpisode,
  lastSeason,
  lockShowSchedule,
} from "../repositories/schedule.repository.js";
import { addDays, localDate, zonedTimeToInstant } from "../lib/time.js";
import type { Weekday } from "./demo/types.js";
import { airDates } from "./episode-schedule.js";
import { withRetryingTransaction } from "../db/transaction.js";

/** How many future episodes each demo show that is on air keeps scheduled. */
export const SCHEDULED_AHEAD = 8;

/**
 * Keeps the demo catalog alive: every show marked as airing keeps at least SCHEDULED_AHEAD
 * episodes scheduled after `now`, appended to its last season on its broadcast weekdays.
 * Idempotent: run at every start and daily by the scheduler.
 */
export async function extendAiringSchedules(db: Db, now: Date): Promise<number> {
  const airing = await airingDemoShows(db);
  let added = 0;
  for (const show of airing) {
    await withRetryingTransaction(db, async (tx) => {
      // Serializes two instances extending the same show at the same time.
      await lockShowSchedule(tx, show.id);
      const missing = SCHEDULED_AHEAD - (await countEpisodesAfter(tx, show.id, now));
      if (missing <= 0) return;
      const last = await lastEpisode(tx, show.id);
      // A show without episodes yet continues its last season.
      const season = last ?? (await lastSeason(tx, show.id));
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
      if (rows.length) await insertScheduledEpisodes(tx, rows);
      added += rows.length;
    });
  }
  return added;
}

const WEEKDAYS: Weekday[] = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];
function weekdayOf(date: string): Weekday {
  return WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()] as Weekday;
}
