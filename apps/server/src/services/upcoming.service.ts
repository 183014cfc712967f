import type { Episode } from "@dizilog/shared/api";
import type { Db } from "../db/database.js";
import { addDays, localDate, zonedTimeToInstant } from "../lib/time.js";
import { presentEpisode } from "../presenters/episode.presenter.js";
import type { Viewer } from "../presenters/viewer.js";
import { trackedEpisodesAiringBetween } from "../repositories/episode.repository.js";
import { type SpoilerViewer, loadSpoilerContext } from "./spoiler-context.js";

/** Episodes of the user's tracked shows from the start of today to `days` ahead, in the viewer's time zone. */
export async function upcomingForUser(db: Db, user: SpoilerViewer, viewer: Viewer, days = 7): Promise<Episode[]> {
  const today = localDate(viewer.now, viewer.timeZone);
  const from = zonedTimeToInstant(today, "00:00", viewer.timeZone);
  const to = zonedTimeToInstant(addDays(today, days + 1), "00:00", viewer.timeZone);
  const rows = await trackedEpisodesAiringBetween(db, user.id, from, to, 200);
  const spoilers = await loadSpoilerContext(db, user, rows);
  return rows.map((row) => presentEpisode(row, viewer, { withShow: true, ...spoilers.of(row) }));
}
