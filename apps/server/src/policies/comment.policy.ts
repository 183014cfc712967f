import { isBlockedEitherWay } from "../domain/relation.js";
import type { CommentVisibility } from "../repositories/comment.repository.js";
import type { Actor, Rules } from "./actor.js";

/**
 * An item that has comments (a show, an episode, a review, a list, a post …), as its conversation's
 * rules see it: whether the actor sees it is the item's own view rule (its kind's policy, bound to
 * the item by its kind: items/*.item.ts), so these rules hold for every kind.
 */
export interface CommentItemSubject {
  kind: "comment_item";
  type: string;
  ownerId: number | null;
  showId: number | null;
  seenBy(actor: Actor): boolean;
}

export function commentItemSubject(row: { type: string; ownerId: number | null; showId: number | null; seenBy(actor: Actor): boolean }): CommentItemSubject {
  return { kind: "comment_item", type: row.type, ownerId: row.ownerId, showId: row.showId, seenBy: (actor) => row.seenBy(actor) };
}

/** A comment or a reply, with the item it hangs on. */
export interface CommentSubject {
  kind: "comment";
  authorId: number;
  /** The item's show (for the show's moderators); null for a list. */
  showId: number | null;
  removed: boolean;
  item: CommentItemSubject;
}

export function commentSubject(row: { userId: number; showId: number | null; removedAt: Date | null }, item: CommentItemSubject): CommentSubject {
  return { kind: "comment", authorId: row.userId, showId: row.showId, removed: row.removedAt !== null, item };
}

const isStaff = (actor: Actor) => actor.role === "staff";
const isSelf = (actor: Actor, userId: number | null) => userId !== null && actor.user?.id === userId;
/** Neither the actor nor that user blocked the other (always true for oneself and for visitors). */
const notBlocked = (actor: Actor, userId: number | null) => userId === null || isSelf(actor, userId) || !isBlockedEitherWay(actor.relationTo(userId));

/** Who sees an item's conversation: whoever sees the item (its kind's view rule). */
const canViewItem = (actor: Actor, item: CommentItemSubject): boolean => item.seenBy(actor);

export const commentItemRules = {
  view: canViewItem,
  comment: (actor, item) => actor.user !== undefined && canViewItem(actor, item),
} satisfies Rules<CommentItemSubject>;

/**
 * A comment is seen by whoever sees its item, unless it was removed by a moderator (staff still
 * see it) or its author and the viewer blocked each other — then it answers 404, as in lists.
 */
const canView = (actor: Actor, comment: CommentSubject) =>
  canViewItem(actor, comment.item) && (!comment.removed || isStaff(actor)) && notBlocked(actor, comment.authorId);
const isAuthor = (actor: Actor, comment: CommentSubject) => isSelf(actor, comment.authorId);
/** Someone else signed in: the report, hide and block actions are for others' comments only (spec section 6). */
const isOtherUser = (actor: Actor, comment: CommentSubject) => actor.user !== undefined && !isAuthor(actor, comment) && canView(actor, comment);

export const commentRules = {
  view: canView,
  reply: (actor, comment) => actor.user !== undefined && canView(actor, comment),
  like: (actor, comment) => actor.user !== undefined && canView(actor, comment),
  /** The author alone edits (403 to others who see it). */
  edit: (actor, comment) => canView(actor, comment) && isAuthor(actor, comment),
  /** The author, a moderator of the item's show, or staff. */
  delete: (actor, comment) => canView(actor, comment) && (isAuthor(actor, comment) || actor.moderates(comment.showId)),
  report: isOtherUser,
  hide: isOtherUser,
  block: isOtherUser,
} satisfies Rules<CommentSubject>;

/** What the viewer may do with a comment: the `abilities` sent with it. */
export function commentAbilities(actor: Actor, comment: CommentSubject) {
  return {
    edit: commentRules.edit(actor, comment),
    delete: commentRules.delete(actor, comment),
    report: commentRules.report(actor, comment),
    hide: commentRules.hide(actor, comment),
    block: commentRules.block(actor, comment),
  };
}

/** The `view` rule as data: pages leave out removed comments, blocked authors (both ways) and comments the viewer hid. */
export function commentVisibility(actor: Actor): CommentVisibility {
  return { viewerId: actor.user?.id, includeRemoved: isStaff(actor) };
}
