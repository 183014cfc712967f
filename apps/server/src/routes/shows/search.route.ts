import { z } from "zod";
import { LIMITS } from "@dizilog/shared";
import { errorBodySchema, includeParam, list, searchResultSchema } from "@dizilog/shared/api";
import type { RouteModule } from "../../http/types.js";
import { presentSearchResult } from "../../presenters/show.presenter.js";
import { searchShows, seasonsOfShows } from "../../repositories/show.repository.js";

const searchQuery = z.object({
  keyword: z.string().trim().max(100).default(""),
  limit: z.coerce.number().int().min(1).max(LIMITS.headerSearchResults).default(LIMITS.headerSearchResults),
  include: includeParam(["seasons"]),
});

export const searchRoutes: RouteModule = (app, { database }) => {
  app.get(
    "/api/search/tv",
    {
      // Typing sends a query every 500 ms at most; 120 a minute leaves room and stops scraping.
      config: { auth: "public", rateLimit: { max: 120, timeWindow: "1 minute" } },
      schema: {
        tags: ["catalog"],
        summary: "Search shows by title, with or without Turkish letters, tolerating a typo",
        querystring: searchQuery,
        response: { 200: list(searchResultSchema), 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      const { keyword, limit, include } = request.query;
      // An empty query clears results (spec section 5, "Search").
      if (!keyword) return { data: [] };
      const rows = await searchShows(database.db, keyword, limit);
      const seasons = include.has("seasons") ? await seasonsOfShows(database.db, rows.map((r) => r.id)) : undefined;
      return { data: rows.map((row) => presentSearchResult(row, seasons?.get(row.id))) };
    },
  );
};
