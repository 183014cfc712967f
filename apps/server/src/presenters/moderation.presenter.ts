import type { Moderator, ModerationReport, ReportedItem } from "@dizilog/shared/api";
import type { Actor } from "../policies/index.js";
import { reportAbilities, reportSubject } from "../policies/report.policy.js";
import type { ModeratorRow, ReportPageRow } from "../repositories/moderation.repository.js";
import { type ReportedItemRow, reportedItemKey } from "../repositories/reported-item.repository.js";
import { urls } from "./urls.js";
import { presentUserSummary } from "./user.presenter.js";

function presentReportedItem(item: ReportedItemRow): ReportedItem {
  return {
    type: item.type,
    id: item.id,
    url: item.anchor ? `${item.path}#${item.anchor}` : item.path,
    title: item.title,
    text: item.text,
    spoiler: item.spoiler,
    removed: item.removed,
    images: item.images ?? [],
  };
}

/** A report with its item in context and what the viewer may do with it. */
export function presentReport(row: ReportPageRow, items: Map<string, ReportedItemRow>, actor: Actor): ModerationReport {
  const { report } = row;
  const item = items.get(reportedItemKey(report.itemType, report.itemId));
  return {
    id: report.id,
    item_type: report.itemType,
    item_id: report.itemId,
    reason: report.reason,
    details: report.details,
    status: report.status,
    action: report.action,
    created: report.createdAt.toISOString(),
    resolved_at: report.resolvedAt?.toISOString() ?? null,
    reporter: row.reporter ? presentUserSummary(row.reporter) : null,
    item_owner: row.owner ? { ...presentUserSummary(row.owner), suspended: row.owner.suspendedAt !== null } : null,
    show: row.show ? { id: row.show.id, title: row.show.title, url: urls.show(row.show.slug) } : null,
    item: item ? presentReportedItem(item) : null,
    abilities: reportAbilities(actor, reportSubject(report)),
  };
}

export function presentModerator(row: ModeratorRow): Moderator {
  return {
    user: presentUserSummary(row.user),
    show: { id: row.show.id, title: row.show.title, url: urls.show(row.show.slug) },
    created: row.createdAt.toISOString(),
  };
}
