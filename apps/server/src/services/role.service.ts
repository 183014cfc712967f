import { z } from "zod";
import { MODERATION_MESSAGES, cursorKey } from "@dizilog/shared/api";
import { findUserById, findUserBySlug } from "../auth/user.repository.js";
import { type Ctx, inTransaction, requireActor } from "../context.js";
import type { UserRole } from "../domain/roles.js";
import { AppError } from "../errors.js";
import { decodeCursor, encodeCursor } from "../lib/cursor.js";
import { lockUsers } from "../repositories/follow.repository.js";
import {
  type ModeratorRow,
  deleteModerator,
  findModerator,
  insertModerator,
  moderatesAnyShow,
  moderatorsPage,
  setStoredRole,
  showForModeration,
} from "../repositories/moderation.repository.js";

/**
 * Makes a user a moderator of a show (staff; the route is staff-only). Idempotent: `created` is
 * false when they already were. A plain user's stored role becomes `moderator` (staff stay staff),
 * and `role.moderator_appointed` is recorded in the transaction for their `role_changed`
 * notification. 422 for an unknown user or show.
 */
export async function appointModerator(ctx: Ctx, userId: number, showId: number): Promise<{ row: ModeratorRow; created: boolean }> {
  const by = requireActor(ctx).id;
  const created = await inTransaction(ctx, async (tx) => {
    const show = await showForModeration(tx.db, showId);
    if (!show) throw AppError.field("show_id", MODERATION_MESSAGES.showInvalid);
    if (!(await lockUsers(tx.db, [userId])).has(userId)) throw AppError.field("user_id", MODERATION_MESSAGES.userInvalid);
    const user = await findUserById(tx.db, userId);
    if (!user) throw AppError.field("user_id", MODERATION_MESSAGES.userInvalid);
    const inserted = await insertModerator(tx.db, { userId, showId, createdBy: by, now: tx.now });
    if (!inserted) return false;
    if (user.role === "user") await setStoredRole(tx.db, userId, "moderator");
    await tx.events.record({
      type: "role.moderator_appointed",
      actorId: by,
      payload: { userId, showId, showTitle: show.title, url: `/shows/${show.slug}` },
    });
    return true;
  });
  const row = await findModerator(ctx.db, userId, showId);
  if (!row) throw new AppError("not_found");
  return { row, created };
}

/** Removes a user from a show's moderators (staff); with no show left, a moderator becomes a plain user. 404 when they were not one. */
export async function dismissModerator(ctx: Ctx, userId: number, showId: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    await lockUsers(tx.db, [userId]);
    if (!(await deleteModerator(tx.db, userId, showId))) throw new AppError("not_found");
    const user = await findUserById(tx.db, userId);
    if (user?.role === "moderator" && !(await moderatesAnyShow(tx.db, userId))) await setStoredRole(tx.db, userId, "user");
  });
}

const cursorKeys = z.object({ user: cursorKey.id, show: cursorKey.id });

/** The moderators and their shows (staff), by user then show. */
export async function moderators(ctx: Ctx, query: { cursor?: string | undefined; limit: number }): Promise<{ rows: ModeratorRow[]; next: string | null }> {
  const after = decodeCursor(query.cursor, cursorKeys);
  const rows = await moderatorsPage(ctx.db, { after: after ? { userId: after.user, showId: after.show } : undefined, limit: query.limit + 1 });
  const pageRows = rows.slice(0, query.limit);
  const last = pageRows.at(-1);
  return { rows: pageRows, next: rows.length > query.limit && last ? encodeCursor({ user: last.userId, show: last.showId }) : null };
}

/**
 * `npm run user:role -- <username> staff|user`: makes an account staff, or takes staff away. A
 * user who still moderates shows keeps `moderator` (their shows are kept; staff remove them one
 * by one). Answers the stored role, or undefined for an unknown username.
 */
export async function setUserRole(ctx: Ctx, username: string, role: "staff" | "user"): Promise<UserRole | undefined> {
  return inTransaction(ctx, async (tx) => {
    // A slug is the username in lower case: usernames are unique without regard to case.
    const userId = (await findUserBySlug(tx.db, username))?.id;
    if (userId === undefined) return undefined;
    await lockUsers(tx.db, [userId]);
    const stored: UserRole = role === "staff" ? "staff" : (await moderatesAnyShow(tx.db, userId)) ? "moderator" : "user";
    await setStoredRole(tx.db, userId, stored);
    return stored;
  });
}
