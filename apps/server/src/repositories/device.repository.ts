import { and, asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { devices, pushDeliveries } from "../db/schema/index.js";

export type DeviceRow = typeof devices.$inferSelect;
export type Platform = DeviceRow["platform"];

/**
 * Registers a device for the user: the same token twice keeps one row (unique on its hash), and a
 * token registered before by another account (a shared browser, signed in as someone else now)
 * moves to this user. Answers the device.
 */
export async function upsertDevice(
  db: Executor,
  device: { userId: number; platform: Platform; token: string; tokenHash: string },
  now: Date,
): Promise<DeviceRow> {
  const [row] = await db
    .insert(devices)
    .values({ ...device, createdAt: now, lastUsedAt: now })
    .onConflictDoUpdate({
      target: devices.tokenHash,
      set: { userId: device.userId, platform: device.platform, token: device.token, lastUsedAt: now },
    })
    .returning();
  return row!;
}

/** Keeps the user's `keep` most recently registered devices and deletes older ones. */
export async function pruneDevices(db: Executor, userId: number, keep: number): Promise<void> {
  await db.execute(sql`
    delete from devices where user_id = ${userId} and id not in (
      select id from devices where user_id = ${userId} order by last_used_at desc nulls last, id desc limit ${keep}
    )`);
}

/** Forgets one of the user's devices by its token's hash (nothing when it is not theirs). */
export async function deleteDeviceOf(db: Executor, userId: number, platform: Platform, tokenHash: string): Promise<void> {
  await db.delete(devices).where(and(eq(devices.userId, userId), eq(devices.platform, platform), eq(devices.tokenHash, tokenHash)));
}

/** Forgets a device (its push service answered 404 or 410). */
export async function deleteDevice(db: Executor, id: number): Promise<void> {
  await db.delete(devices).where(eq(devices.id, id));
}

/** A user's devices on one platform, oldest first. */
export async function devicesOf(db: Executor, userId: number, platform: Platform): Promise<DeviceRow[]> {
  return db
    .select()
    .from(devices)
    .where(and(eq(devices.userId, userId), eq(devices.platform, platform)))
    .orderBy(asc(devices.id));
}

/** Notes a successful push to a device. */
export async function touchDevice(db: Executor, id: number, now: Date): Promise<void> {
  await db.update(devices).set({ lastUsedAt: now }).where(eq(devices.id, id));
}

/** A user's devices on one platform that a notification's push has not reached yet, oldest first (decision 0033). */
export async function devicesOwed(db: Executor, userId: number, platform: Platform, notificationId: number): Promise<DeviceRow[]> {
  return db
    .select()
    .from(devices)
    .where(
      and(
        eq(devices.userId, userId),
        eq(devices.platform, platform),
        sql`not exists (select 1 from ${pushDeliveries} d where d.notification_id = ${notificationId} and d.device_id = ${devices.id})`,
      ),
    )
    .orderBy(asc(devices.id));
}

/**
 * Claims a notification's push to one device before it is sent: answers false when another run
 * claimed it already, so that a device gets each push at most once even if two runs overlap.
 */
export async function claimPushDelivery(db: Executor, notificationId: number, deviceId: number, now: Date): Promise<boolean> {
  const rows = await db.insert(pushDeliveries).values({ notificationId, deviceId, sentAt: now }).onConflictDoNothing().returning({ deviceId: pushDeliveries.deviceId });
  return rows.length > 0;
}

/** Gives a claim back after a failure worth retrying: the retry sends to this device again. */
export async function releasePushDelivery(db: Executor, notificationId: number, deviceId: number): Promise<void> {
  await db.delete(pushDeliveries).where(and(eq(pushDeliveries.notificationId, notificationId), eq(pushDeliveries.deviceId, deviceId)));
}
