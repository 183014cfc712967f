import { LIMITS } from "@dizilog/shared";
import { type ExploreQuery, errorBodySchema, exploreQuerySchema, list, page, showSchema } from "@dizilog/shared/api";
import type { RouteModule } from "../../http/types.js";
import { paginationMeta } from "../../lib/pagination.js";
import { addDays, localDate } from "../../lib/time.js";
import { type Viewer, viewerOf } from "../../lib/viewer.js";
import { countShows, exploreShows, findShowsByIds, popularShows } from "../../repositories/show.repository.js";
import { presentShowList } from "../../presenters/show-list.presenter.js";
import { loadShowCards } from "../../repositories/show-card.repository.js";
import { remember } from "../../lib/cache.js";

export const exploreRoutes: RouteModule = (app, { database, cache, now }) => {
  const explore = async (query: ExploreQuery, viewer: Viewer, userId?: number) => {
    const filters = {
      keyword: query.keyword || undefined,
      rate_start: query.rate_start,
      rate_end: query.rate_end,
      year_start: query.year_start,
      year_end: query.year_end,
      network: query.network,
      statuses: [...query["status[]"], ...query.status],
      types: [...query["type[]"], ...query.type],
      genreIds: [...query["genres[]"], ...query.genres],
      service: query.service,
    };
    const since = addDays(localDate(viewer.now), -LIMITS.trendingDays);
    // Totals change slowly and cost a scan of the filtered set: cached a minute per filter set.
    const knownTotal = await remember(cache, `explore-total:${JSON.stringify(filters)}`, 60, () => countShows(database.db, filters));
    const { rows, total } = await exploreShows(database.db, filters, query.sort_by, query.page, query.per_page, since, knownTotal);
    const data = presentShowList(await loadShowCards(database.db, rows, { genres: query.include.has("genres") }, userId), viewer);
    return { data, meta: paginationMeta(data.length, query.page, query.per_page, total) };
  };

  const schema = {
    tags: ["catalog"],
    querystring: exploreQuerySchema,
    response: { 200: page(showSchema), 422: errorBodySchema },
  };
  app.get("/api/filter/shows", { config: { auth: "public" }, schema: { ...schema, summary: "Explore: filter and sort shows" } }, async (request) =>
    explore(request.query, viewerOf(request, now()), request.auth?.user.id),
  );
  app.get("/api/v1/shows", { config: { auth: "public" }, schema: { ...schema, summary: "Shows (same parameters as explore)" } }, async (request) =>
    explore(request.query, viewerOf(request, now()), request.auth?.user.id),
  );

  app.get(
    "/api/v1/popular",
    {
      config: { auth: "public" },
      schema: {
        tags: ["catalog"],
        summary: "Trending shows: the 10 with most activity in the last 7 days",
        response: { 200: list(showSchema) },
      },
    },
    async (request) => {
      const viewer = viewerOf(request, now());
      const since = addDays(localDate(viewer.now), -LIMITS.trendingDays);
      const ids = await remember(cache, `popular:${since}`, LIMITS.trendingCacheSeconds, async () =>
        (await popularShows(database.db, since, LIMITS.trendingCount)).map((r) => r.id),
      );
      const rows = await findShowsByIds(database.db, ids);
      return { data: presentShowList(await loadShowCards(database.db, rows, { genres: true }, request.auth?.user.id), viewer) };
    },
  );
};
