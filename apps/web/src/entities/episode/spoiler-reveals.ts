import { useSyncExternalStore } from "react";

/**
 * Episodes whose spoilers the viewer chose to see in this tab. Kept in memory only: a reveal is
 * a one-off choice, and the lasting one is the spoilers preference in settings. Shared by every
 * place that shows the episode, so revealing it on its page also reveals its row in a list.
 */
const revealed = new Set<number>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reveals (true) or hides again (false) the spoilers of an episode. */
export function setRevealed(episodeId: number, value: boolean): void {
  if (revealed.has(episodeId) === value) return;
  if (value) revealed.add(episodeId);
  else revealed.delete(episodeId);
  for (const listener of listeners) listener();
}

export function isRevealed(episodeId: number): boolean {
  return revealed.has(episodeId);
}

/** Whether the viewer revealed this episode; re-renders when that changes. */
export function useRevealed(episodeId: number): boolean {
  const snapshot = () => revealed.has(episodeId);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The server's shield stands unless the episode is seen (an optimistic seen mark lifts it at once). */
export function isShieldApplicable(episode: { spoiler_shield: boolean; has_seen: boolean }): boolean {
  return episode.spoiler_shield && !episode.has_seen;
}
