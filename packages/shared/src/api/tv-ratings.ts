import { z } from "zod";
import { showRefSchema } from "./catalog.js";
import { errorBodySchema, idSchema, isRealDay } from "./common.js";

// ---- Daily TV ratings (api-contract "TV data"; decision 0043) ------------------------------------

/** The spec's ratings categories (section 3), in display order. */
export const TV_RATING_CATEGORIES = ["Total", "AB", "20+ABC1"] as const;
export type TvRatingCategory = (typeof TV_RATING_CATEGORIES)[number];

/** The free window: today − 6 days … today in Europe/Istanbul (api-contract "The free window"). */
export const TV_RATINGS_FREE_DAYS = 7;
/** Upload bounds (decision 0043): a day's table is ~60 rows per category; a month of three categories fits. */
export const TV_RATINGS_MAX_ROWS = 5000;
export const TV_RATINGS_MAX_MB = 1;
export const TV_RATINGS_MAX_BYTES = TV_RATINGS_MAX_MB * 1_000_000;
export const TV_RATINGS_CSV_COLUMNS = ["date", "show", "episode", "slot", "category", "rating", "share"] as const;

export const TV_RATINGS_MESSAGES = {
  seasonUnavailable: "Ratings are not available for this season yet.",
  categoryInvalid: "The category must be Total, AB or 20+ABC1.",
  weekInvalid: "The week must be an ISO week such as 2026-W47.",
  dayInvalid: "The date must be a real day written YYYY-MM-DD.",
  showUnknown: "No show has this id or slug.",
  episodeUnknown: "No episode of this show has this id.",
  percentageInvalid: "This must be a percentage from 0 to 100 with a dot decimal.",
  slotInvalid: "The slot must be 1 to 20 characters.",
  noRows: "The upload has no rows.",
  duplicateRow: "This row repeats the date, episode and category of an earlier row.",
  csvHeader: "The CSV header must be date,show,episode,slot,category,rating,share.",
} as const;

export const tvRatingCategorySchema = z.enum(TV_RATING_CATEGORIES, { error: TV_RATINGS_MESSAGES.categoryInvalid });

const dayParam = z.string().max(10, TV_RATINGS_MESSAGES.dayInvalid).refine(isRealDay, TV_RATINGS_MESSAGES.dayInvalid);

/** An ISO week `YYYY-Www` (W01 … W53 of a year that has it). */
export const isIsoWeek = (text: string): boolean => {
  const m = /^(\d{4})-W(\d{2})$/.exec(text);
  if (!m) return false;
  const year = Number(m[1]);
  const week = Number(m[2]);
  if (year < 1900 || week < 1) return false;
  // 53 weeks when January 1st is a Thursday, or a Wednesday of a leap year.
  const jan1 = new Date(Date.UTC(year, 0, 1)).getUTCDay();
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const weeks = jan1 === 4 || (leap && jan1 === 3) ? 53 : 52;
  return week <= weeks;
};

export const dailyRatingsQuerySchema = z.object({
  date: dayParam.optional(),
  category: tvRatingCategorySchema.default("Total"),
});
export type DailyRatingsQuery = z.infer<typeof dailyRatingsQuerySchema>;

export const weeklyRatingsQuerySchema = z.object({
  week: z.string().max(8, TV_RATINGS_MESSAGES.weekInvalid).refine(isIsoWeek, TV_RATINGS_MESSAGES.weekInvalid).optional(),
  category: tvRatingCategorySchema.default("Total"),
});
export type WeeklyRatingsQuery = z.infer<typeof weeklyRatingsQuerySchema>;

export const seasonRatingsQuerySchema = z.object({
  season: z.coerce.number().int().min(1).max(1000).optional(),
  category: tvRatingCategorySchema.default("Total"),
});
export type SeasonRatingsQuery = z.infer<typeof seasonRatingsQuerySchema>;

export const ratingEpisodeSchema = z
  .object({ id: z.number().int(), season: z.number().int(), number: z.number().int(), title: z.string().nullable() })
  .meta({ id: "RatingEpisode" });

