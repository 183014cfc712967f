import { type Ctx, inTransaction } from "../context.js";
import type { DomainEventInput } from "../events/recorder.js";
import { airedEpisodes, readJobMark, takeAnnouncements, writeJobMark } from "../repositories/catalog-sync.repository.js";

/** The high-water mark's name in `catalog_job_marks`. */
export const AIRED_EPISODES_JOB = "catalog.announce-aired-episodes";

/**
 * The episodes of tracked shows whose air instant passed since the last run (decision 0048): one
 * `episode.aired` per episode, ever (`catalog_announcements`), `premiere` for a show's first episode
 * (its premiere announced once per show). The window is (mark, now]; the mark moves to now in the
 * same transaction, so a run that fails announces nothing and the next one looks again. The first
 * run only sets the mark: the catalog's past is not news. Answers how many episodes it announced.
 */
export async function announceAiredEpisodes(ctx: Ctx): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const mark = await readJobMark(tx.db, AIRED_EPISODES_JOB);
    if (!mark || mark >= tx.now) {
      if (!mark) await writeJobMark(tx.db, AIRED_EPISODES_JOB, tx.now);
      return 0;
    }
    const aired = await airedEpisodes(tx.db, mark, tx.now);
    const taken = await takeAnnouncements(tx.db, "aired", aired.map((e) => e.episodeId), tx.now);
    const premieres = await takeAnnouncements(tx.db, "premiere", [...new Set(aired.filter((e) => e.premiere && taken.has(e.episodeId)).map((e) => e.showId))], tx.now);
    const events: DomainEventInput[] = aired
      .filter((e) => taken.has(e.episodeId))
      .map((e) => ({
        type: "episode.aired",
        actorId: null,
        payload: {
          showId: e.showId,
          showTitle: e.showTitle,
          showSlug: e.showSlug,
          episodeId: e.episodeId,
          seasonNumber: e.seasonNumber,
          number: e.number,
          airsAt: e.airsAt.toISOString(),
          premiere: e.premiere && premieres.has(e.showId),
        },
      }));
    await tx.events.recordMany(events);
    await writeJobMark(tx.db, AIRED_EPISODES_JOB, tx.now);
    return events.length;
  });
}
