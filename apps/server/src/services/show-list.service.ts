import type { Show } from "@dizilog/shared/api";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { trackedShows } from "../db/schema/index.js";
import { presentShow } from "../presenters/show.presenter.js";
import type { Viewer } from "../presenters/viewer.js";
import { type ShowRow, genresOfShows, seasonsOfShows } from "../repositories/show.repository.js";

/**
 * Presents a list of shows with their seasons (always), genres (on request) and, for a signed-in
 * viewer, whether they track each one — one query each, whatever the page size.
 */
export async function presentShowList(db: Db, rows: ShowRow[], include: { genres: boolean }, viewer: Viewer, userId?: number): Promise<Show[]> {
  const ids = rows.map((r) => r.id);
  const [seasons, genres, tracked] = await Promise.all([
    seasonsOfShows(db, ids),
    include.genres ? genresOfShows(db, ids) : undefined,
    userId !== undefined ? trackedAmong(db, userId, ids) : undefined,
  ]);
  return rows.map((row) =>
    presentShow(row, { seasons: seasons.get(row.id) ?? [], genres: genres?.get(row.id), isTracking: tracked ? tracked.has(row.id) : undefined }, viewer),
  );
}

async function trackedAmong(db: Db, userId: number, showIds: number[]): Promise<Set<number>> {
  if (!showIds.length) return new Set();
  const rows = await db
    .select({ showId: trackedShows.showId })
    .from(trackedShows)
    .where(and(eq(trackedShows.userId, userId), inArray(trackedShows.showId, showIds), isNull(trackedShows.droppedAt)));
  return new Set(rows.map((r) => r.showId));
}
