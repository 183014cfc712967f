/** An episode with its show, as the airing-today list and the calendar hold it. */
type WithShow = { show?: { id: number } | undefined };

/** The ids of the shows in a list of episodes (those of the tracked calendar: the shows the user tracks). */
export function showIdsOf(episodes: WithShow[] | undefined): Set<number> {
  return new Set((episodes ?? []).flatMap((episode) => (episode.show ? [episode.show.id] : [])));
}

/** The user's shows first, each group in the order given (the API's: by air time). */
export function trackedFirst<E extends WithShow>(episodes: E[], trackedShowIds: ReadonlySet<number>): E[] {
  const rank = (episode: E) => (episode.show && trackedShowIds.has(episode.show.id) ? 0 : 1);
  return [...episodes].sort((a, b) => rank(a) - rank(b));
}
