import { commentLikeCount, lockComment, moveCommentLikes } from "../repositories/comment.repository.js";
import { moveCommentsCount } from "../repositories/commentable.repository.js";
import { type ReportedItemRow, removeComment, reportedComments } from "../repositories/reported-item.repository.js";
import { deleteAttachmentImages } from "../storage/attachment-images.js";
import { authorizedComment } from "./commentable.js";
import { type ItemKind, seen } from "./item-kind.js";
import { commentsOf } from "./registry.js";

/**
 * A comment or a reply: seen by whoever sees its item (the item's kind) unless removed or blocked
 * (policies/comment.policy.ts); liked (on the comment), reported and hidden; a moderator's removal
 * sets `removed_at`, takes it out of its item's or parent's counter and deletes its uploaded image.
 */
export const comment: ItemKind = {
  type: "comment",
  visible: async (ctx, id) => {
    const { comment: row } = await authorizedComment(ctx, id, "view");
    return { ownerId: row.userId, showId: row.showId };
  },
  likes: {
    visible: async (ctx, id) => {
      // The comment's row is locked first: its like counter moves next, and a delete waits.
      if (!(await lockComment(ctx.db, id))) return false;
      return seen(authorizedComment(ctx, id, "like"));
    },
    takenBackUnseen: true,
    tellsOwner: "comment",
    count: commentLikeCount,
    move: (ctx, id, delta) => moveCommentLikes(ctx.db, id, delta),
  },
  moderation: {
    load: async (db, ids) => {
      const rows = await reportedComments(db, ids);
      // Each comment's item page, one statement per kind of commented item.
      const pages = new Map<string, { title: string; path: string }>();
      for (const type of new Set(rows.map((r) => r.itemType))) {
        const capability = commentsOf(type);
        const itemIds = [...new Set(rows.filter((r) => r.itemType === type).map((r) => r.itemId))];
        if (capability) for (const page of await capability.pages(db, itemIds)) pages.set(`${type}:${page.id}`, page);
      }
      return rows.flatMap((r): ReportedItemRow[] => {
        const item = pages.get(`${r.itemType}:${r.itemId}`);
        if (!item) return [];
        return [{ type: "comment", id: r.id, title: item.title, text: r.content, spoiler: r.spoiler, removed: r.removedAt !== null, path: item.path, anchor: `comment_${r.id}`,
          images: r.photo ? [{ url: r.photo.url, width: r.photo.width, height: r.photo.height }] : [] }];
      });
    },
    remove: async (ctx, id) => {
      const { found, imageKeys, uncounted } = await removeComment(ctx.db, id, ctx.now);
      // A top-level comment leaves its item's `comments_count` (the item's kind names the table).
      const table = uncounted && commentsOf(uncounted.itemType)?.table;
      if (uncounted && table) await moveCommentsCount(ctx.db, table, uncounted.itemId, -1);
      return { found, after: () => deleteAttachmentImages(ctx.deps.storage, imageKeys) };
    },
  },
};
