import { useQuery } from "../../lib/query";
import type { Person } from "@dizilog/shared/api";
import { api, toQueryString } from "../../lib/api";

export const peopleKeys = {
  all: ["people"] as const,
  detail: (slug: string) => [...peopleKeys.all, "detail", slug] as const,
  today: (date: string | undefined) => [...peopleKeys.all, "today", date ?? "now"] as const,
  upcoming: (month: number | undefined | null) => [...peopleKeys.all, "upcoming", month === null ? "next" : (month ?? "now")] as const,
  search: (keyword: string) => [...peopleKeys.all, "search", keyword] as const,
};

export function usePerson(slug: string) {
  return useQuery({
    queryKey: peopleKeys.detail(slug),
    queryFn: () => api<{ data: Person }>(`/api/people/${encodeURIComponent(slug)}`).then((r) => r.data),
  });
}

export function useBirthdaysToday(date?: string) {
  return useQuery({
    queryKey: peopleKeys.today(date),
    queryFn: () => api<{ data: Person[] }>(`/api/people/today${toQueryString({ date })}`).then((r) => r.data),
  });
}

/** How many of the nearest birthdays the page lists when no month is chosen. */
export const NEXT_BIRTHDAYS = 24;

/** Birthdays of a month, or (`null`) the nearest ones from tomorrow, whatever month they fall in. */
export function useBirthdaysUpcoming(month?: number | null) {
  const query = month === null ? { next: NEXT_BIRTHDAYS } : { month };
  return useQuery({
    queryKey: peopleKeys.upcoming(month),
    queryFn: () => api<{ data: Person[] }>(`/api/people/upcoming${toQueryString(query)}`).then((r) => r.data),
  });
}

export function usePeopleSearch(keyword: string) {
  return useQuery({
    queryKey: peopleKeys.search(keyword),
    queryFn: ({ signal }) => api<{ data: Person[] }>(`/api/casts/search${toQueryString({ keyword })}`, { signal }).then((r) => r.data),
    enabled: keyword.trim().length > 0,
  });
}
