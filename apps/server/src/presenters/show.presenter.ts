import type { CalendarShow, CastCredit, CrewCredit, Genre, SearchResult, SeasonSummary, Show, ShowRef } from "@dizilog/shared/api";
import type { CrewRole, ShowStatus, ShowType } from "@dizilog/shared";
import type { SeasonSummaryRow, ShowRow } from "../repositories/show.repository.js";
import { encodeHashid } from "../lib/hashid.js";
import { presentPersonSummary, type PersonSummaryRow } from "./person.presenter.js";
import { urls } from "./urls.js";
import type { Viewer } from "../lib/viewer.js";

export interface ShowExtras {
  seasons: SeasonSummaryRow[];
  genres?: Genre[] | undefined;
  credits?: { id: number; kind: "cast" | "crew"; character: string | null; role: string | null; person: PersonSummaryRow }[] | undefined;
  isTracking?: boolean | undefined;
  userRating?: number | null | undefined;
}

export function presentSeasonSummary(row: SeasonSummaryRow): SeasonSummary {
  return { id: row.id, number: row.number, episodeCount: row.episodeCount, premiered: row.premiered };
}

function posterOf(row: { id: number; posterUrl: string | null }): string {
  return row.posterUrl ?? urls.poster(encodeHashid("show", row.id));
}

/** The full Show of the contract; includes appear only when asked for. */
export function presentShow(row: ShowRow, extras: ShowExtras, viewer: Viewer): Show {
  const hashid = encodeHashid("show", row.id);
  const poster = posterOf(row);
  const show: Show = {
    id: row.id,
    hashid,
    slug: row.slug,
    url: urls.show(row.slug),
    original_title: row.originalTitle,
    title: row.title,
    poster,
    images: { poster, thumb: row.posterUrl ?? urls.thumb(hashid) },
    year: row.year,
    premiered: row.premiered,
    status: row.status as ShowStatus,
    type: row.type as ShowType,
    network: row.network ? { id: row.network.id, name: row.network.name, slug: row.network.slug, kind: row.network.kind } : null,
    runtime: row.runtime,
    synopsis: row.synopsis[viewer.contentLanguage] || row.synopsis.en,
    seasons_count: extras.seasons.length,
    episodes_count: extras.seasons.reduce((sum, s) => sum + s.episodeCount, 0),
    seasons: extras.seasons.map(presentSeasonSummary),
    rating: Number(row.rating),
    votes_count: row.votesCount,
    trackers_count: row.trackersCount,
  };
  if (extras.genres) show.genres = { data: extras.genres };
  if (extras.credits) {
    show.cast = {
      data: extras.credits
        .filter((c) => c.kind === "cast")
        .map((c): CastCredit => ({ id: c.id, person: presentPersonSummary(c.person), character: c.character })),
    };
    show.crew = {
      data: extras.credits
        .filter((c) => c.kind === "crew")
        .map((c): CrewCredit => ({ id: c.id, person: presentPersonSummary(c.person), role: c.role as CrewRole })),
    };
  }
  if (extras.isTracking !== undefined) show.is_tracking = extras.isTracking;
  if (extras.userRating !== undefined) show.user_rating = extras.userRating;
  return show;
}

export interface ShowRefRow {
  id: number;
  slug: string;
  originalTitle: string;
  title: string;
  year: number | null;
  posterUrl: string | null;
}

/** The small form of a show nested in episodes, credits and search results. */
export function presentShowRef(row: ShowRefRow): ShowRef {
  return {
    id: row.id,
    hashid: encodeHashid("show", row.id),
    slug: row.slug,
    url: urls.show(row.slug),
    original_title: row.originalTitle,
    title: row.title,
    poster: posterOf(row),
    year: row.year,
  };
}

/** A show of the compact calendar (decision 35): what a calendar cell shows of it. */
export function presentCalendarShow(row: { id: number; slug: string; originalTitle: string; title: string; posterUrl: string | null }): CalendarShow {
  return { id: row.id, url: urls.show(row.slug), original_title: row.originalTitle, title: row.title, poster: posterOf(row) };
}

export function presentSearchResult(row: ShowRow, seasons?: SeasonSummaryRow[]): SearchResult {
  const ref = presentShowRef(row);
  const result: SearchResult = {
    id: ref.id,
    hashid: ref.hashid,
    url: ref.url,
    poster: ref.poster,
    original_title: ref.original_title,
    title: ref.title,
    year: ref.year,
  };
  if (seasons) result.seasons = seasons.map(presentSeasonSummary);
  return result;
}
