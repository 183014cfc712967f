import { createHash } from "node:crypto";
import { type DeviceBody, NOTIFICATION_MESSAGES } from "@dizilog/shared/api";
import { type Ctx, inTransaction, requireActor } from "../context.js";
import { parseWebPushSubscription } from "../domain/push-subscription.js";
import { AppError } from "../errors.js";
import { type DeviceRow, deleteDeviceOf, pruneDevices, upsertDevice } from "../repositories/device.repository.js";

/** Devices kept per user: the oldest beyond this are forgotten (a browser that re-subscribes leaves its old endpoint behind). */
export const DEVICES_PER_USER = 20;

/** A store token: printable ASCII without spaces (FCM's and APNs' tokens are). */
const STORE_TOKEN = /^[\x21-\x7e]{8,4096}$/;

/**
 * The device's identity: a browser subscription is its endpoint (the keys may be rotated with it),
 * a store token itself. Stored as a SHA-256, unique: the same token twice keeps one device.
 */
function identify(ctx: Ctx, body: DeviceBody): { token: string; hash: string } {
  if (body.platform === "web") {
    const subscription = parseWebPushSubscription(body.token, ctx.deps.config.pushTestOrigins);
    if (!subscription) throw AppError.field("token", NOTIFICATION_MESSAGES.subscriptionInvalid);
    return { token: JSON.stringify(subscription), hash: sha256(`web:${subscription.endpoint}`) };
  }
  if (!STORE_TOKEN.test(body.token)) throw AppError.field("token", NOTIFICATION_MESSAGES.tokenInvalid);
  return { token: body.token, hash: sha256(`${body.platform}:${body.token}`) };
}

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/**
 * Registers the signed-in user's device for push. Web subscriptions are delivered through web push;
 * ios and android tokens are kept for the store apps, but no store push service is configured, so
 * nothing is sent to them yet (the answer says so).
 */
export async function registerDevice(ctx: Ctx, body: DeviceBody): Promise<DeviceRow> {
  const user = requireActor(ctx);
  const { token, hash } = identify(ctx, body);
  return inTransaction(ctx, async (tx) => {
    const device = await upsertDevice(tx.db, { userId: user.id, platform: body.platform, token, tokenHash: hash }, tx.now);
    await pruneDevices(tx.db, user.id, DEVICES_PER_USER);
    return device;
  });
}

/** Forgets one of the user's devices (signing out of push in this browser); nothing when it is not theirs. */
export async function unregisterDevice(ctx: Ctx, body: DeviceBody): Promise<void> {
  const user = requireActor(ctx);
  const { hash } = identify(ctx, body);
  await deleteDeviceOf(ctx.db, user.id, body.platform, hash);
}
