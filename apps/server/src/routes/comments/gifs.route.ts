import { errorBodySchema, gifsQuerySchema, gifsResponseSchema, siteConfigSchema } from "@dizilog/shared/api";
import { ctxOf } from "../../context.js";
import type { RouteModule } from "../../http/types.js";
import { searchGifs } from "../../services/gif.service.js";

export const gifRoutes: RouteModule = (app, deps) => {
  app.get(
    "/api/gifs/search",
    {
      // The provider's key is rate-limited per hour: a per-address limit keeps one client from spending it.
      config: { auth: "verified", rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        tags: ["comments"],
        summary: "Search GIFs for a comment (rating g); 503 when no GIF provider is configured",
        querystring: gifsQuerySchema,
        response: { 200: gifsResponseSchema, 401: errorBodySchema, 403: errorBodySchema, 422: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request) => ({ data: await searchGifs(ctxOf(request, deps), request.query.q, request.query.limit) }),
  );

  app.get(
    "/api/config",
    {
      config: { auth: "public" },
      schema: {
        tags: ["site"],
        summary: "What this installation offers, for clients that show or hide controls (gifs: a GIF provider is configured; blocked_link_hosts: the hosts wall posts may not link to)",
        response: { 200: siteConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return { data: { gifs: deps.gifs !== undefined, blocked_link_hosts: [...deps.config.blockedLinkHosts] } };
    },
  );
};
