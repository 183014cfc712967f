import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { trackedShows } from "../db/schema/index.js";
import { type SeasonSummaryRow, type ShowRow, findShowsByIds, genresOfShows, seasonsOfShows } from "./show.repository.js";

/** A show as a card shows it: its row, seasons, genres (on request) and the viewer's tracking. */
export interface ShowCardRow {
  show: ShowRow;
  seasons: SeasonSummaryRow[];
  genres: { id: number; name: string; slug: string }[] | undefined;
  /** Undefined for a visitor. */
  isTracking: boolean | undefined;
}

/**
 * Seasons (always), genres (on request) and, for a signed-in viewer, whether they track each show
 * — one query each, whatever the page size.
 */
export async function loadShowCards(db: Executor, rows: ShowRow[], include: { genres: boolean }, userId?: number): Promise<ShowCardRow[]> {
  const ids = rows.map((r) => r.id);
  const [seasons, genres, tracked] = await Promise.all([
    seasonsOfShows(db, ids),
    include.genres ? genresOfShows(db, ids) : undefined,
    userId !== undefined ? trackedAmong(db, userId, ids) : undefined,
  ]);
  return rows.map((show) => ({
    show,
    seasons: seasons.get(show.id) ?? [],
    genres: genres?.get(show.id),
    isTracking: tracked ? tracked.has(show.id) : undefined,
  }));
}

/** `loadShowCards` for shows known by id, in the order of `ids` (missing ones left out). */
export async function loadShowCardsByIds(db: Executor, ids: number[], include: { genres: boolean }, userId?: number): Promise<ShowCardRow[]> {
  return loadShowCards(db, await findShowsByIds(db, ids), include, userId);
}

async function trackedAmong(db: Executor, userId: number, showIds: number[]): Promise<Set<number>> {
  if (!showIds.length) return new Set();
  const rows = await db
    .select({ showId: trackedShows.showId })
    .from(trackedShows)
    .where(and(eq(trackedShows.userId, userId), inArray(trackedShows.showId, showIds), isNull(trackedShows.droppedAt)));
  return new Set(rows.map((r) => r.showId));
}
