import { ACCOUNT_MESSAGES } from "@dizilog/shared";
import type { UserRow } from "../auth/session.repository.js";
import { findUserById, findUserBySlug } from "../auth/user.repository.js";
import { type Ctx, requireActor } from "../context.js";
import { AppError } from "../errors.js";
import { actorFor, authorize } from "../policies/index.js";
import { profileSubject } from "../policies/user.policy.js";
import { blockedUsers, deleteBlock, insertBlock } from "../repositories/relationship.repository.js";

/** A public profile; 404 when it is hidden from the actor (the user policy: that user blocked them). */
export async function profileBySlug(ctx: Ctx, slug: string): Promise<UserRow> {
  const target = await findUserBySlug(ctx.db, slug);
  if (!target) throw new AppError("not_found");
  authorize(await actorFor(ctx, [target.id]), "view", profileSubject(target));
  return target;
}

/** The users the actor blocked. */
export async function blocksOf(ctx: Ctx) {
  return blockedUsers(ctx.db, requireActor(ctx).id);
}

/** Blocks a user (idempotent): 422 for oneself, 404 for an unknown user. */
export async function blockUser(ctx: Ctx, userId: number): Promise<void> {
  const actor = requireActor(ctx);
  if (userId === actor.id) throw AppError.field("user_id", ACCOUNT_MESSAGES.blockSelf);
  if (!(await findUserById(ctx.db, userId))) throw new AppError("not_found");
  await insertBlock(ctx.db, actor.id, userId);
}

/** Unblocks a user (idempotent). */
export async function unblockUser(ctx: Ctx, userId: number): Promise<void> {
  await deleteBlock(ctx.db, requireActor(ctx).id, userId);
}
