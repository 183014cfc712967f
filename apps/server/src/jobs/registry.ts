import { z } from "zod";
import type { AppDeps } from "../context.js";
import { extendAiringSchedules } from "../seed/schedule-keeper.js";
import { MAIL_JOB } from "../mail/deliver.js";
import type { MailMessage } from "../mail/mailer.js";

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

const sendMail: JobDefinition = {
  name: MAIL_JOB,
  payload: z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string() }),
  async handle({ mailer }, message) {
    await mailer.send(message as MailMessage);
  },
};

export const JOBS: JobDefinition[] = [extendSchedules, sendMail];
