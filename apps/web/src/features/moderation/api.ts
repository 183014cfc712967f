import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useInfiniteQuery } from "../../lib/query";
import type { Moderator, ModeratorsPage, ModerationReport, ModerationReportsPage, ReportAction, ReportStatus, User } from "@dizilog/shared/api";
import { api, toQueryString } from "../../lib/api";

/** Staff read every report (`/api/admin/reports`); moderators those of their shows (`/api/moderation/reports`). */
export type ReportsScope = "admin" | "moderation";

export const moderationKeys = {
  all: ["moderation"] as const,
  reports: (scope: ReportsScope, status: ReportStatus) => ["moderation", "reports", scope, status] as const,
  moderators: ["moderation", "moderators"] as const,
};

export function scopeOf(user: Pick<User, "role">): ReportsScope | undefined {
  if (user.role === "staff") return "admin";
  if (user.role === "moderator") return "moderation";
  return undefined;
}

export function useReports(scope: ReportsScope, status: ReportStatus) {
  return useInfiniteQuery({
    queryKey: moderationKeys.reports(scope, status),
    queryFn: ({ pageParam, signal }) =>
      api<ModerationReportsPage>(`/api/${scope}/reports${toQueryString({ status, cursor: pageParam })}`, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.cursor.next ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.data),
  });
}

/**
 * Settles a report (and every open report of the same item, on the server). The open list is read
 * again, since the other reports of that item left it too, and so are the settled lists.
 */
export function useResolveReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ report, action }: { report: Pick<ModerationReport, "id">; action: ReportAction }) =>
      api<{ data: ModerationReport }>(`/api/admin/reports/${report.id}/resolve`, { method: "POST", json: { action } }).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: ["moderation", "reports"] }),
  });
}

export function useModerators() {
  return useInfiniteQuery({
    queryKey: moderationKeys.moderators,
    queryFn: ({ pageParam, signal }) => api<ModeratorsPage>(`/api/admin/moderators${toQueryString({ cursor: pageParam })}`, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.cursor.next ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.data),
  });
}

/** Finds the user by username (their public profile), then makes them a moderator of the show. */
export function useAppointModerator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ username, showId }: { username: string; showId: number }) => {
      const user = await api<{ data: User }>(`/api/users/${encodeURIComponent(username.trim().toLowerCase())}`).then((r) => r.data);
      return api<{ data: Moderator }>("/api/admin/moderators", { method: "POST", json: { user_id: user.id, show_id: showId } }).then((r) => r.data);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: moderationKeys.moderators }),
  });
}

export function useRemoveModerator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, showId }: { userId: number; showId: number }) => api<void>(`/api/admin/moderators/${userId}/shows/${showId}`, { method: "DELETE" }),
    onSuccess: () => client.invalidateQueries({ queryKey: moderationKeys.moderators }),
  });
}
