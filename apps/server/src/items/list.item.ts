import { AppError } from "../errors.js";
import { actorFor, authorize, can } from "../policies/index.js";
import { listRules, listSubject } from "../policies/list.policy.js";
import { commentableList, listPages } from "../repositories/commentable.repository.js";
import { listLikeCount, moveListLikes } from "../repositories/like.repository.js";
import { findList } from "../repositories/list.repository.js";
import { makeListPrivate, reportedLists } from "../repositories/reported-item.repository.js";
import type { ItemKind } from "./item-kind.js";
import { countedOnUser } from "./likes.js";

/**
 * A list: seen as the list policy says (its owner; a public one by others, not when the owner
 * blocked them, a private account's by accepted followers); commented, liked, reported; a
 * moderator's removal makes it private (its owner keeps it).
 */
export const list: ItemKind = {
  type: "list",
  visible: async (ctx, id) => {
    const row = await findList(ctx.db, id);
    if (!row) throw new AppError("not_found");
    authorize(await actorFor(ctx, [row.owner.id]), "view", listSubject(row));
    return { ownerId: row.owner.id, showId: null };
  },
  comments: {
    table: "lists",
    find: async (db, id) => {
      const row = await commentableList(db, id);
      if (!row) return undefined;
      const subject = { kind: "list" as const, ownerId: row.ownerId, isPublic: row.isPublic, ownerPrivate: row.ownerPrivate };
      return { ...row, type: "list", relatedUserIds: [row.ownerId], seenBy: (actor) => listRules.view(actor, subject) };
    },
    pages: listPages,
  },
  likes: countedOnUser({
    visible: async (ctx, id) => {
      const row = await findList(ctx.db, id);
      if (!row) return false;
      return can(await actorFor(ctx, [row.owner.id]), "like", listSubject(row));
    },
    takenBackUnseen: true,
    count: listLikeCount,
    move: (ctx, id, delta) => moveListLikes(ctx.db, id, delta),
  }),
  moderation: {
    load: reportedLists,
    remove: async (ctx, id) => ({ found: await makeListPrivate(ctx.db, id, ctx.now) }),
  },
};
