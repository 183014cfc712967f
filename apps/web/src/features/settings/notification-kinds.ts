import { NOTIFICATION_KINDS, type NotificationKind, PRODUCED_NOTIFICATION_KINDS } from "@dizilog/shared/api/notification-kinds";

export { NOTIFICATION_KINDS, type NotificationKind };

/**
 * The kinds the settings offer: those the site produces today (comments, mentions, reviews of people
 * you follow, follows, moderation, posts on your wall, and the feedback of decision 0038: suggestions
 * on your asks, poll votes, likes of your posts and comments, helpful reviews, your reports), and the
 * catalog's own news of decision 0048 (an episode aired, an air time moved, a new season, a watchlist
 * premiere). Kinds nothing sends yet get no switch: it would promise a notification nothing sends. The server keeps every kind's setting.
 */
export const OFFERED_NOTIFICATION_KINDS: readonly NotificationKind[] = PRODUCED_NOTIFICATION_KINDS;

/** The two channels of each kind: in-app and push (`notify_<kind>`), and email (`email_<kind>`). */
export const NOTIFICATION_CHANNELS = ["notify", "email"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export function settingKey(channel: NotificationChannel, kind: NotificationKind): string {
  return `${channel}_${kind}`;
}
