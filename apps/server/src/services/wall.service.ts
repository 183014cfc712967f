import {
  type FeedsQuery,
  type WallCreateFields,
  WALL_LIMITS,
  WALL_MESSAGES,
  feedCursorSchema,
  hashtagsOf,
  illegalLinks,
  mentionTokens,
} from "@dizilog/shared/api";
import { MESSAGES } from "@dizilog/shared";
import { findUserById, findUserBySlug } from "../auth/user.repository.js";
import { type Ctx, inTransaction, requireActor } from "../context.js";
import { itemPaths } from "../domain/item-paths.js";
import { AppError } from "../errors.js";
import type { LinkPreview } from "../integrations/embeds/link-previewer.js";
import { decodeCursor, encodeCursor } from "../lib/cursor.js";
import { decodeHashid } from "../lib/hashid.js";
import { type Actor, actorFor, authorize, can } from "../policies/index.js";
import { postVisibility } from "../policies/post.policy.js";
import { profileSubject } from "../policies/user.policy.js";
import {
  type FollowingPlan,
  type PostEmbed,
  type PollOptionRow,
  type PollRow,
  type PostEpisodeRow,
  type PostImageRow,
  type PostRow,
  type PostShowRow,
  type PostUserRow,
  type StreamKey,
  addPostMentions,
  findEpisodeOfShow,
  insertPoll,
  insertPost,
  insertPostImages,
  lockPost,
  pinPost,
  pinnedPostId,
  postPageParts,
  postsByIds,
  replaceHashtags,
  showExists,
  streamPosts,
  unpinPost,
  updatePostContent,
} from "../repositories/post.repository.js";
import { deleteAttachmentImages, storeAttachmentImages } from "../storage/attachment-images.js";
import { findCommentable } from "../items/commentable.js";
import { findGif, mentionsToTell } from "./attachments.js";
import { authorizedPost } from "../items/post.item.js";
import { deletePostFiles, purgePost } from "./post-removal.service.js";
import { previewLink } from "./embed.service.js";
import { recordFeedVisit } from "../repositories/checklist.repository.js";

// The post kind (items/post.item.ts) loads and authorizes a post; the services that hang on posts ask it here too.
export { type AuthorizedPost, authorizedPost, loadVisiblePost } from "../items/post.item.js";

// ---- Creating -----------------------------------------------------------------------------------

/**
 * The posting gate after the edge's sign-in and verified email (api-contract "The community
 * wall"): a profile photo (403 `Add a profile photo to post.`), then an account at least
 * POSTING_MIN_ACCOUNT_AGE seconds old (403 `Your account is too new to post.`).
 */
export function assertMayPost(ctx: Ctx): void {
  const author = requireActor(ctx);
  if (!author.emailVerifiedAt) throw new AppError("forbidden", WALL_MESSAGES.verify);
  if (!author.avatarKey) throw new AppError("forbidden", WALL_MESSAGES.noPhoto);
  const ageSeconds = (ctx.now.getTime() - author.createdAt.getTime()) / 1000;
  if (ageSeconds < ctx.deps.config.postingMinAccountAgeSeconds) throw new AppError("forbidden", WALL_MESSAGES.tooNew);
}

/**
 * Links a post may not hold (400 `This post contains links that are not allowed.`): in its text,
 * and the embed's `url` and `image`, checked as sent (before the fields are validated).
 */
