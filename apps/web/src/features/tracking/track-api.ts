import { useErrorToast } from "../../ui/use-error-toast";
import { type MutationOptions, MutationObserver, type QueryClient, type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Progress, Show, TrackerGroupName, TrackerItem } from "@dizilog/shared/api";
import { api } from "../../lib/api";
import { userKeys } from "../../entities/user";
import { showKeys, showRef } from "../../entities/show";
import { type Change, type Identity, type Update, applyOptimistic, at, registerLocation } from "../../lib/optimistic";

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

/** A tracker row's identity in the cache: its show's id (a show is in one tracker group at a time). */
export const trackerRowRef = (showId: number): Identity => ({ kind: "tracker-row", id: showId });

const trackerRows = at("pages.*.data.*");
const trackerLists = (queryKey: QueryKey) => queryKey[1] === "tracker" || queryKey[1] === "watchlist";
// The tracker's groups and the watchlist are pages of rows; each row names its show (a reference).
registerLocation({ kind: "tracker-row", queryKey: trackingKeys.all, find: (data, key) => (trackerLists(key) ? trackerRows(data) : []), idOf: (row) => (row as TrackerItem).show.id });
registerLocation({ kind: "show", queryKey: trackingKeys.all, find: (data, key) => (trackerLists(key) ? at("pages.*.data.*.show")(data) : []) });

/** Sets `is_tracking` on a copy of the show that says it (a show reference does not). */
export const trackingPatch =
  (tracking: boolean): Update<Show> =>
  (show) =>
    "is_tracking" in show && show.is_tracking !== tracking ? { ...show, is_tracking: tracking } : undefined;

/** After any change of tracking: the tracker lists and the user's counters are fetched again. */
export function refreshTracking(client: QueryClient): Promise<unknown> {
  return Promise.all([client.invalidateQueries({ queryKey: trackingKeys.all }), client.invalidateQueries({ queryKey: userKeys.me })]);
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


/**
 * POST or DELETE /api/shows/{id}/track. Optimistic: every cached copy of the show changes at once
 * (and an untracked show leaves the tracker lists); on failure it changes back and `onError` runs.
 */
export function trackOptions(client: QueryClient, tracking: boolean, onError: (error: unknown) => void): MutationOptions<TrackState, unknown, number, Change<object>[]> {
  return {
    mutationFn: (showId) => api<TrackState>(`/api/shows/${showId}/track`, { method: tracking ? "POST" : "DELETE" }),
    onMutate: async (showId) => [
      await applyOptimistic<Show>(client, showRef(showId), trackingPatch(tracking)),
      ...(tracking ? [] : [await applyOptimistic(client, trackerRowRef(showId), () => null)]),
    ],
    onError: (error, _showId, changes) => {
      for (const change of changes ?? []) change.rollback();
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
