import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** Text written in each content language (product-spec: "synopsis in each content language"). */
export type LocalizedText = { en: string; tr: string };

export const networks = pgTable("networks", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  kind: text("kind", { enum: ["tv", "streaming"] }).notNull(),
});

export const genres = pgTable("genres", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  /** Display order: the spec's order of the 12 genres. */
  position: smallint("position").notNull(),
});

export const shows = pgTable(
  "shows",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    originalTitle: text("original_title").notNull(),
    /** Translated (international) title; the original one is Turkish. */
    title: text("title").notNull(),
    type: text("type").notNull(),
    status: text("status").notNull(),
    networkId: integer("network_id").references(() => networks.id),
    year: smallint("year"),
    premiered: date("premiered"),
    runtime: smallint("runtime"),
    /** Broadcast time in Europe/Istanbul ("HH:MM"), used when new episodes are scheduled. */
    airTime: text("air_time"),
    /** Broadcast weekdays ("mon" … "sun"). */
    airDays: text("air_days").array(),
    synopsis: jsonb("synopsis").$type<LocalizedText>().notNull(),
    /** A poster image URL for imported shows; null means the generated artwork. */
    posterUrl: text("poster_url"),
    /** TVMaze id of an imported show, so a second import updates instead of duplicating. */
    tvmazeId: integer("tvmaze_id").unique(),
    /** Counter caches kept in the same transaction as the rows they count. */
    trackersCount: integer("trackers_count").notNull().default(0),
    votesCount: integer("votes_count").notNull().default(0),
    /** Top-level comments on the show's page (api-contract "Comments": `comments_count`). */
    commentsCount: integer("comments_count").notNull().default(0),
    ratingSum: numeric("rating_sum", { precision: 12, scale: 1, mode: "number" }).notNull().default(0),
    /** The rating as shown (0 without votes, else the mean to one decimal), kept by PostgreSQL itself. */
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }).generatedAlwaysAs(
      sql`case when votes_count = 0 then 0 else round(rating_sum / votes_count, 1) end`,
    ),
    /** Normalized titles for search (no Turkish letters, lower case), kept by PostgreSQL itself. */
    searchText: text("search_text").generatedAlwaysAs(sql`dz_normalize(original_title || ' ' || title)`),
    /** Whether the demo schedule keeper extends this show's last season (demo catalog only). */
    demoAiring: integer("demo_airing").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("shows_network_idx").on(t.networkId),
    index("shows_year_idx").on(t.year),
    index("shows_popular_idx").on(t.trackersCount.desc().nullsFirst(), t.id),
    index("shows_rating_idx").on(t.rating.desc().nullsFirst(), t.votesCount.desc().nullsFirst(), t.id),
    index("shows_search_text_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("shows_premiered_idx").on(t.premiered.desc(), t.id),
    check("shows_type_check", sql`${t.type} in ('primetime','daily','digital')`),
  ],
);

export const showGenres = pgTable(
  "show_genres",
  {
    showId: integer("show_id")
      .notNull()
      .references(() => shows.id, { onDelete: "cascade" }),
    genreId: integer("genre_id")
      .notNull()
      .references(() => genres.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.showId, t.genreId] }), index("show_genres_genre_idx").on(t.genreId, t.showId)],
);

export const seasons = pgTable(
  "seasons",
  {
    id: serial("id").primaryKey(),
    showId: integer("show_id")
      .notNull()
      .references(() => shows.id, { onDelete: "cascade" }),
    number: smallint("number").notNull(),
    premiered: date("premiered"),
  },
  (t) => [uniqueIndex("seasons_show_number_idx").on(t.showId, t.number)],
);

export const episodes = pgTable(
  "episodes",
  {
    id: serial("id").primaryKey(),
    showId: integer("show_id")
      .notNull()
      .references(() => shows.id, { onDelete: "cascade" }),
    seasonId: integer("season_id")
      .notNull()
      .references(() => seasons.id, { onDelete: "cascade" }),
    seasonNumber: smallint("season_number").notNull(),
    number: smallint("number").notNull(),
    title: text("title"),
    synopsis: jsonb("synopsis").$type<LocalizedText>(),
    /** The broadcast instant; its Turkish wall-clock date and time are derived in Europe/Istanbul. */
    airsAt: timestamp("airs_at", { withTimezone: true }),
    runtime: smallint("runtime"),
    commentsCount: integer("comments_count").notNull().default(0),
  },
  (t) => [
    uniqueIndex("episodes_show_season_number_idx").on(t.showId, t.seasonNumber, t.number),
    index("episodes_season_idx").on(t.seasonId, t.number),
    index("episodes_airs_at_idx").on(t.airsAt),
    index("episodes_show_airs_at_idx").on(t.showId, t.airsAt),
  ],
);

export const people = pgTable(
  "people",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    birthday: date("birthday"),
    birthplace: text("birthplace"),
    knownFor: text("known_for"),
    gender: text("gender"),
    searchText: text("search_text").generatedAlwaysAs(sql`dz_normalize(name)`),
  },
  (t) => [
    index("people_search_text_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("people_birthday_md_idx").on(sql`extract(month from ${t.birthday})`, sql`extract(day from ${t.birthday})`),
  ],
);

export const credits = pgTable(
  "credits",
  {
    id: serial("id").primaryKey(),
    showId: integer("show_id")
      .notNull()
      .references(() => shows.id, { onDelete: "cascade" }),
    personId: integer("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["cast", "crew"] }).notNull(),
    /** Character name for cast credits. */
    character: text("character"),
    /** One of the spec's crew roles for crew credits. */
    role: text("role"),
    position: smallint("position").notNull().default(0),
  },
  (t) => [index("credits_show_idx").on(t.showId, t.kind, t.position), index("credits_person_idx").on(t.personId)],
);

export const couples = pgTable(
  "couples",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    showId: integer("show_id")
      .notNull()
      .references(() => shows.id, { onDelete: "cascade" }),
    personAId: integer("person_a_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    personBId: integer("person_b_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
  },
  (t) => [index("couples_show_idx").on(t.showId)],
);

/**
 * Daily activity per show (tracks, seen marks, ratings, likes), the input of the `trending`
 * sort and of GET /api/v1/popular. Writers add to today's row in the same transaction.
 */
export const showActivityDaily = pgTable(
  "show_activity_daily",
  {
    showId: integer("show_id")
      .notNull()
      .references(() => shows.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    score: integer("score").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.showId, t.day] }), index("show_activity_daily_day_idx").on(t.day, t.showId)],
);
