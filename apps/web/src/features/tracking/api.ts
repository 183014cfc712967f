import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useInfiniteQuery, useQueries, useQuery } from "../../lib/query";
import type { Episode, Progress, Show, TrackerGroupName, TrackerItem, UpcomingEpisode } from "@dizilog/shared/api";
import { useTranslation } from "../../lib/use-translation";
import { api, toQueryString } from "../../lib/api";
import { episodeRef, showKeys, showRef } from "../../entities/show";
import { type Change, type Update, applyOptimistic, at, findAllOfKind, registerLocation, updateCached } from "../../lib/optimistic";
import { refreshEpisodes, refreshTracking, trackerRowRef, trackingKeys, trackingPatch } from "./track-api";
import { useErrorToast } from "../../ui/use-error-toast";

export { refreshEpisodes, refreshSpoilerShields, trackingKeys, useTrack, useUntrack } from "./track-api";

interface CursorPage<T> {
  data: T[];
  meta: { cursor: { next: string | null } };
}

export interface SeasonStatus {
  episodes_count: number;
  aired_count: number;
  seen_count: number;
}

// The upcoming episodes of tracked shows, and the next episode a tracker row names, are episodes
// (a seen-mark changes them too).
registerLocation({ kind: "episode", queryKey: [...trackingKeys.all, "upcoming"], find: at("*") });
registerLocation({ kind: "episode", queryKey: trackingKeys.all, find: at("pages.*.data.*.next_episode") });

/** Items per page of the tracker lists (a multiple of 2, 3 and 4: full rows in every grid). */
const PAGE_SIZE = 12;

function useLang(): string {
  return useTranslation().i18n.language;
}

function useCursorList(queryKey: readonly unknown[], path: string, params: Record<string, string> = {}) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      api<CursorPage<TrackerItem>>(`${path}${toQueryString({ ...params, limit: PAGE_SIZE, cursor: pageParam })}`, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.cursor.next ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.data),
  });
}

/** GET /api/me/tracker?group= — one tracker group, in cursor pages (`fetchNextPage` for more). */
export function useTracker(group: TrackerGroupName) {
  const lang = useLang();
  return useCursorList(trackingKeys.tracker(group, lang), "/api/me/tracker", { group });
}

/** GET /api/me/watchlist — every tracked show that is not dropped, newest first. */
export function useWatchlist() {
  const lang = useLang();
  return useCursorList(trackingKeys.watchlist(lang), "/api/me/watchlist");
}

/** GET /api/me/upcoming — episodes of tracked shows airing from `startDate` to `endDate` (YYYY-MM-DD). */
export function useUpcoming(startDate: string, endDate: string, enabled = true) {
  const lang = useLang();
  return useQuery({
    queryKey: trackingKeys.upcoming(startDate, endDate, lang),
    queryFn: ({ signal }) =>
      api<{ data: UpcomingEpisode[] }>(`/api/me/upcoming${toQueryString({ startDate, endDate, include: "show,season" })}`, { signal }).then((r) => r.data),
    enabled,
  });
}

const seasonStatusQuery = (seasonId: number) => ({
  queryKey: trackingKeys.seasonStatus(seasonId),
  queryFn: () => api<{ data: SeasonStatus }>(`/api/seasons/${seasonId}/status`).then((r) => r.data),
});

/** GET /api/seasons/{id}/status — episodes, aired and seen (for the signed-in user) of a season. */
export function useSeasonStatus(seasonId: number | undefined) {
  return useQuery({ ...seasonStatusQuery(seasonId ?? 0), enabled: seasonId !== undefined });
}

/** The progress of a whole show: the season statuses added up (undefined until all have answered). */
export function useShowProgress(seasonIds: number[], enabled = true): { progress: Pick<Progress, "seen" | "aired"> | undefined; isError: boolean } {
  return useQueries({
    queries: seasonIds.map((id) => ({ ...seasonStatusQuery(id), enabled })),
    combine: (results) => ({
      isError: results.some((r) => r.isError),
      progress: results.every((r) => r.data)
        ? results.reduce((sum, r) => ({ seen: sum.seen + (r.data?.seen_count ?? 0), aired: sum.aired + (r.data?.aired_count ?? 0) }), { seen: 0, aired: 0 })
        : undefined,
    }),
  });
}

/** POST /api/shows/{id}/drop — the show leaves its list at once; tracking it again brings it back. */
export function useDrop() {
  const client = useQueryClient();
  const showError = useErrorToast();
  return useMutation({
    mutationFn: (showId: number) => api<{ data: { dropped: true } }>(`/api/shows/${showId}/drop`, { method: "POST" }),
    onMutate: (showId) => updateCached(client, trackerRowRef(showId), () => null),
    // The lists are fetched again when settled, which also puts a show back after a failure.
    onError: showError,
    onSettled: () => Promise.all([refreshTracking(client), refreshEpisodes(client)]),
  });
}

export interface MarkSeenInput {
  kind: "episode" | "season" | "show";
  /** Episode, season or show id. */
  id: number;
  /** true marks seen, false unseen. */
  status: boolean;
  /** The show the episodes belong to, when the caller knows it (patches the cached tracker progress). */
  showId?: number;
}

interface MarkSeenContext {
  /** Episodes whose `has_seen` flipped, with their season. */
  flipped: Map<number, number | undefined>;
  /** The episodes' changes, the show's (seeing an episode tracks it) and the tracker row's progress. */
  changes: Change<object>[];
  progress: Change<TrackerItem> | undefined;
}

