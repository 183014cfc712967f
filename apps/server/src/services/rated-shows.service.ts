import { z } from "zod";
import { cursorKey } from "@dizilog/shared/api";
import { findUserBySlug } from "../auth/user.repository.js";
import type { Ctx } from "../context.js";
import { AppError } from "../errors.js";
import { decodeCursor, encodeCursor } from "../lib/cursor.js";
import { actorFor, authorize } from "../policies/index.js";
import { profileSubject } from "../policies/user.policy.js";
import { type RatedShowRow, ratedShowsPage, ratingsAmong } from "../repositories/rating.repository.js";
import { type ShowCardRow, loadShowCardsByIds } from "../repositories/show-card.repository.js";

export interface RatedShowsQuery {
  cursor?: string | undefined;
  limit: number;
}

/** A page of rated shows: the owner's ratings with the shows as cards, and the viewer's own ratings. */
export interface RatedShowsRows {
  rows: RatedShowRow[];
  cards: ShowCardRow[];
  /** The viewer's rating of each show (their `user_rating`); undefined for a visitor. */
  mine: Map<number, number> | undefined;
  next: string | null;
}

const cursorKeys = z.object({ at: cursorKey.timestamp, id: cursorKey.id });

/**
 * One cursor page of a user's rated shows, the latest rating first, each with the owner's rating
 * and when it was given. A rating changed while the client pages moves before the cursor, so pages
 * neither repeat nor skip a show. Four queries whatever the page size.
 */
export async function ratedShows(ctx: Ctx, ownerId: number, query: RatedShowsQuery): Promise<RatedShowsRows> {
  const rows = await ratedShowsPage(ctx.db, ownerId, decodeCursor(query.cursor, cursorKeys), query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const next = rows.length > query.limit && last ? encodeCursor({ at: last.ratedAt, id: last.showId }) : null;
  const ids = page.map((r) => r.showId);
  const viewerId = ctx.actor?.id;
  const [cards, mine] = await Promise.all([
    loadShowCardsByIds(ctx.db, ids, { genres: false }, viewerId),
    viewerId === undefined ? undefined : viewerId === ownerId ? new Map(page.map((r) => [r.showId, r.rating])) : ratingsAmong(ctx.db, viewerId, ids),
  ]);
  return { rows: page, cards, mine, next };
}

/** A user's rated shows page: 404 when the profile is hidden from the actor, or is a private account they do not follow (`viewActivity`). */
export async function ratedShowsOfUser(ctx: Ctx, slug: string, query: RatedShowsQuery): Promise<RatedShowsRows> {
  const owner = await findUserBySlug(ctx.db, slug);
  if (!owner) throw new AppError("not_found");
  authorize(await actorFor(ctx, [owner.id]), "viewActivity", profileSubject(owner));
  return ratedShows(ctx, owner.id, query);
}
