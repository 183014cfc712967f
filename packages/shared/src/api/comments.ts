import { z } from "zod";
import { MESSAGES } from "../messages.js";
import { userSummarySchema } from "./accounts.js";
import { COMMENT_ITEM_TYPES, COMMENT_LIMITS, COMMENT_MESSAGES, HIDE_ITEM_TYPES, ITEM_ACTION_MESSAGES, REPORT_ITEM_TYPES, REPORT_REASONS } from "./comment-ids.js";
import { cursorMetaSchema, hasNul, idSchema, includeParam, list, one } from "./common.js";

export * from "./comment-ids.js";

const required = MESSAGES.requiredField;
const M = COMMENT_MESSAGES;
const L = COMMENT_LIMITS;

/** Characters as a reader counts them (code points: an emoji is one, not two UTF-16 units). */
export const characterCount = (text: string): number => Array.from(text).length;

/**
 * A comment's text: required (empty or only spaces answers "This field is required."), at most
 * 2,000 characters, stored trimmed and as plain text (never rendered as HTML).
 */
export const commentContentSchema = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : M.contentMax) })
  .transform((text) => text.trim())
  .refine((text) => text.length > 0, required)
  .refine((text) => characterCount(text) <= L.contentMax, M.contentMax)
  // Multipart fields do not pass the JSON input guard: U+0000 cannot be stored.
  .refine((text) => !hasNul(text), MESSAGES.invalidCharacter);

/** A boolean as multipart text (`true`/`false`, `1`/`0`, `on`/`off`) or JSON. */
const flag = z
  .union([z.boolean(), z.enum(["true", "false", "1", "0", "on", "off"])], { error: M.spoilerInvalid })
  .transform((v) => v === true || v === "true" || v === "1" || v === "on");

const cursorParam = z
  .string()
  .max(200, "The cursor is invalid.")
  .regex(/^[A-Za-z0-9_-]+$/, "The cursor is invalid.")
  .optional();

export const commentItemTypeSchema = z.enum(COMMENT_ITEM_TYPES, { error: (issue) => (issue.input === undefined ? required : M.typeInvalid) });

/** GET /api/comments/v1 */
export const commentsQuerySchema = z.object({
  type: commentItemTypeSchema,
  id: idSchema(M.idInvalid),
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(L.perPageMax).default(L.perPage),
  /** `photo` is always embedded (accepted for the store apps); `replies` embeds the first three replies. */
  include: includeParam(["photo", "replies"]),
});
export type CommentsQuery = z.infer<typeof commentsQuerySchema>;

/** GET /api/comments/{id}/replies */
export const repliesQuerySchema = z.object({
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(L.perPageMax).default(L.perPage),
  include: includeParam(["photo"]),
});

export const commentIdParams = z.object({ id: idSchema(M.idInvalid) });

/** The text fields of `POST /api/comments/add` (multipart, or JSON without an image). */
export const commentAddFieldsSchema = z.object({
  type: commentItemTypeSchema,
  id: idSchema(M.idInvalid),
  content: commentContentSchema,
  spoiler: flag.optional(),
  gif: z.string().trim().min(1, M.gifInvalid).max(100, M.gifInvalid).regex(/^[A-Za-z0-9_-]+$/, M.gifInvalid).optional(),
});
export type CommentAddFields = z.infer<typeof commentAddFieldsSchema>;

/** The text fields of `POST /api/comments/{id}/reply`. */
export const commentReplyFieldsSchema = commentAddFieldsSchema.omit({ type: true, id: true });
export type CommentReplyFields = z.infer<typeof commentReplyFieldsSchema>;

/** PATCH /api/comments/{id}: the content only (the spec: "edit sends content only"). */
export const commentEditBodySchema = z.object({ content: commentContentSchema });

export const commentPhotoSchema = z
  .object({ url: z.string(), width: z.number().int(), height: z.number().int(), kind: z.enum(["image", "gif"]) })
  .meta({ id: "CommentPhoto" });
export type CommentPhoto = z.infer<typeof commentPhotoSchema>;

export const commentAbilitiesSchema = z
  .object({ edit: z.boolean(), delete: z.boolean(), report: z.boolean(), hide: z.boolean(), block: z.boolean() })
  .meta({ id: "CommentAbilities" });
export type CommentAbilities = z.infer<typeof commentAbilitiesSchema>;

