import type { Ctx } from "../context.js";
import { AppError } from "../errors.js";
import { type Actor, actorFor, authorize } from "../policies/index.js";
import { type PostAction, type PostSubject, postSubject } from "../policies/post.policy.js";
import { type PostRow, findPost } from "../repositories/post.repository.js";

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
