import { findUserById } from "../auth/user.repository.js";
import { AppError } from "../errors.js";
import { actorFor, authorize } from "../policies/index.js";
import { profileSubject } from "../policies/user.policy.js";
import { clearProfile, reportedUsers } from "../repositories/reported-item.repository.js";
import type { ItemKind } from "./item-kind.js";

/** A user's profile: reported (when the actor sees it); a moderator's removal clears its biography, location and picture. */
export const user: ItemKind = {
  type: "user",
  visible: async (ctx, id) => {
    const row = await findUserById(ctx.db, id);
    if (!row) throw new AppError("not_found");
    authorize(await actorFor(ctx, [row.id]), "view", profileSubject(row));
    return { ownerId: row.id, showId: null };
  },
  moderation: {
    load: reportedUsers,
    remove: async (ctx, id) => {
      const cleared = await clearProfile(ctx.db, id);
      if (!cleared) return { found: false };
      const { avatarKey } = cleared;
      return { found: true, ...(avatarKey ? { after: () => ctx.deps.storage.deletePrefix(`avatars/${avatarKey}`) } : {}) };
    },
  },
};
