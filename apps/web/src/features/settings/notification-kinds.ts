/** The notification kinds of the spec (section 3, Notification), in the order the settings list them. */
export const NOTIFICATION_KINDS = [
  "episode_info",
  "date_change",
  "new_season",
  "new_show",
  "watchlist",
  "buzz",
  "episode_image",
  "clip_added",
  "music_added",
  "publish_post",
  "user_comment",
  "user_mention",
  "user_review",
  "user_followed",
  "new_badge",
  "role_changed",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The kinds the settings offer: those about what the site has today (episodes, seasons, shows,
 * the watchlist, a show's status). Pictures, clips, music, posts, comments, mentions, reviews,
 * follows, badges and moderation come with later issues; a switch for them would promise a
 * feature the site does not have yet. The server keeps every kind's setting.
 */
export const OFFERED_NOTIFICATION_KINDS: readonly NotificationKind[] = ["episode_info", "date_change", "new_season", "new_show", "watchlist", "buzz"];

/** The two channels of each kind: in-app and push (`notify_<kind>`), and email (`email_<kind>`). */
export const NOTIFICATION_CHANNELS = ["notify", "email"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export function settingKey(channel: NotificationChannel, kind: NotificationKind): string {
  return `${channel}_${kind}`;
}
