import { z } from "zod";
import { reconcileSubscriptions } from "../services/payment-webhook.service.js";
import { type AppDeps, systemCtx } from "../context.js";
import { CHART_TIME_ZONE } from "../domain/charts.js";
import { pruneNotificationMarks } from "../repositories/notification.repository.js";
import { referencedEmbedImages } from "../repositories/post.repository.js";
import { extendAiringSchedules } from "../seed/schedule-keeper.js";
import { computeChart } from "../services/chart.service.js";
import { collectEmbedImages } from "../storage/embed-image.js";
import { HttpTvmazeClient } from "../integrations/tvmaze/tvmaze.client.js";
import { PoliteTvmazeClient } from "../integrations/tvmaze/polite-client.js";
import { syncTrackedShows } from "../integrations/tvmaze/tvmaze.sync.js";
import { announceAiredEpisodes } from "../services/aired-episodes.service.js";
import { resolveDueSuggestions } from "../services/show-suggestion.service.js";

/** A named job: a stable name, a payload schema, an idempotent handler and an optional schedule. */
export interface JobDefinition<P extends z.ZodType = z.ZodType> {
  name: string;
  payload: P;
  cron?: string;
  /** The IANA zone the cron is read in; Europe/Istanbul when unset. */
  tz?: string;
  handle(deps: AppDeps, payload: z.infer<P>): Promise<void>;
}

const extendSchedules: JobDefinition = {
  name: "catalog.extend-airing-schedules",
  payload: z.object({}),
  // Daily at 04:00 Istanbul time, after the night's broadcasts.
  cron: "0 4 * * *",
  async handle({ database, now }) {
    await extendAiringSchedules(database.db, now());
  },
};

/** A day: longer than a link card is cached (6 h), so a preview's image outlives the form that shows it. */
const EMBED_IMAGE_GRACE_MS = 86_400_000;

const collectCardImages: JobDefinition = {
  name: "wall.collect-embed-images",
  payload: z.object({}),
  // Daily at 04:30 Istanbul time. Previews store a link's image before any post shows it.
  cron: "30 4 * * *",
  async handle({ database, storage, now }) {
    await collectEmbedImages(storage, new Date(now().getTime() - EMBED_IMAGE_GRACE_MS), (paths) => referencedEmbedImages(database.db, paths));
  },
};

const pruneMarks: JobDefinition = {
  name: "notifications.prune-marks",
  payload: z.object({}),
  // Daily at 05:00 Istanbul time: the feedback marks older than a day (decision 0038) change nothing any more.
  cron: "0 5 * * *",
  async handle({ database, now }) {
    await pruneNotificationMarks(database.db, now());
  },
};

/**
 * The daily TVMaze sync (decision 0048): the tracked shows still airing or upcoming are fetched again
 * and their changes (seasons and episodes added, episodes moved or retitled) written and recorded as
 * domain events; the trackers hear through the notification processor. Without TVMAZE_URL it does
 * nothing. At most 16 requests per 10 s (TVMaze allows about 20).
 */
export const syncTvmaze: JobDefinition = {
  name: "catalog.sync-tvmaze",
  payload: z.object({}),
  // Daily at 05:30 Istanbul time, after the night's broadcasts and the schedule keeper.
  cron: "30 5 * * *",
  async handle({ config, database }) {
    if (!config.tvmazeSyncUrl) {
      console.info("catalog.sync-tvmaze: TVMaze is not configured (TVMAZE_URL is not set); nothing synced");
      return;
    }
    const summary = await syncTrackedShows(database.db, new PoliteTvmazeClient(new HttpTvmazeClient(config.tvmazeSyncUrl)));
    if (summary.unreachable) console.warn(`catalog.sync-tvmaze: stopped, TVMaze cannot be reached: ${summary.unreachable}`);
    for (const failure of summary.failed) console.warn(`catalog.sync-tvmaze: show ${failure.showId} (TVMaze ${failure.tvmazeId}) failed: ${failure.error}`);
    console.info(
      `catalog.sync-tvmaze: ${summary.synced} of ${summary.shows} shows synced; ${summary.seasonsAdded} seasons and ${summary.episodesAdded} episodes added, ${summary.rescheduled} moved, ${summary.retitled} retitled`,
    );
  },
};

/** Every 15 minutes: the episodes of tracked shows that aired since the last run (`episode.aired`, decision 0048). */
export const announceAired: JobDefinition = {
  name: "catalog.announce-aired-episodes",
  payload: z.object({}),
  cron: "*/15 * * * *",
  async handle(deps) {
    await announceAiredEpisodes(systemCtx(deps));
  },
};

/** A chart job's payload: the New York day to compute; the day before the job's clock when left out. */
const chartPayload = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional() });

// The social charts (decision 0045): the day's top 20 from the last New York day's activity.
const showsChart: JobDefinition<typeof chartPayload> = {
  name: "charts.shows",
  payload: chartPayload,
  cron: "0 3 * * *",
  tz: CHART_TIME_ZONE,
  async handle(deps, payload) {
    await computeChart(systemCtx(deps), "shows", payload.date);
  },
};

const couplesChart: JobDefinition<typeof chartPayload> = {
  name: "charts.couples",
  payload: chartPayload,
  cron: "0 5 * * *",
  tz: CHART_TIME_ZONE,
  async handle(deps, payload) {
    await computeChart(systemCtx(deps), "couples", payload.date);
  },
};

/**
 * The show suggestions that are due (SUGGESTION_DELAY after they were sent) are settled: found in the
 * catalog, imported from TVMaze, or marked not found / unavailable (decision 0044). Idempotent: a
 * settled suggestion is not looked at again, and a second run tells nobody twice.
 */
export const resolveSuggestions: JobDefinition = {
  name: "suggestions.resolve-due",
  payload: z.object({}),
  // Every 10 minutes: a suggestion is added at most 10 minutes after it is due.
  cron: "*/10 * * * *",
  async handle(deps) {
    await resolveDueSuggestions(systemCtx(deps));
  },
};

/**
 * Reads back from Stripe every renewing plan whose period ends within 24 hours (the spec's
 * "subscription auto-renew" window), so that a missed webhook never leaves a paying user without
 * Pro nor a cancelled one with it (decision 0052).
 */
export const reconcileSubscriptionsJob: JobDefinition = {
  name: "subscriptions.reconcile",
  payload: z.object({}),
  cron: "20 4 * * *",
  async handle(deps) {
    await reconcileSubscriptions(deps);
  },
};

/** Mail and every other side effect of a user's action are event processors (`jobs/processors/`). */
export const JOBS: JobDefinition[] = [
  extendSchedules,
  collectCardImages,
  pruneMarks,
  syncTvmaze,
  announceAired,
  showsChart as JobDefinition,
  couplesChart as JobDefinition,
  resolveSuggestions,
  reconcileSubscriptionsJob,
];
