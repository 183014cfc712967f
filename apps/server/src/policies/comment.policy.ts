import { isBlockedEitherWay } from "../domain/relation.js";
import type { CommentVisibility } from "../repositories/comment.repository.js";
import type { CommentableRow, CommentableType } from "../repositories/commentable.repository.js";
import type { Actor, Rules } from "./actor.js";
import { listRules } from "./list.policy.js";
import { type PostSubject, postRules, postSubject } from "./post.policy.js";

/** An item that has comments (a show, an episode, a review, a list), as its view rule sees it. */
export interface CommentItemSubject {
  kind: "comment_item";
  type: CommentableType;
  ownerId: number | null;
  showId: number | null;
  isPublic: boolean;
  /** A list's owner has a private account: its lists are for accepted followers only. */
  ownerPrivate: boolean;
  removed: boolean;
  /** A wall post: the post policy's subject, whose `view` rule decides. */
  post?: PostSubject;
}

/** The epoch: a post's view rule does not look at the clock (only `vote` does, through `pollOpen`). */
const NO_CLOCK = new Date(0);

export function commentItemSubject(row: CommentableRow): CommentItemSubject {
  const post = row.post && row.ownerId !== null
    ? postSubject(
        {
          id: row.id,
          type: row.post.type,
          userId: row.ownerId,
          wallUserId: row.post.wallUserId,
          showId: row.showId,
          visibility: row.post.visibility,
          removedAt: row.removed ? NO_CLOCK : null,
          authorPrivate: row.post.authorPrivate,
          wallUserPrivate: row.post.wallUserPrivate,
        },
        NO_CLOCK,
      )
    : undefined;
  return {
    ...(post ? { post } : {}),
    kind: "comment_item",
    type: row.type,
    ownerId: row.ownerId,
    showId: row.showId,
    isPublic: row.isPublic ?? true,
    ownerPrivate: row.ownerPrivate ?? false,
    removed: row.removed ?? false,
  };
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

/**
 * Who sees an item's conversation: whoever sees the item. A list through the list policy (its
 * owner, or anyone for a public list of an owner who did not block them); a review unless it was
 * removed (staff still see it) or its author and the viewer blocked each other; a wall post
 * through the post policy (visibility, blocks with its author and wall user, removal); shows and
 * episodes are everyone's. Commenting needs a signed-in actor (a verified email is checked at
 * the edge).
 */
const canViewItem = (actor: Actor, item: CommentItemSubject): boolean => {
  switch (item.type) {
    case "list":
      return item.ownerId !== null && listRules.view(actor, { kind: "list", ownerId: item.ownerId, isPublic: item.isPublic, ownerPrivate: item.ownerPrivate });
    case "review":
      return (!item.removed || isStaff(actor)) && notBlocked(actor, item.ownerId);
    case "post":
      return item.post !== undefined && postRules.view(actor, item.post);
    case "show":
    case "episode":
      return true;
  }
};

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
