import { z } from "zod";
import type { AppDeps } from "../context.js";
import { pruneNotificationMarks } from "../repositories/notification.repository.js";
import { referencedEmbedImages } from "../repositories/post.repository.js";
import { extendAiringSchedules } from "../seed/schedule-keeper.js";
import { collectEmbedImages } from "../storage/embed-image.js";
import { systemCtx } from "../context.js";
import { resolveDueSuggestions } from "../services/show-suggestion.service.js";

/** A named job: a stable name, a payload schema, an idempotent handler and an optional schedule. */
export interface JobDefinition<P extends z.ZodType = z.ZodType> {
  name: string;
  payload: P;
  cron?: string;
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

/** Mail and every other side effect of a user's action are event processors (`jobs/processors/`). */
export const JOBS: JobDefinition[] = [extendSchedules, collectCardImages, pruneMarks, resolveSuggestions];
