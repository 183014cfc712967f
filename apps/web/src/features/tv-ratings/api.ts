import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DailyRatingsResponse, RatingWatchResponse, SeasonRatingsResponse, TvRatingCategory, WeeklyRatingsResponse } from "@dizilog/shared/api";
import { api, toQueryString } from "../../lib/api";
import { useQuery } from "../../lib/query";

export const tvRatingKeys = {
  all: ["tv-ratings"] as const,
  daily: (date: string | undefined, category: TvRatingCategory) => [...tvRatingKeys.all, "daily", date ?? "latest", category] as const,
  weekly: (week: string | undefined, category: TvRatingCategory) => [...tvRatingKeys.all, "weekly", week ?? "latest", category] as const,
  season: (show: string, season: number | undefined, category: TvRatingCategory) => [...tvRatingKeys.all, "season", show, season ?? "latest", category] as const,
  watch: (show: string, season: number) => [...tvRatingKeys.all, "watch", show, season] as const,
};

/** A day's table (GET /api/ratings/daily); `date` undefined: the latest day the viewer may open. */
export function useDailyRatings(date: string | undefined, category: TvRatingCategory) {
  return useQuery({
    queryKey: tvRatingKeys.daily(date, category),
    queryFn: () => api<DailyRatingsResponse>(`/api/ratings/daily${toQueryString({ date, category: category === "Total" ? undefined : category })}`),
    retry: false,
  });
}

export function useWeeklyRatings(week: string | undefined, category: TvRatingCategory) {
  return useQuery({
    queryKey: tvRatingKeys.weekly(week, category),
    queryFn: () => api<WeeklyRatingsResponse>(`/api/ratings/weekly${toQueryString({ week, category: category === "Total" ? undefined : category })}`),
    retry: false,
  });
}

/** A season's figures (Pro); 403 pro_required for a free viewer, 422 when there are none yet. */
export function useSeasonRatings(show: string, season: number | undefined, category: TvRatingCategory, enabled: boolean) {
  return useQuery({
    queryKey: tvRatingKeys.season(show, season, category),
    queryFn: () => api<SeasonRatingsResponse>(`/api/shows/${encodeURIComponent(show)}/ratings${toQueryString({ season, category: category === "Total" ? undefined : category })}`),
    retry: false,
    enabled,
  });
}

export function useRatingsWatch(show: string, season: number, enabled: boolean) {
  return useQuery({
    queryKey: tvRatingKeys.watch(show, season),
    queryFn: () => api<RatingWatchResponse>(`/api/shows/${encodeURIComponent(show)}/seasons/${season}/ratings-watch`).then((r) => r.data),
    enabled,
  });
}

export function useSetRatingsWatch(show: string, season: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) =>
      api<RatingWatchResponse>(`/api/shows/${encodeURIComponent(show)}/seasons/${season}/ratings-watch`, { method: on ? "POST" : "DELETE" }).then((r) => r.data),
    onSuccess: (data) => client.setQueryData(tvRatingKeys.watch(show, season), data),
  });
}

/** Staff import: a CSV file (sent as text/csv) or rows typed in the form (JSON). */
export type RatingsUpload = { csv: string } | { rows: Record<string, string>[] };

export function useImportRatings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (upload: RatingsUpload) =>
      "csv" in upload
        ? api<{ data: { imported: number } }>("/api/admin/ratings", { method: "POST", body: upload.csv, headers: { "Content-Type": "text/csv" } })
        : api<{ data: { imported: number } }>("/api/admin/ratings", { method: "POST", json: { rows: upload.rows } }),
    onSuccess: () => client.invalidateQueries({ queryKey: tvRatingKeys.all }),
  });
}
