import type { Db } from "../../db/database.js";
import { syncableShows } from "../../repositories/catalog-sync.repository.js";
import { type TvmazeClient, TvmazeUnavailableError } from "./tvmaze.client.js";
import { importTvmazeShow } from "./tvmaze.importer.js";

/** What one run of the daily sync did. */
export interface TvmazeSyncSummary {
  /** Shows the run meant to visit (TVMaze-imported, not over, tracked). */
  shows: number;
  synced: number;
  /** Shows whose sync failed (TVMaze's 404, a bad answer, a database error): the others went on. */
  failed: { showId: number; tvmazeId: number; error: string }[];
  /** Set when TVMaze could not be reached: the run stops instead of failing every show in turn. */
  unreachable?: string;
  /** Changes recorded as events, summed over the shows. */
  seasonsAdded: number;
  episodesAdded: number;
  rescheduled: number;
  retitled: number;
}

/**
 * The daily sync (decision 0048): each TVMaze-imported show that is still airing or upcoming and
 * tracked by someone is fetched again (show, seasons, episodes: 3 requests, through the caller's
 * polite client) and written through the importer, one transaction per show, which records each
 * change (a season or an episode added, an episode moved or retitled) as a domain event. One show's
 * failure does not stop the rest; TVMaze unreachable stops the run (nothing would succeed).
 */
export async function syncTrackedShows(db: Db, client: TvmazeClient): Promise<TvmazeSyncSummary> {
  const shows = await syncableShows(db);
  const summary: TvmazeSyncSummary = { shows: shows.length, synced: 0, failed: [], seasonsAdded: 0, episodesAdded: 0, rescheduled: 0, retitled: 0 };
  for (const show of shows) {
    try {
      const result = await importTvmazeShow(db, client, String(show.tvmazeId), { credits: false });
      summary.synced++;
      if (result.changes) {
        summary.seasonsAdded += result.changes.seasonsAdded.length;
        summary.episodesAdded += result.changes.episodesAdded.length;
        summary.rescheduled += result.changes.rescheduled.length;
        summary.retitled += result.changes.retitled.length;
      }
    } catch (error) {
      if (error instanceof TvmazeUnavailableError) {
        summary.unreachable = error.message;
        break;
      }
      summary.failed.push({ showId: show.id, tvmazeId: show.tvmazeId, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return summary;
}
