import { type WallCreateFields, WALL_LIMITS, WALL_MESSAGES, hashtagsOf, illegalLinks } from "@dizilog/shared/api";
import { MESSAGES } from "@dizilog/shared";
import { findUserById } from "../auth/user.repository.js";
import { type Ctx, inTransaction, requireActor } from "../context.js";
import { itemPaths } from "../domain/item-paths.js";
import { AppError } from "../errors.js";
import type { LinkPreview } from "../integrations/embeds/link-previewer.js";
import { type Actor, actorFor, can } from "../policies/index.js";
import { profileSubject } from "../policies/user.policy.js";
import {
  type PostEmbed,
  addPostMentions,
  findEpisodeOfShow,
  insertPoll,
  insertPost,
  insertPostImages,
  lockPost,
  pinPost,
  postsByIds,
  replaceHashtags,
  showExists,
  unpinPost,
  updatePostContent,
} from "../repositories/post.repository.js";
import { deleteAttachmentImages, storeAttachmentImages } from "../storage/attachment-images.js";
import { findCommentable } from "../items/commentable.js";
import { findGif, mentionsToTell } from "./attachments.js";
import { authorizedPost } from "../items/post.item.js";
import { deletePostFiles, purgePost } from "./post-removal.service.js";
import { previewLink } from "./embed.service.js";
import { type PostsView, postsView } from "./post-view.service.js";

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
  // Counted once the edit is valid (decision 0033): a stream of edits could notify the mentioned again and again.
  const limit = await ctx.deps.limiter.hit(`wall-edit:user:${author.id}`, WALL_LIMITS.editRateMax, WALL_LIMITS.editRateWindowSeconds);
  if (!limit.allowed) throw new AppError("rate_limited", WALL_MESSAGES.editRateLimited, undefined, limit.retryAfterSeconds);
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
