import { z } from "zod";
import { MESSAGES } from "../messages.js";
import { userSummarySchema } from "./accounts.js";
import { showRefSchema } from "./catalog.js";
import { characterCount } from "./comments.js";
import { cursorKey, cursorMetaSchema, hasNul, idSchema, includeParam, list, one, paginationMetaSchema } from "./common.js";
import { reactionsResponseSchema } from "./engagement.js";
import { embedSchema } from "./embeds.js";
import { FEED_STREAMS, POST_TYPES, POST_VISIBILITIES, WALL_LIMITS, WALL_MESSAGES, foldHashtag, isHashtagKeyword } from "./wall-ids.js";

export * from "./wall-ids.js";
export * from "./embeds.js";

const required = MESSAGES.requiredField;
const M = WALL_MESSAGES;
const L = WALL_LIMITS;

/** A boolean as multipart text (`true`/`false`, `1`/`0`, `on`/`off`) or JSON. */
const flag = (message: string) =>
  z
    .union([z.boolean(), z.enum(["true", "false", "1", "0", "on", "off"])], { error: message })
    .transform((v) => v === true || v === "true" || v === "1" || v === "on");

/** A multipart field that carries JSON text (or, sent as JSON, the object itself). */
const jsonText = <T extends z.ZodType>(schema: T, message: string) =>
  z
    .union([z.string(), z.record(z.string(), z.unknown())], { error: message })
    .transform((value, ctx) => {
      if (typeof value !== "string") return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
    })
    .pipe(schema);

const cursorParam = z
  .string()
  .max(200, "The cursor is invalid.")
  .regex(/^[A-Za-z0-9_-]+$/, "The cursor is invalid.")
  .optional();

/** A post's text: trimmed, at most 2,000 characters, no U+0000. Empty is allowed here; the type decides. */
export const postContentSchema = z
  .string({ error: M.contentMax })
  .transform((text) => text.trim())
  .refine((text) => characterCount(text) <= L.contentMax, M.contentMax)
  .refine((text) => !hasNul(text), MESSAGES.invalidCharacter);

/** `properties` of a check-in: the season number and the episode's number within it. */
export const postPropertiesSchema = z.object(
  {
    season: z.coerce.number({ error: M.propertiesInvalid }).int(M.propertiesInvalid).min(0, M.propertiesInvalid).max(1000, M.propertiesInvalid),
    episode: z.coerce.number({ error: M.propertiesInvalid }).int(M.propertiesInvalid).min(0, M.propertiesInvalid).max(10000, M.propertiesInvalid),
  },
  { error: M.propertiesInvalid },
);

/** `poll` of a poll post: 2 to 4 answers of 1 to 30 characters, and when it closes. */
export const pollInputSchema = z.object(
  {
    options: z
      .array(
        z
          .string({ error: M.pollOptionLength })
          .transform((text) => text.trim())
          .refine((text) => text.length > 0 && characterCount(text) <= L.pollOptionMax, M.pollOptionLength)
          .refine((text) => !hasNul(text), MESSAGES.invalidCharacter),
        { error: M.pollOptionsCount },
      )
      .min(L.pollOptionsMin, M.pollOptionsCount)
      .max(L.pollOptionsMax, M.pollOptionsCount),
    ends_at: z.iso.datetime({ offset: true, error: M.pollDuration }),
    hidden: z.boolean({ error: M.pollInvalid }).optional().default(false),
  },
  { error: M.pollInvalid },
);
export type PollInput = z.infer<typeof pollInputSchema>;

/**
 * The `embed` a client sends with a post: the card `POST /api/embeds` gave it. Only its `url` is
 * read — the server keeps its own card of that link, never the client's copy — so the other fields
 * are not checked (a client may send the card as it got it, or just `{url}`).
 */
export const embedInputSchema = z.object(
  { url: z.string({ error: M.embedInvalid }).trim().min(1, M.embedInvalid).max(2048, M.embedInvalid) },
  { error: M.embedInvalid },
);

/**
 * The text fields of `POST /api/wall/create` (multipart; objects as JSON text). The rules that
 * need the database or the clock (shows, episodes, the target's follow, the poll's duration, the
 * posting gate, links) are the service's; the per-type requirements are checked here.
 */
