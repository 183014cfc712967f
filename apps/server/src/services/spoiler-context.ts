import type { Ctx } from "../context.js";
import { viewingRows } from "../repositories/viewing.repository.js";

/** What the spoiler shield needs to know of one episode for the viewer. */
export interface EpisodeViewing {
  hasSeen: boolean;
  tracksShow: boolean;
}

/**
 * What a page of episodes needs to know about its viewer: has_seen of each episode and whether
 * they watch its show (for spoiler_shield). Loaded once per request for the whole page.
 */
export interface SpoilerContext {
  /** The viewing state of one episode of the page (presenter options of the episode). */
  of(episode: { id: number; showId: number }): EpisodeViewing;
}

const VISITOR: SpoilerContext = { of: () => ({ hasSeen: false, tracksShow: false }) };

/**
 * One query for the page's episodes (any number of shows), for the context's actor. A visitor
 * costs nothing; a viewer who wants spoilers skips the tracked-show half, since nothing will be
 * shielded for them.
 */
export async function loadSpoilerContext(ctx: Pick<Ctx, "db" | "actor">, episodes: { id: number; showId: number }[]): Promise<SpoilerContext> {
  const user = ctx.actor;
  if (!user || !episodes.length) return VISITOR;
  const showIds = user.spoilers ? [] : [...new Set(episodes.map((e) => e.showId))];
  const { seenEpisodeIds, trackedShowIds } = await viewingRows(ctx.db, user.id, [...new Set(episodes.map((e) => e.id))], showIds);
  return { of: (episode) => ({ hasSeen: seenEpisodeIds.has(episode.id), tracksShow: trackedShowIds.has(episode.showId) }) };
}
