import type { CalendarMonth, Episode } from "@dizilog/shared/api";
import type { CalendarEntryRow, EpisodeRow } from "../repositories/episode.repository.js";
import { airDateLabel, localDate } from "../lib/time.js";
import { presentCalendarShow, presentShowRef } from "./show.presenter.js";
import { urls } from "./urls.js";
import type { Viewer } from "../lib/viewer.js";

import { episodeCode } from "../domain/item-paths.js";

/** S01E02 */
export { episodeCode };

export interface EpisodePresentOptions {
  withShow?: boolean;
  hasSeen?: boolean;
  /** The viewer tracks the episode's show and has not dropped it (see services/spoiler-context.ts). */
  tracksShow?: boolean;
}

/**
 * Hide the title, synopsis and still of an episode the viewer watches the show of but has not
 * seen yet — unless they asked to see spoilers. Visitors and casual browsers see everything.
 */
export function isSpoilerShielded(viewer: Pick<Viewer, "spoilers">, options: Pick<EpisodePresentOptions, "hasSeen" | "tracksShow">): boolean {
  return viewer.spoilers === false && options.tracksShow === true && options.hasSeen !== true;
}

export function presentEpisode(row: EpisodeRow, viewer: Viewer, options: EpisodePresentOptions = {}): Episode {
  const airsAt = row.airsAt ? new Date(row.airsAt) : null;
  const episode: Episode = {
    id: row.id,
    number: row.number,
    season: row.seasonNumber,
    season_number: row.seasonNumber,
    season_id: row.seasonId,
    code: episodeCode(row.seasonNumber, row.number),
    title: row.title,
    synopsis: row.synopsis ? row.synopsis[viewer.contentLanguage] || row.synopsis.en : null,
    thumb: urls.episodeThumb(row.id),
    url: urls.episode(row.show.slug, row.seasonNumber, row.number),
    air_date: airsAt ? localDate(airsAt, viewer.timeZone) : null,
    airs_at: airsAt ? airsAt.toISOString() : null,
    dia: airsAt ? airDateLabel(airsAt, viewer.now, viewer.locale, viewer.timeZone) : null,
    has_aired: airsAt !== null && airsAt.getTime() <= viewer.now.getTime(),
    has_seen: options.hasSeen ?? false,
    spoiler_shield: isSpoilerShielded(viewer, options),
    runtime: row.runtime ?? row.show.runtime,
  };
  if (options.withShow) episode.show = presentShowRef(row.show);
  return episode;
}

/**
 * A month of the calendar screen in its compact form (decision 35): each show once, each episode
 * with what a cell shows; days in the viewer's time zone.
 */
export function presentCalendarMonth(rows: CalendarEntryRow[], viewer: Pick<Viewer, "timeZone">): CalendarMonth["data"] {
  const shows = new Map<number, CalendarMonth["data"]["shows"][number]>();
  const episodes = rows.map((row) => {
    if (!shows.has(row.showId)) shows.set(row.showId, presentCalendarShow(row.show));
    const airsAt = new Date(row.airsAt);
    return {
      id: row.id,
      show_id: row.showId,
      season_number: row.seasonNumber,
      number: row.number,
      air_date: localDate(airsAt, viewer.timeZone),
      airs_at: airsAt.toISOString(),
    };
  });
  return { shows: [...shows.values()], episodes };
}
