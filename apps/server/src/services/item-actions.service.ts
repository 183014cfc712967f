import { ITEM_ACTION_MESSAGES, type HideBody, type ReportBody } from "@dizilog/shared/api";
import { findUserById } from "../auth/user.repository.js";
import { type Ctx, requireActor } from "../context.js";
import { AppError } from "../errors.js";
import { actorFor, authorize } from "../policies/index.js";
import { listSubject } from "../policies/list.policy.js";
import { profileSubject } from "../policies/user.policy.js";
import { showExists } from "../repositories/catalog.repository.js";
import { deleteHiddenItem, fileReport, insertHiddenItem } from "../repositories/item-action.repository.js";
import { findList } from "../repositories/list.repository.js";
import { authorizedComment, authorizedItem } from "./commentable-items.js";
import { authorizedPost } from "./wall.service.js";

/** Whose item it is and which show it belongs to: what a report stores for the moderators. */
interface ReportedItem {
  ownerId: number | null;
  showId: number | null;
}

/**
 * The item a user acts on (hides or reports), if it exists and they may see it: 404 otherwise.
 * Each kind asks its own policy.
 */
async function visibleItem(ctx: Ctx, type: ReportBody["type"] | "wall", id: number): Promise<ReportedItem> {
  switch (type) {
    case "comment": {
      const { comment } = await authorizedComment(ctx, id, "view");
      return { ownerId: comment.userId, showId: comment.showId };
    }
    case "review": {
      const { item } = await authorizedItem(ctx, "review", id, "view");
      return { ownerId: item.row.ownerId, showId: item.row.showId };
    }
    case "user": {
      const user = await findUserById(ctx.db, id);
      if (!user) throw new AppError("not_found");
      authorize(await actorFor(ctx, [user.id]), "view", profileSubject(user));
      return { ownerId: user.id, showId: null };
    }
    case "show":
      if (!(await showExists(ctx.db, id))) throw new AppError("not_found");
      return { ownerId: null, showId: id };
    case "list": {
      const list = await findList(ctx.db, id);
      if (!list) throw new AppError("not_found");
      authorize(await actorFor(ctx, [list.owner.id]), "view", listSubject(list));
      return { ownerId: list.owner.id, showId: null };
    }
    case "post":
    case "wall": {
      // A wall post: reported as `post`, hidden as `wall` (the hidden_items kind the streams filter).
      const { post } = await authorizedPost(ctx, id, "view");
      return { ownerId: post.userId, showId: post.showId };
    }
  }
}

/**
 * Hides an item from the actor's lists (or shows it again with `undo`). Hiding needs an item the
 * actor sees and that is not their own (422); taking a hide back always works (idempotent).
 */
export async function setHidden(ctx: Ctx, itemId: number, body: HideBody): Promise<boolean> {
  const user = requireActor(ctx);
  if (body.action === "undo") {
    await deleteHiddenItem(ctx.db, user.id, body.type, itemId);
    return false;
  }
  const item = await visibleItem(ctx, body.type, itemId);
  if (item.ownerId === user.id) throw AppError.field("id", ITEM_ACTION_MESSAGES.hideOwn);
  await insertHiddenItem(ctx.db, user.id, body.type, itemId, ctx.now);
  return true;
}

/**
 * Reports an item the actor sees (404 otherwise) and that is not their own (422). Reporting it
 * again answers the same report (`created: false`). The item's owner and show are stored with the
 * report, so that the show's moderators find it and `suspend_user` knows whom it suspends.
 */
export async function reportItem(ctx: Ctx, body: ReportBody): Promise<{ id: number; status: "open" | "resolved" | "dismissed"; created: boolean }> {
  const user = requireActor(ctx);
  const item = await visibleItem(ctx, body.type, body.id);
  if (item.ownerId === user.id) throw AppError.field("id", ITEM_ACTION_MESSAGES.reportOwn);
  return fileReport(ctx.db, {
    reporterId: user.id,
    itemType: body.type,
    itemId: body.id,
    itemOwnerId: item.ownerId,
    showId: item.showId,
    reason: body.reason,
    details: body.details,
    createdAt: ctx.now,
  });
}