const commentFields = {
  id: z.number().int(),
  /** The top-level comment a reply belongs to; null for a top-level comment. */
  parent_id: z.number().int().nullable(),
  type: z.enum(COMMENT_ITEM_TYPES),
  item_id: z.number().int(),
  /** Plain text: clients render it as text (never as HTML), linking the `mentions`. */
  content: z.string(),
  spoiler: z.boolean(),
  created: z.string(),
  /** When the author last edited it; null when never edited. */
  edited: z.string().nullable(),
  /** The item's page plus `#comment_{id}`. */
  url: z.string(),
  user: userSummarySchema,
  photo: commentPhotoSchema.nullable(),
  mentions: z.array(z.object({ username: z.string(), slug: z.string() })),
  reply_count: z.number().int(),
  like_count: z.number().int(),
  has_liked: z.boolean(),
  abilities: commentAbilitiesSchema,
};

export const replySchema = z.object(commentFields).meta({ id: "Reply" });
export type Reply = z.infer<typeof replySchema>;

export const commentSchema = z
  .object({ ...commentFields, replies: z.object({ data: z.array(replySchema) }).optional() })
  .meta({ id: "Comment" });
export type Comment = z.infer<typeof commentSchema>;

/**
 * A cursor page of comments. Additions to the contract: `comments_count` (the item's top-level
 * comments, for the block's title) and `spoiler_shield` (decision 10: on an episode the viewer
 * tracks and has not seen, with the spoilers preference off, clients fold the conversation behind
 * the spoiler warning).
 */
export const commentsPageSchema = z
  .object({
    data: z.array(commentSchema),
    meta: cursorMetaSchema.extend({ comments_count: z.number().int(), spoiler_shield: z.boolean() }),
  })
  .meta({ id: "CommentsPage" });
export type CommentsPage = z.infer<typeof commentsPageSchema>;

export const repliesPageSchema = z.object({ data: z.array(replySchema), meta: cursorMetaSchema }).meta({ id: "RepliesPage" });
export type RepliesPage = z.infer<typeof repliesPageSchema>;

export const commentResponseSchema = one(commentSchema);

// ---- GIFs ---------------------------------------------------------------------------------------

export const gifSchema = z
  .object({ id: z.string(), url: z.string(), preview_url: z.string(), width: z.number().int(), height: z.number().int() })
  .meta({ id: "Gif" });
export type Gif = z.infer<typeof gifSchema>;

export const gifsQuerySchema = z.object({
  q: z.string({ error: required }).trim().min(1, required).max(L.gifQueryMax),
  limit: z.coerce.number().int().min(1).max(L.gifResultsMax).default(L.gifResults),
});
export const gifsResponseSchema = list(gifSchema);

/** GET /api/config: what this installation offers, for clients that show or hide controls. */
/** What the installation offers: a GIF provider; the hosts wall posts may not link to (BLOCKED_LINK_HOSTS). */
export const siteConfigSchema = one(z.object({ gifs: z.boolean(), blocked_link_hosts: z.array(z.string()) })).meta({ id: "SiteConfig" });
export type SiteConfig = z.infer<typeof siteConfigSchema>["data"];

// ---- Mentions -----------------------------------------------------------------------------------

/** GET /api/search/users: the `@mention` autocomplete. */
export const userSearchQuerySchema = z.object({
  q: z.string({ error: required }).trim().min(1, required).max(L.mentionQueryMax),
  limit: z.coerce.number().int().min(1).max(20).default(L.mentionResults),
});
export const userSearchResponseSchema = list(userSummarySchema);

// ---- Hiding and reporting -----------------------------------------------------------------------

const IA = ITEM_ACTION_MESSAGES;

/** POST /api/accounts/{id}/filter — `{id}` is the item's id. */
export const hideBodySchema = z.object({
  type: z.enum(HIDE_ITEM_TYPES, { error: (issue) => (issue.input === undefined ? required : M.typeInvalid) }),
  filter: z.literal("hide", { error: (issue) => (issue.input === undefined ? required : IA.filterInvalid) }),
  action: z.literal("undo", { error: IA.actionInvalid }).optional(),
});
export type HideBody = z.infer<typeof hideBodySchema>;
export const hideResponseSchema = one(z.object({ hidden: z.boolean() }));

/** POST /api/submit-report */
export const reportBodySchema = z.object({
  type: z.enum(REPORT_ITEM_TYPES, { error: (issue) => (issue.input === undefined ? required : M.typeInvalid) }),
  id: idSchema(M.idInvalid),
  reason: z.enum(REPORT_REASONS, { error: (issue) => (issue.input === undefined ? required : IA.reasonInvalid) }),
  details: z
    .string({ error: IA.detailsMax })
    .trim()
    .refine((text) => characterCount(text) <= L.reportDetailsMax, IA.detailsMax)
    .nullable()
    .optional()
    .transform((text) => (text ? text : null)),
});
export type ReportBody = z.infer<typeof reportBodySchema>;
export const reportResponseSchema = one(z.object({ id: z.number().int(), status: z.enum(["open", "resolved", "dismissed"]) })).meta({ id: "ReportReceipt" });
export type ReportReceipt = z.infer<typeof reportResponseSchema>["data"];
