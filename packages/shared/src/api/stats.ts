import { z } from "zod";
import { SHOW_STATUSES } from "../catalog-enums.js";
import { errorBodySchema } from "./common.js";
import { REACTION_IDS } from "./engagement-ids.js";

/** The year in numbers (decision 0046): `GET /api/v1/stats/{year}` and `GET /api/me/stats/{year}`. */

export const STATS_MESSAGES = {
  yearInvalid: "The year must be four digits, such as 2025.",
} as const;

/** `{year}` of the address: four digits (else 422); the range (1950 to next year, else 404) is the service's. */
export const statsYearParamsSchema = z.object({
  year: z.string().regex(/^\d{4}$/, STATS_MESSAGES.yearInvalid),
});
export type StatsYearParams = z.infer<typeof statsYearParamsSchema>;

/** A show of one of the report's lists: a show summary with its episodes and the figure it is ranked by. */
export const statsShowSchema = z
  .object({
    id: z.number().int(),
    hashid: z.string(),
    slug: z.string(),
    url: z.string(),
    original_title: z.string(),
    title: z.string(),
    poster: z.string(),
    year: z.number().int().nullable(),
    status: z.enum(SHOW_STATUSES),
    /** The site's rating (0 without votes). */
    rating: z.number(),
    trackers_count: z.number().int(),
    /** Every episode of the show in the catalog. */
    episodes_count: z.number().int(),
    /**
     * What the list ranks by: trackers (most_tracked), the rating (highest_rated; in a personal
     * year the user's own), seen marks that year (most_watched; a personal year: the user's own),
     * episodes in all (longest, shortest_lived).
     */
    value: z.number(),
  })
  .meta({ id: "StatsShow" });
export type StatsShow = z.infer<typeof statsShowSchema>;

const statsYearFields = {
  year: z.number().int(),
  /** Shows counted that year (the site: with an episode aired that year and 10+ episodes; a personal year: shows the user saw an episode of). */
  shows_count: z.number().int(),
  /** Episodes of those shows aired that year (a personal year: episodes the user saw that year). */
  episodes_count: z.number().int(),
  most_tracked: z.array(statsShowSchema),
  highest_rated: z.array(statsShowSchema),
  /** By seen marks that year (addition). */
  most_watched: z.array(statsShowSchema),
  longest: z.array(statsShowSchema),
  shortest_lived: z.array(statsShowSchema),
};

export const siteStatsSchema = z.object(statsYearFields).meta({ id: "SiteStats" });
export type SiteStats = z.infer<typeof siteStatsSchema>;
export const siteStatsResponseSchema = z.object({ data: siteStatsSchema });

export const statsGenreSchema = z
  .object({ id: z.number().int(), name: z.string(), slug: z.string(), episodes: z.number().int() })
  .meta({ id: "StatsGenre" });
export type StatsGenre = z.infer<typeof statsGenreSchema>;

export const ownStatsSchema = z
  .object({
    ...statsYearFields,
    /** Hours watched that year: the runtime of each episode seen (the show's when the episode has none), one decimal. */
    hours: z.number(),
    episodes_seen: z.number().int(),
    top_genres: z.array(statsGenreSchema),
    /** The reaction the user gave most to episodes that year, or null. */
    top_reaction: z.object({ reaction: z.enum(REACTION_IDS), count: z.number().int() }).nullable(),
    /** Where the shareable card of this year is drawn (a PNG of the signed-in user's own year). */
    card_url: z.string(),
  })
  .meta({ id: "OwnStats" });
export type OwnStats = z.infer<typeof ownStatsSchema>;
export const ownStatsResponseSchema = z.object({ data: ownStatsSchema });

/** The 403 of a free member: the error body and `pro_required: true` (services/entitlements.ts). */
export const statsProRequiredBodySchema = errorBodySchema.extend({
  pro_required: z.boolean().optional().meta({ description: "true: a Pro feature; the client offers Pro" }),
});