type SeenResult = { data: { seen: boolean; changed: number; progress: Progress } };

/**
 * POST /api/seen/{kind}/{id} — marks an episode, a season or a show (every aired episode) seen or
 * unseen. Optimistic: the episode lists, the episode pages, the season statuses, the tracker
 * progress and the show's tracking state change at once; on failure they return and the server's
 * message is shown; when settled the tracker is fetched again.
 */
export function useMarkSeen() {
  const client = useQueryClient();
  const showError = useErrorToast();
  return useMutation({
    mutationFn: ({ kind, id, status }: MarkSeenInput) => api<SeenResult>(`/api/seen/${kind}/${id}`, { method: "POST", json: { status } }),
    onMutate: async (input): Promise<MarkSeenContext> => {
      const seasons = input.kind === "show" ? seasonIdsOfShow(client, input.id) : new Set(input.kind === "season" ? [input.id] : []);
      const flipped = new Map<number, number | undefined>();
      let showId = input.showId ?? (input.kind === "show" ? input.id : undefined);
      const inScope = (episode: EpisodeLike) =>
        input.kind === "episode" ? episode.id === input.id : episode.has_aired === true && ((episode.season_id !== undefined && seasons.has(episode.season_id)) || (input.kind === "show" && episode.show?.id === input.id));
      for (const episode of findAllOfKind<EpisodeLike>(client, "episode")) {
        if (!inScope(episode) || episode.has_seen === input.status) continue;
        if (flipped.get(episode.id) === undefined) flipped.set(episode.id, episode.season_id);
        showId ??= episode.show?.id;
      }
      const changes: Change<object>[] = await Promise.all(
        [...flipped.keys()].map((id) => applyOptimistic<EpisodeLike>(client, episodeRef(id), (episode) => (episode.has_seen === input.status ? undefined : { ...episode, has_seen: input.status }))),
      );
      patchSeasonStatuses(client, input, seasons, flipped);
      let progress: Change<TrackerItem> | undefined;
      if (showId !== undefined) {
        const delta = (input.status ? 1 : -1) * flipped.size;
        progress = await applyOptimistic<TrackerItem>(client, trackerRowRef(showId), progressPatch((p) => withSeen(p, input.kind === "show" ? (input.status ? p.aired : 0) : p.seen + delta)));
        if (input.status) changes.push(await applyOptimistic<Show>(client, showRef(showId), trackingPatch(true)));
      }
      return { flipped, changes, progress };
    },
    onError: (error, _input, context) => {
      for (const change of context?.changes ?? []) change.rollback();
      context?.progress?.rollback();
      showError(error);
    },
    onSuccess: (result, _input, context) => {
      context.progress?.settle(progressPatch(() => result.data.progress));
    },
    onSettled: (_result, _error, input) => {
      // A season or a whole show may cover episode lists that were not in the cache when patched.
      if (input.kind !== "episode") void client.invalidateQueries({ predicate: (q) => q.queryKey[0] === showKeys.all[0] && ["season", "episode", "latest"].includes(String(q.queryKey[1])) });
      return refreshTracking(client);
    },
  });
}

/** An episode as cached: an upcoming one has no season nor `has_aired`. */
type EpisodeLike = Pick<Episode, "id" | "has_seen"> & Partial<Pick<Episode, "season_id" | "has_aired">> & { show?: { id: number } };

/** The season ids of a show, read from its cached page. */
function seasonIdsOfShow(client: QueryClient, showId: number): Set<number> {
  const shows = client.getQueriesData<Show>({ queryKey: [...showKeys.all, "detail"] }).map(([, show]) => show);
  return new Set(shows.find((show) => show?.id === showId)?.seasons.map((season) => season.id) ?? []);
}

function patchSeasonStatuses(client: QueryClient, input: MarkSeenInput, seasons: Set<number>, flipped: Map<number, number | undefined>): void {
  const deltas = new Map<number, number>();
  for (const seasonId of flipped.values()) if (seasonId !== undefined) deltas.set(seasonId, (deltas.get(seasonId) ?? 0) + (input.status ? 1 : -1));
  for (const [key, status] of client.getQueriesData<SeasonStatus>({ queryKey: trackingKeys.seasonStatuses() })) {
    const seasonId = key[2] as number;
    if (!status) continue;
    const seen = seasons.has(seasonId) ? (input.status ? status.aired_count : 0) : status.seen_count + (deltas.get(seasonId) ?? 0);
    if (seen !== status.seen_count) client.setQueryData<SeasonStatus>(key, { ...status, seen_count: Math.max(0, Math.min(seen, status.aired_count)) });
  }
}

/** Replaces the progress of the show's tracker items. */
/** A tracker row with its progress changed by `update`. */
function progressPatch(update: (progress: Progress) => Progress): Update<TrackerItem> {
  return (row) => {
    const next = update(row.progress);
    return next.seen === row.progress.seen && next.aired === row.progress.aired ? undefined : { ...row, progress: next };
  };
}

/** The progress with another seen count (kept within 0 and the aired count); the percentage follows. */
function withSeen(progress: Progress, seen: number): Progress {
  const next = Math.max(0, Math.min(seen, progress.aired));
  return { ...progress, seen: next, percent: progress.aired ? Math.round((next / progress.aired) * 100) : 0 };
}
