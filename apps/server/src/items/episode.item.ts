import { DIARY_MESSAGES } from "@dizilog/shared/api";
import { AppError } from "../errors.js";
import { episodeAiring } from "../repositories/catalog.repository.js";
import { commentableEpisode, episodePages } from "../repositories/commentable.repository.js";
import type { ItemKind } from "./item-kind.js";

/** An episode: catalog data everyone sees; commented and reacted to (once aired). */
export const episode: ItemKind = {
  type: "episode",
  comments: {
    table: "episodes",
    find: async (db, id) => {
      const row = await commentableEpisode(db, id);
      return row && { ...row, type: "episode", relatedUserIds: [], seenBy: () => true };
    },
    pages: episodePages,
  },
  reactions: {
    // It must exist; with `now` (a reaction being given) it must also have aired: like a seen mark, an unaired one answers 422.
    assert: async (ctx, id, now) => {
      const row = await episodeAiring(ctx.db, id);
      if (!row) throw new AppError("not_found");
      if (now && (!row.airsAt || row.airsAt > now)) throw AppError.field("id", DIARY_MESSAGES.notAired);
    },
  },
};
