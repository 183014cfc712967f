import { z } from "zod";
import { userSummarySchema } from "./accounts.js";
import { cursorPage, one } from "./common.js";
import {
  DEVICE_PLATFORMS,
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_PAGE_SIZE_MAX,
  NOTIFICATION_SUBJECT_TYPES,
} from "./notification-kinds.js";

export * from "./notification-kinds.js";

export const NOTIFICATION_MESSAGES = {
  cursorInvalid: "The cursor is invalid.",
  /** Ours: a token that is not a browser's PushSubscription (JSON with an https endpoint and its keys). */
  subscriptionInvalid: "The push subscription is invalid.",
  tokenInvalid: "The device token is invalid.",
  /** Ours: the stream speaks only Server-Sent Events. */
  streamOnly: "This address sends Server-Sent Events: ask for text/event-stream.",
  /** Ours: too many open streams for one account on one server. */
  tooManyStreams: "Too many open notification streams. Close a tab and try again.",
} as const;

/** The largest notification id a client may name (the ids are bigserial; JSON numbers stay exact to 2^53). */
const SAFE_ID_MAX = Number.MAX_SAFE_INTEGER;

/** A notification id from the address: digits, at most 15 (else 422). */
export const notificationIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,14}$/, "The selected id is invalid.")
  .transform(Number)
  .pipe(z.number().int().positive().max(SAFE_ID_MAX));

export const notificationsQuerySchema = z.object({
  cursor: z
    .string()
    .max(200, NOTIFICATION_MESSAGES.cursorInvalid)
    .regex(/^[A-Za-z0-9_-]+$/, NOTIFICATION_MESSAGES.cursorInvalid)
    .optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_PAGE_SIZE_MAX).default(NOTIFICATION_PAGE_SIZE),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

/**
 * A notification (api-contract "Notifications"): `text` is in the reader's language, `url` the page
 * it opens (the subject's, or its comment's `#comment_{id}`).
 */
export const notificationSchema = z
  .object({
    id: z.number().int(),
    type: z.string(),
    read_at: z.string().nullable(),
    created: z.string(),
    actor: userSummarySchema.nullable(),
    subject: z.object({
      type: z.enum(NOTIFICATION_SUBJECT_TYPES),
      id: z.number().int(),
      url: z.string(),
      title: z.string(),
    }),
    text: z.string(),
    url: z.string(),
  })
  .meta({ id: "Notification" });
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsPageSchema = cursorPage(notificationSchema);
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

export const unreadCountSchema = one(z.object({ unread_count: z.number().int() }));
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** The data of one `event: notification` of the stream. */
export const notificationStreamEventSchema = z
  .object({ notification: notificationSchema, unread_count: z.number().int() })
  .meta({ id: "NotificationStreamEvent" });
export type NotificationStreamEvent = z.infer<typeof notificationStreamEventSchema>;

export const pushKeySchema = one(z.object({ public_key: z.string() }));

export const deviceBodySchema = z.object({
  token: z.string().trim().min(1, "This field is required.").max(4096, NOTIFICATION_MESSAGES.tokenInvalid),
  platform: z.enum(DEVICE_PLATFORMS, { error: "The selected platform is invalid." }),
});
export type DeviceBody = z.infer<typeof deviceBodySchema>;

/**
 * A registered device. `delivery`: `web_push` for a browser (pushes are sent), `not_configured` for
 * a store token (stored, but no store push service is configured, so nothing is sent to it yet).
 */
export const deviceSchema = z
  .object({
    id: z.number().int(),
    platform: z.enum(DEVICE_PLATFORMS),
    delivery: z.enum(["web_push", "not_configured"]),
  })
  .meta({ id: "Device" });
export type Device = z.infer<typeof deviceSchema>;
