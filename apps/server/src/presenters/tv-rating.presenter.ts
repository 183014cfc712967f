import type { DailyRating, SeasonRating, WeeklyRating } from "@dizilog/shared/api";
import type { DailyRatingRow, RatingEpisodeColumns, SeasonRatingRow, WeeklyRatingRow } from "../repositories/tv-rating.repository.js";
import { presentShowRef } from "./show.presenter.js";

/** Two decimals, without a float's tail (7.85 − 7.1 is 0.75, not 0.7499999). */
const cents = (value: number): number => Math.round(value * 100) / 100;

function presentRatingEpisode(row: RatingEpisodeColumns): DailyRating["episode"] {
  return { id: row.id, season: row.season, number: row.number, title: row.title };
}

/** A day's rows, ranked 1… in the order given (best first); `change` only when the show had an earlier episode. */
export function presentDailyRatings(rows: DailyRatingRow[]): DailyRating[] {
  return rows.map((row, i) => {
    const item: DailyRating = {
      rank: i + 1,
      show: presentShowRef(row.show),
      episode: presentRatingEpisode(row.episode),
      slot: row.slot,
      rating: row.rating,
      share: row.share,
    };
    if (row.previous !== null) item.change = cents(row.rating - row.previous);
    if (row.sample) item.sample = true;
    return item;
  });
}

export function presentWeeklyRatings(rows: WeeklyRatingRow[]): WeeklyRating[] {
  return rows.map((row, i) => {
    const item: WeeklyRating = { rank: i + 1, show: presentShowRef(row.show), rating: row.rating, share: row.share, episodes: row.episodes };
    if (row.sample) item.sample = true;
    return item;
  });
}

export function presentSeasonRatings(rows: SeasonRatingRow[]): SeasonRating[] {
  return rows.map((row) => {
    const item: SeasonRating = { episode: presentRatingEpisode(row.episode), date: row.day, slot: row.slot, rating: row.rating, share: row.share };
    if (row.sample) item.sample = true;
    return item;
  });
}
