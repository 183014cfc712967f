import { keepPreviousData, useQueryClient } from "@tanstack/react-query";
import { useQuery } from "../../lib/query";
import type { Episode, EpisodeDetail, Genre, Network, PaginationMeta, SearchResult, Show, ShowDetail } from "@dizilog/shared/api";
import { api, toQueryString } from "../../lib/api";
import { useTranslation } from "../../lib/use-translation";
// Where the show entity's queries keep shows (registered once this module loads).
import "./cache";

/** Parameters of GET /api/filter/shows, as the API names them. */
export interface ExploreParams {
  keyword?: string;
  sort_by?: string;
  page?: number;
  per_page?: number;
  rate_start?: number;
  rate_end?: number;
  year_start?: number;
  year_end?: number;
  status?: string[];
  type?: string[];
  genres?: number[];
  network?: number;
  /** A streaming service's slug (decision 0044). */
  service?: string;
}

export const showKeys = {
  all: ["shows"] as const,
  genres: () => [...showKeys.all, "genres"] as const,
  networks: () => [...showKeys.all, "networks"] as const,
  explore: (params: ExploreParams, lang: string) => [...showKeys.all, "explore", params, lang] as const,
  detail: (slug: string, lang: string) => [...showKeys.all, "detail", slug, lang] as const,
  season: (seasonId: number, lang: string) => [...showKeys.all, "season", seasonId, lang] as const,
  episode: (slug: string, season: number, number: number, lang: string) => [...showKeys.all, "episode", slug, season, number, lang] as const,
  latest: (showId: number, lang: string) => [...showKeys.all, "latest", showId, lang] as const,
  search: (keyword: string) => [...showKeys.all, "search", keyword] as const,
  popular: (lang: string) => [...showKeys.all, "popular", lang] as const,
  upcoming: (lang: string) => [...showKeys.all, "upcoming", lang] as const,
};

function useLang(): string {
  return useTranslation().i18n.language;
}

export function useGenres() {
  return useQuery({
    queryKey: showKeys.genres(),
    queryFn: () => api<{ data: Genre[] }>("/api/genres").then((r) => r.data),
    staleTime: 60 * 60_000,
  });
}

export function useNetworks() {
  return useQuery({
    queryKey: showKeys.networks(),
    queryFn: () => api<{ data: Network[] }>("/api/networks").then((r) => r.data),
    staleTime: 60 * 60_000,
  });
}

export function useExplore(params: ExploreParams) {
  const lang = useLang();
  return useQuery({
    queryKey: showKeys.explore(params, lang),
    queryFn: ({ signal }) =>
      api<{ data: Show[]; meta: PaginationMeta }>(`/api/filter/shows${toQueryString({ ...params, include: "genres" })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The show page's first screen in one call: the show with its latest episodes
 * (`include=latest_episodes`, decision 35). public/theme-init.js asks the same path early.
 */
export const showPath = (slug: string) => `/api/shows/${encodeURIComponent(slug)}?include=genres,network,seasons,cast,crew,latest_episodes`;

/**
 * GET /api/shows/{slug} with its latest episodes. They go into the cache of the latest-episodes
 * list (showKeys.latest), where `useLatestEpisodes` and the seen-mark shadows find them; the
 * show's own entry keeps the show alone.
 */
export function useShow(slug: string) {
  const lang = useLang();
  const client = useQueryClient();
  return useQuery({
    queryKey: showKeys.detail(slug, lang),
    queryFn: async (): Promise<Show> => {
      const { latest_episodes: latest, ...show } = (await api<{ data: ShowDetail }>(showPath(slug))).data;
      if (latest) client.setQueryData(showKeys.latest(show.id, lang), latest.data);
      return show;
    },
    // The post form asks only when it has a show to read (an empty slug: nothing to ask).
    enabled: slug !== "",
  });
}

export function useSeasonEpisodes(seasonId: number | undefined) {
  const lang = useLang();
  return useQuery({
    queryKey: showKeys.season(seasonId ?? 0, lang),
    queryFn: () => api<{ data: Episode[] }>(`/api/seasons/${seasonId}/episodes`).then((r) => r.data),
    enabled: seasonId !== undefined,
  });
}

export function useEpisode(slug: string, season: number, number: number) {
  const lang = useLang();
  return useQuery({
    queryKey: showKeys.episode(slug, season, number, lang),
    queryFn: () =>
      api<{ data: EpisodeDetail }>(`/api/shows/${encodeURIComponent(slug)}/seasons/${season}/episodes/${number}`).then((r) => r.data),
  });
}

export function useLatestEpisodes(showId: number | undefined) {
  const lang = useLang();
  return useQuery({
    queryKey: showKeys.latest(showId ?? 0, lang),
    queryFn: () => api<{ data: Episode[] }>(`/api/show/${showId}/episodes/latest`).then((r) => r.data),
    enabled: showId !== undefined,
  });
}

export function useShowSearch(keyword: string) {
  return useQuery({
    queryKey: showKeys.search(keyword),
    queryFn: ({ signal }) => api<{ data: SearchResult[] }>(`/api/search/tv${toQueryString({ keyword, limit: 8 })}`, { signal }).then((r) => r.data),
    enabled: keyword.trim().length > 0,
    staleTime: 5 * 60_000,
  });
}

export function usePopular() {
  const lang = useLang();
  return useQuery({
    queryKey: showKeys.popular(lang),
    queryFn: () => api<{ data: Show[] }>("/api/v1/popular").then((r) => r.data),
    staleTime: 30 * 60_000,
  });
}

export function useUpcomingAll() {
  const lang = useLang();
  return useQuery({
    queryKey: showKeys.upcoming(lang),
    queryFn: () => api<{ data: Episode[] }>("/api/home/upcoming?include=show").then((r) => r.data),
  });
}
