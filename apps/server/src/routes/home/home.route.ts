import { z } from "zod";
import { LIMITS } from "@dizilog/shared";
import { cursorPage, episodeSchema, errorBodySchema, list, showSchema } from "@dizilog/shared/api";
import type { RouteModule } from "../../http/types.js";
import { addDays, localDate, zonedTimeToInstant } from "../../lib/time.js";
import { presentEpisode } from "../../presenters/episode.presenter.js";
import { viewerOf } from "../../presenters/viewer.js";
import { episodesAiringBetween } from "../../repositories/episode.repository.js";
import { exploreShows, findShowsByIds } from "../../repositories/show.repository.js";
import { presentShowList } from "../../services/show-list.service.js";
import { loadSpoilerContext } from "../../services/spoiler-context.js";

/** The home page's widgets, in order; each is a titled row of shows. */
const WIDGETS = ["airing_today", "trending", "running", "newest", "top_rated"] as const;
type WidgetKey = (typeof WIDGETS)[number];

const widgetSchema = z
  .object({ id: z.number().int(), key: z.enum(WIDGETS), shows: z.object({ data: z.array(showSchema) }) })
  .meta({ id: "HomeWidget" });

const widgetsQuery = z.object({
  per_page: z.coerce.number().int().min(1).max(WIDGETS.length).default(3),
  cursor: z
    .string()
    .regex(/^\d{1,2}$/, "The cursor is invalid.")
    .optional(),
  include: z
    .string()
    .regex(/^shows(:limit\(\d{1,2}\))?$/, "The selected include is invalid.")
    .optional(),
});

export const homeRoutes: RouteModule = (app, { database, now }) => {
  const { db } = database;

  app.get(
    "/api/home/widgets",
    {
      config: { auth: "public" },
      schema: {
        tags: ["home"],
        summary: "Home page widgets, cursor-paged (include=shows:limit(n) sets shows per widget, default 12)",
        querystring: widgetsQuery,
        response: { 200: cursorPage(widgetSchema), 422: errorBodySchema },
      },
    },
    async (request) => {
      const viewer = viewerOf(request, now());
      const limit = Math.min(Number(/limit\((\d+)\)/.exec(request.query.include ?? "")?.[1] ?? 12) || 12, 24);
      const start = Number(request.query.cursor ?? 0);
      const keys = WIDGETS.slice(start, start + request.query.per_page);
      const today = localDate(viewer.now, viewer.timeZone);
      const since = addDays(today, -LIMITS.trendingDays);
      const data = await Promise.all(
        keys.map(async (key, i) => {
          const rows = await widgetShows(key, limit, today, since, viewer.timeZone);
          return { id: start + i + 1, key, shows: { data: await presentShowList(db, rows, { genres: false }, viewer, request.auth?.user.id) } };
        }),
      );
      const nextIndex = start + keys.length;
      return { data, meta: { cursor: { next: nextIndex < WIDGETS.length ? String(nextIndex) : null } } };
    },
  );

  async function widgetShows(key: WidgetKey, limit: number, today: string, since: string, timeZone: string) {
    const none = { statuses: [], types: [], genreIds: [] };
    switch (key) {
      case "airing_today": {
        const from = zonedTimeToInstant(today, "00:00", timeZone);
        const to = zonedTimeToInstant(addDays(today, 1), "00:00", timeZone);
        const episodes = await episodesAiringBetween(db, from, to, 200);
        return findShowsByIds(db, [...new Set(episodes.map((e) => e.showId))].slice(0, limit));
      }
      case "trending":
        return (await exploreShows(db, none, "trending", 1, limit, since)).rows;
      case "running":
        return (await exploreShows(db, { ...none, statuses: ["Running"] }, "default", 1, limit, since)).rows;
      case "newest":
        return (await exploreShows(db, none, "date", 1, limit, since)).rows;
      case "top_rated":
        return (await exploreShows(db, none, "rating", 1, limit, since)).rows;
    }
  }

  app.get(
    "/api/home/upcoming",
    {
      config: { auth: "public" },
      schema: {
        tags: ["home"],
        summary: "Episodes of every show airing from today to 7 days ahead (viewer's time zone)",
        querystring: z.object({ include: z.string().optional(), days: z.coerce.number().int().min(1).max(31).default(LIMITS.upcomingDefaultDays) }),
        response: { 200: list(episodeSchema), 422: errorBodySchema },
      },
    },
    async (request) => {
      const viewer = viewerOf(request, now());
      const today = localDate(viewer.now, viewer.timeZone);
      const from = zonedTimeToInstant(today, "00:00", viewer.timeZone);
      const to = zonedTimeToInstant(addDays(today, request.query.days + 1), "00:00", viewer.timeZone);
      const rows = await episodesAiringBetween(db, from, to, 200);
      const spoilers = await loadSpoilerContext(db, request.auth?.user, rows);
      return { data: rows.map((row) => presentEpisode(row, viewer, { withShow: true, ...spoilers.of(row) })) };
    },
  );
};
