import type { OwnStats, SiteStats } from "@dizilog/shared/api";
import { STATS_FIRST_YEAR, statsLastYear } from "@dizilog/shared/api/stats-constants";
import { api } from "../../lib/api";
import { useQuery } from "../../lib/query";

/** The year in numbers (decision 0046): the site's year and the signed-in member's own. */
export const statsKeys = {
  all: ["stats"] as const,
  site: (year: number) => ["stats", "site", year] as const,
  own: (year: number, userId: number) => ["stats", "own", year, userId] as const,
};

/** The calendar year in Europe/Istanbul (the site's year) of an instant. */
export function istanbulYear(now: number): number {
  return Number(new Intl.DateTimeFormat("en", { timeZone: "Europe/Istanbul", year: "numeric" }).format(now));
}

/** The years the report covers, newest first: next year down to 1950. */
export function statsYears(currentYear: number): number[] {
  const last = statsLastYear(currentYear);
  return Array.from({ length: last - STATS_FIRST_YEAR + 1 }, (_, i) => last - i);
}

/** The year of the address: four digits, else null (the page answers "not found"). */
export function parseStatsYear(segment: string | undefined, currentYear: number): number | null {
  if (!segment || !/^\d{4}$/.test(segment)) return null;
  const year = Number(segment);
  return year >= STATS_FIRST_YEAR && year <= statsLastYear(currentYear) ? year : null;
}

/** GET /api/v1/stats/{year}: the same for everyone, drawn on the server. */
export function useSiteStats(year: number) {
  return useQuery({
    queryKey: statsKeys.site(year),
    queryFn: async ({ signal }) => (await api<{ data: SiteStats }>(`/api/v1/stats/${year}`, { signal })).data,
  });
}

/** GET /api/me/stats/{year}: a Pro member's own year (a free member's answer is the 403 pro_required). */
export function useOwnStats(year: number, userId: number | undefined) {
  return useQuery({
    queryKey: statsKeys.own(year, userId ?? 0),
    queryFn: async ({ signal }) => (await api<{ data: OwnStats }>(`/api/me/stats/${year}`, { signal })).data,
    enabled: userId !== undefined,
    retry: false,
  });
}
