import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { showBuzz, showSuggestions, shows, streamingServices, trackedShows, users, watchOptions } from "../db/schema/index.js";

export type StreamingServiceRow = typeof streamingServices.$inferSelect;
export type WatchOptionRow = typeof watchOptions.$inferSelect & { service: StreamingServiceRow };
export type BuzzRow = typeof showBuzz.$inferSelect;
export type ShowSuggestionRow = typeof showSuggestions.$inferSelect & {
  show: { id: number; title: string; slug: string } | null;
  user?: { id: number; username: string; name: string };
};

// ── Streaming services and watch options ─────────────────────────────────────────────────────

/** Every streaming service, by name. */
export async function allStreamingServices(db: Executor): Promise<StreamingServiceRow[]> {
  return db.select().from(streamingServices).orderBy(asc(streamingServices.name), asc(streamingServices.id));
}

/** A service by id or slug. */
export async function findStreamingService(db: Executor, key: number | string): Promise<StreamingServiceRow | undefined> {
  const [row] = await db
    .select()
    .from(streamingServices)
    .where(typeof key === "number" ? eq(streamingServices.id, key) : eq(streamingServices.slug, key))
    .limit(1);
  return row;
}

function selectOptions(db: Executor) {
  return db
    .select({ option: watchOptions, service: streamingServices })
    .from(watchOptions)
    .innerJoin(streamingServices, eq(streamingServices.id, watchOptions.serviceId));
}

const withService = (r: { option: typeof watchOptions.$inferSelect; service: StreamingServiceRow }): WatchOptionRow => ({ ...r.option, service: r.service });

/** A show's watch options, by country, type, then service name. */
export async function watchOptionsOfShow(db: Executor, showId: number): Promise<WatchOptionRow[]> {
  const rows = await selectOptions(db)
    .where(eq(watchOptions.showId, showId))
    .orderBy(asc(watchOptions.country), asc(watchOptions.type), asc(streamingServices.name), asc(watchOptions.id));
  return rows.map(withService);
}

export async function findWatchOption(db: Executor, showId: number, optionId: number): Promise<WatchOptionRow | undefined> {
  const [row] = await selectOptions(db).where(and(eq(watchOptions.id, optionId), eq(watchOptions.showId, showId))).limit(1);
  return row && withService(row);
}

export interface WatchOptionFields {
  serviceId: number;
  country: string;
  type: string;
  withAds: boolean;
  link: string;
}

/** Inserts an option; undefined when the same offer (show, service, country, type, ads) exists. */
export async function insertWatchOption(db: Executor, showId: number, fields: WatchOptionFields, by: number | null, now: Date): Promise<number | undefined> {
  const [row] = await db
    .insert(watchOptions)
    .values({ showId, ...fields, createdBy: by, createdAt: now, updatedAt: now, sample: false })
    .onConflictDoNothing()
    .returning({ id: watchOptions.id });
  return row?.id;
}

/**
 * Changes an option; a change clears the sample mark (someone kept it). False when the change
 * would repeat another option's offer.
 */
export async function updateWatchOption(db: Executor, optionId: number, fields: WatchOptionFields, now: Date): Promise<boolean> {
  const [clash] = await db
    .select({ id: watchOptions.id })
    .from(watchOptions)
    .innerJoin(sql`(select show_id from watch_options where id = ${optionId}) as self`, sql`self.show_id = ${watchOptions.showId}`)
    .where(
      and(
        sql`${watchOptions.id} <> ${optionId}`,
        eq(watchOptions.serviceId, fields.serviceId),
        eq(watchOptions.country, fields.country),
        eq(watchOptions.type, fields.type),
        eq(watchOptions.withAds, fields.withAds),
      ),
    )
    .limit(1);
  if (clash) return false;
  await db
    .update(watchOptions)
    .set({ ...fields, sample: false, updatedAt: now })
    .where(eq(watchOptions.id, optionId));
  return true;
}

