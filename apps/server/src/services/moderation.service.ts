import { z } from "zod";
import { MODERATION_MESSAGES, type ReportAction, type ReportStatus, cursorKey } from "@dizilog/shared/api";
import { findUserById } from "../auth/user.repository.js";
import { type Ctx, inTransaction, requireActor } from "../context.js";
import { effectiveRole } from "../domain/roles.js";
import { AppError } from "../errors.js";
import { decodeCursor, encodeCursor } from "../lib/cursor.js";
import { type Actor, actorFor, authorize } from "../policies/index.js";
import { reportSubject } from "../policies/report.policy.js";
import {
  type ReportPageRow,
  type ReportRow,
  findReportWithContext,
  lockReport,
  reportsPage,
  settleReportsOfItem,
  suspendUserRow,
  unsuspendUserRow,
} from "../repositories/moderation.repository.js";
import type { ReportedItemRow } from "../repositories/reported-item.repository.js";
import { itemKind, loadReportedItems } from "../items/registry.js";

const cursorKeys = z.object({ id: cursorKey.id });

export interface ReportsPageRows {
  rows: ReportPageRow[];
  items: Map<string, ReportedItemRow>;
  next: string | null;
  actor: Actor;
}

/**
 * Reports of one status, newest first, each with its item in context. `scope`: every report
 * (`/api/admin/reports`, staff) or those of the shows the actor moderates
 * (`/api/moderation/reports`; staff see every report with a show there too).
 */
export async function reportsFor(ctx: Ctx, scope: "admin" | "moderation", query: { status: ReportStatus; cursor?: string | undefined; limit: number }): Promise<ReportsPageRows> {
  const actor = await actorFor(ctx);
  const showScope =
    scope === "admin" || actor.role === "staff" ? ({ kind: "all" } as const) : ({ kind: "shows", showIds: [...(ctx.roles.moderatedShows ?? [])] } as const);
  const rows = await reportsPage(ctx.db, { scope: showScope, status: query.status, beforeId: decodeCursor(query.cursor, cursorKeys)?.id, limit: query.limit + 1 });
  const pageRows = rows.slice(0, query.limit);
  const last = pageRows.at(-1);
  const next = rows.length > query.limit && last ? encodeCursor({ id: last.report.id }) : null;
  const items = await loadReportedItems(ctx.db, pageRows.map((r) => r.report));
  return { rows: pageRows, items, next, actor };
}

/**
 * Settles a report with one action, and with it every open report of the same item (decision
 * 24). 404 when the actor may not see the report (not staff, not a moderator of its show);
 * 403 for `suspend_user` by a moderator; 409 when the report is already settled; 422 when the
 * action cannot apply to the item.
 */
export async function resolveReport(ctx: Ctx, reportId: number, action: ReportAction): Promise<Omit<ReportsPageRows, "next"> & { row: ReportPageRow }> {
  const by = requireActor(ctx).id;
  let afterCommit: (() => Promise<void>) | undefined;
  await inTransaction(ctx, async (tx) => {
    const report = await lockReport(tx.db, reportId);
    if (!report) throw new AppError("not_found");
    const actor = await actorFor(tx);
    authorize(actor, action === "dismiss" ? "dismiss" : action === "remove_item" ? "removeItem" : "suspendUser", reportSubject(report));
    if (report.status !== "open") throw new AppError("conflict", MODERATION_MESSAGES.alreadySettled);
    const settle = async (status: "resolved" | "dismissed") => {
      await settleReportsOfItem(tx.db, report, { status, action, by, at: tx.now });
      // Each reporter whose report this settles is told the outcome (notify.service).
      const payload = { itemType: report.itemType, itemId: report.itemId, action, resolvedBy: by, resolvedAt: tx.now.toISOString() };
      await tx.events.record({ type: "report.resolved", actorId: by, payload });
    };
    switch (action) {
      case "dismiss":
        await settle("dismissed");
        return;
      case "remove_item": {
        afterCommit = await removeItem(tx, report);
        await settle("resolved");
        return;
      }
      case "suspend_user":
        await suspend(tx, report.itemOwnerId);
        await settle("resolved");
        return;
    }
  });
  await afterCommit?.();
  const row = await findReportWithContext(ctx.db, reportId);
  if (!row) throw new AppError("not_found");
  return { row, rows: [row], items: await loadReportedItems(ctx.db, [row.report]), actor: await actorFor(ctx) };
}

/**
 * `remove_item` as the item's kind does it (decision 24, items/*.item.ts): a comment, a review or a
 * post gets `removed_at` (404 to everyone but staff; a comment leaves its counters; a post leaves
 * the streams, what hangs on it stays unseen: decision 0028) and their uploaded images are deleted
 * after the commit; a list becomes private; a user's profile loses its biography, location and
 * picture; a show is catalog data (422).
 */
async function removeItem(ctx: Ctx, report: ReportRow): Promise<(() => Promise<void>) | undefined> {
  const moderation = itemKind(report.itemType)?.moderation;
  const result = moderation ? await moderation.remove(ctx, report.itemId) : { found: false };
  if (!result.found) throw AppError.field("action", MODERATION_MESSAGES.itemGone);
  return result.after;
}

/**
 * Suspends a user (staff only): `suspended_at` is set and every session of theirs ends in the same
 * transaction; signing in then answers 403 `Your account has been suspended.` Staff cannot be
 * suspended (422).
 */
async function suspend(ctx: Ctx, userId: number | null): Promise<void> {
  const user = userId === null ? undefined : await findUserById(ctx.db, userId);
  if (!user) throw AppError.field("action", MODERATION_MESSAGES.noUserToSuspend);
  if (effectiveRole(user, ctx.deps.config.staffEmails) === "staff") throw AppError.field("action", MODERATION_MESSAGES.staffNotSuspendable);
  await suspendUserRow(ctx.db, user.id, ctx.now);
}

/** Lifts a user's suspension (staff; the route is staff-only). 404 for an unknown user. */
export async function liftSuspension(ctx: Ctx, userId: number): Promise<void> {
  if (!(await unsuspendUserRow(ctx.db, userId))) throw new AppError("not_found");
}
