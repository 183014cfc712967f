import { z } from "zod";
import { showRefSchema, showSchema } from "./catalog.js";
import { cursorPage } from "./common.js";
import { ENGAGEMENT_MESSAGES } from "./engagement.js";

// ---- A user's ratings ---------------------------------------------------------------------------

export const ratingsQuerySchema = z.object({
  cursor: z
    .string()
    .max(200, ENGAGEMENT_MESSAGES.cursorInvalid)
    .regex(/^[A-Za-z0-9_-]+$/, ENGAGEMENT_MESSAGES.cursorInvalid)
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type RatingsQuery = z.infer<typeof ratingsQuerySchema>;

export const ratedShowSchema = z
  .object({
    /** The show; `user_rating` and `is_tracking` are the viewer's own (when signed in). */
    show: showSchema,
    /** The profile owner's rating of the show, 0.5 to 5. */
    rating: z.number(),
    /** When the owner last rated it (ISO 8601). */
    rated_at: z.string(),
  })
  .meta({ id: "RatedShow" });
export type RatedShow = z.infer<typeof ratedShowSchema>;

/** A user's rated shows, the latest rating first (cursor pages). */
export const ratingsPageSchema = cursorPage(ratedShowSchema);
export type RatingsPage = z.infer<typeof ratingsPageSchema>;

// ---- Recommendations ----------------------------------------------------------------------------

/**
 * Why the list is empty: `need_ratings` — the user has rated fewer than 2 shows; `no_neighbours` —
 * nobody rated 2 of the same shows close enough; `no_new_shows` — similar users exist but every show
 * they liked is already rated or tracked by the user.
 */
export const RECOMMENDATION_EMPTY_REASONS = ["need_ratings", "no_neighbours", "no_new_shows"] as const;
export type RecommendationEmptyReason = (typeof RECOMMENDATION_EMPTY_REASONS)[number];

export const recommendationSchema = z
  .object({
    show: showSchema,
    /** The summed weight of the similar users who rated the show 4+ or liked it. */
    score: z.number().int(),
    /** Up to 2 of the user's own rated shows that led here (most agreeing users first). */
    because: z.array(showRefSchema),
  })
  .meta({ id: "Recommendation" });
export type Recommendation = z.infer<typeof recommendationSchema>;

export const recommendationsResponseSchema = z
  .object({
    data: z.array(recommendationSchema),
    /** Set when `data` is empty. */
    reason: z.enum(RECOMMENDATION_EMPTY_REASONS).nullable(),
  })
  .meta({ id: "Recommendations" });
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;
