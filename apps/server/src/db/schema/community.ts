import { sql } from "drizzle-orm";
import { type AnyPgColumn, bigint, bigserial, boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { shows } from "./catalog.js";

/** What a comment hangs on (api-contract "Comments": `type`). */
export const COMMENT_ITEM_TYPES = ["show", "episode", "review", "list", "post", "news"] as const;
export type CommentItemType = (typeof COMMENT_ITEM_TYPES)[number];

/** A comment's one picture: an uploaded image (stored re-encoded) or a GIF from the GIF provider. */
export interface CommentPhoto {
  kind: "image" | "gif";
  /** Our media path for an image (`/media/comments/…`), the provider's URL for a GIF. */
  url: string;
  width: number;
  height: number;
  /** Storage key of an uploaded image (deleted with the comment); absent for a GIF. */
  key?: string;
  /** The provider's id of a GIF. */
  gifId?: string;
}

/**
 * Comments and their replies. Replies are one level deep: `parent_id` is always a top-level
 * comment, and `reply_to_user_id` the author a reply answers. `show_id` is the show the item
 * belongs to (the show itself, an episode's or a review's show, a post's show), so that the
 * show's moderators find what they act on; null for items of no show (a list).
 */
export const comments = pgTable(
  "comments",
  {
    id: serial("id").primaryKey(),
    itemType: text("item_type", { enum: COMMENT_ITEM_TYPES }).notNull(),
    itemId: integer("item_id").notNull(),
    showId: integer("show_id").references(() => shows.id, { onDelete: "set null" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    parentId: integer("parent_id").references((): AnyPgColumn => comments.id, { onDelete: "cascade" }),
    replyToUserId: integer("reply_to_user_id").references(() => users.id, { onDelete: "set null" }),
    content: text("content").notNull(),
    spoiler: boolean("spoiler").notNull().default(false),
    photo: jsonb("photo").$type<CommentPhoto>(),
    /** Counter caches kept in the same transaction as the rows they count. */
    replyCount: integer("reply_count").notNull().default(0),
    likeCount: integer("like_count").notNull().default(0),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    /** Removed by a moderator (a report's `remove_item`): 404 to everyone but staff. */
    removedAt: timestamp("removed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The item's top-level comments, newest first (keyset on id).
    index("comments_item_idx").on(t.itemType, t.itemId, t.id.desc()).where(sql`${t.parentId} is null`),
    // A thread's replies, oldest first.
    index("comments_parent_idx").on(t.parentId, t.id).where(sql`${t.parentId} is not null`),
    index("comments_user_idx").on(t.userId, t.id.desc()),
    index("comments_show_idx").on(t.showId),
    // A day's comments for the social charts (decision 0045).
    index("comments_created_idx").on(t.createdAt),
  ],
);

/** Users named by `@username` in a comment or a post; each got a `user_mention` notification. */
export const mentions = pgTable(
  "mentions",
  {
    itemType: text("item_type", { enum: ["comment", "post"] }).notNull(),
    itemId: integer("item_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.itemType, t.itemId, t.userId] }), index("mentions_user_idx").on(t.userId)],
);

const halfStars = (column: string) => numeric(column, { precision: 2, scale: 1, mode: "number" }).notNull();
const inHalfSteps = (name: string) => sql.raw(`${name} >= 0.5 and ${name} <= 5 and mod(${name} * 2, 1) = 0`);

/** One review per user and show, with the six sub-scores of the spec (0.5 to 5 in half steps). */
export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    showId: integer("show_id")
      .notNull()
      .references(() => shows.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    content: text("content").notNull(),
    spoiler: boolean("spoiler").notNull().default(false),
    story: halfStars("story"),
    acting: halfStars("acting"),
    music: halfStars("music"),
    visuals: halfStars("visuals"),
    characters: halfStars("characters"),
    overall: halfStars("overall"),
    /** Episodes of the show the author had seen when writing, and whether that was every aired one. */
    seenEpisodes: integer("seen_episodes").notNull().default(0),
    completed: boolean("completed").notNull().default(false),
    /** Counter caches kept in the same transaction as the votes and comments they count. */
    upvoters: integer("upvoters").notNull().default(0),
    downvoters: integer("downvoters").notNull().default(0),
    commentsCount: integer("comments_count").notNull().default(0),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    removedAt: timestamp("removed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reviews_user_show_idx").on(t.userId, t.showId),
    // The show's reviews, "helpful" (up minus down, then newest) and "recent" (newest) keyset orders.
    index("reviews_show_helpful_idx").on(t.showId, sql`(${t.upvoters} - ${t.downvoters}) desc`, t.id.desc()),
    index("reviews_show_recent_idx").on(t.showId, t.id.desc()),
    index("reviews_user_idx").on(t.userId, t.id.desc()),
    ...(["story", "acting", "music", "visuals", "characters", "overall"] as const).map((name) => check(`reviews_${name}_check`, inHalfSteps(name))),
  ],
);

/** One vote per user and review: 1 up, -1 down; taking it back deletes the row. */
export const reviewVotes = pgTable(
  "review_votes",
  {
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    vote: integer("vote").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index("review_votes_user_idx").on(t.userId), check("review_votes_vote_check", sql`${t.vote} in (-1, 1)`)],
);

/**
 * Follows. `accepted` counts in both users' counters; `pending` is a request to a private account
 * waiting for its owner. Blocking deletes the rows both ways.
 */
export const follows = pgTable(
  "follows",
  {
    followerId: integer("follower_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    followedId: integer("followed_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["accepted", "pending"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followedId] }),
    // Followers (and requests) of a user, newest first; whom a user follows, newest first.
    index("follows_followed_idx").on(t.followedId, t.status, t.createdAt.desc(), t.followerId),
    index("follows_follower_idx").on(t.followerId, t.status, t.createdAt.desc(), t.followedId),
    check("follows_not_self_check", sql`${t.followerId} <> ${t.followedId}`),
  ],
);

/** Items a user hid for themselves (`POST /api/accounts/{id}/filter`); `undo` deletes the row. */
export const hiddenItems = pgTable(
  "hidden_items",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    itemType: text("item_type", { enum: ["comment", "review", "wall"] }).notNull(),
    itemId: integer("item_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemType, t.itemId] })],
);

export const REPORT_ITEM_TYPES = ["comment", "review", "post", "user", "show", "list"] as const;
export const REPORT_REASONS = ["spoilers", "inappropriate", "spam", "hate", "offensive", "duplicate", "irrelevant", "copyright", "other"] as const;

/**
 * Reports of items. One per reporter and item (reporting again answers the same report).
 * `show_id` scopes it to the show's moderators; `item_owner_id` is whom `suspend_user` suspends.
 */
export const reports = pgTable(
  "reports",
  {
    id: serial("id").primaryKey(),
    reporterId: integer("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    itemType: text("item_type", { enum: REPORT_ITEM_TYPES }).notNull(),
    itemId: integer("item_id").notNull(),
    itemOwnerId: integer("item_owner_id").references(() => users.id, { onDelete: "set null" }),
    showId: integer("show_id").references(() => shows.id, { onDelete: "set null" }),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    details: text("details"),
    status: text("status", { enum: ["open", "resolved", "dismissed"] }).notNull().default("open"),
    action: text("action", { enum: ["dismiss", "remove_item", "suspend_user"] }),
    resolvedBy: integer("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reports_reporter_item_idx").on(t.reporterId, t.itemType, t.itemId),
    index("reports_status_idx").on(t.status, t.id.desc()),
    index("reports_show_status_idx").on(t.showId, t.status, t.id.desc()),
    index("reports_item_idx").on(t.itemType, t.itemId),
  ],
);

/** Moderators per show (api-contract "Roles"): a moderator acts on the items of these shows. */
export const showModerators = pgTable(
  "show_moderators",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    showId: integer("show_id")
      .notNull()
      .references(() => shows.id, { onDelete: "cascade" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.showId] }), index("show_moderators_show_idx").on(t.showId)],
);

/** What a notification is about (its `subject`), rendered into text and a link when presented. */
export interface NotificationData {
  /** The subject's title as it was (a show title, a review title, a comment excerpt). */
  title?: string;
  /** The page the notification opens. */
  url: string;
  /** Extra words the text needs (a show's title for role_changed, a label for buzz …). */
  [key: string]: string | number | undefined;
}

/**
 * In-app notifications, newest first per user. `event_id` is the domain event that made it: the
 * notification processor inserts with `on conflict do nothing` on (event_id, user_id, kind), so a
 * processor run twice for one event notifies once. `users.unread_count` counts the unread ones.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    subjectType: text("subject_type").notNull(),
    subjectId: integer("subject_id").notNull(),
    data: jsonb("data").$type<NotificationData>().notNull(),
    eventId: bigint("event_id", { mode: "number" }),
    /**
     * A grouped kind's item (`<kind>:<subject type>:<subject id>`, decision 0038): one unread
     * notification per user and group, updated by each new actor; null for the other kinds.
     */
    groupKey: text("group_key"),
    /** When a grouped notification was last pushed or mailed (a push per item at most every 15 minutes). */
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.id.desc()),
    index("notifications_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
    uniqueIndex("notifications_event_user_kind_idx").on(t.eventId, t.userId, t.kind).where(sql`${t.eventId} is not null`),
    uniqueIndex("notifications_unread_group_idx").on(t.userId, t.groupKey).where(sql`${t.readAt} is null and ${t.groupKey} is not null`),
    // Whether a grouped notification was delivered lately (decision 0038): a short range per user.
    index("notifications_delivered_idx").on(t.userId, t.deliveredAt).where(sql`${t.groupKey} is not null`),
  ],
);

/**
 * Who was already announced to an item's owner for a grouped kind (decision 0038): one row per
 * (kind, subject, actor), taken again only a day later, so a like taken back and given again (or a
 * second suggestion on the same ask) does not notify twice.
 */
export const notificationMarks = pgTable(
  "notification_marks",
  {
    kind: text("kind").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: integer("subject_id").notNull(),
    actorId: integer("actor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    markedAt: timestamp("marked_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.subjectType, t.subjectId, t.actorId] }), index("notification_marks_actor_idx").on(t.actorId)],
);

