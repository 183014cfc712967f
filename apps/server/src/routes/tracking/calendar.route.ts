import { z } from "zod";
import { calendarMonthSchema, episodeSchema, errorBodySchema, list } from "@dizilog/shared/api";
import { requireAuth } from "../../auth/auth-plugin.js";
import { renewCalendarToken } from "../../auth/account.service.js";
import { findUserIdByCalendarToken } from "../../auth/user.repository.js";
import { AppError } from "../../errors.js";
import type { RouteModule } from "../../http/types.js";
import { renderCalendar } from "../../lib/ical.js";
import { addDays, localDate, zonedTimeToInstant } from "../../lib/time.js";
import { episodeCode, presentCalendarMonth, presentEpisode } from "../../presenters/episode.presenter.js";
import { urls } from "../../presenters/urls.js";
import { ctxOf } from "../../context.js";
import { calendarEntriesBetween, episodesAiringBetween, trackedEpisodesAiringBetween } from "../../repositories/episode.repository.js";
import { loadSpoilerContext } from "../../services/spoiler-context.js";

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "The month must be YYYY-MM.");

function monthRange(value: string): { first: string; afterLast: string } {
  const [y, m] = value.split("-").map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
  return { first: `${value}-01`, afterLast: `${next}-01` };
}

/** The calendar of airing episodes, "airing today", and a private iCal feed per user. */
export const calendarRoutes: RouteModule = (app, deps) => {
  const { db } = deps.database;

  app.get(
    "/api/calendar",
    {
      config: { auth: "public" },
      schema: {
        tags: ["tracking"],
        summary: "Episodes airing in a month (addition): scope=tracked (signed in) or all; days in the viewer's time zone",
        querystring: z.object({ month: month.optional(), scope: z.enum(["tracked", "all"]).default("all") }),
        response: { 200: list(episodeSchema), 401: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const { viewer } = ctxOf(request, deps, { userTimeZone: true });
      const { first, afterLast } = monthRange(request.query.month ?? localDate(viewer.now, viewer.timeZone).slice(0, 7));
      const from = zonedTimeToInstant(first, "00:00", viewer.timeZone);
      const to = zonedTimeToInstant(afterLast, "00:00", viewer.timeZone);
      const rows =
        request.query.scope === "tracked"
          ? await trackedEpisodesAiringBetween(db, requireAuth(request).user.id, from, to, 2000)
          : await episodesAiringBetween(db, from, to, 2000);
      const spoilers = await loadSpoilerContext({ db, actor: request.auth?.user }, rows);
      return { data: rows.map((row) => presentEpisode(row, viewer, { withShow: true, ...spoilers.of(row) })) };
    },
  );

  app.get(
    "/api/calendar/month",
    {
      config: { auth: "public" },
      schema: {
        tags: ["tracking"],
        summary:
          "The calendar screen's month (addition), compact: each show once, each episode as a calendar cell shows it; scope=tracked (signed in) or all; days in the viewer's time zone",
        querystring: z.object({ month: month.optional(), scope: z.enum(["tracked", "all"]).default("all") }),
        response: { 200: calendarMonthSchema, 401: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const { viewer } = ctxOf(request, deps, { userTimeZone: true });
      const { first, afterLast } = monthRange(request.query.month ?? localDate(viewer.now, viewer.timeZone).slice(0, 7));
      const from = zonedTimeToInstant(first, "00:00", viewer.timeZone);
      const to = zonedTimeToInstant(afterLast, "00:00", viewer.timeZone);
      const userId = request.query.scope === "tracked" ? requireAuth(request).user.id : undefined;
      const rows = await calendarEntriesBetween(db, userId, from, to, 2000);
      return { data: presentCalendarMonth(rows, viewer) };
    },
  );

  app.get(
    "/api/airing-today",
    {
      config: { auth: "public" },
      schema: { tags: ["tracking"], summary: "Episodes airing today in the viewer's time zone (addition)", response: { 200: list(episodeSchema) } },
    },
    async (request) => {
      const { viewer } = ctxOf(request, deps, { userTimeZone: true });
      const today = localDate(viewer.now, viewer.timeZone);
      const rows = await episodesAiringBetween(db, zonedTimeToInstant(today, "00:00", viewer.timeZone), zonedTimeToInstant(addDays(today, 1), "00:00", viewer.timeZone), 500);
      const spoilers = await loadSpoilerContext({ db, actor: request.auth?.user }, rows);
      return { data: rows.map((row) => presentEpisode(row, viewer, { withShow: true, ...spoilers.of(row) })) };
    },
  );

  app.post(
    "/api/me/calendar-token",
    {
      config: { auth: "user" },
      schema: {
        tags: ["tracking"],
        summary: "Create (or replace, revoking the old URL) the private iCal feed URL of my tracked shows (addition)",
        response: { 200: z.object({ data: z.object({ url: z.string() }) }), 401: errorBodySchema },
      },
    },
    async (request) => {
      requireAuth(request);
      const token = await renewCalendarToken(ctxOf(request, deps));
      return { data: { url: `${deps.config.appUrl}/api/calendar/${token}.ics` } };
    },
  );

  app.get(
    "/api/calendar/:token.ics",
    {
      config: { auth: "public", rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: { hide: true, params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/) }) },
    },
    async (request, reply) => {
      const ownerId = await findUserIdByCalendarToken(db, request.params.token);
      if (ownerId === undefined) throw new AppError("not_found");
      const now = deps.now();
      const rows = await trackedEpisodesAiringBetween(db, ownerId, new Date(now.getTime() - 30 * 86_400_000), new Date(now.getTime() + 120 * 86_400_000), 2000);
      const events = rows.flatMap((row) =>
        row.airsAt
          ? [
              {
                uid: `episode-${row.id}@dizilog`,
                start: new Date(row.airsAt),
                minutes: row.runtime ?? row.show.runtime ?? 120,
                summary: `${row.show.originalTitle} ${episodeCode(row.seasonNumber, row.number)}`,
                url: `${deps.config.appUrl}${urls.episode(row.show.slug, row.seasonNumber, row.number)}`,
              },
            ]
          : [],
      );
      return reply
        .type("text/calendar; charset=utf-8")
        .header("cache-control", "private, max-age=900")
        .send(renderCalendar("Dizilog", events, now));
    },
  );
};
