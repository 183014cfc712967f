import { useInfiniteQuery, useQuery } from "../../lib/query";
import type { RatingsPage, RecommendationsResponse } from "@dizilog/shared/api";
import { useTranslation } from "../../lib/use-translation";
import { api, toQueryString } from "../../lib/api";
import { showKeys } from "../../entities/show";
import { at, registerLocation } from "../../lib/optimistic";

/** Whose ratings: the signed-in user's own (`me`), or a user's public ones by slug. */
export type RatingsSource = { kind: "me" } | { kind: "user"; slug: string };

/**
 * Under the shows root, where they have always been. Every item holds a full Show, registered as a
 * place where shows live — so a star changed in the Ratings tab shows everywhere at once.
 */
export const ratingKeys = {
  all: [...showKeys.all, "ratings"] as const,
  list: (source: RatingsSource, lang: string) =>
    source.kind === "me" ? ([...ratingKeys.all, "me", lang] as const) : ([...ratingKeys.all, "user", source.slug, lang] as const),
  recommendations: (lang: string) => [...showKeys.all, "recommendations", lang] as const,
};

registerLocation({ kind: "show", queryKey: ratingKeys.all, find: at("pages.*.data.*.show") });
registerLocation({ kind: "show", queryKey: [...showKeys.all, "recommendations"], find: at("data.*.show") });

const PAGE_SIZE = 20;

/** GET /api/me/ratings or /api/users/{slug}/ratings — rated shows, the latest rating first, in cursor pages. */
export function useRatings(source: RatingsSource) {
  const lang = useTranslation().i18n.language;
  const path = source.kind === "me" ? "/api/me/ratings" : `/api/users/${encodeURIComponent(source.slug)}/ratings`;
  return useInfiniteQuery({
    queryKey: ratingKeys.list(source, lang),
    queryFn: ({ pageParam, signal }) => api<RatingsPage>(`${path}${toQueryString({ limit: PAGE_SIZE, cursor: pageParam })}`, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.cursor.next ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.data),
  });
}

/**
 * GET /api/me/recommendations. Kept while the user tracks or rates from the list (a tracked show
 * stays, marked as tracked, until the next visit) — refetching at once would pull the card, and
 * its tracking popup, away under the pointer.
 */
export function useRecommendations() {
  const lang = useTranslation().i18n.language;
  return useQuery({
    queryKey: ratingKeys.recommendations(lang),
    queryFn: ({ signal }) => api<RecommendationsResponse>("/api/me/recommendations", { signal }),
    staleTime: 5 * 60_000,
  });
}
