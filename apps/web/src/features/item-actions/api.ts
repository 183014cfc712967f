import { useMutation } from "@tanstack/react-query";
import type { HideItemType, ReportItemType, ReportReason, ReportReceipt } from "@dizilog/shared/api";
import { api } from "../../lib/api";

/*
 * Hiding an item for oneself and reporting it (api-contract "Hiding and reporting"): one pair of
 * calls for every kind of item, so comments, reviews and wall posts share these hooks.
 */

/** POST /api/accounts/{id}/filter — hides the item (`undo` shows it again); answers whether it is hidden. */
export function useHideItem(type: HideItemType, id: number) {
  return useMutation({
    mutationFn: (undo: boolean) =>
      api<{ data: { hidden: boolean } }>(`/api/accounts/${id}/filter`, { method: "POST", json: { type, filter: "hide", ...(undo ? { action: "undo" } : {}) } }).then((r) => r.data.hidden),
  });
}

export interface ReportInput {
  reason: ReportReason;
  details: string;
}

/** POST /api/submit-report — one report per item and reporter (reporting again answers the same one). */
export function useReportItem(type: ReportItemType, id: number) {
  return useMutation({
    mutationFn: (input: ReportInput) =>
      api<{ data: ReportReceipt }>("/api/submit-report", { method: "POST", json: { type, id, reason: input.reason, details: input.details.trim() || null } }).then((r) => r.data),
  });
}
