import type { FollowRequest, FollowUser } from "@dizilog/shared/api";
import type { Actor } from "../policies/index.js";
import type { FollowPageRow } from "../repositories/follow.repository.js";
import { presentUserSummary } from "./user.presenter.js";

/** A user of a followers or following list, with where the signed-in viewer stands with them (not for the viewer's own row). */
export function presentFollowUser(row: FollowPageRow, actor: Actor): FollowUser {
  const showStatus = actor.user !== undefined && actor.user.id !== row.user.id;
  return { ...presentUserSummary(row.user), ...(showStatus ? { follow_status: actor.relationTo(row.user.id).follows } : {}) };
}

/** A request to follow the signed-in user. */
export function presentFollowRequest(row: FollowPageRow): FollowRequest {
  return { user: presentUserSummary(row.user), requested_at: row.createdAt.toISOString() };
}