export function assertLegalLinks(ctx: Ctx, content: unknown, embed: unknown): void {
  const blocked = ctx.deps.config.blockedLinkHosts;
  const texts: string[] = [];
  if (typeof content === "string") texts.push(content);
  const embedObject = typeof embed === "string" ? safeJson(embed) : embed;
  if (embedObject && typeof embedObject === "object") {
    for (const key of ["url", "image"] as const) {
      const value = (embedObject as Record<string, unknown>)[key];
      // A link field holds one link: with a scheme it must be one a post's text could hold (a value
      // without one is no link, and resolveEmbed drops it).
      if (typeof value === "string" && /^\s*[A-Za-z][A-Za-z0-9+.-]*:/.test(value)) texts.push(`href="${value.trim().replace(/"/g, "%22")}"`);
    }
  }
  if (texts.some((text) => illegalLinks(text, blocked).length > 0)) throw new AppError("bad_request", WALL_MESSAGES.illegalLinks);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The embed a post keeps: never the client's copy as sent, but the server's own card of its `url`
 * (`previewLink`, the SSRF-guarded reader of POST /api/embeds — a cache hit when the form previewed
 * it). A link the server cannot read is a 422 on `embed`; a card whose final address is a link a
 * post may not hold is refused like a link in the text (400). Its image is our own copy
 * (`/media/embeds/…`), never a link.
 */
export async function resolveEmbed(ctx: Ctx, embed: { url: string }): Promise<PostEmbed> {
  let card: LinkPreview;
  try {
    card = await previewLink(ctx, embed.url);
  } catch (error) {
    if (error instanceof AppError && error.code === "validation") throw AppError.field("embed", WALL_MESSAGES.embedFailed);
    throw error;
  }
  if (illegalLinks(`href="${card.url.replace(/"/g, "%22")}"`, ctx.deps.config.blockedLinkHosts).length > 0) throw new AppError("bad_request", WALL_MESSAGES.illegalLinks);
  return { kind: card.kind, url: card.url, title: card.title, description: card.description, siteName: card.siteName, image: card.image, video: card.video };
}

/** The closing time of a poll: between now + POLL_MIN_DURATION and now + 7 days (a little grace for the trip). */
function pollEndsAt(ctx: Ctx, endsAt: string): Date {
  const at = new Date(endsAt);
  const min = ctx.deps.config.pollMinDurationSeconds;
  // The form computes ends_at from its own clock before sending: a few minutes (at most half the shortest poll) are forgiven.
  const grace = Math.min(300, Math.floor(min / 2));
  const seconds = (at.getTime() - ctx.now.getTime()) / 1000;
  if (!Number.isFinite(seconds) || seconds < min - grace || seconds > WALL_LIMITS.pollDaysMax * 86_400 + 300) {
    throw AppError.field("poll", WALL_MESSAGES.pollDuration);
  }
  return at;
}

/**
 * `POST /api/wall/create`: checks the post against the database (the show, the episode, the
 * similar show, the poll's duration, the target's wall), stores the images, and inserts the post
 * with its images, poll, hashtags and mentions and the `post.created` event in one transaction.
 * Answers the new post's id.
 */
export async function createPost(ctx: Ctx, fields: WallCreateFields, images: Buffer[]): Promise<PostsView> {
  const author = requireActor(ctx);
  assertMayPost(ctx);
  const media = [fields.gif !== undefined, images.length > 0, fields.embed !== undefined].filter(Boolean).length;
  if (fields.type === "poll" && media > 0) throw AppError.field("poll", WALL_MESSAGES.pollNoMedia);
  if (media > 1) {
    const errors: Record<string, string[]> = {};
    if (fields.gif !== undefined) errors.gif = [WALL_MESSAGES.oneMedia];
    if (images.length) errors.images = [WALL_MESSAGES.oneMedia];
    if (fields.embed !== undefined) errors.embed = [WALL_MESSAGES.oneMedia];
    throw new AppError("validation", WALL_MESSAGES.oneMedia, errors);
  }
  if (images.length > WALL_LIMITS.imagesMax) throw AppError.field("images", WALL_MESSAGES.imagesMax);

  // What the type uses (the schema checked that it is there); other types' fields are dropped.
  const type = fields.type;
  const showId = type === "check_in" || type === "recommend" || type === "ask" || type === "post" ? (fields.show_id ?? null) : null;
  const similarShowId = type === "recommend" ? (fields.similar_id ?? null) : null;
  if (showId !== null && !(await showExists(ctx.db, showId))) throw AppError.field("show_id", WALL_MESSAGES.showInvalid);
  if (similarShowId !== null && !(await showExists(ctx.db, similarShowId))) throw AppError.field("similar_id", WALL_MESSAGES.similarInvalid);
  if (type === "recommend" && showId === similarShowId) throw AppError.field("similar_id", WALL_MESSAGES.recommendSame);
  let episodeId: number | null = null;
  if (type === "check_in") {
    const { season, episode } = fields.properties!;
    episodeId = (await findEpisodeOfShow(ctx.db, showId!, season, episode)) ?? null;
    if (episodeId === null) throw AppError.field("properties", WALL_MESSAGES.episodeInvalid);
  }
  const poll = type === "poll" ? { endsAt: pollEndsAt(ctx, fields.poll!.ends_at), hidden: fields.poll!.hidden, options: fields.poll!.options } : undefined;

  // Another user's wall: they must exist (422), be visible (404) and follow the author (403).
  let targetUserId: number | null = null;
  if (fields.target_user_id !== undefined && fields.target_user_id !== author.id) {
    const target = await findUserById(ctx.db, fields.target_user_id);
    if (!target) throw AppError.field("target_user_id", WALL_MESSAGES.targetInvalid);
    const actor = await actorFor(ctx, [target.id]);
    const relation = actor.relationTo(target.id);
    if (!can(actor, "view", profileSubject(target)) || relation.blocks) throw new AppError("not_found");
    if (!can(actor, "postOnWall", profileSubject(target))) throw new AppError("forbidden", WALL_MESSAGES.targetRefused);
    targetUserId = target.id;
  }

  const gif = fields.gif !== undefined ? await findGif(ctx, fields.gif) : null;
  const embed = fields.embed !== undefined ? await resolveEmbed(ctx, fields.embed) : null;
  // Counted once the post is known to be valid, just before anything is stored: a form corrected
  // after a 422 does not spend the author's allowance.
  const limit = await ctx.deps.limiter.hit(`wall:user:${author.id}`, WALL_LIMITS.postRateMax, WALL_LIMITS.postRateWindowSeconds);
  if (!limit.allowed) throw new AppError("rate_limited", WALL_MESSAGES.rateLimited, undefined, limit.retryAfterSeconds);
  const stored = images.length ? await storeAttachmentImages(ctx.deps.storage, images, { folder: "posts", field: "images" }) : [];
  let id: number;
  try {
    id = await inTransaction(ctx, async (tx) => {
      const visibility = fields.visibility;
      const id = await insertPost(tx.db, {
        userId: author.id,
        targetUserId,
        wallUserId: targetUserId ?? author.id,
        type,
        content: fields.content,
        visibility,
        spoilers: type === "check_in" ? true : fields.spoilers,
        showId,
        similarShowId,
        episodeId,
        seasonNumber: type === "check_in" ? fields.properties!.season : null,
        episodeNumber: type === "check_in" ? fields.properties!.episode : null,
        embed,
        gif,
        createdAt: ctx.now,
      });
      await insertPostImages(tx.db, id, stored);
      if (poll) await insertPoll(tx.db, id, poll);
      await replaceHashtags(tx.db, id, hashtagsOf(fields.content), visibility === "public", { fresh: true });
      const mentioned = await mentionsToTell(tx, author.id, fields.content, await postItem(tx, id));
      await addPostMentions(tx.db, id, mentioned);
      await tx.events.record({
        type: "post.created",
        actorId: author.id,
        payload: {
          postId: id,
          authorId: author.id,
          // A private post tells nobody, not even the wall's user.
          targetUserId: visibility === "private" ? null : targetUserId,
          mentionedUserIds: mentioned,
          url: itemPaths.post(author.slug, id),
          excerpt: excerptOf(fields.content),
        },
      });
      return id;
    });
  } catch (error) {
    await deleteAttachmentImages(ctx.deps.storage, stored.map((image) => image.key));
    throw error;
  }
  return writtenPost(ctx, id);
}

/**
 * What a write answers: the post as its author now sees it. The write authorized it (the author
 * sees their own post whatever its visibility), so it is loaded, not authorized again.
 */
async function writtenPost(ctx: Ctx, id: number, actor?: Actor): Promise<PostsView> {
  const rows = await postsByIds(ctx.db, [id]);
  // Deleted by another request since the commit: as if it had never been written.
  if (!rows.length) throw new AppError("not_found");
  return postsView(ctx, rows, actor);
}

/** The post as the item its mentions are told of (its kind's view rule decides who may be told), read in the writing transaction. */
async function postItem(tx: Ctx, id: number) {
  const item = await findCommentable(tx, "post", id);
  if (!item) throw new AppError("not_found");
  return item.row;
}

/** The words a notification quotes of a post: its first 60 characters on one line. */
function excerptOf(content: string): string {
  const line = content.replace(/\s+/g, " ").trim();
  const chars = Array.from(line);
  return chars.length > 60 ? `${chars.slice(0, 59).join("")}…` : line;
}

// ---- Editing, deleting, pinning -----------------------------------------------------------------

const NEEDS_CONTENT = new Set(["post", "ask", "recommend", "poll"]);

/**
 * `PATCH /api/wall/{id}`: the author changes the text (403 to others who see it). Hashtags and
 * mentions follow the new text; only users the post never mentioned before are told
 * (`post.mentioned`): one mention notification per post and user, however often it is edited.
 */
export async function editPost(ctx: Ctx, id: number, content: string): Promise<PostsView> {
  const author = requireActor(ctx);
  const { post, actor } = await authorizedPost(ctx, id, "edit");
  if (NEEDS_CONTENT.has(post.type) && content.length === 0) throw AppError.field("content", MESSAGES.requiredField);
  if (illegalLinks(content, ctx.deps.config.blockedLinkHosts).length) throw new AppError("bad_request", WALL_MESSAGES.illegalLinks);
  await inTransaction(ctx, async (tx) => {
    if (!(await lockPost(tx.db, id))) throw new AppError("not_found");
    await updatePostContent(tx.db, id, content, ctx.now);
    await replaceHashtags(tx.db, id, hashtagsOf(content), post.visibility === "public" && post.removedAt === null);
    const mentioned = await mentionsToTell(tx, author.id, content, await postItem(tx, id));
    // Only users the post never mentioned are told: a name taken out and put back is not news.
    const fresh = await addPostMentions(tx.db, id, mentioned);
    if (fresh.length) {
      await tx.events.record({
        type: "post.mentioned",
        actorId: author.id,
        payload: { postId: id, authorId: author.id, mentionedUserIds: fresh, url: itemPaths.post(author.slug, id), excerpt: excerptOf(content) },
      });
    }
  });
  return writtenPost(ctx, id, actor);
}

/**
 * `DELETE /api/wall/{id}`: the author, staff, or a moderator of the post's show (403 to others who
 * see it). What hangs on the post by id goes in the same transaction; its images after the commit.
 */
export async function deletePost(ctx: Ctx, id: number): Promise<void> {
  await authorizedPost(ctx, id, "delete");
  // The comments on the post go with it (purgePost), and their images after the commit.
  const files = await inTransaction(ctx, async (tx) => {
    const purged = await purgePost(tx, id);
    if (!purged) throw new AppError("not_found");
    return purged;
  });
  await deletePostFiles(ctx.deps.storage, files);
}

/**
 * Pins (or unpins) a post on its author's wall: only the author, only a post on their own wall
 * (403 `Post cannot be pinned.`). Pinning unpins the wall's other pinned post in the same transaction.
 */
export async function setPinned(ctx: Ctx, id: number, pinned: boolean): Promise<boolean> {
  const { post, subject, actor } = await authorizedPost(ctx, id, "view");
  if (!can(actor, "pin", subject)) throw new AppError("forbidden", WALL_MESSAGES.pinRefused);
  await inTransaction(ctx, async (tx) => {
    if (!(await lockPost(tx.db, id))) throw new AppError("not_found");
    if (pinned) await pinPost(tx.db, post.wallUserId, id);
    else await unpinPost(tx.db, id);
  });
  return pinned;
}

// ---- Reading ------------------------------------------------------------------------------------

/** Everything a page of posts shows, loaded in a constant number of queries (never one per post). */
export interface PostsView {
  actor: Actor;
  now: Date;
  rows: PostRow[];
  users: Map<number, PostUserRow>;
  shows: Map<number, PostShowRow>;
  episodes: Map<number, PostEpisodeRow>;
  images: Map<number, PostImageRow[]>;
  polls: Map<number, PollRow>;
  options: Map<number, PollOptionRow[]>;
  votes: Map<number, number[]>;
  hashtags: Map<number, string[]>;
  mentions: Map<number, { username: string; slug: string }[]>;
  liked: Set<number>;
  reactions: Map<number, { counts: Map<string, number>; mine: string | null }>;
}

export interface PostsPageView extends PostsView {
  next: string | null;
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** Loads what the presenter needs for these posts: one statement for all of it (`postPageParts`), whatever the page size. */
export async function postsView(ctx: Ctx, rows: PostRow[], actor?: Actor): Promise<PostsView> {
  const viewerId = ctx.actor?.id;
  const ids = rows.map((r) => r.id);
  const userIds = [...new Set(rows.flatMap((r) => [r.userId, ...(r.targetUserId === null ? [] : [r.targetUserId])]))];
  const showIds = [...new Set(rows.flatMap((r) => [r.showId, r.similarShowId].filter((x): x is number => x !== null)))];
  const episodeIds = [...new Set(rows.flatMap((r) => (r.episodeId === null ? [] : [r.episodeId])))];
  const pollPostIds = rows.filter((r) => r.type === "poll").map((r) => r.id);
  const [parts, resolvedActor] = await Promise.all([
    postPageParts(ctx.db, { postIds: ids, userIds, showIds, episodeIds, pollPostIds, viewerId }),
    actor ? Promise.resolve(actor) : actorFor(ctx, rows.flatMap((r) => [r.userId, r.wallUserId])),
  ]);
  const { users, shows, episodes, images, polls, options, votes, hashtags, mentions, reactions } = parts;
  const reactionMap = new Map<number, { counts: Map<string, number>; mine: string | null }>();
  for (const r of reactions) {
    let entry = reactionMap.get(r.postId);
    if (!entry) reactionMap.set(r.postId, (entry = { counts: new Map(), mine: null }));
    entry.counts.set(r.reaction, Number(r.count));
    if (r.mine) entry.mine = r.reaction;
  }
  const contentOf = new Map(rows.map((r) => [r.id, r.content]));
  const votesByPoll = new Map<number, number[]>();
  for (const v of votes) votesByPoll.set(v.pollId, [...(votesByPoll.get(v.pollId) ?? []), v.optionId]);
  return {
    actor: resolvedActor,
    now: ctx.now,
    rows,
    users: new Map(users.map((u) => [u.id, u])),
    shows: new Map(shows.map((s) => [s.id, s])),
    episodes: new Map(episodes.map((e) => [e.id, e])),
    images: groupBy(images, (i) => i.postId),
    polls: new Map(polls.map((p) => [p.postId, p])),
    options: groupBy(options, (o) => o.pollId),
    votes: votesByPoll,
    hashtags: new Map([...groupBy(hashtags, (h) => h.postId)].map(([k, v]) => [k, v.map((h) => h.keyword)])),
    // The users the text names now (a name an edit took out keeps its row: addPostMentions).
    mentions: new Map(
      [...groupBy(mentions, (m) => m.postId)].map(([k, v]) => {
        const named = new Set(mentionTokens(contentOf.get(k) ?? ""));
        return [k, v.filter((m) => named.has(m.username.toLowerCase())).map((m) => ({ username: m.username, slug: m.slug }))];
      }),
    ),
    liked: new Set(parts.liked),
    reactions: reactionMap,
  };
}

/** One post as the viewer sees it (404 when not visible). */
export async function postForViewer(ctx: Ctx, id: number): Promise<PostsView> {
  const { post, actor } = await authorizedPost(ctx, id, "view");
  return postsView(ctx, [post], actor);
}

/** `GET /api/wall/posts/{user_slug}/{hashid}`: 404 when the hashid is not a post, the slug not its author's, or it is not visible. */
export async function postByLink(ctx: Ctx, userSlug: string, hashid: string): Promise<PostsView> {
  const id = decodeHashid(hashid);
  if (id === undefined) throw new AppError("not_found");
  const { post, actor } = await authorizedPost(ctx, id, "view");
  if (post.authorSlug !== userSlug.toLowerCase()) throw new AppError("not_found");
  return postsView(ctx, [post], actor);
}

export interface StreamQuery {
  stream: FeedsQuery["stream"];
  hashtag?: string | undefined;
  userId?: number | undefined;
  showId?: number | undefined;
  cursor?: string | undefined;
  limit: number;
}

/**
 * A page of a stream, newest first (keyset on id): global, following (signed-in only: 401),
 * hashtag, a user's wall (their pinned post first, on the first page; their own posts of every
 * visibility to themselves, public and profile ones to others; a private account's to accepted
 * followers: 404 otherwise) or a show's posts. Blocks, hidden posts and removed ones are left out.
 */
export async function streamPage(ctx: Ctx, query: StreamQuery, options: { followingPlan?: FollowingPlan } = {}): Promise<PostsPageView> {
  const before = decodeCursor(query.cursor, feedCursorSchema)?.id;
  let key: StreamKey;
  let actor: Actor;
  let pinnedFirst: number | undefined;
  switch (query.stream) {
    case "following":
      key = { stream: "following", viewerId: requireActor(ctx).id };
      actor = await actorFor(ctx);
      // The checklist's "visit your personal feed": the first page, once (later visits change nothing).
      if (!query.cursor) await recordFeedVisit(ctx.db, key.viewerId, ctx.now);
      break;
    case "hashtag":
      key = { stream: "hashtag", keyword: query.hashtag! };
      actor = await actorFor(ctx);
      break;
    case "show":
      if (!(await showExists(ctx.db, query.showId!))) throw new AppError("not_found");
      key = { stream: "show", showId: query.showId! };
      actor = await actorFor(ctx);
      break;
    case "user": {
      const user = await findUserById(ctx.db, query.userId!);
      if (!user) throw new AppError("not_found");
      actor = await actorFor(ctx, [user.id]);
      authorize(actor, "viewWall", profileSubject(user));
      const own = ctx.actor?.id === user.id;
      key = { stream: "user", userId: user.id, own };
      if (before === undefined) pinnedFirst = await pinnedPostId(ctx.db, user.id, own, postVisibility(actor));
      break;
    }
    default:
      key = { stream: "global" };
      actor = await actorFor(ctx);
  }
  const found = await streamPosts(ctx.db, { key, beforeId: before, limit: query.limit + 1, visibility: { ...postVisibility(actor), includeRemoved: false } }, options);
  const more = found.length > query.limit;
  const pageRows = found.slice(0, query.limit);
  const last = pageRows.at(-1)?.id;
  const pinned = pinnedFirst === undefined ? [] : await postsByIds(ctx.db, [pinnedFirst]);
  const view = await postsView(ctx, [...pinned, ...pageRows]);
  return { ...view, next: more && last !== undefined ? encodeCursor({ id: last }) : null };
}

/** A user's stream by slug (`/user/{slug}/wall`): the user id for `streamPage`. */
export async function userIdBySlug(ctx: Ctx, slug: string): Promise<number> {
  const user = await findUserBySlug(ctx.db, slug);
  if (!user) throw new AppError("not_found");
  return user.id;
}

/** `GET /api/thoughts/{id}`: one post about a show (any post visible to the viewer, by id). */
export async function thought(ctx: Ctx, id: number): Promise<PostsView> {
  const view = await postForViewer(ctx, id);
  if (view.rows[0]?.showId === null) throw new AppError("not_found");
  return view;
}
