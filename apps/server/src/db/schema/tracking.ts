import { sql } from "drizzle-orm";
import { boolean, check, index, integer, numeric, pgTable, primaryKey, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { episodes, shows } from "./catalog.js";

/** "Seen" marks: one row per user and episode (idempotent marks), with when it was watched. */
export const episodeViews = pgTable(
  "episode_views",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    episodeId: integer("episode_id")
      .notNull()
      .references(() => episodes.id, { onDelete: "cascade" }),
    /** Denormalized from the episode: progress per show is one index range, no join. */
    showId: integer("show_id")
      .notNull()
      .references(() => shows.id, { onDelete: "cascade" }),
    watchedAt: timestamp("watched_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.episodeId] }),
    index("episode_views_user_show_idx").on(t.userId, t.showId),
    // A day's seen marks for the social charts (decision 0045).
    index("episode_views_watched_idx").on(t.watchedAt),
  ],
);

/** One rating per user per show, 0.5 to 5 in steps of 0.5; the show's sum and count follow it. */
export const ratings = pgTable(
  "ratings",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    showId: integer("show_id")
      .notNull()
      .references(() => shows.id, { onDelete: "cascade" }),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.showId] }),
    index("ratings_show_idx").on(t.showId),
    // A user's ratings page, newest first (keyset on updated_at, show_id), read from the index.
    index("ratings_user_updated_idx").on(t.userId, t.updatedAt.desc(), t.showId),
    // A day's ratings for the social charts (decision 0045).
    index("ratings_updated_idx").on(t.updatedAt),
    check("ratings_range_check", sql`${t.rating} >= 0.5 and ${t.rating} <= 5 and mod(${t.rating} * 2, 1) = 0`),
  ],
);

/** One reaction per user per item (episode or post). */
export const reactions = pgTable(
  "reactions",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    itemType: text("item_type", { enum: ["episode", "post"] }).notNull(),
    itemId: integer("item_id").notNull(),
    reaction: text("reaction").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemType, t.itemId] }),
    index("reactions_item_idx").on(t.itemType, t.itemId, t.reaction),
    // A day's reactions for the social charts (decision 0045).
    index("reactions_created_idx").on(t.createdAt),
  ],
);

/** Likes of shows, people, lists, couples, posts, comments and ask suggestions. */
export const likes = pgTable(
  "likes",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    itemType: text("item_type", { enum: ["show", "person", "list", "couple", "post", "comment", "suggestion"] }).notNull(),
    itemId: integer("item_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemType, t.itemId] }),
    index("likes_item_idx").on(t.itemType, t.itemId),
    index("likes_user_created_idx").on(t.userId, t.createdAt.desc(), t.itemType, t.itemId),
    // A day's likes for the social charts (decision 0045).
    index("likes_created_idx").on(t.createdAt),
  ],
);

export const lists = pgTable(
  "lists",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    isPublic: boolean("is_public").notNull().default(true),
    likesCount: integer("likes_count").notNull().default(0),
    commentsCount: integer("comments_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lists_user_idx").on(t.userId, t.createdAt), index("lists_public_created_idx").on(t.isPublic, t.createdAt)],
);

export const listItems = pgTable(
  "list_items",
  {
    listId: integer("list_id")
      .notNull()
      .references(() => lists.id, { onDelete: "cascade" }),
    showId: integer("show_id")
      .notNull()
      .references(() => shows.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.showId] }), index("list_items_order_idx").on(t.listId, t.position)],
);

/** The diary: every watch logged, rewatches included (so not unique per episode). */
export const diaryLogs = pgTable(
  "diary_logs",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    episodeId: integer("episode_id")
      .notNull()
      .references(() => episodes.id, { onDelete: "cascade" }),
    watchedAt: timestamp("watched_at", { withTimezone: true }).notNull(),
    rating: smallint("rating_half_stars"),
    note: text("note"),
    rewatch: boolean("rewatch").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("diary_logs_user_watched_idx").on(t.userId, t.watchedAt.desc(), t.id)],
);
