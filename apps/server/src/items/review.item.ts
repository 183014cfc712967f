import { reviewRules, reviewSubject } from "../policies/review.policy.js";
import { commentableReview, reviewPages } from "../repositories/commentable.repository.js";
import { removeReview, reportedReviews } from "../repositories/reported-item.repository.js";
import { authorizedItem } from "./commentable.js";
import type { ItemKind } from "./item-kind.js";

/**
 * A review: seen as its policy says (removed: staff only; blocks either way hide it); commented,
 * reported and hidden; a moderator's removal sets `removed_at`.
 */
export const review: ItemKind = {
  type: "review",
  visible: async (ctx, id) => {
    const { item } = await authorizedItem(ctx, "review", id, "view");
    return { ownerId: item.row.ownerId, showId: item.row.showId };
  },
  comments: {
    table: "reviews",
    find: async (db, id) => {
      const row = await commentableReview(db, id);
      if (!row) return undefined;
      const subject = reviewSubject({ authorId: row.ownerId, showId: row.showId, removedAt: row.removed ? new Date(0) : null });
      return { ...row, type: "review", relatedUserIds: [row.ownerId], seenBy: (actor) => reviewRules.view(actor, subject) };
    },
    pages: reviewPages,
  },
  moderation: {
    load: reportedReviews,
    remove: async (ctx, id) => ({ found: await removeReview(ctx.db, id, ctx.now) }),
  },
};