export const dailyRatingSchema = z
  .object({
    rank: z.number().int(),
    show: showRefSchema,
    episode: ratingEpisodeSchema,
    slot: z.string(),
    rating: z.number(),
    share: z.number(),
    /** An addition to the contract: the rating's difference from the show's previous episode in this category (absent for its first). */
    change: z.number().optional().meta({ description: "Rating minus the show's previous episode's in this category (an addition; absent when there is none)" }),
    /** Demo figures (decision 0043), shown with a "sample data" mark; absent for real figures. */
    sample: z.literal(true).optional(),
  })
  .meta({ id: "DailyRating" });
export type DailyRating = z.infer<typeof dailyRatingSchema>;

const windowMeta = {
  /** The first day a viewer without the ratings archive may open (an addition: lets clients grey out older days). */
  free_from: z.string(),
  /** Whether this viewer may open days before `free_from`. */
  archive: z.boolean(),
};

export const dailyRatingsResponseSchema = z.object({
  data: z.array(dailyRatingSchema),
  meta: z.object({ date: z.string().nullable(), category: tvRatingCategorySchema, latest: z.string().nullable(), ...windowMeta }),
});
export type DailyRatingsResponse = z.infer<typeof dailyRatingsResponseSchema>;

export const weeklyRatingSchema = z
  .object({ rank: z.number().int(), show: showRefSchema, rating: z.number(), share: z.number(), episodes: z.number().int(), sample: z.literal(true).optional() })
  .meta({ id: "WeeklyRating" });
export type WeeklyRating = z.infer<typeof weeklyRatingSchema>;

export const weeklyRatingsResponseSchema = z.object({
  data: z.array(weeklyRatingSchema),
  meta: z.object({ week: z.string(), category: tvRatingCategorySchema, from: z.string(), to: z.string(), ...windowMeta }),
});
export type WeeklyRatingsResponse = z.infer<typeof weeklyRatingsResponseSchema>;

export const seasonRatingSchema = z
  .object({ episode: ratingEpisodeSchema, date: z.string(), slot: z.string(), rating: z.number(), share: z.number(), sample: z.literal(true).optional() })
  .meta({ id: "SeasonRating" });
export type SeasonRating = z.infer<typeof seasonRatingSchema>;

export const seasonRatingsResponseSchema = z.object({
  data: z.array(seasonRatingSchema),
  meta: z.object({ season: z.number().int(), category: tvRatingCategorySchema }),
});
export type SeasonRatingsResponse = z.infer<typeof seasonRatingsResponseSchema>;

export const showRatingsParamsSchema = z.object({ id: z.string().min(1).max(200) });

/** One row of an upload, as JSON or as a CSV line; every field is checked by the service (errors `rows.<i>.<field>`). */
export const ratingUploadRowSchema = z
  .object({
    date: z.unknown().optional(),
    show: z.unknown().optional(),
    episode: z.unknown().optional(),
    slot: z.unknown().optional(),
    category: z.unknown().optional(),
    rating: z.unknown().optional(),
    share: z.unknown().optional(),
  })
  .meta({ id: "RatingUploadRow", description: "date YYYY-MM-DD, show (id or slug), episode (id), slot, category (Total, AB, 20+ABC1), rating and share (percentages)" });
export type RatingUploadRow = z.infer<typeof ratingUploadRowSchema>;

export const ratingUploadBodySchema = z.object({ rows: z.array(ratingUploadRowSchema).max(TV_RATINGS_MAX_ROWS) }).meta({ id: "RatingUpload" });

export const ratingUploadResponseSchema = z.object({ data: z.object({ imported: z.number().int() }) });

/** "Tell me when the figures arrive" for one season. */
export const ratingWatchParamsSchema = z.object({ id: z.string().min(1).max(200), season: idSchema() });
export const ratingWatchResponseSchema = z.object({ data: z.object({ season: z.number().int(), watching: z.boolean() }) });
export type RatingWatchResponse = z.infer<typeof ratingWatchResponseSchema>;

/** The 403 of a Pro feature (services/entitlements.ts): the error body with `pro_required: true`. */
export const proRequiredBodySchema = errorBodySchema
  .extend({ pro_required: z.literal(true).optional().meta({ description: "Present on the Pro upsell's 403: the client opens the Pro modal" }) })
  .meta({ id: "ProRequiredError" });
