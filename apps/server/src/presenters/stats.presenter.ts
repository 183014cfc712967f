import type { OwnStats, SiteStats, StatsShow } from "@dizilog/shared/api";
import type { ShowStatus } from "@dizilog/shared";
import type { OwnYear, RankedShow, SiteYear, YearLists } from "../services/stats.service.js";
import { hoursOf } from "../domain/year-in-numbers.js";
import { presentShowRef } from "./show.presenter.js";

/** A show of the year's lists: its summary, its episodes in all and the figure it is ranked by. */
export function presentStatsShow(entry: RankedShow): StatsShow {
  const ref = presentShowRef(entry.show);
  return {
    id: ref.id,
    hashid: ref.hashid,
    slug: ref.slug,
    url: ref.url,
    original_title: ref.original_title,
    title: ref.title,
    poster: ref.poster,
    year: ref.year,
    status: entry.show.status as ShowStatus,
    rating: entry.show.rating,
    trackers_count: entry.show.trackersCount,
    episodes_count: entry.show.episodesTotal,
    value: entry.value,
  };
}

function presentLists(lists: YearLists) {
  return {
    most_tracked: lists.mostTracked.map(presentStatsShow),
    highest_rated: lists.highestRated.map(presentStatsShow),
    most_watched: lists.mostWatched.map(presentStatsShow),
    longest: lists.longest.map(presentStatsShow),
    shortest_lived: lists.shortestLived.map(presentStatsShow),
  };
}

/** `GET /api/v1/stats/{year}`. */
export function presentSiteStats(year: SiteYear): { data: SiteStats } {
  return { data: { year: year.year, shows_count: year.showsCount, episodes_count: year.episodesCount, ...presentLists(year) } };
}

/** `GET /api/me/stats/{year}`: the same shape for the member's own viewing, and their figures. */
export function presentOwnStats(year: OwnYear): { data: OwnStats } {
  return {
    data: {
      year: year.year,
      shows_count: year.showsCount,
      episodes_count: year.episodesSeen,
      ...presentLists(year),
      hours: hoursOf(year.minutes),
      episodes_seen: year.episodesSeen,
      top_genres: year.topGenres.map((genre) => ({ id: genre.id, name: genre.name, slug: genre.slug, episodes: genre.episodes })),
      top_reaction: year.topReaction ? { reaction: year.topReaction.reaction, count: year.topReaction.count } : null,
      card_url: `/api/me/stats/${year.year}/card.png`,
    },
  };
}
