import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { episodes, shows } from "./catalog.js";

export const POST_TYPES = ["post", "check_in", "ask", "poll", "recommend", "quiz", "image", "discussion"] as const;
export const POST_VISIBILITIES = ["public", "profile", "unlisted", "private"] as const;

/** A link preview as `POST /api/embeds` made it (the server's own, never the client's copy). */
export interface PostEmbed {
  kind: "link" | "video";
  url: string;
  title: string | null;
  description: string | null;
  siteName: string | null;
  image: string | null;
  video: string | null;
}

/** A GIF from the GIF provider. */
export interface PostGif {
  gifId: string;
  url: string;
  width: number;
  height: number;
}

/**
 * Wall posts. `wall_user_id` is whose wall the post is on: the target's when written on another
 * user's wall, the author's otherwise — a user's stream is one index range on it. The id orders
 * every stream (ids grow with time), so each stream is a keyset range on one index.
 */
export const posts = pgTable(
  "posts",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Set when written on another user's wall. */
    targetUserId: integer("target_user_id").references(() => users.id, { onDelete: "cascade" }),
    wallUserId: integer("wall_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: POST_TYPES }).notNull(),
    content: text("content").notNull().default(""),
    visibility: text("visibility", { enum: POST_VISIBILITIES }).notNull().default("public"),
    spoilers: boolean("spoilers").notNull().default(false),
    /** The show a post is about (check-in, recommend, or any post about a show). */
    showId: integer("show_id").references(() => shows.id, { onDelete: "set null" }),
    /** A recommendation's similar show. */
    similarShowId: integer("similar_show_id").references(() => shows.id, { onDelete: "set null" }),
    /** A check-in's episode, and its numbers as sent (`properties`). */
    episodeId: integer("episode_id").references(() => episodes.id, { onDelete: "set null" }),
    seasonNumber: smallint("season_number"),
    episodeNumber: smallint("episode_number"),
    embed: jsonb("embed").$type<PostEmbed>(),
    gif: jsonb("gif").$type<PostGif>(),
    /** Counter caches kept in the same transaction as the rows they count. */
    likeCount: integer("like_count").notNull().default(0),
    commentsCount: integer("comments_count").notNull().default(0),
    suggestionsCount: integer("suggestions_count").notNull().default(0),
    /** One pinned post per wall (a unique index); only the author pins, on their own wall. */
    pinned: boolean("pinned").notNull().default(false),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    /** Removed by a moderator (a report's `remove_item`): 404 to everyone but staff. */
    removedAt: timestamp("removed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Global stream: public posts, newest first.
    index("posts_public_idx").on(t.id.desc()).where(sql`${t.visibility} = 'public' and ${t.removedAt} is null`),
    // Following stream and the authors' own pages: an author's public posts, newest first.
    index("posts_user_public_idx").on(t.userId, t.id.desc()).where(sql`${t.visibility} = 'public' and ${t.removedAt} is null`),
    // A user's stream (their wall) and account deletion.
    index("posts_wall_idx").on(t.wallUserId, t.id.desc()),
    index("posts_user_idx").on(t.userId, t.id.desc()),
    // Show stream and thoughts: public posts about a show.
    index("posts_show_public_idx").on(t.showId, t.id.desc()).where(sql`${t.visibility} = 'public' and ${t.removedAt} is null`),
    uniqueIndex("posts_pinned_idx").on(t.wallUserId).where(sql`${t.pinned}`),
    // A day's posts for the social charts (decision 0045).
    index("posts_created_idx").on(t.createdAt),
  ],
);

/** The up-to-four images of a post, stored re-encoded (the comment image rules). */
export const postImages = pgTable(
  "post_images",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    /** Storage key (deleted with the post) and its media path. */
    key: text("key").notNull(),
    url: text("url").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
  },
  (t) => [uniqueIndex("post_images_post_idx").on(t.postId, t.position)],
);

/**
 * The hashtags of a post, folded with Turkish lower-casing. `public` copies the post's
 * visibility-and-not-removed state so that the hashtag stream is one index range.
 */
export const postHashtags = pgTable(
  "post_hashtags",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    keyword: text("keyword").notNull(),
    public: boolean("public").notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.keyword] }), index("post_hashtags_stream_idx").on(t.keyword, t.postId.desc()).where(sql`${t.public}`)],
);

/** A poll post's poll: one per post, closing at `ends_at`. */
export const polls = pgTable(
  "polls",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** Results withheld from everyone but the author until the poll closes. */
    hidden: boolean("hidden").notNull().default(false),
    totalVotes: integer("total_votes").notNull().default(0),
  },
  (t) => [uniqueIndex("polls_post_idx").on(t.postId)],
);

export const pollOptions = pgTable(
  "poll_options",
  {
    id: serial("id").primaryKey(),
    pollId: integer("poll_id")
      .notNull()
      .references(() => polls.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    choice: text("choice").notNull(),
    votesCount: integer("votes_count").notNull().default(0),
  },
  (t) => [uniqueIndex("poll_options_poll_idx").on(t.pollId, t.position)],
);

/** One vote per user and poll. */
export const pollVotes = pgTable(
  "poll_votes",
  {
    pollId: integer("poll_id")
      .notNull()
      .references(() => polls.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    optionId: integer("option_id")
      .notNull()
      .references(() => pollOptions.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pollId, t.userId] }), index("poll_votes_user_idx").on(t.userId)],
);

/** Shows suggested on an ask; one per show and ask. Liked through `likes` (`suggestion`). */
export const askSuggestions = pgTable(
  "ask_suggestions",
  {
    id: serial("id").primaryKey(),
    askId: integer("ask_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    showId: integer("show_id")
      .notNull()
      .references(() => shows.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    likesCount: integer("likes_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("ask_suggestions_ask_show_idx").on(t.askId, t.showId),
    // A page of an ask's suggestions, most liked first.
    index("ask_suggestions_ask_likes_idx").on(t.askId, t.likesCount.desc(), t.id),
    index("ask_suggestions_user_idx").on(t.userId),
    check("ask_suggestions_likes_check", sql`${t.likesCount} >= 0`),
  ],
);

/** When a user first opened their personal (following) feed: the checklist's `visit_feed`. */
export const feedVisits = pgTable("feed_visits", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  visitedAt: timestamp("visited_at", { withTimezone: true }).notNull().defaultNow(),
});