export async function deleteWatchOption(db: Executor, optionId: number): Promise<boolean> {
  const rows = await db.delete(watchOptions).where(eq(watchOptions.id, optionId)).returning({ id: watchOptions.id });
  return rows.length > 0;
}

/** Locks the show's row so that two writes to its options take turns (the unique offer check). */
export async function lockShow(db: Executor, showId: number): Promise<boolean> {
  const rows = await db.select({ id: shows.id }).from(shows).where(eq(shows.id, showId)).for("update");
  return rows.length > 0;
}

/** Explore's filter: shows with at least one option on the service (by slug). */
export function offeredOnService(serviceSlug: string) {
  return sql`exists (select 1 from ${watchOptions} wo join ${streamingServices} ss on ss.id = wo.service_id
                      where wo.show_id = ${shows.id} and ss.slug = ${serviceSlug})`;
}

// ── Buzz ─────────────────────────────────────────────────────────────────────────────────────

/** Every show's label, the latest change first. */
export async function allBuzz(db: Executor): Promise<BuzzRow[]> {
  return db.select().from(showBuzz).orderBy(desc(showBuzz.updatedAt), asc(showBuzz.showId));
}

export async function findBuzz(db: Executor, showId: number): Promise<BuzzRow | undefined> {
  const [row] = await db.select().from(showBuzz).where(eq(showBuzz.showId, showId)).for("update").limit(1);
  return row;
}

/** Sets a show's label (staff's change clears the sample mark). */
export async function upsertBuzz(db: Executor, showId: number, label: string, by: number | null, now: Date): Promise<BuzzRow> {
  const [row] = await db
    .insert(showBuzz)
    .values({ showId, label, updatedBy: by, updatedAt: now, sample: false })
    .onConflictDoUpdate({ target: showBuzz.showId, set: { label, updatedBy: by, updatedAt: now, sample: false } })
    .returning();
  return row!;
}

/** The users tracking a show (not dropped): the audience of its `buzz` notification. */
export async function trackerIdsOf(db: Executor, showId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: trackedShows.userId })
    .from(trackedShows)
    .where(and(eq(trackedShows.showId, showId), sql`${trackedShows.droppedAt} is null`));
  return rows.map((r) => r.userId);
}

// ── Show suggestions ─────────────────────────────────────────────────────────────────────────

export async function insertShowSuggestion(
  db: Executor,
  row: { userId: number; title: string; tvmazeId: number | null; note: string | null; dueAt: Date; now: Date },
): Promise<typeof showSuggestions.$inferSelect> {
  const [inserted] = await db
    .insert(showSuggestions)
    .values({ userId: row.userId, title: row.title, tvmazeId: row.tvmazeId, note: row.note, dueAt: row.dueAt, createdAt: row.now, status: "pending" })
    .returning();
  return inserted!;
}

/** How many of the user's suggestions still wait (pending, or TVMaze unavailable). */
export async function openSuggestionsCount(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(showSuggestions)
    .where(and(eq(showSuggestions.userId, userId), inArray(showSuggestions.status, ["pending", "unavailable"])));
  return row?.n ?? 0;
}

function selectSuggestions(db: Executor) {
  return db
    .select({
      suggestion: showSuggestions,
      show: { id: shows.id, title: shows.title, slug: shows.slug },
      user: { id: users.id, username: users.username, name: users.name },
    })
    .from(showSuggestions)
    .leftJoin(shows, eq(shows.id, showSuggestions.showId))
    .innerJoin(users, eq(users.id, showSuggestions.userId));
}

type SuggestionJoin = Awaited<ReturnType<ReturnType<typeof selectSuggestions>["execute"]>>[number];
const suggestionRow = (r: SuggestionJoin): ShowSuggestionRow => ({ ...r.suggestion, show: r.show?.id == null ? null : r.show, user: r.user });

/** A user's own suggestions, newest first (the last 100). */
export async function suggestionsOfUser(db: Executor, userId: number): Promise<ShowSuggestionRow[]> {
  const rows = await selectSuggestions(db).where(eq(showSuggestions.userId, userId)).orderBy(desc(showSuggestions.id)).limit(100);
  return rows.map(suggestionRow);
}

