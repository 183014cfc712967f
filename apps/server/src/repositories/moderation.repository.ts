import { and, asc, eq, isNull, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../db/database.js";
import { reports, sessions, showModerators, shows, users } from "../db/schema/index.js";
import { intArray, descIndexed } from "./prepared.js";

export type ReportRow = typeof reports.$inferSelect;
export type ReportStatus = ReportRow["status"];
export type ReportAction = NonNullable<ReportRow["action"]>;
export type ReportItemType = ReportRow["itemType"];

const reporter = alias(users, "reporter");
const owner = alias(users, "item_owner");
const moderator = alias(users, "moderator");
const summaryOf = (u: typeof moderator) => ({ id: u.id, name: u.name, username: u.username, slug: u.slug, avatarKey: u.avatarKey, role: u.role, plan: u.plan });

/** Which reports a page holds: every report (staff) or those of some shows (a moderator). */
export type ReportScope = { kind: "all" } | { kind: "shows"; showIds: readonly number[] };

/**
 * One page of reports of one status, newest first, with the reporter, the item's owner and the
 * show. Keyset on the id: `reports_status_idx` (status, id desc) for staff, and
 * `reports_show_status_idx` (show_id, status, id desc) for a moderator's shows.
 */
export async function reportsPage(db: Executor, key: { scope: ReportScope; status: ReportStatus; beforeId: number | undefined; limit: number }) {
  const { scope } = key;
  if (scope.kind === "shows" && !scope.showIds.length) return [];
  return selectReports(db)
    .where(
      and(
        eq(reports.status, key.status),
        scope.kind === "shows" ? sql`${reports.showId} = any(${intArray(scope.showIds)}::int[])` : undefined,
        key.beforeId === undefined ? undefined : lt(reports.id, key.beforeId),
      ),
    )
    .orderBy(descIndexed(reports.id))
    .limit(key.limit);
}

function selectReports(db: Executor) {
  return db
    .select({
      report: reports,
      reporter: { id: reporter.id, name: reporter.name, username: reporter.username, slug: reporter.slug, avatarKey: reporter.avatarKey, role: reporter.role, plan: reporter.plan },
      owner: { id: owner.id, name: owner.name, username: owner.username, slug: owner.slug, avatarKey: owner.avatarKey, role: owner.role, plan: owner.plan, suspendedAt: owner.suspendedAt },
      show: { id: shows.id, slug: shows.slug, title: shows.originalTitle },
    })
    .from(reports)
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(owner, eq(owner.id, reports.itemOwnerId))
    .leftJoin(shows, eq(shows.id, reports.showId));
}

export type ReportPageRow = Awaited<ReturnType<typeof reportsPage>>[number];

/** A report with its people and show, for the answer of a resolution. */
export async function findReportWithContext(db: Executor, id: number): Promise<ReportPageRow | undefined> {
  const [row] = await selectReports(db).where(eq(reports.id, id)).limit(1);
  return row;
}

/** A report, its row locked so that two moderators settling it at once do it one after the other. */
export async function lockReport(db: Executor, id: number): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).for("update");
  return row;
}

/** Settles every open report of one item (the action settles the item, not one reporter's report). */
export async function settleReportsOfItem(
  db: Executor,
  item: { itemType: ReportItemType; itemId: number },
  settlement: { status: Exclude<ReportStatus, "open">; action: ReportAction; by: number; at: Date },
): Promise<number> {
  const rows = await db
    .update(reports)
    .set({ status: settlement.status, action: settlement.action, resolvedBy: settlement.by, resolvedAt: settlement.at })
    .where(and(eq(reports.itemType, item.itemType), eq(reports.itemId, item.itemId), eq(reports.status, "open")))
    .returning({ id: reports.id });
  return rows.length;
}

// ---- Suspension ----------------------------------------------------------------------------------

/** Suspends a user and ends every session of theirs (cookies and Bearer tokens). */
export async function suspendUserRow(db: Executor, userId: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ suspendedAt: now })
    .where(and(eq(users.id, userId), isNull(users.suspendedAt)));
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Lifts a suspension; answers whether the user exists. */
export async function unsuspendUserRow(db: Executor, userId: number): Promise<boolean> {
  const rows = await db.update(users).set({ suspendedAt: null }).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}

// ---- Moderators ----------------------------------------------------------------------------------

/** Makes a user a moderator of a show (idempotent); answers whether they were not one already. */
export async function insertModerator(db: Executor, row: { userId: number; showId: number; createdBy: number; now: Date }): Promise<boolean> {
  const inserted = await db
    .insert(showModerators)
    .values({ userId: row.userId, showId: row.showId, createdBy: row.createdBy, createdAt: row.now })
    .onConflictDoNothing()
    .returning({ userId: showModerators.userId });
  return inserted.length > 0;
}

/** Removes a user from a show's moderators; answers whether they were one. */
export async function deleteModerator(db: Executor, userId: number, showId: number): Promise<boolean> {
  const rows = await db
    .delete(showModerators)
    .where(and(eq(showModerators.userId, userId), eq(showModerators.showId, showId)))
    .returning({ userId: showModerators.userId });
  return rows.length > 0;
}

export async function moderatesAnyShow(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db.select({ one: sql`1` }).from(showModerators).where(eq(showModerators.userId, userId)).limit(1);
  return row !== undefined;
}

/** A show's title and slug (for the appointment's event and answer). */
export async function showForModeration(db: Executor, showId: number) {
  const [row] = await db.select({ id: shows.id, slug: shows.slug, title: shows.originalTitle }).from(shows).where(eq(shows.id, showId)).limit(1);
  return row;
}

/** One page of the moderators with their shows, by user then show (the primary key's order). */
export async function moderatorsPage(db: Executor, key: { after: { userId: number; showId: number } | undefined; limit: number }) {
  const { after } = key;
  return db
    .select({
      userId: showModerators.userId,
      showId: showModerators.showId,
      createdAt: showModerators.createdAt,
      user: summaryOf(moderator),
      show: { id: shows.id, slug: shows.slug, title: shows.originalTitle },
    })
    .from(showModerators)
    .innerJoin(moderator, eq(moderator.id, showModerators.userId))
    .innerJoin(shows, eq(shows.id, showModerators.showId))
    .where(after ? sql`(${showModerators.userId}, ${showModerators.showId}) > (${after.userId}, ${after.showId})` : undefined)
    .orderBy(asc(showModerators.userId), asc(showModerators.showId))
    .limit(key.limit);
}

export type ModeratorRow = Awaited<ReturnType<typeof moderatorsPage>>[number];

/** One moderator row (after an appointment). */
export async function findModerator(db: Executor, userId: number, showId: number): Promise<ModeratorRow | undefined> {
  const [row] = await db
    .select({
      userId: showModerators.userId,
      showId: showModerators.showId,
      createdAt: showModerators.createdAt,
      user: summaryOf(moderator),
      show: { id: shows.id, slug: shows.slug, title: shows.originalTitle },
    })
    .from(showModerators)
    .innerJoin(moderator, eq(moderator.id, showModerators.userId))
    .innerJoin(shows, eq(shows.id, showModerators.showId))
    .where(and(eq(showModerators.userId, userId), eq(showModerators.showId, showId)))
    .limit(1);
  return row;
}

/** Sets a user's stored role. */
export async function setStoredRole(db: Executor, userId: number, role: "user" | "moderator" | "staff"): Promise<void> {
  await db.update(users).set({ role }).where(eq(users.id, userId));
}
