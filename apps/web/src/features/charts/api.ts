import type { ChartKind, ChartResponse, CoupleDetail, CouplesPage } from "@dizilog/shared/api";
import { api, toQueryString } from "../../lib/api";
import { useInfiniteQuery, useQuery } from "../../lib/query";

/** Query keys of the social charts and the couples' pages; a chart's scores depend on who asks. */
export const chartKeys = {
  all: ["charts"] as const,
  social: (kind: ChartKind, date: string | undefined, viewer: number | null) => [...chartKeys.all, "social", kind, date ?? "latest", viewer] as const,
  couples: () => [...chartKeys.all, "couples"] as const,
  couple: (slug: string) => [...chartKeys.all, "couple", slug] as const,
};

/** GET /api/charts/social — a day's top 20 (the latest day without `date`). */
export function useSocialChart(kind: ChartKind, date: string | undefined, viewer: number | null) {
  return useQuery({
    queryKey: chartKeys.social(kind, date, viewer),
    queryFn: ({ signal }) => api<ChartResponse>(`/api/charts/social${toQueryString({ kind, date })}`, { signal }),
  });
}

const COUPLES_PAGE = 24;

/** GET /api/couples — every couple, a cursor page at a time. */
export function useCouples() {
  return useInfiniteQuery({
    queryKey: chartKeys.couples(),
    queryFn: ({ pageParam, signal }) => api<CouplesPage>(`/api/couples${toQueryString({ limit: COUPLES_PAGE, cursor: pageParam })}`, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.cursor.next ?? undefined,
  });
}

/** GET /api/couples/{slug} — a couple with both people, its shows and the like state. */
export function useCouple(slug: string) {
  return useQuery({
    queryKey: chartKeys.couple(slug),
    queryFn: ({ signal }) => api<{ data: CoupleDetail }>(`/api/couples/${encodeURIComponent(slug)}`, { signal }).then((r) => r.data),
  });
}
