/**
 * The year in numbers (decision 0046): the constants both sides read, without zod (the web's lazy
 * stats page imports this subpath, never the `@dizilog/shared/api` barrel for values).
 */

/** The first year the report covers; the last is next year (in Europe/Istanbul). */
export const STATS_FIRST_YEAR = 1950;
/** A show counts for a year when it has at least this many episodes in all (spec section 9). */
export const STATS_MIN_EPISODES = 10;
/** Shortest-lived series: ended shows with at most this many episodes (spec section 9). */
export const STATS_SHORT_LIVED_MAX = 13;
/** Entries in each of the report's lists. */
export const STATS_LIST_SIZE = 10;
/** Genres in a personal year's `top_genres`. */
export const STATS_TOP_GENRES = 3;
/** The shareable card of a personal year, in pixels (a portrait 4:5 picture for social apps). */
export const STATS_CARD_WIDTH = 1080;
export const STATS_CARD_HEIGHT = 1350;
/** The statuses of a show that has finished for good (shortest-lived series). */
export const STATS_ENDED_STATUSES = ["Ended", "Cancelled", "concluded"] as const;

/** The last year with numbers: next year, from a calendar year. */
export const statsLastYear = (currentYear: number) => currentYear + 1;
