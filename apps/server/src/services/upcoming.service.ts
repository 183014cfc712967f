import { type Ctx, requireActor } from "../context.js";
import { addDays, localDate, zonedTimeToInstant } from "../lib/time.js";
import { type EpisodeRow, trackedEpisodesAiringBetween } from "../repositories/episode.repository.js";
import { type SpoilerContext, loadSpoilerContext } from "./spoiler-context.js";

/** Episodes of the actor's tracked shows from the start of today to `days` ahead, in the viewer's time zone. */
export async function upcomingForUser(ctx: Ctx, days = 7): Promise<{ rows: EpisodeRow[]; spoilers: SpoilerContext }> {
  const { viewer } = ctx;
  const today = localDate(viewer.now, viewer.timeZone);
  const from = zonedTimeToInstant(today, "00:00", viewer.timeZone);
  const to = zonedTimeToInstant(addDays(today, days + 1), "00:00", viewer.timeZone);
  const rows = await trackedEpisodesAiringBetween(ctx.db, requireActor(ctx).id, from, to, 200);
  return { rows, spoilers: await loadSpoilerContext(ctx, rows) };
}
