import type { Actor, Rules } from "./actor.js";

/** A report of an item, scoped to the show the item belongs to (null: a user, a list, a show-less item). */
export interface ReportSubject {
  kind: "report";
  showId: number | null;
}

export function reportSubject(row: { showId: number | null }): ReportSubject {
  return { kind: "report", showId: row.showId };
}

/** Staff everywhere; a moderator for the reports of the shows they moderate (api-contract "Roles"). */
const moderates = (actor: Actor, report: ReportSubject) => actor.moderates(report.showId);

/**
 * Who sees and settles a report: staff, or a moderator of the report's show (anyone else gets 404:
 * the moderation area is not revealed). Suspending a user is for staff only (403 to a moderator).
 */
export const reportRules = {
  view: moderates,
  dismiss: moderates,
  removeItem: moderates,
  suspendUser: (actor) => actor.role === "staff",
} satisfies Rules<ReportSubject>;

/** What the viewer may do with a report: the `abilities` sent with it. */
export function reportAbilities(actor: Actor, report: ReportSubject): { dismiss: boolean; remove_item: boolean; suspend_user: boolean } {
  return {
    dismiss: reportRules.dismiss(actor, report),
    remove_item: reportRules.removeItem(actor, report),
    suspend_user: reportRules.view(actor, report) && reportRules.suspendUser(actor),
  };
}
