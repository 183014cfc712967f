import { z } from "zod";
import { INT4_MAX, type ShowReviewsQuery, type UserReviewsQuery, cursorKey } from "@dizilog/shared/api";
import { findUserBySlug } from "../auth/user.repository.js";
import type { Ctx } from "../context.js";
import { AppError } from "../errors.js";
import { decodeCursor, encodeCursor } from "../lib/cursor.js";
import { type Actor, actorFor, authorize } from "../policies/index.js";
import { reviewVisibility } from "../policies/review.policy.js";
import { profileSubject } from "../policies/user.policy.js";
import { type ReviewRow, type ShowReviewsAfter, showReviewsPage, userReviewsPage } from "../repositories/review.repository.js";
import { findShow } from "../repositories/show.repository.js";

/** A cursor page of reviews, with the actor they were listed for (their `abilities` come from it). */
export interface ReviewsPage {
  rows: ReviewRow[];
  actor: Actor;
  next: string | null;
}

// Each sort has its own cursor shape; a cursor of the other sort (or forged) is a 422.
const helpfulCursor = z.object({ h: z.number().int().min(-INT4_MAX).max(INT4_MAX), id: cursorKey.id }).strict();
const recentCursor = z.object({ id: cursorKey.id }).strict();

/** The first `limit` rows, and the cursor after the last of them when more follow. */
function pageOf(rows: ReviewRow[], limit: number, keyOf: (row: ReviewRow) => Record<string, number>) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, next: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}

/**
 * A show's reviews, most helpful first (up minus down votes, then newest) or newest first. Left
 * out in the query itself: removed reviews, reviews of users who block the viewer or whom the
 * viewer blocks, and reviews the viewer hid. Unknown show: 404.
 */
export async function showReviews(ctx: Ctx, showKey: string, query: ShowReviewsQuery): Promise<ReviewsPage> {
  const show = await findShow(ctx.db, showKey);
  if (!show) throw new AppError("not_found");
  // The abilities of a page need no relationship (edit, delete, vote, report and hide do not look
  // at blocks; the query already left out what blocks hide); a moderator's shows are loaded once.
  const actor = await actorFor(ctx);
  let after: ShowReviewsAfter | undefined;
  if (query.sort === "helpful") {
    const key = decodeCursor(query.cursor, helpfulCursor);
    after = key && { sort: "helpful", helpfulness: key.h, id: key.id };
  } else {
    const key = decodeCursor(query.cursor, recentCursor);
    after = key && { sort: "recent", id: key.id };
  }
  const rows = await showReviewsPage(ctx.db, { showId: show.id, sort: query.sort, after, limit: query.limit + 1, visibility: reviewVisibility(actor) });
  const keyOf = query.sort === "helpful" ? (row: ReviewRow) => ({ h: row.helpfulness, id: row.id }) : (row: ReviewRow) => ({ id: row.id });
  return { ...pageOf(rows, query.limit, keyOf), actor };
}

/** A user's reviews, newest first, with the same exclusions; 404 when the profile is hidden from the actor. */
export async function userReviews(ctx: Ctx, slug: string, query: UserReviewsQuery): Promise<ReviewsPage> {
  const author = await findUserBySlug(ctx.db, slug);
  if (!author) throw new AppError("not_found");
  const actor = await actorFor(ctx, [author.id]);
  authorize(actor, "view", profileSubject(author));
  const key = decodeCursor(query.cursor, recentCursor);
  const rows = await userReviewsPage(ctx.db, { authorId: author.id, afterId: key?.id, limit: query.limit + 1, visibility: reviewVisibility(actor) });
  return { ...pageOf(rows, query.limit, (row) => ({ id: row.id })), actor };
}
