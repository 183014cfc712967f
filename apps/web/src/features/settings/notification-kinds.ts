import { NOTIFICATION_KINDS, type NotificationKind, PRODUCED_NOTIFICATION_KINDS } from "@dizilog/shared/api/notification-kinds";

export { NOTIFICATION_KINDS, type NotificationKind };

/**
 * The kinds the settings offer: those the site produces today (comments, mentions, reviews of people
 * you follow, follows, moderation, posts on your wall, and the feedback of decision 0038: suggestions
 * on your asks, poll votes, likes of your posts and comments, helpful reviews, your reports). Episode, season, show, watchlist and status
 * news, pictures, clips, music and badges come with later issues; a switch for them would promise a
 * notification nothing sends. The server keeps every kind's setting.
 */
export const OFFERED_NOTIFICATION_KINDS: readonly NotificationKind[] = PRODUCED_NOTIFICATION_KINDS;

/** The two channels of each kind: in-app and push (`notify_<kind>`), and email (`email_<kind>`). */
export const NOTIFICATION_CHANNELS = ["notify", "email"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export function settingKey(channel: NotificationChannel, kind: NotificationKind): string {
  return `${channel}_${kind}`;
}