export const wallCreateFieldsSchema = z
  .object({
    type: z.enum(POST_TYPES, { error: (issue) => (issue.input === undefined ? required : M.typeInvalid) }),
    content: postContentSchema.optional().default(""),
    visibility: z.enum(POST_VISIBILITIES, { error: M.visibilityInvalid }).optional().default("public"),
    spoilers: flag("The spoilers field must be true or false.").optional().default(false),
    properties: jsonText(postPropertiesSchema, M.propertiesInvalid).optional(),
    show_id: idSchema(M.showInvalid).optional(),
    similar_id: idSchema(M.similarInvalid).optional(),
    poll: jsonText(pollInputSchema, M.pollInvalid).optional(),
    target_user_id: idSchema(M.targetInvalid).optional(),
    embed: jsonText(embedInputSchema, M.embedInvalid).optional(),
    gif: z.string().trim().min(1, M.oneMedia).max(100).regex(/^[A-Za-z0-9_-]+$/, "The selected GIF is invalid.").optional(),
  })
  .superRefine((fields, ctx) => {
    const need = (path: string, ok: boolean, message: string = required) => {
      if (!ok) ctx.addIssue({ code: "custom", path: [path], message });
    };
    const hasContent = fields.content.length > 0;
    switch (fields.type) {
      case "post":
      case "ask":
        need("content", hasContent);
        break;
      case "poll":
        need("content", hasContent);
        need("poll", fields.poll !== undefined);
        need("poll", fields.gif === undefined && fields.embed === undefined, M.pollNoMedia);
        break;
      case "check_in":
        need("show_id", fields.show_id !== undefined);
        need("properties", fields.properties !== undefined);
        break;
      case "recommend":
        need("content", hasContent);
        need("show_id", fields.show_id !== undefined);
        need("similar_id", fields.similar_id !== undefined);
        if (fields.show_id !== undefined && fields.show_id === fields.similar_id) need("similar_id", false, M.recommendSame);
        break;
    }
    need("gif", !(fields.gif !== undefined && fields.embed !== undefined), M.oneMedia);
  });
export type WallCreateFields = z.infer<typeof wallCreateFieldsSchema>;

/** PATCH /api/wall/{id}: the text only. Posts, asks and recommendations keep needing text. */
export const wallEditBodySchema = z.object({ content: postContentSchema });

export const postIdParams = z.object({ id: idSchema("The selected post is invalid.") });
export const postPathParams = z.object({
  user_slug: z.string().trim().min(1).max(64),
  hashid: z.string().trim().min(1).max(32).regex(/^[A-Za-z0-9]+$/, "The selected post is invalid."),
});
export const postQuerySchema = z.object({ include: includeParam(["target", "user", "show", "group"]) });

/** A `hashtag` parameter: with or without `#`, folded like the stored keywords. */
const hashtagParam = z
  .string()
  .trim()
  .refine(isHashtagKeyword, M.hashtagInvalid)
  .transform((tag) => foldHashtag(tag));

/** GET /api/feeds (also `/api/feeds/global`, `/api/feeds/following`). */
export const feedsQuerySchema = z
  .object({
    stream: z.enum(FEED_STREAMS, { error: "The selected stream is invalid." }).optional().default("global"),
    hashtag: hashtagParam.optional(),
    user_id: idSchema("The selected user is invalid.").optional(),
    show_id: idSchema(M.showInvalid).optional(),
    cursor: cursorParam,
    limit: z.coerce.number().int().min(1).max(L.perPageMax).default(L.perPage),
    include: includeParam(["target", "group", "user", "show"]),
  })
  .superRefine((query, ctx) => {
    if (query.stream === "hashtag" && !query.hashtag) ctx.addIssue({ code: "custom", path: ["hashtag"], message: required });
    if (query.stream === "user" && !query.user_id) ctx.addIssue({ code: "custom", path: ["user_id"], message: required });
    if (query.stream === "show" && !query.show_id) ctx.addIssue({ code: "custom", path: ["show_id"], message: required });
  });
export type FeedsQuery = z.infer<typeof feedsQuerySchema>;

/** GET /api/thoughts */
export const thoughtsQuerySchema = z.object({
  show_id: idSchema(M.showInvalid),
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(L.perPageMax).default(L.perPage),
});

/** GET /api/users/{slug}/wall: a user's stream by the profile's address. */
export const userWallQuerySchema = z.object({
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(L.perPageMax).default(L.perPage),
});

/** The keyset of every stream: newest first by id (ids grow with time). */
export const feedCursorSchema = z.object({ id: cursorKey.id });

/** POST /api/polls/{id}/vote */
export const pollVoteBodySchema = z.object({ option: idSchema(M.optionInvalid) });

/** GET /api/asks/suggestions */
export const suggestionsQuerySchema = z.object({
  ask_id: idSchema("The selected ask is invalid."),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(L.suggestionsPerPageMax).default(L.suggestionsPerPage),
  include: includeParam(["likers", "user"]),
});

/** POST /api/asks/{id}/suggestions */
export const suggestionCreateBodySchema = z.object({ show_id: idSchema(M.showInvalid) });

// ---- Answers ------------------------------------------------------------------------------------

export const pollSchema = z
  .object({
    id: z.number().int(),
    /** The post's content. */
    question: z.string(),
    /** `percentage` is null while a hidden poll withholds its results from this viewer. */
    results: z.array(z.object({ id: z.number().int(), choice: z.string(), percentage: z.number().int().nullable() })),
    total_votes: z.number().int(),
    /** The option ids the viewer voted for (empty when they have not voted). */
    user_votes: z.array(z.number().int()),
    has_voted: z.boolean(),
    hidden: z.boolean(),
    closed: z.boolean(),
    ends_at: z.string(),
  })
  .meta({ id: "Poll" });
export type Poll = z.infer<typeof pollSchema>;

