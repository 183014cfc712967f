import {
  STATS_ENDED_STATUSES,
  STATS_FIRST_YEAR,
  STATS_LIST_SIZE,
  STATS_MIN_EPISODES,
  STATS_SHORT_LIVED_MAX,
  STATS_TOP_GENRES,
  statsLastYear,
} from "@dizilog/shared/api/stats-constants";
import { REACTION_IDS, type ReactionId } from "@dizilog/shared/api/engagement-ids";
import { DEFAULT_TIME_ZONE } from "@dizilog/shared";
import { requireActor, type Ctx } from "../context.js";
import { AppError, errorMessage } from "../errors.js";
import { remember } from "../lib/cache.js";
import { localDate, zonedTimeToInstant } from "../lib/time.js";
import {
  ownYearGenres,
  ownYearShows,
  ownYearTopReaction,
  siteYearShows,
  type GenreCountRow,
  type StatsShowRow,
  type YearSpan,
} from "../repositories/stats.repository.js";
import { statsCardLanguage, statsCardText } from "../domain/stats-card-text.js";
import { hoursOf } from "../domain/year-in-numbers.js";
import { renderStatsCard } from "../storage/stats-card.js";
import { requireEntitlement } from "./entitlements.js";

/**
 * The year in numbers (decision 0046): the site's year (public, cached) and a Pro member's own
 * year, the same five lists of shows each ranked by one figure (`value`).
 */

/** A show of a list and the figure it is ranked by. */
export interface RankedShow {
  show: StatsShowRow;
  value: number;
}

export interface YearLists {
  mostTracked: RankedShow[];
  highestRated: RankedShow[];
  mostWatched: RankedShow[];
  longest: RankedShow[];
  shortestLived: RankedShow[];
}

export interface SiteYear extends YearLists {
  year: number;
  showsCount: number;
  episodesCount: number;
}

export interface OwnYear extends YearLists {
  year: number;
  showsCount: number;
  episodesSeen: number;
  /** Minutes watched; the presenter shows hours. */
  minutes: number;
  topGenres: GenreCountRow[];
  topReaction: { reaction: ReactionId; count: number } | null;
}

/** A past year's numbers hardly change (late seen marks, new ratings): a day; this year's: ten minutes. */
const PAST_YEAR_TTL = 24 * 60 * 60;
const CURRENT_YEAR_TTL = 10 * 60;
/** Bump when the cached shape changes. */
const CACHE_VERSION = 1;

const ENDED = new Set<string>(STATS_ENDED_STATUSES);

/** The calendar year of an instant in a zone. */
function yearIn(now: Date, timeZone: string): number {
  return Number(localDate(now, timeZone).slice(0, 4));
}

/** The instants of a calendar year in a time zone: [1 January 00:00, next 1 January 00:00). */
export function yearSpan(year: number, timeZone: string): YearSpan {
  return { from: zonedTimeToInstant(`${year}-01-01`, "00:00", timeZone), to: zonedTimeToInstant(`${year + 1}-01-01`, "00:00", timeZone) };
}

/** The year of the address (four digits, checked at the edge): 404 outside 1950 to next year (Europe/Istanbul). */
export function checkedYear(ctx: Ctx, text: string): number {
  const year = Number(text);
  const max = statsLastYear(yearIn(ctx.now, DEFAULT_TIME_ZONE));
  if (!Number.isInteger(year) || year < STATS_FIRST_YEAR || year > max) {
    throw new AppError("not_found", errorMessage("stats_year_out_of_range", { year: text, min: STATS_FIRST_YEAR, max }));
  }
  return year;
}

const byThenId = (figure: (row: RankedShow) => number, direction: 1 | -1) => (a: RankedShow, b: RankedShow) =>
  direction * (figure(a) - figure(b)) || a.show.id - b.show.id;

/** The top of a list: those `include`d, ranked by `value` (ties: more votes for ratings, then the older id). */
function top<T extends StatsShowRow>(rows: T[], include: (row: T) => boolean, value: (row: T) => number, direction: 1 | -1): RankedShow[] {
  return rows
    .filter(include)
    .map((show) => ({ show, value: value(show) }))
    .sort(byThenId((entry) => entry.value, direction))
    .slice(0, STATS_LIST_SIZE);
}

