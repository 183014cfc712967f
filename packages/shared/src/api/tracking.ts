import { z } from "zod";
import { episodeSchema, showRefSchema } from "./catalog.js";
import { isRealDay } from "./common.js";

export const trackerGroupSchema = z.enum(["watch_next", "in_progress", "caught_up", "not_started", "completed", "dropped"]);
export type TrackerGroupName = z.infer<typeof trackerGroupSchema>;

export const progressSchema = z
  .object({ seen: z.number().int(), aired: z.number().int(), total: z.number().int(), percent: z.number().int() })
  .meta({ id: "Progress" });
export type Progress = z.infer<typeof progressSchema>;

export const trackerItemSchema = z
  .object({
    show: showRefSchema,
    group: trackerGroupSchema.exclude(["watch_next"]),
    progress: progressSchema,
    tracked_at: z.string(),
    last_seen_at: z.string().nullable(),
    /** In watch_next: the next unseen aired episode; in not_started: the show's first episode (aired or not). */
    next_episode: episodeSchema.nullable().optional(),
  })
  .meta({ id: "TrackerItem" });
export type TrackerItem = z.infer<typeof trackerItemSchema>;

export const seenBodySchema = z.object({
  status: z.union([z.boolean(), z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1")]).default(true),
  // An instant the database holds: year 0000 passes the ISO check but not PostgreSQL.
  watched_at: z.iso
    .datetime({ offset: true })
    .refine((v) => isRealDay(v.slice(0, 10)), "The watched at is not a valid date.")
    .optional(),
});

export const seenResultSchema = z
  .object({ data: z.object({ seen: z.boolean(), changed: z.number().int(), progress: progressSchema }) })
  .meta({ id: "SeenResult" });

export const seasonStatusSchema = z.object({
  data: z.object({ episodes_count: z.number().int(), aired_count: z.number().int(), seen_count: z.number().int() }),
});
