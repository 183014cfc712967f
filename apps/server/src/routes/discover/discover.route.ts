import {
  DISCOVER_LIMITS,
  REACTION_IDS,
  errorBodySchema,
  list,
  moodPageQuerySchema,
  moodParamsSchema,
  moodShowSchema,
  moodSummarySchema,
  page,
  peopleIndexQuerySchema,
  personIndexEntrySchema,
  unseenShowSchema,
  upcomingShowSchema,
  upcomingShowsQuerySchema,
} from "@dizilog/shared/api";
import { requireAuth } from "../../auth/auth-plugin.js";
import type { RouteModule } from "../../http/types.js";
import { remember } from "../../lib/cache.js";
import { paginationMeta } from "../../lib/pagination.js";
import { viewerOf } from "../../lib/viewer.js";
import { presentEpisode } from "../../presenters/episode.presenter.js";
import { presentMoodShow, presentPersonIndexEntry, presentUnseenShow, presentUpcomingShow } from "../../presenters/discover.presenter.js";
import { presentShowList } from "../../presenters/show-list.presenter.js";
import { moodLeaders, peopleIndex, unseenShows, upcomingShows } from "../../repositories/discover.repository.js";
import { loadShowCardsByIds } from "../../repositories/show-card.repository.js";
import { episodesByIds } from "../../repositories/tracker.repository.js";
import { loadSpoilerContext } from "../../services/spoiler-context.js";

/**
 * The discovery pages' reads (decision 0050): coming soon, a user's unseen episodes, mood and the
 * people index. Plain reads: each route calls its repository and presents show cards.
 */
