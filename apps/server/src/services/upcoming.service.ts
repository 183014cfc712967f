import { and, asc, eq, gte, isNull, lt } from "drizzle-orm";
import type { Episode } from "@dizilog/shared/api";
import type { Db } from "../db/database.js";
import { episodes, shows, trackedShows } from "../db/schema/index.js";
import { addDays, localDate, zonedTimeToInstant } from "../lib/time.js";
import { presentEpisode } from "../presenters/episode.presenter.js";
import type { Viewer } from "../presenters/viewer.js";

/** Episodes of the user's tracked shows from the start of today to `days` ahead, in the viewer's time zone. */
export async function upcomingForUser(db: Db, userId: number, viewer: Viewer, days = 7): Promise<Episode[]> {
  const today = localDate(viewer.now, viewer.timeZone);
  const from = zonedTimeToInstant(today, "00:00", viewer.timeZone);
  const to = zonedTimeToInstant(addDays(today, days + 1), "00:00", viewer.timeZone);
  const rows = await db
    .select({
      id: episodes.id,
      showId: episodes.showId,
      seasonId: episodes.seasonId,
      seasonNumber: episodes.seasonNumber,
      number: episodes.number,
      title: episodes.title,
      synopsis: episodes.synopsis,
      airsAt: episodes.airsAt,
      runtime: episodes.runtime,
      show: { id: shows.id, slug: shows.slug, originalTitle: shows.originalTitle, title: shows.title, year: shows.year, posterUrl: shows.posterUrl, runtime: shows.runtime },
    })
    .from(trackedShows)
    .innerJoin(episodes, eq(episodes.showId, trackedShows.showId))
    .innerJoin(shows, eq(shows.id, episodes.showId))
    .where(and(eq(trackedShows.userId, userId), isNull(trackedShows.droppedAt), gte(episodes.airsAt, from), lt(episodes.airsAt, to)))
    .orderBy(asc(episodes.airsAt), asc(episodes.id))
    .limit(200);
  return rows.map((row) => presentEpisode(row, viewer, { withShow: true }));
}
