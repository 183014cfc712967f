import { z } from "zod";
import { LIMITS } from "../limits.js";
import { MESSAGES } from "../messages.js";
import { personSummarySchema, showRefSchema, showSchema } from "./catalog.js";
import { cursorPage } from "./common.js";
import { badgeFields } from "./accounts.js";
import { LIKED_TYPES, REACTION_IDS } from "./engagement-ids.js";

/** Messages of ratings, reactions and likes (the spec names the rating error, we word it). */
export const ENGAGEMENT_MESSAGES = {
  /** The "show ratings error" (spec section 8): 0, out of range or not a half step. */
  ratingRange: "Please choose a rating between 0.5 and 5 stars.",
  ratingSaved: "Your rating has been saved.",
  ratingRemoved: "Your rating has been removed.",
  relatedInvalid: "The selected related is invalid.",
  reactionInvalid: "The selected reaction is invalid.",
  typeInvalid: "The selected type is invalid.",
  idInvalid: "The selected id is invalid.",
  cursorInvalid: "The cursor is invalid.",
} as const;

const M = ENGAGEMENT_MESSAGES;
const required = MESSAGES.requiredField;

/** A positive 32-bit id, from JSON or from a query string. */
const itemId = z
  .union([z.number(), z.string().regex(/^\d{1,10}$/, M.idInvalid).transform(Number)], {
    error: (issue) => (issue.input === undefined ? required : M.idInvalid),
  })
  .pipe(z.number().int(M.idInvalid).positive(M.idInvalid).max(2_147_483_647, M.idInvalid));

const isHalfStar = (v: number) => v >= LIMITS.ratingStep && v <= LIMITS.ratingMax && Number.isInteger(v / LIMITS.ratingStep);

/** 0.5 to 5 in steps of 0.5; 0, out of range and other steps all answer the show-ratings error. */
export const ratingValueSchema = z
  .union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/, M.ratingRange).transform(Number)], {
    error: (issue) => (issue.input === undefined ? required : M.ratingRange),
  })
  .refine(isHalfStar, M.ratingRange);

// ---- Ratings ------------------------------------------------------------------------------------

export const rateBodySchema = z.object({
  related: z.enum(["show"], { error: (issue) => (issue.input === undefined ? required : M.relatedInvalid) }),
  related_id: itemId,
  rating: ratingValueSchema,
});
export type RateBody = z.infer<typeof rateBodySchema>;

export const rateQuerySchema = rateBodySchema.pick({ related: true, related_id: true });
export type RateQuery = z.infer<typeof rateQuerySchema>;

export const rateResponseSchema = z
  .object({
    /** The show's rating: 0 without votes, otherwise the mean to one decimal. */
    total: z.number(),
    /** The user's own rating; 0 when the user has none. */
    userVoted: z.number(),
    /** Votes of the show. */
    count: z.number().int(),
    message: z.string(),
  })
  .meta({ id: "RatingResponse" });
export type RateResponse = z.infer<typeof rateResponseSchema>;

// ---- Reactions ----------------------------------------------------------------------------------

export { REACTION_IDS, type ReactionId } from "./engagement-ids.js";
export const REACTION_TYPES = ["episode", "post"] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];

export const reactBodySchema = z.object({
  react_id: z.enum(REACTION_IDS, { error: (issue) => (issue.input === undefined ? required : M.reactionInvalid) }),
  type: z.enum(REACTION_TYPES, { error: (issue) => (issue.input === undefined ? required : M.typeInvalid) }),
  id: itemId,
  /** Sent by the store apps (as a boolean, 0/1 or text); the answer is the same flat map either way. */
  flatten: z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(["true", "false", "1", "0"])]).optional(),
});
export type ReactBody = z.infer<typeof reactBodySchema>;

export const reactQuerySchema = reactBodySchema.pick({ type: true, id: true });

const reactionCount = z.object({ count: z.number().int(), percentage: z.number().int() });

export const reactionsResponseSchema = z
  .object({
    /** Every reaction id; percentages are whole numbers that add up to 100 when total > 0. */
    reactions: z.object({
      amazing: reactionCount,
      funny: reactionCount,
      sad: reactionCount,
      wow: reactionCount,
      meh: reactionCount,
      wtf: reactionCount,
    }),
    total: z.number().int(),
    /** The viewer's reaction; null when signed out or without one. */
    user_reaction: z.enum(REACTION_IDS).nullable(),
  })
  .meta({ id: "ReactionsResponse" });
export type ReactionsResponse = z.infer<typeof reactionsResponseSchema>;

// ---- Likes --------------------------------------------------------------------------------------

export const LIKE_TYPES = ["show", "person", "list", "couple", "post", "comment", "suggestion"] as const;
export type LikeType = (typeof LIKE_TYPES)[number];
export { LIKED_TYPES, type LikedType } from "./engagement-ids.js";

export const likeBodySchema = z.object({
  type: z.enum(LIKE_TYPES, { error: (issue) => (issue.input === undefined ? required : M.typeInvalid) }),
  id: itemId,
});
export type LikeBody = z.infer<typeof likeBodySchema>;

export const likeResponseSchema = z
  .object({ liked: z.boolean(), like_count: z.number().int() })
  .meta({ id: "LikeResponse" });
export type LikeResponse = z.infer<typeof likeResponseSchema>;

export const likesQuerySchema = z.object({
  type: z.enum(LIKED_TYPES, { error: M.typeInvalid }).default("show"),
  cursor: z
    .string()
    .max(200, M.cursorInvalid)
    .regex(/^[A-Za-z0-9_-]+$/, M.cursorInvalid)
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type LikesQuery = z.infer<typeof likesQuerySchema>;

export const userRefSchema = z
  .object({ id: z.number().int(), name: z.string(), username: z.string(), slug: z.string(), url: z.string(), avatar: z.string() })
  .meta({ id: "UserRef" });
export type UserRef = z.infer<typeof userRefSchema>;

export const coupleSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    show: showRefSchema,
    people: z.tuple([personSummarySchema, personSummarySchema]),
  })
  .meta({ id: "Couple" });
export type Couple = z.infer<typeof coupleSchema>;

export const listSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    public: z.boolean(),
    url: z.string(),
    likes_count: z.number().int(),
    /** With the badges beside the owner's name (an addition, as on every byline). */
    owner: userRefSchema.extend(badgeFields),
  })
  .meta({ id: "ListSummary" });
export type ListSummary = z.infer<typeof listSummarySchema>;

/** One page of liked items; every item is of the kind asked for with `type`. */
export const likesPageSchema = cursorPage(z.union([showSchema, coupleSchema, listSummarySchema, personSummarySchema]));
export type LikesPage = z.infer<typeof likesPageSchema>;
