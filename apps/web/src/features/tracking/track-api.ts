import { type MutationOptions, MutationObserver, type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Progress, TrackerGroupName } from "@dizilog/shared/api";
import { useTranslation } from "react-i18next";
import { ApiError, api } from "../../lib/api";
import { useToast } from "../../ui/toast";
import { authKeys } from "../auth";
import { showKeys } from "../shows";
import { type ItemPatch, patchQueries } from "../../lib/query-shadow";

/*
 * Query keys and tracking state. The show cards' track button loads this module on first use
 * (through ./track-actions), so it stays out of the first page's JavaScript; ./api.ts re-exports it.
 */

export const trackingKeys = {
  all: ["tracking"] as const,
  tracker: (group: TrackerGroupName, lang: string) => [...trackingKeys.all, "tracker", group, lang] as const,
  watchlist: (lang: string) => [...trackingKeys.all, "watchlist", lang] as const,
  upcoming: (startDate: string, endDate: string, lang: string) => [...trackingKeys.all, "upcoming", startDate, endDate, lang] as const,
  seasonStatuses: () => [...trackingKeys.all, "season-status"] as const,
  seasonStatus: (seasonId: number) => [...trackingKeys.seasonStatuses(), seasonId] as const,
};

/** Sets `is_tracking` on every full Show object of that id (lists, details, every language). */
export const trackingPatch =
  (showId: number, tracking: boolean): ItemPatch =>
  (item) =>
    item.id === showId && "seasons_count" in item && item.is_tracking !== tracking ? { ...item, is_tracking: tracking } : undefined;

/** Takes the show out of every cached tracker list (it moves group: the lists are fetched again). */
export const leaveTrackerPatch =
  (showId: number): ItemPatch =>
  (item) =>
    "tracked_at" in item && (item.show as { id?: number } | undefined)?.id === showId ? null : undefined;

/** After any change of tracking: the tracker lists and the user's counters are fetched again. */
export function refreshTracking(client: QueryClient): Promise<unknown> {
  return Promise.all([client.invalidateQueries({ queryKey: trackingKeys.all }), client.invalidateQueries({ queryKey: authKeys.me })]);
}

/**
 * The cached episode lists and pages, fetched again: their `spoiler_shield` follows whether the
 * show is tracked (and not dropped) and the user's spoilers preference.
 */
export function refreshEpisodes(client: QueryClient): Promise<unknown> {
  const episodeKinds = new Set(["season", "episode", "latest", "upcoming"]);
  return client.invalidateQueries({ predicate: (q) => q.queryKey[0] === showKeys.all[0] && episodeKinds.has(String(q.queryKey[1])) });
}

/** After a change of the spoilers preference: every cached episode, the tracker's included. */
export function refreshSpoilerShields(client: QueryClient): Promise<unknown> {
  return Promise.all([refreshEpisodes(client), client.invalidateQueries({ queryKey: trackingKeys.all })]);
}

/** The server's message of a failed call, or the default one. */
export function useErrorToast(): (error: unknown) => void {
  const { t } = useTranslation();
  const toast = useToast();
  return (error) => toast(error instanceof ApiError ? error.message : t("errors.default"), "error");
}

/**
 * POST or DELETE /api/shows/{id}/track. Optimistic: every cached copy of the show changes at once
 * (and an untracked show leaves the tracker lists); on failure it changes back and `onError` runs.
 */
export function trackOptions(client: QueryClient, tracking: boolean, onError: (error: unknown) => void): MutationOptions<TrackState, unknown, number> {
  return {
    mutationFn: (showId) => api<TrackState>(`/api/shows/${showId}/track`, { method: tracking ? "POST" : "DELETE" }),
    onMutate: async (showId) => {
      await patchQueries(client, [showKeys.all], trackingPatch(showId, tracking));
      if (!tracking) await patchQueries(client, [trackingKeys.all], leaveTrackerPatch(showId));
    },
    onError: (error, showId) => {
      void patchQueries(client, [showKeys.all], trackingPatch(showId, !tracking));
      onError(error);
    },
    onSettled: () => Promise.all([refreshTracking(client), refreshEpisodes(client)]),
  };
}

/** The answer of a track call: tracking also answers the user's progress in the show. */
export interface TrackState {
  data: { is_tracking: boolean; progress?: Progress };
}

/** Tracks (`tracking` true) or untracks a show outside React (the show card's button); answers the new state, or undefined when it failed. */
export function setTracking(client: QueryClient, showId: number, tracking: boolean, onError: (error: unknown) => void): Promise<TrackState["data"] | undefined> {
  return new MutationObserver(client, trackOptions(client, tracking, onError)).mutate(showId).then(
    (result) => result.data,
    () => undefined,
  );
}

/** POST /api/shows/{id}/track — optimistic: every cached copy of the show turns "tracking" at once. */
export function useTrack() {
  return useMutation(trackOptions(useQueryClient(), true, useErrorToast()));
}

/** DELETE /api/shows/{id}/track — optimistic, and the show leaves the cached tracker lists. */
export function useUntrack() {
  return useMutation(trackOptions(useQueryClient(), false, useErrorToast()));
}
