import type { Ctx } from "../context.js";
import type { Storage } from "../storage/storage.js";
import { deleteAttachmentImages } from "../storage/attachment-images.js";
import { deleteCommentsOfItem } from "../repositories/comment.repository.js";
import { deletePostRow, lockPost } from "../repositories/post.repository.js";

/** The files of deleted posts and of the comments on them, to remove once the transaction committed. */
export interface PostFiles {
  postImages: string[];
  commentImages: string[];
}

/**
 * Deletes a post and everything that hangs on it, in the caller's transaction: its row locked
 * first (a comment, a like or a suggestion being added waits and then finds nothing), the comments
 * on it (they have no foreign key to their item: `deleteCommentsOfItem`), then the post with its
 * likes, reactions, mentions, hide marks, poll, suggestions and their likes (`deletePostRow`). No
 * policy: callers have decided (the author's delete, staff, the author's account deletion).
 * Undefined when the post is gone.
 */
export async function purgePost(ctx: Ctx, id: number): Promise<PostFiles | undefined> {
  if (!(await lockPost(ctx.db, id))) return undefined;
  const commentImages = await deleteCommentsOfItem(ctx.db, "post", id);
  const { deleted, imageKeys } = await deletePostRow(ctx.db, id);
  return deleted ? { postImages: imageKeys, commentImages } : undefined;
}

/** Removes the files `purgePost` answered (after the commit). */
export async function deletePostFiles(storage: Storage, files: PostFiles): Promise<void> {
  await deleteAttachmentImages(storage, files.postImages);
  await deleteAttachmentImages(storage, files.commentImages);
}
