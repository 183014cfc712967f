import type { RatingsPage, RecommendationsResponse } from "@dizilog/shared/api";
import type { Viewer } from "../lib/viewer.js";
import type { RatedShowsRows } from "../services/rated-shows.service.js";
import type { RecommendationRows } from "../services/recommendation.service.js";
import { presentShowList } from "./show-list.presenter.js";
import { presentShowRef } from "./show.presenter.js";

/** A page of rated shows: each show with the viewer's `user_rating`, the owner's rating and when. */
export function presentRatingsPage(page: RatedShowsRows, viewer: Viewer): RatingsPage {
  const byId = new Map(presentShowList(page.cards, viewer).map((s) => [s.id, s]));
  const { mine } = page;
  const data = page.rows.flatMap((row) => {
    const show = byId.get(row.showId);
    if (!show) return [];
    return [{ show: mine ? { ...show, user_rating: mine.get(row.showId) ?? null } : show, rating: row.rating, rated_at: row.ratedAt }];
  });
  return { data, meta: { cursor: { next: page.next } } };
}

/** Recommendations with the shows they come from; an empty list says why. */
export function presentRecommendations(found: RecommendationRows, viewer: Viewer): RecommendationsResponse {
  if (found.reason) return { data: [], reason: found.reason };
  const showById = new Map(presentShowList(found.cards, viewer).map((s) => [s.id, s]));
  const refById = new Map(found.because.map((row) => [row.id, presentShowRef(row)]));
  const data = found.rows.flatMap((row) => {
    const show = showById.get(row.showId);
    if (!show) return [];
    // Unrated by definition: the rating widget starts empty.
    return [{ show: { ...show, user_rating: null }, score: row.score, because: row.because.flatMap((id) => refById.get(id) ?? []) }];
  });
  return { data, reason: null };
}
