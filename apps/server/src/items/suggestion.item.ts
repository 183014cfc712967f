import { actorFor, can } from "../policies/index.js";
import { postSubject } from "../policies/post.policy.js";
import { suggestionSubject } from "../policies/suggestion.policy.js";
import { findPost, lockPost } from "../repositories/post.repository.js";
import { askOfSuggestion, lockSuggestion, moveSuggestionLikes, suggestionLikeCount } from "../repositories/suggestion.repository.js";
import type { ItemKind } from "./item-kind.js";

/** A show suggested on an ask (decision 0028): liked (on the suggestion), seen by whoever sees the ask and no block with its author. */
export const suggestion: ItemKind = {
  type: "suggestion",
  likes: {
    visible: async (ctx, id) => {
      // The ask's row first, then the suggestion's (the order of a deletion of the ask, which then
      // waits and takes this like with it); the suggestion's like counter moves next.
      const askId = await askOfSuggestion(ctx.db, id);
      if (askId === undefined || !(await lockPost(ctx.db, askId))) return false;
      const row = await lockSuggestion(ctx.db, id);
      if (!row) return false;
      const ask = await findPost(ctx.db, row.askId);
      if (!ask) return false;
      const actor = await actorFor(ctx, [ask.userId, ask.wallUserId, row.userId]);
      return can(actor, "like", suggestionSubject(row, postSubject(ask, ctx.now)));
    },
    takenBackUnseen: true,
    count: suggestionLikeCount,
    move: (ctx, id, delta) => moveSuggestionLikes(ctx.db, id, delta),
  },
};
