import { COMMENT_LIMITS, COMMENT_MESSAGES, type CommentItemType, mentionTokens } from "@dizilog/shared/api";
import { type Ctx, inTransaction, requireActor } from "../context.js";
import type { Actor } from "../policies/index.js";
import { commentPath } from "../domain/item-paths.js";
import { AppError } from "../errors.js";
import {
  type CommentRow,
  deleteCommentTree,
  findComment,
  insertComment,
  lockComment,
  moveReplyCount,
  replaceMentions,
  type StoredCommentPhoto as CommentPhoto,
  updateCommentContent,
} from "../repositories/comment.repository.js";
import { moveCommentsCount } from "../repositories/commentable.repository.js";
import { deleteAttachmentImages, storeAttachmentImages } from "../storage/attachment-images.js";
import { findGif, mentionsToTell } from "./attachments.js";
import { type CommentableItem, authorizedComment, authorizedItem, mayBeTold } from "../items/commentable.js";

/** What a comment or a reply is made of (the route has validated the text fields). */
export interface CommentInput {
  content: string;
  spoiler: boolean;
  /** A GIF id of the GIF provider. */
  gif?: string | undefined;
  /** An uploaded image, checked and re-encoded here. */
  image?: Buffer | undefined;
}

/**
 * Posts a top-level comment on an item (404 when it is unknown or hidden from the actor). The
 * item's `comments_count` moves in the transaction that inserts the comment, its mentions and
 * the `comment.created` event. Answers the new comment's id.
 */
export async function addComment(ctx: Ctx, type: CommentItemType, id: number, input: CommentInput): Promise<WrittenComment> {
  const author = requireActor(ctx);
  assertOneAttachment(input);
  const { item, actor } = await authorizedItem(ctx, type, id, "comment");
  const commentId = await post(
    ctx,
    item,
    input,
    async () => ({ parentId: null, replyToUserId: null, parentAuthorId: null, content: input.content, authorId: author.id }),
    // The item's counter last: its row is the one every comment on the item locks, so it is held
    // only for the commit. An item deleted meanwhile (its deletion locks the row first) is a 404.
    async (tx) => {
      if (!(await moveCommentsCount(tx.db, item.table, item.row.id, 1))) throw new AppError("not_found");
    },
  );
  return written(ctx, item, actor, commentId);
}

/** What a write answers: the comment as its author now sees it, with the item and actor the write authorized (not loaded and authorized again). */
export interface WrittenComment {
  item: CommentableItem;
  actor: Actor;
  row: CommentRow;
}

async function written(ctx: Ctx, item: CommentableItem, actor: Actor, id: number): Promise<WrittenComment> {
  const row = await findComment(ctx.db, id, ctx.actor?.id);
  // Deleted by another request since the commit: as if it had never been written.
  if (!row) throw new AppError("not_found");
  return { item, actor, row };
}

/**
 * Replies to a comment. Replies are one level deep: a reply to a reply joins the same top-level
 * comment and mentions the author it answers (`@username` is put first when the text does not
 * name them already). The parent's `reply_count` moves in the same transaction.
 */
export async function replyToComment(ctx: Ctx, commentId: number, input: CommentInput): Promise<WrittenComment> {
  const author = requireActor(ctx);
  assertOneAttachment(input);
  const { comment: answered, item, actor } = await authorizedComment(ctx, commentId, "reply");
  const topId = answered.parentId ?? answered.id;
  const answersReply = answered.parentId !== null && answered.userId !== author.id;
  const named = mentionTokens(input.content).includes(answered.author.username.toLowerCase());
  const content = answersReply && !named ? `@${answered.author.username} ${input.content}` : input.content;
  const id = await post(ctx, item, input, async (tx) => {
    // The parent's row first (a thread's replies are few at a time): a reply to a comment deleted
    // meanwhile is a 404, never a foreign-key error.
    if (!(await moveReplyCount(tx.db, topId, 1))) throw new AppError("not_found");
    const top = answered.parentId === null ? answered : await authorOfTop(tx, topId);
    return { parentId: topId, replyToUserId: answered.userId, parentAuthorId: top.userId, content, authorId: author.id };
  });
  return written(ctx, item, actor, id);
}

async function authorOfTop(ctx: Ctx, topId: number): Promise<{ userId: number }> {
  const top = await findComment(ctx.db, topId);
  if (!top) throw new AppError("not_found");
  return top;
}

interface Placement {
  parentId: number | null;
  replyToUserId: number | null;
  parentAuthorId: number | null;
  content: string;
  authorId: number;
}

/**
 * The steps shared by comments and replies: the rate limit (5 a minute per user), the attachment
 * (a stored image is removed again if the transaction fails), then one transaction that places the
 * comment (`place`), inserts it with its mentions, records the event and runs `last` (the item's
 * counter) — the counters move in the transaction of the row they count.
 */