export const discoverRoutes: RouteModule = (app, { database, cache, now }) => {
  const { db } = database;

  /** Show cards by id, in the ids' order, with the viewer's `is_tracking`. */
  const showsById = async (ids: number[], viewer: ReturnType<typeof viewerOf>, userId?: number) => {
    const cards = presentShowList(await loadShowCardsByIds(db, ids, { genres: true }, userId), viewer);
    return new Map(cards.map((show) => [show.id, show]));
  };

  app.get(
    "/api/shows/upcoming",
    {
      config: { auth: "public" },
      schema: {
        tags: ["catalog"],
        summary:
          "Coming soon (addition): shows not on air yet (status upcoming, coming_soon or In Production, or a production stage) with the pilot production stage 1–4 (1 pre-production, 2 filming scheduled, 3 in production, 4 post-production); `stage` keeps one stage. Nearest the premiere first, at most 100",
        querystring: upcomingShowsQuerySchema,
        response: { 200: list(upcomingShowSchema), 422: errorBodySchema },
      },
    },
    async (request) => {
      const viewer = viewerOf(request, now());
      const rows = await upcomingShows(db, viewer.now, DISCOVER_LIMITS.upcomingMax, request.query.stage);
      const shows = await showsById(
        rows.map((r) => r.showId),
        viewer,
        request.auth?.user.id,
      );
      return { data: rows.flatMap((row) => (shows.has(row.showId) ? [presentUpcomingShow(row, shows.get(row.showId)!)] : [])) };
    },
  );

  app.get(
    "/api/me/unseen",
    {
      config: { auth: "user" },
      schema: {
        tags: ["tracking"],
        summary:
          "Unseen (addition): the user's tracked shows (not dropped) with aired episodes not marked seen, with the counts and the first unseen episode; the latest unseen airing first, at most 200",
        response: { 200: list(unseenShowSchema), 401: errorBodySchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const viewer = viewerOf(request, now());
      const rows = await unseenShows(db, user.id, viewer.now, DISCOVER_LIMITS.unseenMax);
      const [shows, episodes] = await Promise.all([
        showsById(
          rows.map((r) => r.showId),
          viewer,
          user.id,
        ),
        episodesByIds(
          db,
          rows.flatMap((r) => (r.nextEpisodeId === null ? [] : [r.nextEpisodeId])),
        ),
      ]);
      const spoilers = await loadSpoilerContext({ db, actor: user }, episodes);
      const episodeById = new Map(episodes.map((e) => [e.id, presentEpisode(e, viewer, { withShow: true, ...spoilers.of(e) })]));
      return {
        data: rows.flatMap((row) => {
          const show = shows.get(row.showId);
          return show ? [presentUnseenShow(row, show, row.nextEpisodeId === null ? null : (episodeById.get(row.nextEpisodeId) ?? null))] : [];
        }),
      };
    },
  );

  /** Every show's leading reaction, computed at once and kept for 10 minutes. */
  const leaders = () => remember(cache, "mood:leaders", DISCOVER_LIMITS.moodCacheSeconds, () => moodLeaders(db));

  app.get(
    "/api/mood",
    {
      config: { auth: "public" },
      schema: {
        tags: ["catalog"],
        summary:
          "Mood (addition): for each reaction (amazing, funny, sad, wow, meh, wtf), how many shows draw it most from their episodes and the first four; recomputed every 10 minutes",
        response: { 200: list(moodSummarySchema) },
      },
    },
    async (request) => {
      const viewer = viewerOf(request, now());
      const rows = await leaders();
      const previews = REACTION_IDS.map((reaction) => {
        const matching = rows.filter((r) => r.reaction === reaction);
        return { reaction, count: matching.length, first: matching.slice(0, DISCOVER_LIMITS.moodPreview) };
      });
      const shows = await showsById(
        previews.flatMap((p) => p.first.map((r) => r.showId)),
        viewer,
        request.auth?.user.id,
      );
      return {
        data: previews.map((p) => ({
          reaction: p.reaction,
          shows_count: p.count,
          shows: { data: p.first.flatMap((row) => (shows.has(row.showId) ? [presentMoodShow(row, shows.get(row.showId)!)] : [])) },
        })),
      };
    },
  );

  app.get(
    "/api/mood/:reaction",
    {
      config: { auth: "public" },
      schema: {
        tags: ["catalog"],
        summary: "Mood (addition): the shows whose episodes draw this reaction most, by how many of it they drew; paged, 24 a page",
        params: moodParamsSchema,
        querystring: moodPageQuerySchema,
        response: { 200: page(moodShowSchema), 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const viewer = viewerOf(request, now());
      const { page: current, per_page: perPage } = request.query;
      const matching = (await leaders()).filter((r) => r.reaction === request.params.reaction);
      const slice = matching.slice((current - 1) * perPage, current * perPage);
      const shows = await showsById(
        slice.map((r) => r.showId),
        viewer,
        request.auth?.user.id,
      );
      const data = slice.flatMap((row) => (shows.has(row.showId) ? [presentMoodShow(row, shows.get(row.showId)!)] : []));
      return { data, meta: paginationMeta(data.length, current, perPage, matching.length) };
    },
  );

  app.get(
    "/api/people",
    {
      config: { auth: "public" },
      schema: {
        tags: ["people"],
        summary:
          "The people index (addition): `sort=popular` (trackers of their shows plus likes) or `name` (Turkish alphabetical order, `letter` for one initial); paged, 24 a page",
        querystring: peopleIndexQuerySchema,
        response: { 200: page(personIndexEntrySchema), 422: errorBodySchema },
      },
    },
    async (request) => {
      const { sort, page: current, per_page: perPage } = request.query;
      const letter = request.query.letter?.toLocaleUpperCase("tr");
      const key = `people-index:${sort}:${letter ?? ""}:${current}:${perPage}`;
      const { rows, total } = await remember(cache, key, DISCOVER_LIMITS.peopleCacheSeconds, () => peopleIndex(db, { sort, letter, page: current, perPage }));
      const data = rows.map(presentPersonIndexEntry);
      return { data, meta: paginationMeta(data.length, current, perPage, total) };
    },
  );
};

