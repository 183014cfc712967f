import type { Episode } from "@dizilog/shared/api";

/** The ids of the shows in a list of episodes (those of the tracked calendar: the shows the user tracks). */
export function showIdsOf(episodes: Episode[] | undefined): Set<number> {
  return new Set((episodes ?? []).flatMap((episode) => (episode.show ? [episode.show.id] : [])));
}

/** The user's shows first, each group in the order given (the API's: by air time). */
export function trackedFirst(episodes: Episode[], trackedShowIds: ReadonlySet<number>): Episode[] {
  const rank = (episode: Episode) => (episode.show && trackedShowIds.has(episode.show.id) ? 0 : 1);
  return [...episodes].sort((a, b) => rank(a) - rank(b));
}
