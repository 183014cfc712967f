import type { UserRow } from "../auth/session.repository.js";
import { updateUser } from "../auth/user.repository.js";
import { type Ctx, requireActor } from "../context.js";
import { COVER_IMAGE } from "../storage/cover.js";
import { deleteUserImage, storeUserImage } from "../storage/user-images.js";
import { requireEntitlement } from "./entitlements.js";

/*
 * Profile customization (decision 0054): a Pro entitlement to set; clearing is always allowed, so a
 * lapsed Pro can take down what they put up (the values are kept but not shown while the plan is off).
 */

/** Sets the actor's accent colour (lower-case `#rrggbb`, needs `customization`), or clears it (null: anyone). */
export async function setAccentColor(ctx: Ctx, color: string | null): Promise<UserRow> {
  const user = requireActor(ctx);
  if (color !== null) requireEntitlement(ctx, "customization");
  return updateUser(ctx.db, user.id, { accentColor: color });
}

/** Stores a new cover (needs `customization`) and removes the old one's files once the row points at the new. */
export async function setCover(ctx: Ctx, bytes: Buffer): Promise<UserRow> {
  const user = requireActor(ctx);
  requireEntitlement(ctx, "customization");
  const { storage } = ctx.deps;
  const key = await storeUserImage(storage, COVER_IMAGE, user.id, bytes);
  const updated = await updateUser(ctx.db, user.id, { coverKey: key }).catch(async (error: unknown) => {
    await deleteUserImage(storage, COVER_IMAGE, key);
    throw error;
  });
  if (user.coverKey) await deleteUserImage(storage, COVER_IMAGE, user.coverKey);
  return updated;
}

/** Removes the actor's cover and its files (allowed without Pro). */
export async function removeCover(ctx: Ctx): Promise<UserRow> {
  const user = requireActor(ctx);
  if (!user.coverKey) return user;
  const updated = await updateUser(ctx.db, user.id, { coverKey: null });
  await deleteUserImage(ctx.deps.storage, COVER_IMAGE, user.coverKey);
  return updated;
}