/** Highest rated: by the figure, then by votes (a 4.5 of 200 votes before a 4.5 of 2), then id. */
function topRated<T extends StatsShowRow>(rows: T[], rating: (row: T) => number | null): RankedShow[] {
  return rows
    .flatMap((show) => {
      const value = rating(show);
      return value === null || value <= 0 ? [] : [{ show, value }];
    })
    .sort((a, b) => b.value - a.value || b.show.votesCount - a.show.votesCount || a.show.id - b.show.id)
    .slice(0, STATS_LIST_SIZE);
}

/** Shortest-lived: ended shows with 13 episodes or fewer, the fewest first. */
const isShortLived = (row: StatsShowRow) => ENDED.has(row.status) && row.episodesTotal <= STATS_SHORT_LIVED_MAX;

/** The five lists of a set of shows; `seen` is the figure of most watched, `rating` that of highest rated. */
export function rankYear<T extends StatsShowRow>(rows: T[], seen: (row: T) => number, rating: (row: T) => number | null): YearLists {
  return {
    mostTracked: top(rows, (row) => row.trackersCount > 0, (row) => row.trackersCount, -1),
    highestRated: topRated(rows, rating),
    mostWatched: top(rows, (row) => seen(row) > 0, seen, -1),
    longest: top(rows, () => true, (row) => row.episodesTotal, -1),
    shortestLived: top(rows, isShortLived, (row) => row.episodesTotal, 1),
  };
}

/**
 * The site's year: shows with an episode aired that year (Europe/Istanbul) and 10 or more
 * episodes in all. Cached per year (`deps.cache`): a day for past years, ten minutes otherwise.
 */
export async function siteStats(ctx: Ctx, yearText: string): Promise<SiteYear> {
  const year = checkedYear(ctx, yearText);
  const ttl = year < yearIn(ctx.now, DEFAULT_TIME_ZONE) ? PAST_YEAR_TTL : CURRENT_YEAR_TTL;
  return remember(ctx.deps.cache, `stats:v${CACHE_VERSION}:site:${year}`, ttl, async () => {
    const rows = await siteYearShows(ctx.db, yearSpan(year, DEFAULT_TIME_ZONE), STATS_MIN_EPISODES);
    return {
      year,
      showsCount: rows.length,
      episodesCount: rows.reduce((sum, row) => sum + row.airedInYear, 0),
      ...rankYear(
        rows,
        (row) => row.seenInYear,
        (row) => (row.votesCount > 0 ? row.rating : null),
      ),
    };
  });
}

/**
 * The signed-in Pro member's own year, in their time zone: every show they saw an episode of
 * (no 10-episode floor: it is their viewing, not the catalog's), hours, genres and reaction.
 */
export async function ownStats(ctx: Ctx, yearText: string): Promise<OwnYear> {
  const actor = requireActor(ctx);
  requireEntitlement(ctx, "ownStats");
  const year = checkedYear(ctx, yearText);
  const span = yearSpan(year, actor.timeZone);
  const [rows, genres, reaction] = await Promise.all([
    ownYearShows(ctx.db, actor.id, span),
    ownYearGenres(ctx.db, actor.id, span, STATS_TOP_GENRES),
    ownYearTopReaction(ctx.db, actor.id, span, REACTION_IDS),
  ]);
  const episodesSeen = rows.reduce((sum, row) => sum + row.seenInYear, 0);
  return {
    year,
    showsCount: rows.length,
    episodesSeen,
    minutes: rows.reduce((sum, row) => sum + row.minutes, 0),
    topGenres: genres,
    topReaction: reaction ? { reaction: reaction.reaction as ReactionId, count: reaction.count } : null,
    ...rankYear(
      rows,
      (row) => row.seenInYear,
      (row) => row.userRating,
    ),
  };
}

/**
 * The shareable card of the signed-in Pro member's own year, in `locale` (their language): a PNG
 * of their figures, their five most watched shows, genres and reaction (storage/stats-card.ts).
 */
export async function ownStatsCard(ctx: Ctx, yearText: string, requested: string): Promise<Buffer> {
  const actor = requireActor(ctx);
  const locale = statsCardLanguage(requested);
  const year = await ownStats(ctx, yearText);
  return renderStatsCard({
    year: year.year,
    locale,
    text: statsCardText(locale),
    name: actor.name?.trim() ? actor.name : `@${actor.username}`,
    hours: hoursOf(year.minutes),
    episodes: year.episodesSeen,
    shows: year.showsCount,
    topShows: year.mostWatched.slice(0, 5).map((entry) => ({ title: entry.show.originalTitle, episodes: entry.value })),
    topGenres: year.topGenres.map((genre) => genre.slug),
    topReaction: year.topReaction?.reaction ?? null,
  });
}
