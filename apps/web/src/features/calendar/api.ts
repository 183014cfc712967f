import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import type { Episode } from "@dizilog/shared/api";
import { useTranslation } from "react-i18next";
import { api, toQueryString } from "../../lib/api";
import { trackingKeys } from "../tracking";

export type CalendarScope = "tracked" | "all";

/** Under the tracking keys, so that tracking or dropping a show refreshes the calendar too. */
export const calendarKeys = {
  month: (month: string, scope: CalendarScope, lang: string) => [...trackingKeys.all, "calendar", month, scope, lang] as const,
  airingToday: (lang: string) => [...trackingKeys.all, "airing-today", lang] as const,
};

/** GET /api/calendar?month=&scope= — the month's episodes by air time, days in the viewer's zone. */
export function useCalendar(month: string, scope: CalendarScope, enabled = true) {
  const lang = useTranslation().i18n.language;
  return useQuery({
    queryKey: calendarKeys.month(month, scope, lang),
    queryFn: async ({ signal }): Promise<Episode[]> => (await api<{ data: Episode[] }>(`/api/calendar${toQueryString({ month, scope })}`, { signal })).data,
    enabled,
    // The grid stays on screen (dimmed) while the next month loads, instead of jumping to a spinner.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/airing-today — today's episodes (the viewer's day), by air time. */
export function useAiringToday() {
  const lang = useTranslation().i18n.language;
  return useQuery({
    queryKey: calendarKeys.airingToday(lang),
    queryFn: ({ signal }) => api<{ data: Episode[] }>("/api/airing-today", { signal }).then((r) => r.data),
  });
}

/** POST /api/me/calendar-token — a new private iCal URL; it replaces (revokes) the previous one. */
export function useCreateCalendarLink() {
  return useMutation({
    mutationFn: () => api<{ data: { url: string } }>("/api/me/calendar-token", { method: "POST" }).then((r) => r.data.url),
  });
}
