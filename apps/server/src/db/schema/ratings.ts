import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { episodes, seasons, shows } from "./catalog.js";

/**
 * Daily TV ratings (api-contract "TV data"): one row per broadcast day, episode and audience
 * category (`Total`, `AB`, `20+ABC1`), as staff import them. `show_id` and `season_id` repeat the
 * episode's so the hot reads (a day's table, a show's season) are one index range each.
 * `sample` marks the demo catalog's figures; a staff import of the same day, episode and category
 * replaces the row and clears it (decision 0043).
 */
export const tvRatings = pgTable(
  "tv_ratings",
  {
    id: serial("id").primaryKey(),
    day: date("day").notNull(),
    showId: integer("show_id")
      .notNull()
      .references(() => shows.id, { onDelete: "cascade" }),
    seasonId: integer("season_id")
      .notNull()
      .references(() => seasons.id, { onDelete: "cascade" }),
    episodeId: integer("episode_id")
      .notNull()
      .references(() => episodes.id, { onDelete: "cascade" }),
    /** The broadcast time slot as the source writes it ("20:00", "20:00-23:00"). */
    slot: text("slot").notNull(),
    category: text("category").notNull(),
    /** Percentages with two decimals (a rating of 7.85 is 7.85 %). */
    rating: numeric("rating", { precision: 5, scale: 2, mode: "number" }).notNull(),
    share: numeric("share", { precision: 5, scale: 2, mode: "number" }).notNull(),
    sample: boolean("sample").notNull().default(false),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("tv_ratings_day_episode_category_idx").on(t.day, t.episodeId, t.category),
    // A day's table in one category, best first.
    index("tv_ratings_category_day_rating_idx").on(t.category, t.day.desc(), t.rating.desc()),
    // A show's figures in a category by day: a season's chart and each row's previous episode.
    index("tv_ratings_show_category_day_idx").on(t.showId, t.category, t.day),
    index("tv_ratings_season_category_idx").on(t.seasonId, t.category, t.day),
    check("tv_ratings_category_check", sql`${t.category} in ('Total','AB','20+ABC1')`),
    check("tv_ratings_rating_check", sql`${t.rating} >= 0 and ${t.rating} <= 100`),
    check("tv_ratings_share_check", sql`${t.share} >= 0 and ${t.share} <= 100`),
  ],
);

/**
 * "Tell me when the figures arrive": a signed-in user waiting for a season's first figures. The
 * import that brings them records one event per season; the notification goes out once per user
 * (`notified_at`, and the notifications' own unique key).
 */
export const tvRatingWatches = pgTable(
  "tv_rating_watches",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    seasonId: integer("season_id")
      .notNull()
      .references(() => seasons.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.seasonId] }), index("tv_rating_watches_season_idx").on(t.seasonId)],
);
