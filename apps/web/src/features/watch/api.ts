import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BuzzEntry, CreateWatchOptionBody, CreateShowSuggestionBody, ShowSuggestion, ShowWatch, StreamingService, WatchOption } from "@dizilog/shared/api";
import { api } from "../../lib/api";
import { useQuery } from "../../lib/query";

/** Where to watch, buzz and show suggestions (decision 0044): one query key family. */
export const watchKeys = {
  all: ["watch"] as const,
  show: (showId: number) => ["watch", "show", showId] as const,
  services: ["watch", "services"] as const,
  buzz: ["watch", "buzz"] as const,
  mySuggestions: ["watch", "suggestions", "mine"] as const,
  staffSuggestions: (status: string) => ["watch", "suggestions", "staff", status] as const,
};

export function useShowWatch(showId: number) {
  return useQuery({
    queryKey: watchKeys.show(showId),
    queryFn: ({ signal }) => api<ShowWatch>(`/api/shows/${showId}/watch`, { signal }),
  });
}

export function useStreamingServices(enabled = true) {
  return useQuery({
    queryKey: watchKeys.services,
    queryFn: ({ signal }) => api<{ data: StreamingService[] }>("/api/streaming-services", { signal }).then((r) => r.data),
    staleTime: 60 * 60_000,
    enabled,
  });
}

export function useAddWatchOption(showId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWatchOptionBody) => api<{ data: WatchOption }>(`/api/shows/${showId}/watch`, { method: "POST", json: body }).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: watchKeys.show(showId) }),
  });
}

export function useRemoveWatchOption(showId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (optionId: number) => api<null>(`/api/shows/${showId}/watch/${optionId}`, { method: "DELETE" }),
    onSuccess: () => client.invalidateQueries({ queryKey: watchKeys.show(showId) }),
  });
}

export function useBuzz() {
  return useQuery({
    queryKey: watchKeys.buzz,
    queryFn: ({ signal }) => api<{ data: BuzzEntry[] }>("/api/buzz", { signal }).then((r) => r.data),
  });
}

export function useSetBuzz() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { show_id: number; label: string }) => api<{ data: BuzzEntry }>("/api/admin/buzz", { method: "POST", json: body }).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: watchKeys.buzz }),
  });
}

export function useSuggestShow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateShowSuggestionBody) =>
      api<{ data: { id: number; status: "pending"; due_at: string } }>("/api/suggestions/shows", { method: "POST", json: body }).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: watchKeys.mySuggestions }),
  });
}

export function useMySuggestions(enabled = true) {
  return useQuery({
    queryKey: watchKeys.mySuggestions,
    queryFn: ({ signal }) => api<{ data: ShowSuggestion[] }>("/api/me/suggestions/shows", { signal }).then((r) => r.data),
    enabled,
  });
}

export function useStaffSuggestions(status: string) {
  return useQuery({
    queryKey: watchKeys.staffSuggestions(status),
    queryFn: ({ signal }) => api<{ data: ShowSuggestion[] }>(`/api/admin/suggestions${status === "waiting" ? "" : `?status=${status}`}`, { signal }).then((r) => r.data),
  });
}
