import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { shows } from "./catalog.js";

/** Streaming services a show can be watched on (decision 0044). */
export const streamingServices = pgTable("streaming_services", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  logoUrl: text("logo_url"),
  homeUrl: text("home_url").notNull(),
  /** Demo catalog rows (marked "sample data" in the interface). */
  sample: boolean("sample").notNull().default(false),
});

/**
 * Where a show can be watched: one service, one country (ISO alpha-2), one streaming type of the
 * spec (Free, Premium, Subscription, Buy, Rent) and whether it carries ads, with a link.
 */
export const watchOptions = pgTable(
  "watch_options",
  {
    id: serial("id").primaryKey(),
    showId: integer("show_id")
      .notNull()
      .references(() => shows.id, { onDelete: "cascade" }),
    serviceId: integer("service_id")
      .notNull()
      .references(() => streamingServices.id, { onDelete: "cascade" }),
    country: text("country").notNull(),
    type: text("type").notNull(),
    withAds: boolean("with_ads").notNull().default(false),
    link: text("link").notNull(),
    sample: boolean("sample").notNull().default(false),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("watch_options_offer_idx").on(t.showId, t.serviceId, t.country, t.type, t.withAds),
    index("watch_options_service_idx").on(t.serviceId, t.showId),
    check("watch_options_type_check", sql`${t.type} in ('Free','Premium','Subscription','Buy','Rent')`),
  ],
);

/** A show's buzz label (the renewal and cancellation board), one per show. */
export const showBuzz = pgTable(
  "show_buzz",
  {
    showId: integer("show_id")
      .primaryKey()
      .references(() => shows.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    sample: boolean("sample").notNull().default(false),
  },
  (t) => [
    check("show_buzz_label_check", sql`${t.label} in ('Cancelled','Renewed','In The Bubble','In Danger','Concluding','Looking Safe')`),
    index("show_buzz_label_idx").on(t.label, t.updatedAt),
  ],
);

/**
 * A fan's suggestion of a show that is missing (not an ask suggestion of the wall): due at
 * `due_at` (SUGGESTION_DELAY after it was sent), then resolved by the suggestions sweep.
 */
export const showSuggestions = pgTable(
  "show_suggestions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    tvmazeId: integer("tvmaze_id"),
    note: text("note"),
    status: text("status").notNull().default("pending"),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    showId: integer("show_id").references(() => shows.id, { onDelete: "set null" }),
  },
  (t) => [
    index("show_suggestions_due_idx").on(t.dueAt).where(sql`${t.status} in ('pending','unavailable')`),
    index("show_suggestions_user_idx").on(t.userId, t.id),
    check("show_suggestions_status_check", sql`${t.status} in ('pending','added','in_catalog','not_found','unavailable')`),
  ],
);