async function post(
  ctx: Ctx,
  item: CommentableItem,
  input: CommentInput,
  place: (tx: Ctx) => Promise<Placement>,
  last?: (tx: Ctx) => Promise<void>,
): Promise<number> {
  const author = requireActor(ctx);
  const limit = await ctx.deps.limiter.hit(`comments:user:${author.id}`, COMMENT_LIMITS.rateMax, COMMENT_LIMITS.rateWindowSeconds);
  if (!limit.allowed) throw new AppError("rate_limited", COMMENT_MESSAGES.rateLimited, undefined, limit.retryAfterSeconds);
  const photo = await attachmentOf(ctx, input);
  try {
    return await inTransaction(ctx, async (tx) => {
      const placement = await place(tx);
      const id = await insertComment(tx.db, {
        itemType: item.row.type,
        itemId: item.row.id,
        showId: item.row.showId,
        userId: author.id,
        parentId: placement.parentId,
        replyToUserId: placement.replyToUserId,
        content: placement.content,
        spoiler: input.spoiler,
        photo,
        createdAt: ctx.now,
      });
      // Who hears of the comment may see its item (decision 0031): a mention or a reply never
      // tells someone the item answers 404 to (a followers-only post, a private post or list).
      const mentioned = await mentionsToTell(tx, author.id, placement.content, item.row);
      const told = placement.parentId === null ? item.row.ownerId : placement.parentAuthorId;
      const toldSees = told !== null && (await mayBeTold(tx, item.row, [told])).length === 1;
      const toldIfSeen = (userId: number | null) => (toldSees ? userId : null);
      await replaceMentions(tx.db, id, mentioned, { fresh: true });
      await tx.events.record({
        type: "comment.created",
        actorId: author.id,
        payload: {
          commentId: id,
          authorId: author.id,
          itemType: item.row.type,
          itemId: item.row.id,
          parentId: placement.parentId,
          itemOwnerId: placement.parentId === null ? toldIfSeen(item.row.ownerId) : item.row.ownerId,
          parentAuthorId: placement.parentId === null ? placement.parentAuthorId : toldIfSeen(placement.parentAuthorId),
          mentionedUserIds: mentioned,
          url: commentPath(item.row.path, id),
          subjectTitle: item.row.title,
        },
      });
      await last?.(tx);
      return id;
    });
  } catch (error) {
    if (photo?.key) await deleteAttachmentImages(ctx.deps.storage, [photo.key]);
    throw error;
  }
}

/** `image` and `gif` together: 422 on both fields, before anything is read or stored. */
function assertOneAttachment(input: CommentInput): void {
  if (input.image && input.gif) {
    throw new AppError("validation", COMMENT_MESSAGES.imageAndGif, { image: [COMMENT_MESSAGES.imageAndGif], gif: [COMMENT_MESSAGES.imageAndGif] });
  }
}

/** The comment's picture: the uploaded image (checked, re-encoded, stored) or the provider's GIF. */
async function attachmentOf(ctx: Ctx, input: CommentInput): Promise<CommentPhoto | null> {
  if (input.image) return (await storeAttachmentImages(ctx.deps.storage, [input.image], { folder: "comments", field: "image" }))[0]!;
  if (!input.gif) return null;
  const gif = await findGif(ctx, input.gif);
  return { kind: "gif", url: gif.url, width: gif.width, height: gif.height, gifId: gif.gifId };
}

/**
 * Edits a comment's text (the author only: 403 to others who see it). Its mentions follow the
 * new text; users newly named are linked but not notified again (`comment.created` is the only
 * event of a comment).
 */
export async function editComment(ctx: Ctx, id: number, content: string): Promise<WrittenComment> {
  const author = requireActor(ctx);
  const { item, actor } = await authorizedComment(ctx, id, "edit");
  await inTransaction(ctx, async (tx) => {
    if (!(await lockComment(tx.db, id))) throw new AppError("not_found");
    await updateCommentContent(tx.db, id, content, ctx.now);
    await replaceMentions(tx.db, id, await mentionsToTell(tx, author.id, content, item.row));
  });
  return written(ctx, item, actor, id);
}

/**
 * Deletes a comment: the author, a moderator of the item's show, or staff (403 to others who see
 * it). A top-level comment takes its replies with it and moves the item's `comments_count`; a
 * reply moves its parent's `reply_count` — in the same transaction, and only when a row really
 * went (two deletes at once count once). Stored images are removed after the commit.
 */
export async function deleteComment(ctx: Ctx, id: number): Promise<void> {
  const { comment, item } = await authorizedComment(ctx, id, "delete");
  const imageKeys = await inTransaction(ctx, async (tx) => {
    // The thread's top-level comment is locked first (a reply being added to it waits, or is
    // waited for and then deleted with it), then the rows, then the counter.
    await lockComment(tx.db, comment.parentId ?? id);
    const { deleted, imageKeys } = await deleteCommentTree(tx.db, id);
    // Deleted by another request meanwhile: as if it had been gone before.
    if (!deleted) throw new AppError("not_found");
    if (comment.parentId === null) await moveCommentsCount(tx.db, item.table, item.row.id, -1);
    else await moveReplyCount(tx.db, comment.parentId, -1);
    return imageKeys;
  });
  await deleteAttachmentImages(ctx.deps.storage, imageKeys);
}
