import { GROUPED_NOTIFICATION_KINDS } from "@dizilog/shared/api/notification-kinds";
import { findUserById } from "../../auth/user.repository.js";
import { parseWebPushSubscription } from "../../domain/push-subscription.js";
import { presentNotification } from "../../presenters/notification.presenter.js";
import { claimPushDelivery, deleteDevice, devicesOwed, releasePushDelivery, touchDevice } from "../../repositories/device.repository.js";
import { findNotification } from "../../repositories/notification.repository.js";
import { defineProcessor } from "./processor.js";

/** A push waits at most a day for an offline device: a day-old "X followed you" is still worth showing. */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * Sends each new in-app notification to the user's browsers by web push, in the user's language,
 * once per device (decision 0033): each device's push is claimed in `push_deliveries` before it
 * leaves, so a retry sends only to the devices still owed it. A device whose push service answers
 * 404 or 410, or whose address we refuse (not a push endpoint, no public address), is forgotten. A
 * 5xx or network failure gives that device's claim back and fails the job after the other devices
 * had their turn; the retry sends to that device alone. Store tokens (ios, android) are kept but not
 * sent to: no store push service is configured.
 */
export const pushProcessor = defineProcessor({
  name: "push",
  events: ["notification.created"],
  async handle({ database, push, config, now }, event) {
    const { notificationId, userId } = event.payload;
    // A grouped notification updated within its interval (decision 0038): realtime only, no buzz.
    if (notificationId === null || event.payload.push === false) return;
    const { db } = database;
    const devices = await devicesOwed(db, userId, "web", notificationId);
    if (!devices.length) return;
    const [notification, user] = await Promise.all([findNotification(db, notificationId), findUserById(db, userId)]);
    // Read meanwhile (another tab), or gone: nothing to tell.
    if (!notification || notification.readAt !== null || !user) return;
    const presented = presentNotification(notification, { locale: user.locale });
    // A grouped notification's later pushes replace its earlier one on the device (one tag per item).
    const grouped = (GROUPED_NOTIFICATION_KINDS as readonly string[]).includes(notification.kind);
    const tag = grouped ? `notification-${notification.kind}-${notification.subjectType}-${notification.subjectId}` : `notification-${notificationId}`;
    const message = { title: "Dizilog", body: presented.text.slice(0, 300), url: presented.url, tag, icon: "/icons/icon-192.png" };
    let failure: Error | undefined;
    for (const device of devices) {
      const subscription = parseWebPushSubscription(device.token, config.pushTestOrigins);
      if (!subscription) {
        await deleteDevice(db, device.id);
        continue;
      }
      // Another run took this device meanwhile: it sends, not us.
      if (!(await claimPushDelivery(db, notificationId, device.id, now()))) continue;
      try {
        const outcome = await push.send(subscription, message, { topic: `n${notificationId}`, ttlSeconds: TTL_SECONDS });
        if (outcome === "gone" || outcome === "refused") await deleteDevice(db, device.id);
        else if (outcome === "sent") await touchDevice(db, device.id, now());
        else console.warn(`push: the push service refused a message for device ${device.id}`);
      } catch (error) {
        await releasePushDelivery(db, notificationId, device.id);
        failure ??= error instanceof Error ? error : new Error(String(error as string));
      }
    }
    if (failure) throw failure;
  },
});
