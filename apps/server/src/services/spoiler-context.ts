import type { Db } from "../db/database.js";
import type { EpisodePresentOptions } from "../presenters/episode.presenter.js";
import { viewingRows } from "../repositories/viewing.repository.js";

/** The signed-in viewer as far as the spoiler shield cares. */
export interface SpoilerViewer {
  id: number;
  spoilers: boolean;
}

/**
 * What a page of episodes needs to know about its viewer: has_seen of each episode and whether
 * they watch its show (for spoiler_shield). Loaded once per request for the whole page.
 */
export interface SpoilerContext {
  /** The presenter options of one episode of the page. */
  of(episode: { id: number; showId: number }): Pick<EpisodePresentOptions, "hasSeen" | "tracksShow">;
}

const VISITOR: SpoilerContext = { of: () => ({ hasSeen: false, tracksShow: false }) };

/**
 * One query for the page's episodes (any number of shows). A visitor costs nothing; a viewer who
 * wants spoilers skips the tracked-show half, since nothing will be shielded for them.
 */
export async function loadSpoilerContext(db: Db, user: SpoilerViewer | undefined, episodes: { id: number; showId: number }[]): Promise<SpoilerContext> {
  if (!user || !episodes.length) return VISITOR;
  const showIds = user.spoilers ? [] : [...new Set(episodes.map((e) => e.showId))];
  const { seenEpisodeIds, trackedShowIds } = await viewingRows(db, user.id, [...new Set(episodes.map((e) => e.id))], showIds);
  return { of: (episode) => ({ hasSeen: seenEpisodeIds.has(episode.id), tracksShow: trackedShowIds.has(episode.showId) }) };
}
