import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { episodes, shows } from "./catalog.js";

/**
 * Contributors and the media moderators add (decision 0049).
 *
 * A fan's request to help keep a show's page (the join modal): what they offer (`areas`, the
 * spec's episodes, music, clips, images, where to watch) and a note. One pending request per user
 * and show (a partial unique index); staff accept (the user becomes the show's moderator through
 * the role service) or decline it.
 */
export const contributorRequests = pgTable(
  "contributor_requests",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    showId: integer("show_id")
      .notNull()
      .references(() => shows.id, { onDelete: "cascade" }),
    areas: text("areas").array().notNull(),
    note: text("note"),
    status: text("status", { enum: ["pending", "accepted", "declined"] }).notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("contributor_requests_pending_idx").on(t.userId, t.showId).where(sql`${t.status} = 'pending'`),
    // The staff page: one status, newest first (a keyset on id).
    index("contributor_requests_status_idx").on(t.status, t.id.desc()),
    index("contributor_requests_show_idx").on(t.showId),
    check("contributor_requests_status_check", sql`${t.status} in ('pending', 'accepted', 'declined')`),
  ],
);

/**
 * A show's soundtrack (the music modal): a song's title and artist, an optional link whose player
 * address is built from a whitelisted video host, an optional episode it plays in. `sample` marks
 * the demo catalog's rows.
 */
export const showMusic = pgTable(
  "show_music",
  {
    id: serial("id").primaryKey(),
    showId: integer("show_id")
      .notNull()
      .references(() => shows.id, { onDelete: "cascade" }),
    episodeId: integer("episode_id").references(() => episodes.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    artist: text("artist").notNull(),
    link: text("link"),
    playerUrl: text("player_url"),
    addedBy: integer("added_by").references(() => users.id, { onDelete: "set null" }),
    sample: boolean("sample").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("show_music_show_idx").on(t.showId, t.id)],
);

/** A show's clips: a video on a whitelisted host (its player address kept), optionally of one episode. */
export const showClips = pgTable(
  "show_clips",
  {
    id: serial("id").primaryKey(),
    showId: integer("show_id")
      .notNull()
      .references(() => shows.id, { onDelete: "cascade" }),
    episodeId: integer("episode_id").references(() => episodes.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    url: text("url").notNull(),
    playerUrl: text("player_url").notNull(),
    addedBy: integer("added_by").references(() => users.id, { onDelete: "set null" }),
    sample: boolean("sample").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("show_clips_show_idx").on(t.showId, t.id), index("show_clips_episode_idx").on(t.episodeId)],
);

/** An episode's images, uploaded through the image pipeline (stored re-encoded under `episodes/`). */
export const episodeImages = pgTable(
  "episode_images",
  {
    id: serial("id").primaryKey(),
    episodeId: integer("episode_id")
      .notNull()
      .references(() => episodes.id, { onDelete: "cascade" }),
    showId: integer("show_id")
      .notNull()
      .references(() => shows.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull(),
    url: text("url").notNull(),
    width: smallint("width").notNull(),
    height: smallint("height").notNull(),
    caption: text("caption"),
    addedBy: integer("added_by").references(() => users.id, { onDelete: "set null" }),
    sample: boolean("sample").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("episode_images_episode_idx").on(t.episodeId, t.id), index("episode_images_show_idx").on(t.showId)],
);
