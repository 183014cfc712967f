import { keepPreviousData } from "@tanstack/react-query";
import type { MoodShow, MoodSummary, PaginationMeta, PersonIndexEntry, Show, UnseenShow, UpcomingShow } from "@dizilog/shared/api";
import type { PeopleSort } from "@dizilog/shared/api/discover-ids";
import type { ReactionId } from "@dizilog/shared/api/engagement-ids";
import { api, toQueryString } from "../../lib/api";
import { useInfiniteQuery, useQuery } from "../../lib/query";
import { useTranslation } from "../../lib/use-translation";

/** The discovery pages' queries (decision 0050), keyed by the language their texts come in. */
export const discoverKeys = {
  all: ["discover"] as const,
  widgets: (lang: string) => [...discoverKeys.all, "widgets", lang] as const,
  upcoming: (stage: number | undefined, lang: string) => [...discoverKeys.all, "upcoming", stage ?? "all", lang] as const,
  unseen: (lang: string) => [...discoverKeys.all, "unseen", lang] as const,
  mood: (lang: string) => [...discoverKeys.all, "mood", lang] as const,
  moodShows: (reaction: ReactionId, page: number, lang: string) => [...discoverKeys.all, "mood", reaction, page, lang] as const,
  people: (sort: PeopleSort, letter: string | undefined, page: number) => [...discoverKeys.all, "people", sort, letter ?? "", page] as const,
};

const useLang = () => useTranslation().i18n.language;

export const HOME_WIDGET_KEYS = ["airing_today", "trending", "running", "newest", "top_rated"] as const;
export type HomeWidgetKey = (typeof HOME_WIDGET_KEYS)[number];
export interface HomeWidget {
  id: number;
  key: HomeWidgetKey;
  shows: { data: Show[] };
}
interface WidgetPage {
  data: HomeWidget[];
  meta: { cursor: { next: string | null } };
}

/** GET /api/home/widgets: three rows of 12 shows a page, the next rows on demand. */
export function useHomeWidgets() {
  return useInfiniteQuery({
    queryKey: discoverKeys.widgets(useLang()),
    queryFn: ({ pageParam, signal }) =>
      api<WidgetPage>(`/api/home/widgets${toQueryString({ per_page: 3, include: "shows:limit(12)", cursor: pageParam || undefined })}`, { signal }),
    initialPageParam: "",
    getNextPageParam: (last: WidgetPage) => last.meta.cursor.next ?? undefined,
  });
}

/** GET /api/shows/upcoming: the coming shows with their production stage. */
export function useUpcomingShows(stage: number | undefined) {
  return useQuery({
    queryKey: discoverKeys.upcoming(stage, useLang()),
    queryFn: async ({ signal }): Promise<UpcomingShow[]> => (await api<{ data: UpcomingShow[] }>(`/api/shows/upcoming${toQueryString({ stage })}`, { signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/me/unseen: the user's tracked shows with aired episodes not seen. */
export function useUnseen() {
  return useQuery({
    queryKey: discoverKeys.unseen(useLang()),
    queryFn: ({ signal }) => api<{ data: UnseenShow[] }>("/api/me/unseen", { signal }).then((r) => r.data),
  });
}

/** GET /api/mood: each reaction with its first shows. */
export function useMoodOverview() {
  return useQuery({
    queryKey: discoverKeys.mood(useLang()),
    queryFn: ({ signal }) => api<{ data: MoodSummary[] }>("/api/mood", { signal }).then((r) => r.data),
    staleTime: 10 * 60_000,
  });
}

/** GET /api/mood/{reaction}: a page of the shows drawing that reaction most. */
export function useMoodShows(reaction: ReactionId, page: number) {
  return useQuery({
    queryKey: discoverKeys.moodShows(reaction, page, useLang()),
    queryFn: ({ signal }) => api<{ data: MoodShow[]; meta: PaginationMeta }>(`/api/mood/${reaction}${toQueryString({ page })}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
  });
}

/** GET /api/people: the people index, popular or A–Z. */
export function usePeopleIndex(sort: PeopleSort, letter: string | undefined, page: number) {
  return useQuery({
    queryKey: discoverKeys.people(sort, letter, page),
    queryFn: ({ signal }) => api<{ data: PersonIndexEntry[]; meta: PaginationMeta }>(`/api/people${toQueryString({ sort, letter, page })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
