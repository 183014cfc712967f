import { and, desc, eq, gte, inArray, lt } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { diaryLogs, episodes, shows } from "../db/schema/index.js";
import { type EpisodeRow, episodeRowColumns } from "./episode.repository.js";

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
async function withEpisodes(db: Executor, logs: LogRow[]): Promise<DiaryRow[]> {
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

export async function insertLog(
  db: Executor,
  values: { userId: number; episodeId: number; watchedAt: Date; ratingHalfStars: number | null; note: string | null; rewatch: boolean; createdAt: Date },
): Promise<DiaryRow> {
  const { ratingHalfStars, ...rest } = values;
  const [created] = await db
    .insert(diaryLogs)
    .values({ ...rest, rating: ratingHalfStars })
    .returning(logColumns);
  const [row] = await withEpisodes(db, [created!]);
  return row!;
}

/** Deletes one of the user's own entries; false when there is none of theirs with that id. */
export async function deleteOwnLog(db: Executor, userId: number, logId: number): Promise<boolean> {
  const removed = await db
    .delete(diaryLogs)
    .where(and(eq(diaryLogs.id, logId), eq(diaryLogs.userId, userId)))
    .returning({ id: diaryLogs.id });
  return removed.length > 0;
}

/** The user's entries watched in [from, to), newest first. */
export async function logsBetween(db: Executor, userId: number, from: Date, to: Date): Promise<DiaryRow[]> {
  const logs = await db
    .select(logColumns)
    .from(diaryLogs)
    .where(and(eq(diaryLogs.userId, userId), gte(diaryLogs.watchedAt, from), lt(diaryLogs.watchedAt, to)))
    .orderBy(desc(diaryLogs.watchedAt), desc(diaryLogs.id));
  return withEpisodes(db, logs);
}

/** Whose entry a log is (for the diary policy), or undefined when there is none. */
export async function findLogOwner(db: Executor, logId: number): Promise<{ userId: number } | undefined> {
  const [row] = await db.select({ userId: diaryLogs.userId }).from(diaryLogs).where(eq(diaryLogs.id, logId)).limit(1);
  return row;
}
