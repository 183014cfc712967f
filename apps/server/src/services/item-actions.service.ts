import { ITEM_ACTION_MESSAGES, type HideBody, type ReportBody } from "@dizilog/shared/api";
import { type Ctx, requireActor } from "../context.js";
import { AppError } from "../errors.js";
import { deleteHiddenItem, fileReport, insertHiddenItem } from "../repositories/item-action.repository.js";
import type { ItemOwner } from "../items/item-kind.js";
import { itemKind } from "../items/registry.js";

/**
 * The item a user acts on (hides or reports), if it exists and they may see it: 404 otherwise.
 * Each kind asks its own policy (items/registry.ts).
 */
async function visibleItem(ctx: Ctx, type: ReportBody["type"] | HideBody["type"], id: number): Promise<ItemOwner> {
  const visible = itemKind(type)?.visible;
  if (!visible) throw new AppError("not_found");
  return visible(ctx, id);
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
