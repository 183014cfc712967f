import { keepPreviousData, useMutation } from "@tanstack/react-query";
import { useQuery } from "../../lib/query";
import type { CalendarEpisode, CalendarMonth, CalendarShow, Episode } from "@dizilog/shared/api";
import { useTranslation } from "../../lib/use-translation";
import { api, toQueryString } from "../../lib/api";
import { trackingKeys } from "../tracking";

export type CalendarScope = "tracked" | "all";

/** Under the tracking keys, so that tracking or dropping a show refreshes the calendar too. */
export const calendarKeys = {
  month: (month: string, scope: CalendarScope, lang: string) => [...trackingKeys.all, "calendar", month, scope, lang] as const,
  airingToday: (lang: string) => [...trackingKeys.all, "airing-today", lang] as const,
};

/** One episode of the calendar screen: what a cell shows (never the title or synopsis, which may spoil it). */
export interface CalendarItem {
  id: number;
  /** The episode page. */
  url: string;
  /** S01E02 */
  code: string;
  air_date: string;
  airs_at: string;
  show: CalendarShow;
}

/** "S01E02" (the server's episodeCode). */
export function episodeCode(season: number, number: number): string {
  return `S${String(season).padStart(2, "0")}E${String(number).padStart(2, "0")}`;
}

/** The compact month (each show once) as the cells read it: each episode with its show, code and link. */
export function calendarItems(month: CalendarMonth["data"]): CalendarItem[] {
  const shows = new Map(month.shows.map((show) => [show.id, show]));
  return month.episodes.flatMap((episode: CalendarEpisode) => {
    const show = shows.get(episode.show_id);
    if (!show) return [];
    return [
      {
        id: episode.id,
        url: `${show.url}/season-${episode.season_number}/episode-${episode.number}`,
        code: episodeCode(episode.season_number, episode.number),
        air_date: episode.air_date,
        airs_at: episode.airs_at,
        show,
      },
    ];
  });
}

/** GET /api/calendar/month?month=&scope= — the month's episodes by air time in the compact form, days in the viewer's zone. */
export function useCalendar(month: string, scope: CalendarScope, enabled = true) {
  const lang = useTranslation().i18n.language;
  return useQuery({
    queryKey: calendarKeys.month(month, scope, lang),
    queryFn: async ({ signal }): Promise<CalendarItem[]> =>
      calendarItems((await api<CalendarMonth>(`/api/calendar/month${toQueryString({ month, scope })}`, { signal })).data),
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