/** Staff's list: one status (default: the waiting ones), oldest due first (the last 200). */
export async function suggestionsForStaff(db: Executor, statuses: readonly string[]): Promise<ShowSuggestionRow[]> {
  const rows = await selectSuggestions(db)
    .where(inArray(showSuggestions.status, [...statuses]))
    .orderBy(asc(showSuggestions.dueAt), asc(showSuggestions.id))
    .limit(200);
  return rows.map(suggestionRow);
}

/** The due suggestions (pending or unavailable, due by `now`), the oldest first; read without a lock (the sweep locks them when it settles them). */
export async function dueSuggestions(db: Executor, now: Date, limit: number): Promise<(typeof showSuggestions.$inferSelect)[]> {
  return db
    .select()
    .from(showSuggestions)
    .where(and(inArray(showSuggestions.status, ["pending", "unavailable"]), lte(showSuggestions.dueAt, now)))
    .orderBy(asc(showSuggestions.dueAt), asc(showSuggestions.id))
    .limit(limit);
}

/** Of these suggestions, the ones still open (pending or unavailable), locked; a concurrent sweep's are skipped. */
export async function lockOpenSuggestions(db: Executor, ids: readonly number[]): Promise<(typeof showSuggestions.$inferSelect)[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(showSuggestions)
    .where(and(inArray(showSuggestions.id, [...ids]), inArray(showSuggestions.status, ["pending", "unavailable"])))
    .orderBy(asc(showSuggestions.id))
    .for("update", { skipLocked: true });
}

export async function resolveSuggestion(db: Executor, id: number, status: string, showId: number | null, now: Date): Promise<void> {
  await db
    .update(showSuggestions)
    .set({ status, showId, resolvedAt: status === "unavailable" ? null : now })
    .where(eq(showSuggestions.id, id));
}

/** A show of the catalog matching a suggestion: its TVMaze id, else its title or original title (without regard to case or Turkish letters). */
export async function showMatchingSuggestion(db: Executor, s: { tvmazeId: number | null; title: string }): Promise<{ id: number; title: string; slug: string } | undefined> {
  if (s.tvmazeId !== null) {
    const [byId] = await db.select({ id: shows.id, title: shows.title, slug: shows.slug }).from(shows).where(eq(shows.tvmazeId, s.tvmazeId)).limit(1);
    if (byId) return byId;
  }
  const [byTitle] = await db
    .select({ id: shows.id, title: shows.title, slug: shows.slug })
    .from(shows)
    .where(sql`dz_normalize(${shows.title}) = dz_normalize(${s.title}) or dz_normalize(${shows.originalTitle}) = dz_normalize(${s.title})`)
    .orderBy(asc(shows.id))
    .limit(1);
  return byTitle;
}

// ── Demo catalog (seed/demo-watch.ts) ────────────────────────────────────────────────────────

/** The demo services (marked sample); answers their ids by slug. An existing slug is kept as it is. */
export async function insertSampleServices(db: Executor, rows: { name: string; slug: string; homeUrl: string }[]): Promise<Map<string, number>> {
  await db
    .insert(streamingServices)
    .values(rows.map((r) => ({ ...r, sample: true })))
    .onConflictDoNothing();
  const all = await db.select({ id: streamingServices.id, slug: streamingServices.slug }).from(streamingServices);
  return new Map(all.map((r) => [r.slug, r.id]));
}

export async function insertSampleWatchOptions(db: Executor, rows: (WatchOptionFields & { showId: number })[]): Promise<void> {
  if (!rows.length) return;
  await db
    .insert(watchOptions)
    .values(rows.map((r) => ({ ...r, sample: true })))
    .onConflictDoNothing();
}

export async function insertSampleBuzz(db: Executor, rows: { showId: number; label: string; updatedAt: Date }[]): Promise<void> {
  if (!rows.length) return;
  await db
    .insert(showBuzz)
    .values(rows.map((r) => ({ ...r, sample: true })))
    .onConflictDoNothing();
}
