import type { CommentItemType } from "@dizilog/shared/api";
import type { Ctx } from "../context.js";
import { AppError } from "../errors.js";
import { type Actor, actorFor, authorize } from "../policies/index.js";
import { audienceActors } from "../policies/actor.js";
import { type CommentItemSubject, type CommentSubject, commentItemSubject, commentSubject } from "../policies/comment.policy.js";
import { type CommentRow, findComment } from "../repositories/comment.repository.js";
import type { CommentableItemRow } from "./item-kind.js";
import { commentsOf } from "./registry.js";

/**
 * The comments capability of the item kinds (items/registry.ts): for a type and id, the item
 * (exists, owner, show, title, page) and the subject its view rule decides on. Shows, episodes,
 * reviews, lists, wall posts and news articles have comments.
 */
export interface CommentableItem {
  row: CommentableItemRow;
  subject: CommentItemSubject;
  /** The table whose `comments_count` counts its top-level comments. */
  table: string;
}

/** The item of a type and id with comments, or undefined (an unknown id, or a kind without comments). */
export async function findCommentable(ctx: Pick<Ctx, "db">, type: string, id: number): Promise<CommentableItem | undefined> {
  const comments = commentsOf(type);
  const row = await comments?.find(ctx.db, id);
  return row && comments && { row, subject: commentItemSubject(row), table: comments.table };
}

/** The item if it exists and the actor may do `action` (view its conversation, or comment): 404 otherwise. */
export async function authorizedItem(ctx: Ctx, type: CommentItemType, id: number, action: "view" | "comment"): Promise<{ item: CommentableItem; actor: Actor }> {
  const item = await findCommentable(ctx, type, id);
  if (!item) throw new AppError("not_found");
  const actor = await actorFor(ctx, item.row.relatedUserIds);
  // "comment" is only denied to someone who sees the item when they are not signed in, which the
  // route answered with 401 already: every denial here is a 404.
  authorize(actor, "view", item.subject);
  if (action === "comment") authorize(actor, "comment", item.subject);
  return { item, actor };
}

/**
 * The users among `userIds` who may be told of something on the item (a mention, a reply): those
 * its view rule lets see it — the same rule that answers them 404 otherwise. One query per user
 * the rule looks at (the item's owner, a post's wall user), whatever the number of users.
 */
export async function mayBeTold(ctx: Pick<Ctx, "db">, item: Pick<CommentableItemRow, "relatedUserIds" | "seenBy">, userIds: readonly number[]): Promise<number[]> {
  if (!userIds.length) return [];
  const actors = await audienceActors(ctx, userIds, item.relatedUserIds);
  return userIds.filter((id) => item.seenBy(actors.get(id)!));
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
  if (!comment) throw new AppError("not_found");
  const item = await findCommentable(ctx, comment.itemType, comment.itemId);
  if (!item) throw new AppError("not_found");
  const parent = comment.parentId === null ? undefined : await findComment(ctx.db, comment.parentId);
  const actor = await actorFor(ctx, [comment.userId, ...(parent ? [parent.userId] : []), ...item.row.relatedUserIds]);
  // A reply lives in its thread: hidden with the top-level comment it belongs to.
  if (comment.parentId !== null) {
    if (!parent) throw new AppError("not_found");
    authorize(actor, "view", commentSubject(parent, item.subject));
  }
  const subject = commentSubject(comment, item.subject);
  authorize(actor, action, subject);
  return { comment, subject, item, actor };
}
