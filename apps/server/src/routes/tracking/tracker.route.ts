import { z } from "zod";
import { LIMITS } from "@dizilog/shared";
import { cursorPage, errorBodySchema, list, trackerGroupSchema, trackerItemSchema, upcomingEpisodeSchema } from "@dizilog/shared/api";
import { requireAuth } from "../../auth/auth-plugin.js";
import { AppError } from "../../errors.js";
import type { RouteModule } from "../../http/types.js";
import { addDays, daysBetween, localDate, zonedTimeToInstant } from "../../lib/time.js";
import { presentEpisode } from "../../presenters/episode.presenter.js";
import { viewerOf } from "../../presenters/viewer.js";
import { trackedEpisodesAiringBetween } from "../../repositories/episode.repository.js";
import { loadSpoilerContext } from "../../services/spoiler-context.js";
import { trackerPage } from "../../services/tracker.service.js";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "The date must be YYYY-MM-DD.").refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), "The date must be a real day.");

export const trackerRoutes: RouteModule = (app, deps) => {
  const { db } = deps.database;
  /** The viewer in the signed-in user's own time zone (every day grouping of the tracker uses it). */
  const userViewer = (request: Parameters<typeof viewerOf>[0], timeZone: string) => ({ ...viewerOf(request, deps.now()), timeZone });

  app.get(
    "/api/me/tracker",
    {
      config: { auth: "user" },
      schema: {
        tags: ["tracking"],
        summary: "A tracker group: watch_next (the next unseen aired episode of each show in progress, oldest first), in_progress, caught_up, not_started, completed, dropped",
        querystring: z.object({ group: trackerGroupSchema, cursor: z.string().max(200).optional(), limit: z.coerce.number().int().min(1).max(50).default(20) }),
        response: { 200: cursorPage(trackerItemSchema), 401: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const { group, cursor, limit } = request.query;
      const page = await trackerPage(db, user.id, group, userViewer(request, user.timeZone), limit, cursor);
      return { data: page.data, meta: { cursor: { next: page.next } } };
    },
  );

  app.get(
    "/api/me/watchlist",
    {
      config: { auth: "user" },
      schema: {
        tags: ["tracking"],
        summary: "Every tracked show that is not dropped, newest first, with progress (cursor pages)",
        querystring: z.object({ cursor: z.string().max(200).optional(), limit: z.coerce.number().int().min(1).max(50).default(20) }),
        response: { 200: cursorPage(trackerItemSchema), 401: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const viewer = userViewer(request, user.timeZone);
      // The watchlist is the union of the four live groups: every tracked show not dropped.
      const page = await trackerPage(db, user.id, "live", viewer, request.query.limit, request.query.cursor);
      return { data: page.data, meta: { cursor: { next: page.next } } };
    },
  );

  app.get(
    "/api/me/upcoming",
    {
      config: { auth: "user" },
      schema: {
        tags: ["tracking"],
        summary: "Episodes of tracked shows airing from startDate to endDate (default today to +7 days, in the user's time zone), by air time",
        querystring: z.object({ startDate: isoDate.optional(), endDate: isoDate.optional(), include: z.string().max(50).optional() }),
        // The trimmed episode: the schema's writer leaves out what the screens do not show.
        response: { 200: list(upcomingEpisodeSchema), 401: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const viewer = userViewer(request, user.timeZone);
      const today = localDate(viewer.now, viewer.timeZone);
      const start = request.query.startDate ?? today;
      const end = request.query.endDate ?? addDays(start, LIMITS.upcomingDefaultDays);
      if (end < start) throw AppError.field("endDate", "The end date must be on or after the start date.");
      if (daysBetween(start, end) > 62) throw AppError.field("endDate", "The range may not be longer than 62 days.");
      const rows = await trackedEpisodesAiringBetween(
        db,
        user.id,
        zonedTimeToInstant(start, "00:00", viewer.timeZone),
        zonedTimeToInstant(addDays(end, 1), "00:00", viewer.timeZone),
        500,
      );
      const spoilers = await loadSpoilerContext(db, user, rows);
      return { data: rows.map((row) => presentEpisode(row, viewer, { withShow: true, ...spoilers.of(row) })) };
    },
  );
};
