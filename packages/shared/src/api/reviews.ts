import { z } from "zod";
import { MESSAGES } from "../messages.js";
import { userSummarySchema } from "./accounts.js";
import { showRefSchema } from "./catalog.js";
import { INT4_MAX, cursorMetaSchema, idSchema, includeParam } from "./common.js";
import { REVIEW_ASPECTS, REVIEW_LIMITS, REVIEW_MESSAGES, REVIEW_SORTS, REVIEW_VOTES, reviewLength } from "./review-constants.js";

export * from "./review-constants.js";

const M = REVIEW_MESSAGES;
const required = MESSAGES.requiredField;

/** One sub-score: 0.5 to 5 in half stars; anything else (0, 5.5, 2.3, a word) gets one message. */
const halfStar = z
  .number({ error: (issue) => (issue.input === undefined || issue.input === null ? required : M.scoreInvalid) })
  .refine((v) => v >= 0.5 && v <= 5 && Number.isInteger(v * 2), M.scoreInvalid);

/**
 * The six sub-scores, each required. A missing `user_rate` is parsed as `{}` (prefault), so that the
 * client is told of each score under `errors["user_rate.<name>"]` rather than of the object.
 */
const userRateObject = z.object(Object.fromEntries(REVIEW_ASPECTS.map((aspect) => [aspect, halfStar])) as Record<(typeof REVIEW_ASPECTS)[number], typeof halfStar>);
export const userRateSchema = userRateObject.prefault(() => ({}) as z.input<typeof userRateObject>).meta({ id: "ReviewUserRate" });
export type UserRate = z.infer<typeof userRateSchema>;

const titleField = z
  .string({ error: required })
  .trim()
  .min(1, required)
  .max(REVIEW_LIMITS.titleMax, M.titleMax);

/** The text: 280 to 20,000 characters (code points), spaces at either end not counted and not kept. */
const contentField = z
  .string({ error: required })
  .trim()
  .min(1, required)
  .refine((text) => reviewLength(text) >= REVIEW_LIMITS.contentMin, M.contentMin)
  .refine((text) => reviewLength(text) <= REVIEW_LIMITS.contentMax, M.contentMax);

const spoilerField = z.boolean({ error: (issue) => (issue.input === undefined ? required : M.spoilerBoolean) });

const showIdField = z
  .number({ error: (issue) => (issue.input === undefined ? required : M.showInvalid) })
  .refine((v) => Number.isInteger(v) && v > 0 && v <= INT4_MAX, M.showInvalid);

/** POST /api/reviews. */
export const createReviewBodySchema = z.object({
  show_id: showIdField,
  title: titleField,
  content: contentField,
  spoiler: spoilerField.optional().default(false),
  user_rate: userRateSchema,
});
export type CreateReviewBody = z.infer<typeof createReviewBodySchema>;

/**
 * PATCH /api/reviews/{id}: the same fields, each optional; those sent are checked as on creation
 * (`user_rate`, when sent, is the whole set of six). `show_id` may be sent but must be the review's.
 */
export const updateReviewBodySchema = z.object({
  show_id: showIdField.optional(),
  title: titleField.optional(),
  content: contentField.optional(),
  spoiler: spoilerField.optional(),
  user_rate: userRateObject.optional(),
});
export type UpdateReviewBody = z.infer<typeof updateReviewBodySchema>;

export const reviewIdParams = z.object({ id: idSchema("The selected review is invalid.") });

export const reviewQuerySchema = z.object({ include: includeParam(["show", "user"]) });

const cursorField = z
  .string()
  .max(200, "The cursor is invalid.")
  .regex(/^[A-Za-z0-9_-]+$/, "The cursor is invalid.")
  .optional();
const limitField = z.coerce.number().int().min(1).max(REVIEW_LIMITS.perPageMax).default(REVIEW_LIMITS.perPage);

/** GET /api/shows/{id}/reviews. */
export const showReviewsQuerySchema = z.object({
  sort: z.enum(REVIEW_SORTS, { error: M.sortInvalid }).default("helpful"),
  cursor: cursorField,
  limit: limitField,
});
export type ShowReviewsQuery = z.infer<typeof showReviewsQuerySchema>;

/** GET /api/users/{slug}/reviews. */
export const userReviewsQuerySchema = z.object({ cursor: cursorField, limit: limitField });
export type UserReviewsQuery = z.infer<typeof userReviewsQuerySchema>;

/** POST /api/reviews/{id}/vote: `up`, `down`, or `null` to take the vote back (the key is required). */
export const reviewVoteBodySchema = z.object({
  vote: z.enum(REVIEW_VOTES, { error: (issue) => (issue.input === undefined ? required : M.voteInvalid) }).nullable(),
});
export type ReviewVoteBody = z.infer<typeof reviewVoteBodySchema>;

/** The votes of a review as the viewer sees them. */
export const reviewVotesSchema = z
  .object({
    upvoters: z.number().int(),
    downvoters: z.number().int(),
    /** Up and down votes together. */
    voters: z.number().int(),
    upvoted: z.boolean(),
    downvoted: z.boolean(),
  })
  .meta({ id: "ReviewVotes" });
export type ReviewVotes = z.infer<typeof reviewVotesSchema>;

export const reviewSchema = z
  .object({
    id: z.number().int(),
    user_id: z.number().int(),
    /** The author's byline (always included; `include=user` is accepted). */
    user: userSummarySchema,
    /** The reviewed show (always included; `include=show` is accepted). */
    show: showRefSchema,
    title: z.string(),
    content: z.string(),
    spoiler: z.boolean(),
    /** `user_rate.overall`, which is also the author's rating of the show. */
    score: z.number(),
    user_rate: z.object(Object.fromEntries(REVIEW_ASPECTS.map((aspect) => [aspect, z.number()])) as Record<(typeof REVIEW_ASPECTS)[number], z.ZodNumber>),
    /** Episodes of the show the author had seen when writing (or last editing) the review. */
    seen: z.number().int(),
    /** Whether that was every aired episode of the show. */
    completed: z.boolean(),
    created: z.string(),
    /** When the author last changed it (ISO 8601), or null. */
    edited: z.string().nullable(),
    ...reviewVotesSchema.shape,
    comments_count: z.number().int(),
    /** The review's page, `/shows/{slug}/reviews/{id}`. */
    url: z.string(),
    /** What the viewer may do with it (the server's review policy). */
    abilities: z.object({ edit: z.boolean(), delete: z.boolean(), vote: z.boolean(), report: z.boolean(), hide: z.boolean() }),
  })
  .meta({ id: "Review" });
export type Review = z.infer<typeof reviewSchema>;

export const reviewPageSchema = z.object({ data: z.array(reviewSchema), meta: cursorMetaSchema }).meta({ id: "ReviewPage" });
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** GET /api/me/review-eligibility?show_id= — whether the signed-in user may review a show, asked before they start writing. */
export const reviewEligibilityQuerySchema = z.object({ show_id: idSchema(REVIEW_MESSAGES.showInvalid) });
export const reviewEligibilitySchema = z
  .object({
    can_write: z.boolean(),
    /** Why not: no episode of the show seen yet, or the user's review of it exists; null when they may. */
    reason: z.enum(["watch_first", "already_reviewed"]).nullable(),
    /** The contract's sentence for `reason` ("Watch at least one episode first."). */
    message: z.string().nullable(),
  })
  .meta({ id: "ReviewEligibility" });
export type ReviewEligibility = z.infer<typeof reviewEligibilitySchema>;
