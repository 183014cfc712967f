import type { Ctx } from "../context.js";
import { AppError } from "../errors.js";
import { type Actor, actorFor, authorize } from "../policies/index.js";
import { type PostAction, type PostSubject, type PostSubjectRow, postRules, postSubject } from "../policies/post.policy.js";
import { type CommentableBase, commentablePost, commentedPostPages } from "../repositories/commentable.repository.js";
import { movePostLikes, postLikeCount } from "../repositories/post-counter.repository.js";
import { type PostRow, findPost, lockPost } from "../repositories/post.repository.js";
import { removePost, reportedPosts } from "../repositories/reported-item.repository.js";
import { deleteAttachmentImages } from "../storage/attachment-images.js";
import { type CommentableItemRow, type ItemKind, seen } from "./item-kind.js";

export interface AuthorizedPost {
  post: PostRow;
  subject: PostSubject;
  actor: Actor;
}

/**
 * A post the actor may do `action` to: 404 when it is unknown or not visible to them (removed,
 * private, blocked either way, a private account's), 403 when they see it but may not do this.
 */
export async function authorizedPost(ctx: Ctx, id: number, action: PostAction = "view"): Promise<AuthorizedPost> {
  const post = await findPost(ctx.db, id);
  if (!post) throw new AppError("not_found");
  const actor = await actorFor(ctx, [post.userId, post.wallUserId]);
  const subject = postSubject(post, ctx.now);
  authorize(actor, action, subject);
  return { post, subject, actor };
}

/** The post row (author, wall user, show, type, visibility, removed …) if the actor sees it; the 404 otherwise. */
export async function loadVisiblePost(ctx: Ctx, id: number): Promise<PostRow> {
  return (await authorizedPost(ctx, id, "view")).post;
}

/** The epoch: a post's view rule does not look at the clock (only `vote` does, through `pollOpen`). */
const NO_CLOCK = new Date(0);

/** A post as its conversation sees it: its author owns it, and the post policy's `view` decides (visibility, blocks with its author and wall user, removal). */
export function commentablePostRow(row: CommentableBase & { post: PostSubjectRow }): CommentableItemRow {
  const subject = postSubject(row.post, NO_CLOCK);
  const { post, ...base } = row;
  return { ...base, type: "post", relatedUserIds: [post.userId, post.wallUserId], seenBy: (actor) => postRules.view(actor, subject) };
}

/**
 * A wall post (decisions 0027, 0028): commented, liked (on the post: `likes_count`), reacted to,
 * reported and hidden (as `wall`, the kind the streams filter); a moderator's removal sets
 * `removed_at` and deletes its uploaded images after the commit.
 */
export const post: ItemKind = {
  type: "post",
  hiddenAs: "wall",
  visible: async (ctx, id) => {
    const { post: row } = await authorizedPost(ctx, id, "view");
    return { ownerId: row.userId, showId: row.showId };
  },
  comments: {
    table: "posts",
    find: async (db, id) => {
      const row = await commentablePost(db, id);
      return row && commentablePostRow(row);
    },
    pages: commentedPostPages,
  },
  likes: {
    visible: async (ctx, id) => {
      // The post's row is locked first: its like counter moves next, and a delete waits.
      if (!(await lockPost(ctx.db, id))) return false;
      return seen(authorizedPost(ctx, id, "like"));
    },
    takenBackUnseen: true,
    tellsOwner: "post",
    count: postLikeCount,
    move: (ctx, id, delta) => movePostLikes(ctx.db, id, delta),
  },
  reactions: {
    // Visible to the actor (the post policy: 404 otherwise); reacting asks `react`.
    assert: async (ctx, id, now) => {
      await authorizedPost(ctx, id, now ? "react" : "view");
    },
  },
  moderation: {
    load: reportedPosts,
    remove: async (ctx, id) => {
      const { found, imageKeys } = await removePost(ctx.db, id, ctx.now);
      return { found, after: () => deleteAttachmentImages(ctx.deps.storage, imageKeys) };
    },
  },
};
