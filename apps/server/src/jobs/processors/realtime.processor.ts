import { notificationRecordJson } from "../../domain/notification-record.js";
import { findNotification, unreadCountOf } from "../../repositories/notification.repository.js";
import { defineProcessor } from "./processor.js";

/**
 * Publishes each new in-app notification, with the user's unread count, to the realtime hub: the
 * user's open streams on every instance light the bell (routes/notifications/stream.route.ts).
 */
export const realtimeProcessor = defineProcessor({
  name: "realtime",
  events: ["notification.created"],
  async handle({ database, realtime }, event) {
    const { notificationId, userId } = event.payload;
    if (notificationId === null) return;
    const [notification, unreadCount] = await Promise.all([findNotification(database.db, notificationId), unreadCountOf(database.db, userId)]);
    if (!notification || unreadCount === undefined) return;
    await realtime.publish(userId, { type: "notification", notification: notificationRecordJson(notification), unreadCount });
  },
});