export const postAbilitiesSchema = z
  .object({
    edit: z.boolean(),
    delete: z.boolean(),
    pin: z.boolean(),
    report: z.boolean(),
    hide: z.boolean(),
    block: z.boolean(),
    comment: z.boolean(),
    like: z.boolean(),
    react: z.boolean(),
    vote: z.boolean(),
    suggest: z.boolean(),
  })
  .meta({ id: "PostAbilities" });
export type PostAbilities = z.infer<typeof postAbilitiesSchema>;

export const postImageSchema = z
  .object({ id: z.number().int(), url: z.string(), width: z.number().int(), height: z.number().int() })
  .meta({ id: "PostImage" });
export type PostImage = z.infer<typeof postImageSchema>;

export const postEpisodeSchema = z
  .object({ id: z.number().int(), season: z.number().int(), number: z.number().int(), title: z.string().nullable(), url: z.string() })
  .meta({ id: "PostEpisode" });

export const postSchema = z
  .object({
    id: z.number().int(),
    hashid: z.string(),
    type: z.enum(POST_TYPES),
    /** Plain text: clients render it as text, linking `mentions` and `hashtags`. */
    content: z.string(),
    visibility: z.enum(POST_VISIBILITIES),
    /**
     * The author's account (or the wall's owner's) is private: whatever `visibility` says (but
     * `private`), only their accepted followers see the post. Clients show that audience, not "Public".
     */
    followers_only: z.boolean(),
    spoilers: z.boolean(),
    created: z.string(),
    edited: z.string().nullable(),
    /** `/user/{author slug}/wall/{hashid}`. */
    url: z.string(),
    user: userSummarySchema,
    /** The user whose wall the post was written on; null on the author's own wall. */
    target: userSummarySchema.nullable(),
    /** Groups do not exist yet: always null. */
    group: z.null(),
    images: z.object({ data: z.array(postImageSchema) }),
    gif: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }).nullable(),
    embed: embedSchema.nullable(),
    /** The show of a check-in, an ask about a show, a recommendation, or any post about a show. */
    show: showRefSchema.nullable(),
    /** A recommendation's similar show. */
    subject: showRefSchema.nullable(),
    properties: z.object({ season: z.number().int(), episode: z.number().int() }).nullable(),
    /** A check-in's episode. */
    episode: postEpisodeSchema.nullable(),
    mentions: z.array(z.object({ username: z.string(), slug: z.string() })),
    hashtags: z.array(z.object({ keyword: z.string() })),
    like_count: z.number().int(),
    has_liked: z.boolean(),
    /** The spec's `comment_count` and the contract's `comments_count`: the same number. */
    comment_count: z.number().int(),
    comments_count: z.number().int(),
    suggestions_count: z.number().int(),
    reactions: reactionsResponseSchema,
    pinned: z.boolean(),
    poll: pollSchema.nullable(),
    abilities: postAbilitiesSchema,
  })
  .meta({ id: "Post" });
export type Post = z.infer<typeof postSchema>;

export const postResponseSchema = one(postSchema);
export const postsPageSchema = z.object({ data: z.array(postSchema), meta: cursorMetaSchema }).meta({ id: "PostsPage" });
export type PostsPage = z.infer<typeof postsPageSchema>;
export const pollResponseSchema = one(pollSchema);
export const pinResponseSchema = one(z.object({ pinned: z.boolean() }));

export const suggestionSchema = z
  .object({
    id: z.number().int(),
    show_id: z.number().int(),
    ask_id: z.number().int(),
    show: showRefSchema,
    user: userSummarySchema,
    likes_count: z.number().int(),
    has_liked: z.boolean(),
    /** With `include=likers`: the first 8 likers, most recent first. */
    likers: z.object({ data: z.array(userSummarySchema) }).optional(),
    created: z.string(),
  })
  .meta({ id: "Suggestion" });
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestionResponseSchema = one(suggestionSchema);
export const suggestionsPageSchema = z.object({ data: z.array(suggestionSchema), meta: paginationMetaSchema }).meta({ id: "SuggestionsPage" });
export type SuggestionsPage = z.infer<typeof suggestionsPageSchema>;

export const checklistSchema = z
  .object({
    avatar: z.boolean(),
    verified_email: z.boolean(),
    joined_7_days: z.boolean(),
    bio: z.boolean(),
    follow_5: z.boolean(),
    like_3_posts: z.boolean(),
    visit_feed: z.boolean(),
  })
  .meta({ id: "Checklist" });
export type Checklist = z.infer<typeof checklistSchema>;
export const checklistResponseSchema = one(checklistSchema);

/**
 * GET /api/search/hashtags?q= — the `#hashtag` autocomplete of the post box: public hashtags whose
 * keyword starts with q, compared without accents and Turkish dots (`#Kiz` finds `#kızılcık`), most
 * used first.
 */
export const hashtagSearchQuerySchema = z.object({
  q: hashtagParam,
  limit: z.coerce.number().int().min(1).max(20).default(8),
});
export const hashtagSuggestionSchema = z.object({ keyword: z.string(), posts_count: z.number().int() }).meta({ id: "HashtagSuggestion" });
export type HashtagSuggestion = z.infer<typeof hashtagSuggestionSchema>;
export const hashtagSearchResponseSchema = list(hashtagSuggestionSchema);
