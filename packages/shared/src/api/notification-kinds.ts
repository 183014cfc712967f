// Plain lists, without zod: the client imports them (the bell, the settings) without the schemas.

/** Every notification kind of the spec (section 3, Notification), as the settings keys spell them. */
export const NOTIFICATION_KINDS = [
  "user_comment",
  "user_mention",
  "user_review",
  "user_followed",
  "episode_info",
  "date_change",
  "clip_added",
  "publish_post",
  "role_changed",
  "new_show",
  "new_season",
  "new_badge",
  "watchlist",
  "episode_image",
  "music_added",
  "buzz",
  // Additions to the contract's list (decision 0038): the feedback of the community.
  "ask_suggestion",
  "poll_vote",
  "post_like",
  "comment_like",
  "review_helpful",
  "report_resolved",
  // An addition of issue 16's ratings part (decision 0043): a season's TV ratings the user asked for arrived.
  "ratings_available",
  // The Pro issue (decision 0052): a renewal's payment failed; Pro stays until the paid period ends.
  "payment_failed",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The kinds the site produces today: the settings offer these only, since a switch for another
 * kind would promise a notification nothing sends. The wall and the catalog jobs add theirs here
 * when they start producing them.
 */
export const PRODUCED_NOTIFICATION_KINDS = [
  "user_comment",
  "user_mention",
  "user_review",
  "user_followed",
  "role_changed",
  "publish_post",
  "ask_suggestion",
  "poll_vote",
  "post_like",
  "comment_like",
  "review_helpful",
  "report_resolved",
  // The catalog that keeps itself current (decision 0048): scheduled jobs through domain events.
  "episode_info",
  "date_change",
  "new_season",
  "watchlist",
  // Contributors (decision 0049): media added to a tracked show by its moderators or staff.
  "music_added",
  "clip_added",
  "episode_image",
  // Decision 0044: the buzz board and suggested shows.
  "buzz",
  "new_show",
  "ratings_available",
  "payment_failed",
] as const satisfies readonly NotificationKind[];
export type ProducedNotificationKind = (typeof PRODUCED_NOTIFICATION_KINDS)[number];

/**
 * The kinds told as one notification per item while it is unread ("Ayşe and 4 others liked your
 * post"): a new actor updates the unread notification of the same kind and subject, which moves to
 * the top (a new id), instead of adding a row (decision 0038). The client drops the older copy.
 */
export const GROUPED_NOTIFICATION_KINDS = [
  "ask_suggestion",
  "poll_vote",
  "post_like",
  "comment_like",
  "review_helpful",
  // Decision 0049: media added to a show, one unread notification per show and kind ("5 new images").
  "music_added",
  "clip_added",
  "episode_image",
] as const satisfies readonly NotificationKind[];

/** Spec section 9: the notifications page and the bell's dropdown show 10 at a time. */
export const NOTIFICATION_PAGE_SIZE = 10;
export const NOTIFICATION_PAGE_SIZE_MAX = 50;

/** What a notification is about (its `subject.type`). */
export const NOTIFICATION_SUBJECT_TYPES = [
  "comment",
  "review",
  "user",
  "show",
  "post",
  "report",
  // An episode of a tracked show aired or moved (decision 0048).
  "episode",
] as const;
export type NotificationSubjectType = (typeof NOTIFICATION_SUBJECT_TYPES)[number];

/** The platforms of `POST /api/me/devices`. */
export const DEVICE_PLATFORMS = ["web", "ios", "android"] as const;
export type DevicePlatform = (typeof DEVICE_PLATFORMS)[number];
