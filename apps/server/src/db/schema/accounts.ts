import { sql } from "drizzle-orm";
import { episodes, shows } from "./catalog.js";
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    username: text("username").notNull(),
    /** Public URL segment: the username in lower case. */
    slug: text("slug").notNull(),
    email: text("email").notNull(),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    passwordHash: text("password_hash").notNull(),
    country: text("country").notNull(),
    birthday: date("birthday"),
    location: text("location"),
    biography: text("biography"),
    /** Storage key of the avatar folder (sizes live under it); null means the generated portrait. */
    avatarKey: text("avatar_key"),
    /** 0 original title first, 1 translated title first (spec: title_pref). */
    titlePref: smallint("title_pref").notNull().default(0),
    spoilers: boolean("spoilers").notNull().default(false),
    timeZone: text("time_zone").notNull().default("Europe/Istanbul"),
    locale: text("locale").notNull().default("en"),
    /** Secret of the private iCal feed URL (random; regenerating it revokes old subscriptions). */
    calendarToken: text("calendar_token"),
    isOnboarded: boolean("is_onboarded").notNull().default(false),
    /** TOTP secret (base32), kept until confirmed or disabled. */
    twoFactorSecret: text("two_factor_secret"),
    twoFactorConfirmedAt: timestamp("two_factor_confirmed_at", { withTimezone: true }),
    /** The last TOTP time step accepted: a code is never accepted twice (RFC 6238 §5.2). */
    twoFactorLastStep: integer("two_factor_last_step"),
    /** Counter caches kept in the same transaction as the rows they count. */
    trackCount: integer("track_count").notNull().default(0),
    seenCount: integer("seen_count").notNull().default(0),
    likeCount: integer("like_count").notNull().default(0),
    followingCount: integer("following_count").notNull().default(0),
    followersCount: integer("followers_count").notNull().default(0),
    /** Unread notifications, moved in the transaction that inserts or reads them. */
    unreadCount: integer("unread_count").notNull().default(0),
    /**
     * `user` (default), `moderator` (of the shows in show_moderators) or `staff`. A verified email
     * on STAFF_EMAILS also makes an account staff while the server runs (api-contract "Roles").
     */
    role: text("role", { enum: ["user", "moderator", "staff"] }).notNull().default("user"),
    /** A suspended user cannot sign in and has no sessions (a report's `suspend_user`). */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    /** The setting `private_account`: follows need the owner's acceptance; wall and lists for accepted followers only. */
    privateAccount: boolean("private_account").notNull().default(false),
    /**
     * The plan the user's subscriptions add up to (lifetime > year > month > free), kept by the
     * subscription service in the transaction that changes a subscription, so that a byline shows
     * its badge and a gated route reads the plan without a join (decision 0052).
     */
    plan: text("plan", { enum: ["free", "month", "year", "lifetime"] }).notNull().default("free"),
    /** Profile customization (Pro): `#rrggbb`, shown only while the plan allows it. */
    accentColor: text("accent_color"),
    /** Storage key of the cover image's folder (sizes live under it), like `avatar_key`. */
    coverKey: text("cover_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`),
    uniqueIndex("users_slug_idx").on(t.slug),
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    // The private iCal feed finds its owner by token (GET /api/calendar/{token}.ics).
    uniqueIndex("users_calendar_token_idx").on(t.calendarToken),
  ],
);

/** Server-side sessions; only a SHA-256 of the token is stored, so a leaked table opens nothing. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["cookie", "bearer"] }).notNull(),
    /** "Remember me": a 30-day cookie; otherwise a browser-session cookie. */
    remember: boolean("remember").notNull().default(false),
    deviceName: text("device_name"),
    userAgent: text("user_agent"),
    ipAddress: text("ip_address"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/** A password check passed but the second factor is still due (hashed token in a short cookie). */
export const loginChallenges = pgTable("login_challenges", {
  id: text("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  remember: boolean("remember").notNull().default(false),
  attempts: smallint("attempts").notNull().default(0),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** 6-digit codes mailed to prove an address: at registration and for an email change. */
export const emailVerifications = pgTable(
  "email_verifications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: smallint("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("email_verifications_user_idx").on(t.userId, t.createdAt)],
);

export const passwordResets = pgTable(
  "password_resets",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("password_resets_user_idx").on(t.userId)],
);

export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

/** Settings the user changed; every other key answers its default (see services/settings). */
export const userSettings = pgTable(
  "user_settings",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    value: jsonb("value").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const blocks = pgTable(
  "blocks",
  {
    blockerId: integer("blocker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: integer("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index("blocks_blocked_idx").on(t.blockedId)],
);

/**
 * Paid plans (the Pro tier), one row per Stripe subscription or lifetime purchase. Stripe is the
 * source of truth: webhooks and the daily reconcile job copy its state here (decision 0052). An
 * active or past-due renewing plan blocks account deletion until it is cancelled.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    plan: text("plan", { enum: ["month", "year", "lifetime"] }).notNull(),
    /** Stripe's status, narrowed: `active` (and trialing), `past_due` (and unpaid), `canceled` (ended, or never paid: incomplete). */
    status: text("status", { enum: ["active", "past_due", "canceled"] }).notNull(),
    /** The current period's end (Stripe's); null for lifetime. Past due keeps Pro until this moment. */
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** `sub_…` for month and year; `cs_…` (the checkout session) for lifetime, which has no subscription. */
    providerId: text("provider_id").notNull(),
    providerCustomerId: text("provider_customer_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("subscriptions_provider_idx").on(t.providerId),
    index("subscriptions_user_idx").on(t.userId, t.status),
    // The reconcile job's query: renewing plans whose period ends soon.
    index("subscriptions_period_end_idx").on(t.currentPeriodEnd).where(sql`${t.status} <> 'canceled'`),
  ],
);

/**
 * Every payment-provider event applied, by its id: the row is inserted in the transaction that
 * applies the event, so a replayed event, or a copy arriving at the same moment (it waits on the
 * primary key), changes nothing.
 */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Shows a user tracks (the tracker builds on this). */
export const trackedShows = pgTable(
  "tracked_shows",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    showId: integer("show_id")
      .notNull()
      .references(() => shows.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    droppedAt: timestamp("dropped_at", { withTimezone: true }),
    /** Counter cache of the user's seen episodes of this show (episode_views), kept in the same transaction. */
    seenCount: integer("seen_count").notNull().default(0),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
    /**
     * The first episode (in season and number order) the user has not seen; null when every
     * episode is seen. Kept by triggers on episode_views, tracked_shows and episodes
     * (drizzle/0007_tracker_next_episode.sql), so that the tracker groups are decided without
     * counting every episode of every tracked show on each request.
     */
    nextEpisodeId: integer("next_episode_id").references(() => episodes.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.showId] }),
    index("tracked_shows_show_idx").on(t.showId),
    // A day's tracks for the social charts (decision 0045).
    index("tracked_shows_created_idx").on(t.createdAt),
  ],
);

/** Mail sent while SMTP_URL is unset, readable at /dev/mailbox outside production. */
export const devOutbox = pgTable("dev_outbox", {
  id: serial("id").primaryKey(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