/**
 * Push devices: a browser's PushSubscription (as JSON text) or a store token. The same token twice
 * keeps one device (unique on its SHA-256); a push service answering 404 or 410 deletes it.
 */
/**
 * When a follower's `user_followed` last went out to a user (decision 0033): the contract's "once per
 * follower within a day, however often they unfollow and follow again". It outlives the follow row,
 * which an unfollow deletes.
 */
export const followNotices = pgTable(
  "follow_notices",
  {
    followerId: integer("follower_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    followedId: integer("followed_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    notifiedAt: timestamp("notified_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.followerId, t.followedId] }), index("follow_notices_followed_idx").on(t.followedId)],
);

export const devices = pgTable(
  "devices",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    platform: text("platform", { enum: ["web", "ios", "android"] }).notNull(),
    token: text("token").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("devices_token_hash_idx").on(t.tokenHash), index("devices_user_idx").on(t.userId)],
);

/**
 * The devices a notification's push reached (decision 0033): a push job that fails for one device
 * retries for the devices still owed the message, never again for one that got it.
 */
export const pushDeliveries = pgTable(
  "push_deliveries",
  {
    notificationId: bigint("notification_id", { mode: "number" })
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    deviceId: integer("device_id")
      .notNull()
      .references(() => devices.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.deviceId] }), index("push_deliveries_device_idx").on(t.deviceId)],
);
