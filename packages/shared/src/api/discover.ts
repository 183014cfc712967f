import { z } from "zod";
import { REACTION_IDS } from "./engagement-ids.js";
import { episodeSchema, personSummarySchema, showSchema } from "./catalog.js";
import { DISCOVER_LIMITS, PEOPLE_SORTS, PRODUCTION_STAGES } from "./discover-ids.js";

/**
 * The discovery pages (decision 0050): coming soon, unseen, mood and the people index.
 * The zod-free constants live in `discover-ids.ts`, for the lazy pages.
 */

export const upcomingShowSchema = z
  .object({
    show: showSchema,
    /** Spec "Pilot production codes": 1 pre-production, 2 filming scheduled, 3 in production, 4 post-production; null when unknown. */
    production_stage: z.number().int().min(1).max(4).nullable(),
    /** The expected premiere (YYYY-MM-DD) when announced. */
    expected_premiere: z.string().nullable(),
    /** True for the demo catalog's sample rows, shown with a "sample data" mark. */
    sample: z.boolean(),
  })
  .meta({ id: "UpcomingShow" });
export type UpcomingShow = z.infer<typeof upcomingShowSchema>;

export const upcomingShowsQuerySchema = z.object({
  stage: z.coerce
    .number()
    .int()
    .refine((n) => (PRODUCTION_STAGES as readonly number[]).includes(n), "The selected stage is invalid.")
    .optional(),
});

export const unseenShowSchema = z
  .object({
    show: showSchema,
    /** Aired episodes of the show the user has not marked seen. */
    unseen_count: z.number().int(),
    aired_count: z.number().int(),
    /** The first unseen aired episode. */
    next_episode: episodeSchema.nullable(),
  })
  .meta({ id: "UnseenShow" });
export type UnseenShow = z.infer<typeof unseenShowSchema>;

export const moodShowSchema = z
  .object({
    show: showSchema,
    /** The reaction the show's episodes draw most. */
    reaction: z.enum(REACTION_IDS),
    /** How many reactions of that kind its episodes drew. */
    reactions_count: z.number().int(),
    /** Every reaction its episodes drew. */
    total_reactions: z.number().int(),
  })
  .meta({ id: "MoodShow" });
export type MoodShow = z.infer<typeof moodShowSchema>;

export const moodSummarySchema = z
  .object({
    reaction: z.enum(REACTION_IDS),
    /** Shows whose episodes draw this reaction most. */
    shows_count: z.number().int(),
    /** The first few of them. */
    shows: z.object({ data: z.array(moodShowSchema) }),
  })
  .meta({ id: "MoodSummary" });
export type MoodSummary = z.infer<typeof moodSummarySchema>;

export const moodParamsSchema = z.object({ reaction: z.enum(REACTION_IDS, "The selected reaction is invalid.") });
export const moodPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(DISCOVER_LIMITS.maxPerPage).default(DISCOVER_LIMITS.perPage),
});

export const peopleIndexQuerySchema = z.object({
  sort: z.enum(PEOPLE_SORTS, "The selected sort is invalid.").default("popular"),
  /** A–Z: people whose name starts with this letter (Turkish letters included). */
  letter: z
    .string()
    .regex(/^\p{L}$/u, "The letter must be one letter.")
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(DISCOVER_LIMITS.maxPerPage).default(DISCOVER_LIMITS.perPage),
});

export const personIndexEntrySchema = personSummarySchema
  .extend({
    known_for: z.string().nullable(),
    /** Shows the person is credited in. */
    shows_count: z.number().int(),
    /** Trackers of those shows plus the person's likes: the popular sort's score. */
    popularity: z.number().int(),
  })
  .meta({ id: "PersonIndexEntry" });
export type PersonIndexEntry = z.infer<typeof personIndexEntrySchema>;
