import { z } from "zod";
import type { NotificationsQuery } from "@dizilog/shared/api";
import { type Ctx, inTransaction, requireActor } from "../context.js";
import { AppError } from "../errors.js";
import { decodeCursor, encodeCursor } from "../lib/cursor.js";
import {
  type NotificationRow,
  markAllNotificationsRead,
  markNotificationRead,
  notificationsPage,
} from "../repositories/notification.repository.js";

const cursorKeys = z.object({ id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/**
 * One cursor page of the signed-in user's notifications, newest first. A notification that arrives
 * while the client pages lands before the first page, so pages neither repeat nor skip.
 */
export async function listNotifications(ctx: Ctx, query: NotificationsQuery): Promise<{ rows: NotificationRow[]; next: string | null }> {
  const user = requireActor(ctx);
  const after = decodeCursor(query.cursor, cursorKeys);
  const rows = await notificationsPage(ctx.db, user.id, after?.id, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return { rows: page, next: rows.length > query.limit && last ? encodeCursor({ id: last.id }) : null };
}

/** Marks one of the user's notifications read (404 for anyone else's); answers the unread count. */
export async function readNotification(ctx: Ctx, id: number): Promise<number> {
  const user = requireActor(ctx);
  const unread = await inTransaction(ctx, (tx) => markNotificationRead(tx.db, user.id, id, tx.now));
  if (unread === undefined) throw new AppError("not_found");
  return unread;
}

/** Marks all of the user's notifications read; answers the unread count (0 unless one arrived meanwhile). */
export async function readAllNotifications(ctx: Ctx): Promise<number> {
  const user = requireActor(ctx);
  return inTransaction(ctx, (tx) => markAllNotificationsRead(tx.db, user.id, tx.now));
}
