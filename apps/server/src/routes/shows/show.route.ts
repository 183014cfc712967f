import { z } from "zod";
import { type ShowDetail, episodeDetailSchema, episodeSchema, errorBodySchema, includeParam, list, one, showDetailSchema } from "@dizilog/shared/api";
import { AppError } from "../../errors.js";
import type { RouteModule } from "../../http/types.js";
import { presentEpisode } from "../../presenters/episode.presenter.js";
import { presentShow } from "../../presenters/show.presenter.js";
import { type Viewer, viewerOf } from "../../lib/viewer.js";
import {
  adjacentEpisodes,
  episodesOfSeason,
  findEpisode,
  findEpisodeByNumber,
  findSeason,
  latestAiredEpisodes,
} from "../../repositories/episode.repository.js";
import { creditsOfShow, findShow, genresOfShows, seasonsOfShows } from "../../repositories/show.repository.js";
import { isTracking } from "../../repositories/tracking.repository.js";
import { userRatingOf } from "../../repositories/rating.repository.js";
import { likeStateOf } from "../../repositories/like.repository.js";
import { loadSpoilerContext } from "../../services/spoiler-context.js";
import type { Ctx } from "../../context.js";

const showKey = z.object({ id: z.string().min(1).max(200) });
const numericId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const notFound = { 404: errorBodySchema, 422: errorBodySchema };

/** How many latest episodes the show page shows (GET /api/show/{id}/episodes/latest's default). */
const LATEST_EPISODES = 6;

export const showRoutes: RouteModule = (app, { database, now }) => {
  const { db } = database;

  /** A show's latest aired episodes, newest first, with the viewer's seen marks and spoiler shield. */
  async function latestEpisodesOf(showId: number, viewer: Viewer, actor: Ctx["actor"], limit = LATEST_EPISODES) {
    const rows = await latestAiredEpisodes(db, showId, viewer.now, limit);
    const spoilers = await loadSpoilerContext({ db, actor }, rows);
    return rows.map((row) => presentEpisode(row, viewer, spoilers.of(row)));
  }

  app.get(
    "/api/shows/:id",
    {
      config: { auth: "public" },
      schema: {
        tags: ["catalog"],
        summary: "One show by id, slug or hashid; include=latest_episodes (addition) adds its latest aired episodes, the show page's first screen in one call",
        params: showKey,
        querystring: z.object({ include: includeParam(["genres", "network", "seasons", "cast", "crew", "latest_episodes"]) }),
        response: { 200: one(showDetailSchema), ...notFound },
      },
    },
    async (request) => {
      const row = await findShow(db, request.params.id);
      if (!row) throw new AppError("not_found");
      const { include } = request.query;
      const wantsCredits = include.has("cast") || include.has("crew");
      const userId = request.auth?.user.id;
      const viewer = viewerOf(request, now());
      const [seasons, genres, credits, tracking, userRating, likeState, latest] = await Promise.all([
        seasonsOfShows(db, [row.id]),
        include.has("genres") ? genresOfShows(db, [row.id]) : undefined,
        wantsCredits ? creditsOfShow(db, row.id) : undefined,
        userId !== undefined ? isTracking(db, userId, row.id) : undefined,
        userId !== undefined ? userRatingOf(db, userId, row.id) : undefined,
        likeStateOf(db, "show", row.id, userId),
        include.has("latest_episodes") ? latestEpisodesOf(row.id, viewer, request.auth?.user) : undefined,
      ]);
      const show: ShowDetail = presentShow(
        row,
        { seasons: seasons.get(row.id) ?? [], genres: genres?.get(row.id), credits, isTracking: tracking, userRating },
        viewer,
      );
      if (latest) show.latest_episodes = { data: latest };
      show.like_count = likeState.like_count;
      if (likeState.has_liked !== undefined) show.has_liked = likeState.has_liked;
      if (!include.has("cast")) delete show.cast;
      if (!include.has("crew")) delete show.crew;
      return { data: show };
    },
  );

  app.get(
    "/api/seasons/:id/episodes",
    {
      config: { auth: "public" },
      schema: {
        tags: ["catalog"],
        summary: "Episodes of a season, in number order",
        params: numericId,
        response: { 200: list(episodeSchema), ...notFound },
      },
    },
    async (request) => {
      const season = await findSeason(db, request.params.id);
      if (!season) throw new AppError("not_found");
      const viewer = viewerOf(request, now());
      const rows = await episodesOfSeason(db, season.id);
      const spoilers = await loadSpoilerContext({ db, actor: request.auth?.user }, rows);
      return { data: rows.map((row) => presentEpisode(row, viewer, spoilers.of(row))) };
    },
  );

  app.get(
    "/api/show/:id/episodes/latest",
    {
      config: { auth: "public" },
      schema: {
        tags: ["catalog"],
        summary: "The latest aired episodes of a show, newest first",
        params: showKey,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(20).default(LATEST_EPISODES) }),
        response: { 200: list(episodeSchema), ...notFound },
      },
    },
    async (request) => {
      const show = await findShow(db, request.params.id);
      if (!show) throw new AppError("not_found");
      return { data: await latestEpisodesOf(show.id, viewerOf(request, now()), request.auth?.user, request.query.limit) };
    },
  );

  app.get(
    "/api/episodes/:id",
    {
      config: { auth: "public" },
      schema: { tags: ["catalog"], summary: "One episode with its show", params: numericId, response: { 200: one(episodeSchema), ...notFound } },
    },
    async (request) => {
      const row = await findEpisode(db, request.params.id);
      if (!row) throw new AppError("not_found");
      const spoilers = await loadSpoilerContext({ db, actor: request.auth?.user }, [row]);
      return { data: presentEpisode(row, viewerOf(request, now()), { withShow: true, ...spoilers.of(row) }) };
    },
  );

  app.get(
    "/api/shows/:id/seasons/:season/episodes/:number",
    {
      config: { auth: "public" },
      schema: {
        tags: ["catalog"],
        summary: "An episode by show, season number and episode number, with the previous and next ones (addition to the contract)",
        params: showKey.extend({
          season: z.coerce.number().int().min(0).max(1000),
          number: z.coerce.number().int().min(0).max(10000),
        }),
        response: { 200: one(episodeDetailSchema), ...notFound },
      },
    },
    async (request) => {
      const show = await findShow(db, request.params.id);
      if (!show) throw new AppError("not_found");
      const row = await findEpisodeByNumber(db, show.id, request.params.season, request.params.number);
      if (!row) throw new AppError("not_found");
      const viewer = viewerOf(request, now());
      const { previous, next } = await adjacentEpisodes(db, row);
      const spoilers = await loadSpoilerContext({ db, actor: request.auth?.user }, [row, previous, next].filter((e) => e !== undefined));
      return {
        data: {
          ...presentEpisode(row, viewer, { withShow: true, ...spoilers.of(row) }),
          previous: previous ? presentEpisode(previous, viewer, spoilers.of(previous)) : null,
          next: next ? presentEpisode(next, viewer, spoilers.of(next)) : null,
        },
      };
    },
  );
};
