import type { PostType, PostVisibility } from "@dizilog/shared/api";
import type { PostVisibilityFilter } from "../repositories/post.repository.js";
import type { Actor, Rules } from "./actor.js";

/** A wall post as its rules see it (decision 0027). */
export interface PostSubject {
  kind: "post";
  id: number;
  type: PostType;
  authorId: number;
  /** Whose wall the post is on: the target's when written on another user's wall, the author's otherwise. */
  wallUserId: number;
  /** The show the post is about (its moderators may delete it). */
  showId: number | null;
  visibility: PostVisibility;
  removed: boolean;
  /** The author's / the wall user's setting `private_account`: their wall is for accepted followers. */
  authorPrivate: boolean;
  wallUserPrivate: boolean;
  /** A poll that still takes votes (false for other types); decided with the request's clock. */
  pollOpen: boolean;
}

export interface PostSubjectRow {
  id: number;
  type: string;
  userId: number;
  wallUserId: number;
  showId: number | null;
  visibility: string;
  removedAt: Date | null;
  authorPrivate: boolean;
  wallUserPrivate: boolean;
  pollEndsAt?: Date | null;
}

export function postSubject(row: PostSubjectRow, now: Date): PostSubject {
  return {
    kind: "post",
    id: row.id,
    type: row.type as PostType,
    authorId: row.userId,
    wallUserId: row.wallUserId,
    showId: row.showId,
    visibility: row.visibility as PostVisibility,
    removed: row.removedAt !== null,
    authorPrivate: row.authorPrivate,
    wallUserPrivate: row.wallUserPrivate,
    pollOpen: row.type === "poll" && row.pollEndsAt != null && now.getTime() < row.pollEndsAt.getTime(),
  };
}

const isAuthor = (actor: Actor, post: PostSubject) => actor.user !== undefined && actor.user.id === post.authorId;

/**
 * Whether the actor sees a user's wall posts: themselves; anyone else unless a block stands either
 * way; a private account's only for its accepted followers (`userRules.viewWall`, and blocks both ways).
 */
function seesWallOf(actor: Actor, userId: number, privateAccount: boolean): boolean {
  if (actor.user?.id === userId) return true;
  const relation = actor.relationTo(userId);
  if (relation.blocks || relation.blockedBy) return false;
  return !privateAccount || relation.follows === "following";
}

/**
 * Who sees a post (api-contract "The community wall"): a removed post only staff; its author always
 * otherwise; a private post nobody else; a public, profile or unlisted post whoever sees its author's
 * wall — and, for a post written on someone else's wall, that wall too (blocks both ways hide everything).
 */
const canView = (actor: Actor, post: PostSubject): boolean => {
  if (post.removed && actor.role !== "staff") return false;
  if (isAuthor(actor, post)) return true;
  if (post.visibility === "private") return false;
  if (!seesWallOf(actor, post.authorId, post.authorPrivate)) return false;
  return post.wallUserId === post.authorId || seesWallOf(actor, post.wallUserId, post.wallUserPrivate);
};

/** Signed in and sees it: commenting, liking, reacting (a verified email is checked at the edge). */
const participates = (actor: Actor, post: PostSubject) => actor.user !== undefined && canView(actor, post);
/** Someone else signed in who sees it: report, hide and block are for others' posts only. */
const isOtherUser = (actor: Actor, post: PostSubject) => participates(actor, post) && !isAuthor(actor, post);

export const postRules = {
  view: canView,
  /** The author alone edits (403 to others who see it). */
  edit: (actor, post) => canView(actor, post) && isAuthor(actor, post),
  /** The author, staff and the moderators of the post's show. */
  delete: (actor, post) => canView(actor, post) && (isAuthor(actor, post) || actor.moderates(post.showId)),
  /** The author, on their own wall (a post written on someone else's wall is theirs to keep, not to pin). */
  pin: (actor, post) => canView(actor, post) && isAuthor(actor, post) && post.wallUserId === post.authorId,
  comment: participates,
  like: participates,
  react: participates,
  /** An open poll. */
  vote: (actor, post) => participates(actor, post) && post.type === "poll" && post.pollOpen,
  /** An ask, by anyone but its author. */
  suggest: (actor, post) => isOtherUser(actor, post) && post.type === "ask",
  report: isOtherUser,
  hide: isOtherUser,
  block: isOtherUser,
} satisfies Rules<PostSubject>;

export type PostAction = keyof typeof postRules;

export interface PostAbilitiesJson {
  edit: boolean;
  delete: boolean;
  pin: boolean;
  report: boolean;
  hide: boolean;
  block: boolean;
  comment: boolean;
  like: boolean;
  react: boolean;
  vote: boolean;
  suggest: boolean;
}

/** What the viewer may do with a post: the `abilities` sent with it. */
export function postAbilities(actor: Actor, post: PostSubject): PostAbilitiesJson {
  return {
    edit: postRules.edit(actor, post),
    delete: postRules.delete(actor, post),
    pin: postRules.pin(actor, post),
    report: postRules.report(actor, post),
    hide: postRules.hide(actor, post),
    block: postRules.block(actor, post),
    comment: postRules.comment(actor, post),
    like: postRules.like(actor, post),
    react: postRules.react(actor, post),
    vote: postRules.vote(actor, post),
    suggest: postRules.suggest(actor, post),
  };
}

/**
 * The `view` rule as data for the streams filtered in SQL (`post.repository.ts` applies it):
 * removed posts (unless staff), blocks both ways and the viewer's hidden posts left out.
 */
export function postVisibility(actor: Actor): PostVisibilityFilter {
  return { viewerId: actor.user?.id, includeRemoved: actor.role === "staff" };
}
