import { z } from "zod";
import { type FollowStatus, SOCIAL_MESSAGES, cursorKey } from "@dizilog/shared/api";
import type { UserRow } from "../auth/session.repository.js";
import { findUserById, findUserBySlug, updateUser } from "../auth/user.repository.js";
import { type Ctx, inTransaction, requireActor } from "../context.js";
import { AppError } from "../errors.js";
import { decodeCursor, encodeCursor } from "../lib/cursor.js";
import { type Actor, actorFor, authorize } from "../policies/index.js";
import { profileSubject } from "../policies/user.policy.js";
import {
  type FollowPageRow,
  acceptAllRequests,
  acceptRequest,
  claimFollowNotice,
  deleteFollow,
  deleteRequest,
  followPage,
  insertFollow,
  lockUsers,
  moveFollowCounters,
  pendingFollowerIds,
} from "../repositories/follow.repository.js";

/** One `user_followed` per follower and user within this window (api-contract "Follows": a day). */
export const FOLLOW_NOTICE_WINDOW_MS = 24 * 60 * 60 * 1000;

function refuseSelf(ctx: Ctx, userId: number): UserRow {
  const actor = requireActor(ctx);
  if (userId === actor.id) throw new AppError("validation", SOCIAL_MESSAGES.followSelf, { id: [SOCIAL_MESSAGES.followSelf] });
  return actor;
}

/**
 * Follows a user: at once (`following`), or as a request to a private account (`requested`).
 * Idempotent: following again answers the current state. 422 for oneself; 404 for an unknown
 * user, a user who blocks the actor or whom the actor blocks (the user policy's `follow`). Both
 * users' rows are locked first (ascending ids), so counters stay exact when follows race; an
 * accepted follow moves them in the same transaction, and `follow.created` is recorded in it — at most
 * once a day per follower and user (`claimFollowNotice`), so unfollowing and following again floods nobody.
 */
export async function followUser(ctx: Ctx, userId: number): Promise<FollowStatus> {
  const me = refuseSelf(ctx, userId);
  return inTransaction<FollowStatus>(ctx, async (tx) => {
    if (!(await lockUsers(tx.db, [me.id, userId])).has(userId)) throw new AppError("not_found");
    const target = await findUserById(tx.db, userId);
    if (!target) throw new AppError("not_found");
    // Read under the locks: nobody else changes the follows between these two users meanwhile.
    tx.relations.delete(userId);
    const actor = await actorFor(tx, [userId]);
    authorize(actor, "follow", profileSubject(target));
    const current = actor.relationTo(userId).follows;
    if (current !== "none") return current;
    const status = target.privateAccount ? "pending" : "accepted";
    await insertFollow(tx.db, { followerId: me.id, followedId: userId, status, now: tx.now });
    if (status === "accepted") await moveFollowCounters(tx.db, [me.id], userId, 1);
    // The followed user hears of this follower once a day, however often they unfollow and follow again (the contract).
    if (await claimFollowNotice(tx.db, me.id, userId, tx.now, FOLLOW_NOTICE_WINDOW_MS)) {
      await tx.events.record({
        type: "follow.created",
        actorId: me.id,
        payload: { followerId: me.id, followedId: userId, status: status === "accepted" ? "accepted" : "requested" },
      });
    }
    return status === "accepted" ? "following" : "requested";
  });
}

/** Unfollows a user, or takes back a request (idempotent): answers `none`. 404 for an unknown user. */
export async function unfollowUser(ctx: Ctx, userId: number): Promise<FollowStatus> {
  const me = refuseSelf(ctx, userId);
  return inTransaction<FollowStatus>(ctx, async (tx) => {
    if (!(await lockUsers(tx.db, [me.id, userId])).has(userId)) throw new AppError("not_found");
    const removed = await deleteFollow(tx.db, me.id, userId);
    if (removed === "accepted") await moveFollowCounters(tx.db, [me.id], userId, -1);
    tx.relations.delete(userId);
    return "none";
  });
}

