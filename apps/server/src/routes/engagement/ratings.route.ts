import { z } from "zod";
import { errorBodySchema, ratingsPageSchema, ratingsQuerySchema, recommendationsResponseSchema } from "@dizilog/shared/api";
import { requireAuth } from "../../auth/auth-plugin.js";
import { ctxOf } from "../../context.js";
import type { RouteModule } from "../../http/types.js";
import { presentRatingsPage, presentRecommendations } from "../../presenters/rating.presenter.js";
import { ratedShows, ratedShowsOfUser } from "../../services/rated-shows.service.js";
import { recommendationsFor } from "../../services/recommendation.service.js";

/** A user's rated shows (public and the signed-in user's own) and the recommendations built on them. */
export const ratingsRoutes: RouteModule = (app, deps) => {
  app.get(
    "/api/users/:slug/ratings",
    {
      config: { auth: "public" },
      schema: {
        tags: ["ratings"],
        summary: "A user's rated shows, the latest rating first (cursor pages; 404 when that user blocked the viewer, or is a private account the viewer does not follow) (addition)",
        params: z.object({ slug: z.string().min(1).max(40) }),
        querystring: ratingsQuerySchema,
        response: { 200: ratingsPageSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const ctx = ctxOf(request, deps);
      return presentRatingsPage(await ratedShowsOfUser(ctx, request.params.slug, request.query), ctx.viewer);
    },
  );

  app.get(
    "/api/me/ratings",
    {
      config: { auth: "user" },
      schema: {
        tags: ["ratings"],
        summary: "The signed-in user's rated shows, the latest rating first (cursor pages) (addition)",
        querystring: ratingsQuerySchema,
        response: { 200: ratingsPageSchema, 401: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const ctx = ctxOf(request, deps);
      return presentRatingsPage(await ratedShows(ctx, user.id, request.query), ctx.viewer);
    },
  );

  app.get(
    "/api/me/recommendations",
    {
      config: { auth: "user" },
      schema: {
        tags: ["ratings"],
        summary:
          "Up to 20 shows liked or rated 4+ by users who rate like the signed-in user, that they have not rated or tracked; an empty list says why (addition)",
        response: { 200: recommendationsResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      requireAuth(request);
      const ctx = ctxOf(request, deps);
      return presentRecommendations(await recommendationsFor(ctx), ctx.viewer);
    },
  );
};
