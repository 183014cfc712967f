import type { RecommendationsResponse } from "@dizilog/shared/api";
import type { Db } from "../db/database.js";
import { presentShowRef } from "../presenters/show.presenter.js";
import type { Viewer } from "../presenters/viewer.js";
import { recommendShows } from "../repositories/recommendation.repository.js";
import { findShowsByIds } from "../repositories/show.repository.js";
import { presentShowList } from "./show-list.service.js";

/** How many shows a user must have rated before similar users can be found. */
export const MIN_RATINGS = 2;
export const RECOMMENDATIONS_LIMIT = 20;

/**
 * Shows liked by users who rate like the user (see `recommendShows`), with the reason when there
 * are none: too few ratings, nobody similar, or nothing new among what similar users liked.
 */
export async function recommendationsFor(db: Db, userId: number, viewer: Viewer): Promise<RecommendationsResponse> {
  const found = await recommendShows(db, userId, RECOMMENDATIONS_LIMIT);
  if (found.myRatings < MIN_RATINGS) return { data: [], reason: "need_ratings" };
  if (!found.neighbours) return { data: [], reason: "no_neighbours" };
  if (!found.rows.length) return { data: [], reason: "no_new_shows" };
  const becauseIds = [...new Set(found.rows.flatMap((r) => r.because))];
  const [shows, becauseRows] = await Promise.all([
    findShowsByIds(db, found.rows.map((r) => r.showId)).then((rows) => presentShowList(db, rows, { genres: false }, viewer, userId)),
    findShowsByIds(db, becauseIds),
  ]);
  const showById = new Map(shows.map((s) => [s.id, s]));
  const refById = new Map(becauseRows.map((row) => [row.id, presentShowRef(row)]));
  const data = found.rows.flatMap((row) => {
    const show = showById.get(row.showId);
    if (!show) return [];
    // Unrated by definition: the rating widget starts empty.
    return [{ show: { ...show, user_rating: null }, score: row.score, because: row.because.flatMap((id) => refById.get(id) ?? []) }];
  });
  return { data, reason: null };
}
