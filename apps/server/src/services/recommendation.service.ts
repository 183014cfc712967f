import type { RecommendationsResponse } from "@dizilog/shared/api";
import { type Ctx, requireActor } from "../context.js";
import { type RecommendationRow, recommendShows } from "../repositories/recommendation.repository.js";
import { type ShowCardRow, loadShowCardsByIds } from "../repositories/show-card.repository.js";
import { type ShowRow, findShowsByIds } from "../repositories/show.repository.js";

/** How many shows a user must have rated before similar users can be found. */
export const MIN_RATINGS = 2;
export const RECOMMENDATIONS_LIMIT = 20;

export interface RecommendationRows {
  rows: RecommendationRow[];
  cards: ShowCardRow[];
  /** The shows each recommendation is "because of". */
  because: ShowRow[];
  reason: RecommendationsResponse["reason"];
}

/**
 * Shows liked by users who rate like the user (see `recommendShows`), with the reason when there
 * are none: too few ratings, nobody similar, or nothing new among what similar users liked.
 */
export async function recommendationsFor(ctx: Ctx): Promise<RecommendationRows> {
  const userId = requireActor(ctx).id;
  const found = await recommendShows(ctx.db, userId, RECOMMENDATIONS_LIMIT);
  const none = (reason: RecommendationsResponse["reason"]): RecommendationRows => ({ rows: [], cards: [], because: [], reason });
  if (found.myRatings < MIN_RATINGS) return none("need_ratings");
  if (!found.neighbours) return none("no_neighbours");
  if (!found.rows.length) return none("no_new_shows");
  const becauseIds = [...new Set(found.rows.flatMap((r) => r.because))];
  const [cards, because] = await Promise.all([
    loadShowCardsByIds(ctx.db, found.rows.map((r) => r.showId), { genres: false }, userId),
    findShowsByIds(ctx.db, becauseIds),
  ]);
  return { rows: found.rows, cards, because, reason: null };
}
