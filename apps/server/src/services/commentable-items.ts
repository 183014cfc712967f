import type { CommentItemType } from "@dizilog/shared/api";
import type { Ctx } from "../context.js";
import { AppError } from "../errors.js";
import { type Actor, actorFor, authorize, can } from "../policies/index.js";
import { audienceActors } from "../policies/actor.js";
import { type CommentItemSubject, type CommentSubject, commentItemSubject, commentSubject } from "../policies/comment.policy.js";
import { type CommentRow, findComment } from "../repositories/comment.repository.js";
import { type CommentableRow, findCommentable, isCommentableType, relatedUserIds } from "../repositories/commentable.repository.js";
import { loadSpoilerContext } from "./spoiler-context.js";

/**
 * The registry of "commentable items": for a type and id, the item (exists, owner, show, title,
 * page) and the subject its view policy decides on (repositories/commentable.repository.ts,
 * policies/comment.policy.ts). Shows, episodes, reviews, lists and wall posts are registered;
 * `news` answers 404 until the news register it (one entry).
 */
export interface CommentableItem {
  row: CommentableRow;
  subject: CommentItemSubject;
}

/** The item if it exists and the actor may do `action` (view its conversation, or comment): 404 otherwise. */
export async function authorizedItem(ctx: Ctx, type: CommentItemType, id: number, action: "view" | "comment"): Promise<{ item: CommentableItem; actor: Actor }> {
  if (!isCommentableType(type)) throw new AppError("not_found");
  const row = await findCommentable(ctx.db, type, id);
  if (!row) throw new AppError("not_found");
  const subject = commentItemSubject(row);
  const actor = await actorFor(ctx, relatedUserIds(row));
  // "comment" is only denied to someone who sees the item when they are not signed in, which the
  // route answered with 401 already: every denial here is a 404.
  authorize(actor, "view", subject);
  if (action === "comment") authorize(actor, "comment", subject);
  return { item: { row, subject }, actor };
}

/**
 * The users among `userIds` who may be told of something on the item (a mention, a reply): those
 * its view rule lets see it — the same rule that answers them 404 otherwise. One query per user
 * the rule looks at (the item's owner, a post's wall user), whatever the number of users.
 */
export async function mayBeTold(ctx: Ctx, item: CommentableItem, userIds: readonly number[]): Promise<number[]> {
  if (!userIds.length) return [];
  const actors = await audienceActors(ctx, userIds, relatedUserIds(item.row));
  return userIds.filter((id) => can(actors.get(id)!, "view", item.subject));
}

export interface AuthorizedComment {
  comment: CommentRow;
  subject: CommentSubject;
  item: CommentableItem;
  actor: Actor;
}

/**
 * A comment the actor may do `action` to, with its item: 404 when it (or its item, or the thread
 * it is a reply in) is unknown or hidden from the actor, 403 when they see it but may not do this.
 */
export async function authorizedComment(ctx: Ctx, id: number, action: "view" | "reply" | "like" | "edit" | "delete" | "report" | "hide"): Promise<AuthorizedComment> {
  const comment = await findComment(ctx.db, id, ctx.actor?.id);
  if (!comment || !isCommentableType(comment.itemType)) throw new AppError("not_found");
  const row = await findCommentable(ctx.db, comment.itemType, comment.itemId);
  if (!row) throw new AppError("not_found");
  const item = { row, subject: commentItemSubject(row) };
  const parent = comment.parentId === null ? undefined : await findComment(ctx.db, comment.parentId);
  const actor = await actorFor(ctx, [comment.userId, ...(parent ? [parent.userId] : []), ...relatedUserIds(row)]);
  // A reply lives in its thread: hidden with the top-level comment it belongs to.
  if (comment.parentId !== null) {
    if (!parent) throw new AppError("not_found");
    authorize(actor, "view", commentSubject(parent, item.subject));
  }
  const subject = commentSubject(comment, item.subject);
  authorize(actor, action, subject);
  return { comment, subject, item, actor };
}

/**
 * Whether an episode's conversation stays folded for the viewer (decision 10): signed in, the
 * spoilers preference off, the show tracked (not dropped) and the episode not seen. Other items: never.
 */
export async function conversationShielded(ctx: Ctx, row: CommentableRow): Promise<boolean> {
  if (row.type !== "episode" || !ctx.actor || ctx.actor.spoilers || row.showId === null) return false;
  const viewing = (await loadSpoilerContext(ctx, [{ id: row.id, showId: row.showId }])).of({ id: row.id, showId: row.showId });
  return viewing.tracksShow && !viewing.hasSeen;
}
