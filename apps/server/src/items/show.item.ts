import { MODERATION_MESSAGES } from "@dizilog/shared/api";
import { AppError } from "../errors.js";
import { showExists } from "../repositories/catalog.repository.js";
import { commentableShow, showPages } from "../repositories/commentable.repository.js";
import { likeCount } from "../repositories/like.repository.js";
import { reportedShows } from "../repositories/reported-item.repository.js";
import { addShowActivity } from "../repositories/show-counter.repository.js";
import type { ItemKind } from "./item-kind.js";
import { countedOnUser } from "./likes.js";

/** A show: catalog data everyone sees; commented, liked (a trending point that day), reported — never removed through a report. */
export const show: ItemKind = {
  type: "show",
  visible: async (ctx, id) => {
    if (!(await showExists(ctx.db, id))) throw new AppError("not_found");
    return { ownerId: null, showId: id };
  },
  comments: {
    table: "shows",
    find: async (db, id) => {
      const row = await commentableShow(db, id);
      return row && { ...row, type: "show", relatedUserIds: [], seenBy: () => true };
    },
    pages: showPages,
  },
  likes: countedOnUser({
    visible: (ctx, id) => showExists(ctx.db, id),
    count: (db, id) => likeCount(db, "show", id),
    // A like taken back on the day it was given takes its trending point back too.
    move: async (ctx, id, delta, sameDay) => {
      if (sameDay) await addShowActivity(ctx.db, id, ctx.now, delta);
    },
  }),
  moderation: {
    load: reportedShows,
    remove: async () => {
      throw AppError.field("action", MODERATION_MESSAGES.showNotRemovable);
    },
  },
};
