import { errorBodySchema, hashtagSearchQuerySchema, hashtagSearchResponseSchema } from "@dizilog/shared/api";
import type { RouteModule } from "../../http/types.js";
import { hashtagsByPrefix } from "../../repositories/hashtag.repository.js";

/**
 * The `#hashtag` autocomplete of the post box (an addition to the contract): a plain read of public
 * hashtags, so the route asks the repository directly.
 */
export const hashtagSearchRoutes: RouteModule = (app, deps) => {
  app.get(
    "/api/search/hashtags",
    {
      config: { auth: "user", rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: {
        tags: ["wall"],
        summary: "Public hashtags whose keyword starts with q, without accents or Turkish dots (#Kiz finds #kızılcık), most used first",
        querystring: hashtagSearchQuerySchema,
        response: { 200: hashtagSearchResponseSchema, 401: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const rows = await hashtagsByPrefix(deps.database.db, request.query.q, request.query.limit);
      return { data: rows.map((row) => ({ keyword: row.keyword, posts_count: row.postsCount })) };
    },
  );
};
