import { z } from "zod";
import type { AppDeps } from "../context.js";
import { extendAiringSchedules } from "../seed/schedule-keeper.js";

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

/** Mail and every other side effect of a user's action are event processors (`jobs/processors/`). */
export const JOBS: JobDefinition[] = [extendSchedules];
