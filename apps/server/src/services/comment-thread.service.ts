import { z } from "zod";
import { COMMENT_LIMITS, type CommentItemType, cursorKey } from "@dizilog/shared/api";
import type { Ctx } from "../context.js";
import { decodeCursor, encodeCursor } from "../lib/cursor.js";
import type { Actor } from "../policies/index.js";
import { commentVisibility } from "../policies/comment.policy.js";
import { type CommentRow, firstRepliesOf, pageOfComments, pageOfReplies, unseenComments } from "../repositories/comment.repository.js";
import { type CommentableItem, authorizedComment, authorizedItem } from "../items/commentable.js";
import type { CommentableItemRow } from "../items/item-kind.js";
import { loadSpoilerContext } from "./spoiler-context.js";

/** What a presenter needs for comments of one item besides the rows: the item and the actor. */
export interface CommentsView {
  item: CommentableItem;
  actor: Actor;
}

export interface CommentsPageRows extends CommentsView {
  rows: CommentRow[];
  /** Embedded replies by top-level comment, when `include=replies` asked for them. */
  replies: Map<number, CommentRow[]> | undefined;
  next: string | null;
  spoilerShield: boolean;
  /** The item's top-level comments this viewer may see (the stored counter minus what they hid or blocked). */
  commentsCount: number;
}

const cursorKeys = z.object({ id: cursorKey.id });

/**
 * A cursor page of an item's top-level comments, newest first, with the first three replies of
 * each when asked: three statements whatever the page size (the item, the page with its mentions,
 * the replies with theirs), plus the actor's relationship to the item's owner. Comments the viewer must not see
 * (removed, blocked either way, hidden) are left out in SQL, so pages stay full.
 */
export async function commentsOfItem(
  ctx: Ctx,
  query: { type: CommentItemType; id: number; cursor?: string | undefined; limit: number; include: Set<string> },
): Promise<CommentsPageRows> {
  const { item, actor } = await authorizedItem(ctx, query.type, query.id, "view");
  const visibility = commentVisibility(actor);
  const after = decodeCursor(query.cursor, cursorKeys);
  const found = await pageOfComments(ctx.db, { itemType: item.row.type, itemId: item.row.id, beforeId: after?.id, limit: query.limit + 1, visibility });
  let rows = found.slice(0, query.limit);
  let commentsCount = item.row.commentsCount;
  // The counters count every comment; a viewer who hid or blocked some is told what they see.
  if (visibility.viewerId !== undefined && !visibility.includeRemoved) {
    const unseen = await unseenComments(ctx.db, visibility.viewerId, { type: item.row.type, id: item.row.id }, rows.filter((r) => r.replyCount > 0).map((r) => r.id));
    commentsCount = Math.max(commentsCount - unseen.topLevel, 0);
    rows = rows.map((row) => (unseen.replies.has(row.id) ? { ...row, replyCount: Math.max(row.replyCount - unseen.replies.get(row.id)!, 0) } : row));
  }
  const last = rows.at(-1);
  const next = found.length > query.limit && last ? encodeCursor({ id: last.id }) : null;
  const replyRows = query.include.has("replies") ? await firstRepliesOf(ctx.db, rows.map((r) => r.id), COMMENT_LIMITS.repliesPreview, visibility) : undefined;
  let replies: Map<number, CommentRow[]> | undefined;
  if (replyRows) {
    replies = new Map();
    for (const reply of replyRows) replies.set(reply.parentId!, [...(replies.get(reply.parentId!) ?? []), reply]);
  }
  const spoilerShield = await conversationShielded(ctx, item.row);
  return { item, actor, rows, replies, next, spoilerShield, commentsCount };
}

/** A cursor page of a top-level comment's replies, oldest first (a reply has none: an empty page). */
export async function repliesOfComment(ctx: Ctx, parentId: number, query: { cursor?: string | undefined; limit: number }): Promise<CommentsView & { rows: CommentRow[]; next: string | null }> {
  const { comment, item, actor } = await authorizedComment(ctx, parentId, "view");
  const after = decodeCursor(query.cursor, cursorKeys);
  const found = comment.parentId === null ? await pageOfReplies(ctx.db, parentId, after?.id, query.limit + 1, commentVisibility(actor)) : [];
  const rows = found.slice(0, query.limit);
  const last = rows.at(-1);
  const next = found.length > query.limit && last ? encodeCursor({ id: last.id }) : null;
  return { item, actor, rows, next };
}

/** One comment as the actor sees it (the answer of a write): 404 when it is hidden from them. */
export async function commentForActor(ctx: Ctx, id: number): Promise<CommentsView & { row: CommentRow }> {
  const { comment, item, actor } = await authorizedComment(ctx, id, "view");
  return { item, actor, row: comment };
}

/**
 * Whether an episode's conversation stays folded for the viewer (decision 10): signed in, the
 * spoilers preference off, the show tracked (not dropped) and the episode not seen. Other items: never.
 */
export async function conversationShielded(ctx: Ctx, row: CommentableItemRow): Promise<boolean> {
  if (row.type !== "episode" || !ctx.actor || ctx.actor.spoilers || row.showId === null) return false;
  const viewing = (await loadSpoilerContext(ctx, [{ id: row.id, showId: row.showId }])).of({ id: row.id, showId: row.showId });
  return viewing.tracksShow && !viewing.hasSeen;
}
