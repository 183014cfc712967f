/** The review's page: `/shows/{slug}/reviews/{id}` (its `url`, and the link of its notifications). */
export function reviewPath(showSlug: string, id: number): string {
  return `/shows/${showSlug}/reviews/${id}`;
}

/** What a review keeps of its author's viewing: the episodes seen, and whether that was every aired one. */
export interface SeenState {
  seenEpisodes: number;
  completed: boolean;
}

/**
 * `seen` and `completed` from the author's viewing of the show when writing: completed means every
 * episode aired so far is seen (a show with nothing aired cannot be completed).
 */
export function seenStateOf(viewing: { seen: number; aired: number; seenAired: number }): SeenState {
  return { seenEpisodes: viewing.seen, completed: viewing.aired > 0 && viewing.seenAired >= viewing.aired };
}
