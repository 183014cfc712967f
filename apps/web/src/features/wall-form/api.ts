import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useQuery } from "../../lib/query";
import type { Embed, Post, SearchResult } from "@dizilog/shared/api";
import { api, toQueryString } from "../../lib/api";

/*
 * The post form's calls (api-contract "The community wall"): creating a post, the link preview of
 * the text's first link, and the show search of the check-in and recommendation pickers.
 */

export const wallFormKeys = {
  /** Every feed of the wall lives under this root (features/wall): a new post refreshes them. */
  wall: ["wall"] as const,
  embed: (url: string) => ["embeds", url] as const,
  showSearch: (keyword: string) => ["wall-form", "show-search", keyword] as const,
};

/** POST /api/wall/create?include=target — multipart; every feed is asked for again afterwards. */
export function useCreatePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData) => api<{ data: Post }>("/api/wall/create?include=target", { method: "POST", body }).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: wallFormKeys.wall }),
  });
}

/**
 * POST /api/embeds — the preview card of a link (read by the server). A link it cannot read
 * ("We couldn't read that link.") simply has no preview: no retry, no message.
 */
export function useEmbedPreview(url: string | null) {
  return useQuery({
    queryKey: wallFormKeys.embed(url ?? ""),
    queryFn: ({ signal }) => api<{ data: Embed }>("/api/embeds", { method: "POST", json: { url }, signal }).then((r) => r.data),
    enabled: url !== null,
    staleTime: Infinity,
    retry: false,
  });
}

/** GET /api/search/tv?include=seasons — up to 8 shows with their seasons (number, episodeCount). */
export function useShowPickerSearch(keyword: string) {
  return useQuery({
    queryKey: wallFormKeys.showSearch(keyword),
    queryFn: ({ signal }) => api<{ data: SearchResult[] }>(`/api/search/tv${toQueryString({ keyword, limit: 8, include: "seasons" })}`, { signal }).then((r) => r.data),
    enabled: keyword.length > 0,
    staleTime: 60_000,
    retry: false,
  });
}
