import { and, eq } from "drizzle-orm";
import type { HideItemType, ReportItemType, ReportReason } from "@dizilog/shared/api";
import type { Executor } from "../db/database.js";
import { hiddenItems, reports } from "../db/schema/index.js";

/** Hides an item for a user (idempotent). */
export async function insertHiddenItem(db: Executor, userId: number, itemType: HideItemType, itemId: number, now: Date): Promise<void> {
  await db.insert(hiddenItems).values({ userId, itemType, itemId, createdAt: now }).onConflictDoNothing();
}

/** Shows a hidden item again (idempotent). */
export async function deleteHiddenItem(db: Executor, userId: number, itemType: HideItemType, itemId: number): Promise<void> {
  await db.delete(hiddenItems).where(and(eq(hiddenItems.userId, userId), eq(hiddenItems.itemType, itemType), eq(hiddenItems.itemId, itemId)));
}

export interface NewReport {
  reporterId: number;
  itemType: ReportItemType;
  itemId: number;
  itemOwnerId: number | null;
  showId: number | null;
  reason: ReportReason;
  details: string | null;
  createdAt: Date;
}

/**
 * Files a report, or finds the reporter's earlier report of the same item (one per reporter and
 * item: `reports_reporter_item_idx`; two at once keep one). `created` tells which.
 */
export async function fileReport(db: Executor, report: NewReport): Promise<{ id: number; status: "open" | "resolved" | "dismissed"; created: boolean }> {
  const [inserted] = await db.insert(reports).values(report).onConflictDoNothing().returning({ id: reports.id, status: reports.status });
  if (inserted) return { ...inserted, created: true };
  const [existing] = await db
    .select({ id: reports.id, status: reports.status })
    .from(reports)
    .where(and(eq(reports.reporterId, report.reporterId), eq(reports.itemType, report.itemType), eq(reports.itemId, report.itemId)));
  return { ...existing!, created: false };
}
