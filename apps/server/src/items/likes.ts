import { requireActor } from "../context.js";
import { moveUserCounter } from "../repositories/show-counter.repository.js";
import type { LikesCapability } from "./item-kind.js";

/**
 * The likes of a kind that counts among the user's liked items (`users.like_count`: shows, people,
 * couples, lists — a post's, a comment's or a suggestion's likes count on the item only), given
 * while seen and not taken back unseen unless the kind says so. `move` adds the kind's own counters.
 */
export function countedOnUser(likes: Pick<LikesCapability, "visible" | "count"> & Partial<Pick<LikesCapability, "move" | "takenBackUnseen">>): LikesCapability {
  return {
    visible: likes.visible,
    count: likes.count,
    takenBackUnseen: likes.takenBackUnseen ?? false,
    move: async (ctx, id, delta, sameDay) => {
      await moveUserCounter(ctx.db, requireActor(ctx).id, "likeCount", delta);
      await likes.move?.(ctx, id, delta, sameDay);
    },
  };
}
