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

/** A show of the compact calendar: what a calendar cell shows of it, sent once per show. */
export const calendarShowSchema = showRefSchema.pick({ id: true, url: true, original_title: true, title: true, poster: true }).meta({ id: "CalendarShow" });
export type CalendarShow = z.infer<typeof calendarShowSchema>;

/**
 * An episode of the compact calendar: its show (by id, in `shows`), season and episode numbers (the
 * client writes the code, S01E02, and the link, `{show.url}/season-{n}/episode-{m}`), and its air time
 * and day in the viewer's time zone. Never the title or synopsis: a calendar cell shows neither.
 */
export const calendarEpisodeSchema = z
  .object({
    id: z.number().int(),
    show_id: z.number().int(),
    season_number: z.number().int(),
    number: z.number().int(),
    air_date: z.string(),
    airs_at: z.string(),
  })
  .meta({ id: "CalendarEpisode" });
export type CalendarEpisode = z.infer<typeof calendarEpisodeSchema>;

export const calendarMonthSchema = z
  .object({ data: z.object({ shows: z.array(calendarShowSchema), episodes: z.array(calendarEpisodeSchema) }) })
  .meta({
    id: "CalendarMonth",
    description:
      "(addition) A month of airing episodes for the calendar screen: each show once, each episode as a calendar cell shows it (about 130 bytes an episode, its show included, instead of 556 as Episode)",
  });
export type CalendarMonth = z.infer<typeof calendarMonthSchema>;
