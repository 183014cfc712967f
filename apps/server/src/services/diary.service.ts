import { and, desc, eq, gte, inArray, lt } from "drizzle-orm";
import { DEFAULT_TIME_ZONE } from "@dizilog/shared";
import { DIARY_MESSAGES, type CreateLogBody, type WatchedAtInput } from "@dizilog/shared/api";
import type { Db } from "../db/database.js";
import { diaryLogs, episodes, shows } from "../db/schema/index.js";
import { AppError } from "../errors.js";
import { localDate, zonedTimeToInstant } from "../lib/time.js";
import { isTimeZone } from "../presenters/viewer.js";
import { type EpisodeRow, episodeRowColumns } from "../repositories/episode.repository.js";

/** A client clock a little ahead of ours is not "the future". */
const CLOCK_SKEW_MS = 60_000;

const logColumns = {
  id: diaryLogs.id,
  userId: diaryLogs.userId,
  episodeId: diaryLogs.episodeId,
  watchedAt: diaryLogs.watchedAt,
  ratingHalfStars: diaryLogs.rating,
  note: diaryLogs.note,
  rewatch: diaryLogs.rewatch,
};


type LogRow = { id: number; userId: number; episodeId: number; watchedAt: Date; ratingHalfStars: number | null; note: string | null; rewatch: boolean };

export interface DiaryRow extends Omit<LogRow, "episodeId"> {
  episode: EpisodeRow;
}

/** Joins the logs to their episodes (with show) in one more query, keeping the logs' order. */
async function withEpisodes(db: Db, logs: LogRow[]): Promise<DiaryRow[]> {
  if (!logs.length) return [];
  const ids = [...new Set(logs.map((l) => l.episodeId))];
  const rows: EpisodeRow[] = await db
    .select(episodeRowColumns)
    .from(episodes)
    .innerJoin(shows, eq(shows.id, episodes.showId))
    .where(inArray(episodes.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return logs.flatMap(({ episodeId, ...log }) => {
    const episode = byId.get(episodeId);
    return episode ? [{ ...log, episode }] : [];
  });
}

/** The user's time zone, or the default one if the stored value is not a known zone. */
export function userTimeZone(user: { timeZone: string }): string {
  return isTimeZone(user.timeZone) ? user.timeZone : DEFAULT_TIME_ZONE;
}

/**
 * The instant of `watched_at`: an instant as sent; a date and time without offset on the user's
 * wall clock; a bare date at 12:00 that day in the user's time zone — or now, when that noon is
 * still ahead today (a diary entry is never in the future).
 */
export function resolveWatchedAt(input: WatchedAtInput, timeZone: string, now: Date): Date {
  switch (input.kind) {
    case "instant":
      return input.instant;
    case "local":
      return new Date(zonedTimeToInstant(input.date, input.time, timeZone).getTime() + Math.round(input.seconds * 1000));
    case "date": {
      const noon = zonedTimeToInstant(input.date, "12:00", timeZone);
      return input.date === localDate(now, timeZone) && noon > now ? now : noon;
    }
  }
}

/** Logs an episode to the user's diary: 404 for an unknown episode, 422 if unaired or in the future. */
export async function createLog(db: Db, user: { id: number; timeZone: string }, body: CreateLogBody, now: Date): Promise<DiaryRow> {
  const [episode] = await db
    .select({ id: episodes.id, airsAt: episodes.airsAt })
    .from(episodes)
    .where(eq(episodes.id, body.episode_id))
    .limit(1);
  if (!episode) throw new AppError("not_found");
  const watchedAt = resolveWatchedAt(body.watched_at, userTimeZone(user), now);
  const fieldErrors: Record<string, string[]> = {};
  if (!episode.airsAt || episode.airsAt > now) fieldErrors.episode_id = [DIARY_MESSAGES.notAired];
  if (watchedAt.getTime() > now.getTime() + CLOCK_SKEW_MS) fieldErrors.watched_at = [DIARY_MESSAGES.watchedAtFuture];
  const first = Object.values(fieldErrors)[0]?.[0];
  if (first) throw new AppError("validation", first, fieldErrors);

  const [created] = await db
    .insert(diaryLogs)
    .values({
      userId: user.id,
      episodeId: episode.id,
      watchedAt,
      rating: body.rating === null ? null : Math.round(body.rating * 2),
      note: body.note,
      rewatch: body.rewatch,
      createdAt: now,
    })
    .returning(logColumns);
  const [row] = await withEpisodes(db, [created!]);
  return row!;
}

/** Deletes one of the user's own entries; anyone else's (or none) answers 404. */
export async function deleteLog(db: Db, userId: number, logId: number): Promise<void> {
  const removed = await db
    .delete(diaryLogs)
    .where(and(eq(diaryLogs.id, logId), eq(diaryLogs.userId, userId)))
    .returning({ id: diaryLogs.id });
  if (!removed.length) throw new AppError("not_found");
}

/** YYYY-MM shifted by whole months. */
export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The user's entries watched within a calendar month of their time zone, newest first. */
export async function diaryOfMonth(db: Db, userId: number, month: string, timeZone: string): Promise<DiaryRow[]> {
  const from = zonedTimeToInstant(`${month}-01`, "00:00", timeZone);
  const to = zonedTimeToInstant(`${addMonths(month, 1)}-01`, "00:00", timeZone);
  const logs = await db
    .select(logColumns)
    .from(diaryLogs)
    .where(and(eq(diaryLogs.userId, userId), gte(diaryLogs.watchedAt, from), lt(diaryLogs.watchedAt, to)))
    .orderBy(desc(diaryLogs.watchedAt), desc(diaryLogs.id));
  return withEpisodes(db, logs);
}
