/** The public face of the notifications feature: other features import only what is named here. */
export { notificationKeys, useMarkAllRead, useMarkRead, useNotifications } from "./api";
export { NotificationBell } from "./notification-bell";
export { NotificationContent } from "./notification-item";
export { forgetPushSubscription, pushSupported, syncPushSubscription } from "./push";
export { useNotificationStream } from "./use-notification-stream";
export { usePushSync } from "./use-push-sync";
