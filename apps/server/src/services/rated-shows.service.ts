import { z } from "zod";
import { type RatingsPage, cursorKey } from "@dizilog/shared/api";
import type { Db } from "../db/database.js";
import { decodeCursor, encodeCursor } from "../lib/cursor.js";
import type { Viewer } from "../presenters/viewer.js";
import { ratedShowsPage, ratingsAmong } from "../repositories/rating.repository.js";
import { findShowsByIds } from "../repositories/show.repository.js";
import { presentShowList } from "./show-list.service.js";

export interface RatedShowsQuery {
  /** Whose ratings. */
  ownerId: number;
  /** Who looks: their own `user_rating` and `is_tracking` go on each show. */
  viewerId: number | undefined;
  cursor: string | undefined;
  limit: number;
}

const cursorKeys = z.object({ at: cursorKey.timestamp, id: cursorKey.id });

/**
 * One cursor page of a user's rated shows, the latest rating first, each with the owner's rating
 * and when it was given. A rating changed while the client pages moves before the cursor, so pages
 * neither repeat nor skip a show. Four queries whatever the page size.
 */
export async function ratedShows(db: Db, query: RatedShowsQuery, viewer: Viewer): Promise<RatingsPage> {
  const rows = await ratedShowsPage(db, query.ownerId, decodeCursor(query.cursor, cursorKeys), query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const next = rows.length > query.limit && last ? encodeCursor({ at: last.ratedAt, id: last.showId }) : null;
  const ids = page.map((r) => r.showId);
  const [shows, mine] = await Promise.all([
    findShowsByIds(db, ids).then((found) => presentShowList(db, found, { genres: false }, viewer, query.viewerId)),
    query.viewerId === undefined ? undefined : query.viewerId === query.ownerId ? new Map(page.map((r) => [r.showId, r.rating])) : ratingsAmong(db, query.viewerId, ids),
  ]);
  const byId = new Map(shows.map((s) => [s.id, s]));
  const data = page.flatMap((row) => {
    const show = byId.get(row.showId);
    if (!show) return [];
    return [{ show: mine ? { ...show, user_rating: mine.get(row.showId) ?? null } : show, rating: row.rating, rated_at: row.ratedAt }];
  });
  return { data, meta: { cursor: { next } } };
}
