import { ACCOUNT_MESSAGES } from "@dizilog/shared";
import type { UserRow } from "../auth/session.repository.js";
import { findUserBySlug } from "../auth/user.repository.js";
import { type Ctx, inTransaction, requireActor } from "../context.js";
import { AppError } from "../errors.js";
import { type Actor, actorFor, authorize } from "../policies/index.js";
import { profileSubject } from "../policies/user.policy.js";
import { deleteFollowsBetween, lockUsers, moveFollowCounters } from "../repositories/follow.repository.js";
import { blockedUsers, deleteBlock, insertBlock } from "../repositories/relationship.repository.js";

/**
 * A public profile and the actor it was decided for (their relation to the user loaded: the
 * presenter's `follow_status` and `abilities`); 404 when it is hidden from the actor (the user
 * policy: that user blocked them).
 */
export async function profileBySlug(ctx: Ctx, slug: string): Promise<{ user: UserRow; actor: Actor }> {
  const target = await findUserBySlug(ctx.db, slug);
  if (!target) throw new AppError("not_found");
  const actor = await actorFor(ctx, [target.id]);
  authorize(actor, "view", profileSubject(target));
  return { user: target, actor };
}

/** The users the actor blocked. */
export async function blocksOf(ctx: Ctx) {
  return blockedUsers(ctx.db, requireActor(ctx).id);
}

/**
 * Blocks a user (idempotent): 422 for oneself, 404 for an unknown user. Blocking ends the follows
 * and requests between the two, both ways (api-contract "Follows"): the rows and both users'
 * counters go in the block's transaction, the users' rows locked first in ascending id order.
 */
export async function blockUser(ctx: Ctx, userId: number): Promise<void> {
  const actor = requireActor(ctx);
  if (userId === actor.id) throw AppError.field("user_id", ACCOUNT_MESSAGES.blockSelf);
  await inTransaction(ctx, async (tx) => {
    if (!(await lockUsers(tx.db, [actor.id, userId])).has(userId)) throw new AppError("not_found");
    await insertBlock(tx.db, actor.id, userId);
    for (const follow of await deleteFollowsBetween(tx.db, actor.id, userId)) {
      if (follow.status === "accepted") await moveFollowCounters(tx.db, [follow.followerId], follow.followedId, -1);
    }
  });
  ctx.relations.delete(userId);
}

/** Unblocks a user (idempotent). */
export async function unblockUser(ctx: Ctx, userId: number): Promise<void> {
  await deleteBlock(ctx.db, requireActor(ctx).id, userId);
}
