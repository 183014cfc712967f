import type { Moderator, ModerationReport, ReportedItem } from "@dizilog/shared/api";
import type { Actor } from "../policies/index.js";
import { reportAbilities, reportSubject } from "../policies/report.policy.js";
import type { ModeratorRow, ReportPageRow } from "../repositories/moderation.repository.js";
import { type ItemPage, type ReportedItemRow, reportedItemKey } from "../repositories/reported-item.repository.js";
import { itemPaths } from "../domain/item-paths.js";
import { episodeCode } from "./episode.presenter.js";
import { urls } from "./urls.js";
import { presentUserSummary, userUrl } from "./user.presenter.js";

function pageUrl(page: ItemPage): string {
  switch (page.kind) {
    case "show":
      return urls.show(page.slug);
    case "episode":
      return urls.episode(page.slug, page.season, page.number);
    case "review":
      return `${urls.show(page.showSlug)}/reviews/${page.id}`;
    case "list":
      return `/lists/${page.id}`;
    case "user":
      return userUrl(page.slug);
    case "post":
      return itemPaths.post(page.authorSlug, page.id);
  }
}

function presentReportedItem(item: ReportedItemRow): ReportedItem {
  const url = pageUrl(item.page);
  const title = item.page.kind === "episode" && item.type === "comment" ? `${item.title} ${episodeCode(item.page.season, item.page.number)}` : item.title;
  return {
    type: item.type,
    id: item.id,
    url: item.anchor ? `${url}#${item.anchor}` : url,
    title,
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