/** Accepts a request to follow the actor's account: the requester now follows (`follow.accepted`); 404 without a request. */
export async function acceptFollowRequest(ctx: Ctx, followerId: number): Promise<FollowStatus> {
  const me = requireActor(ctx);
  return inTransaction<FollowStatus>(ctx, async (tx) => {
    await lockUsers(tx.db, [me.id, followerId]);
    if (!(await acceptRequest(tx.db, followerId, me.id, tx.now))) throw new AppError("not_found");
    await moveFollowCounters(tx.db, [followerId], me.id, 1);
    await tx.events.record({ type: "follow.accepted", actorId: me.id, payload: { followerId, followedId: me.id } });
    return "following";
  });
}

/** Rejects a request to follow the actor's account (the requester is not told); 404 without a request. */
export async function rejectFollowRequest(ctx: Ctx, followerId: number): Promise<FollowStatus> {
  const me = requireActor(ctx);
  if (!(await deleteRequest(ctx.db, followerId, me.id))) throw new AppError("not_found");
  return "none";
}

/**
 * The setting `private_account`. Turning it off accepts every pending request in the same
 * transaction (decision 22: what made them wait is gone, and each requester asked to
 * follow), with their counters and a `follow.accepted` each.
 */
export async function setPrivateAccount(ctx: Ctx, value: boolean): Promise<void> {
  const me = requireActor(ctx);
  await inTransaction(ctx, async (tx) => {
    if (value) {
      await updateUser(tx.db, me.id, { privateAccount: true });
      return;
    }
    await lockUsers(tx.db, [me.id, ...(await pendingFollowerIds(tx.db, me.id))]);
    await updateUser(tx.db, me.id, { privateAccount: false });
    const accepted = await acceptAllRequests(tx.db, me.id, tx.now);
    await moveFollowCounters(tx.db, accepted, me.id, 1);
    for (const followerId of accepted) {
      await tx.events.record({ type: "follow.accepted", actorId: me.id, payload: { followerId, followedId: me.id } });
    }
  });
}

const cursorKeys = z.object({ at: cursorKey.timestamp, id: cursorKey.id });

export interface FollowUsersPage {
  rows: FollowPageRow[];
  next: string | null;
  /** The actor with its relations to the page's users loaded (their `follow_status`). */
  actor: Actor;
}

/**
 * A user's followers or the users they follow, newest first. 404 when the profile is hidden from
 * the actor, or is a private account the actor does not follow (the user policy's `viewFollows`).
 * Users blocked either way with the actor are left out.
 */
export async function followUsers(ctx: Ctx, slug: string, direction: "followers" | "following", query: { cursor?: string | undefined; limit: number }): Promise<FollowUsersPage> {
  const owner = await findUserBySlug(ctx.db, slug);
  if (!owner) throw new AppError("not_found");
  authorize(await actorFor(ctx, [owner.id]), "viewFollows", profileSubject(owner));
  return pageOf(ctx, { userId: owner.id, direction }, query);
}

/** The requests waiting for the actor's acceptance, newest first. */
export async function followRequests(ctx: Ctx, query: { cursor?: string | undefined; limit: number }): Promise<FollowUsersPage> {
  return pageOf(ctx, { userId: requireActor(ctx).id, direction: "requests" }, query);
}

async function pageOf(
  ctx: Ctx,
  key: { userId: number; direction: "followers" | "following" | "requests" },
  query: { cursor?: string | undefined; limit: number },
): Promise<FollowUsersPage> {
  const rows = await followPage(ctx.db, { ...key, viewerId: ctx.actor?.id, after: decodeCursor(query.cursor, cursorKeys), limit: query.limit + 1 });
  const pageRows = rows.slice(0, query.limit);
  const last = pageRows.at(-1);
  const next = rows.length > query.limit && last ? encodeCursor({ at: last.at, id: last.user.id }) : null;
  // One query for the viewer's relations to every user of the page.
  const actor = await actorFor(ctx, pageRows.map((r) => r.user.id));
  return { rows: pageRows, next, actor };
}
