import { z } from "zod";
import { errorBodySchema, likeBodySchema, likeResponseSchema, likesPageSchema, likesQuerySchema } from "@dizilog/shared/api";
import { requireAuth } from "../../auth/auth-plugin.js";
import type { RouteModule } from "../../http/types.js";
import { likedItems, likedItemsOfUser, toggleLike } from "../../services/like.service.js";
import { presentLikesPage } from "../../presenters/like.presenter.js";
import { ctxOf } from "../../context.js";

export const likeRoutes: RouteModule = (app, deps) => {
  app.post(
    "/api/like-item",
    {
      config: { auth: "user", rateLimit: { max: 120, timeWindow: "1 minute" } },
      // Who asks is checked before the body, so a visitor sees 401 whatever the payload.
      schema: {
        tags: ["likes"],
        summary: "Like an item, or take the like back (a toggle answering the resulting state)",
        body: likeBodySchema,
        response: { 200: likeResponseSchema, 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      requireAuth(request);
      return toggleLike(ctxOf(request, deps), request.body);
    },
  );

  app.get(
    "/api/me/likes",
    {
      config: { auth: "user" },
      schema: {
        tags: ["likes"],
        summary: "The signed-in user's liked items of one kind, newest like first (cursor page)",
        querystring: likesQuerySchema,
        response: { 200: likesPageSchema, 401: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const ctx = ctxOf(request, deps);
      return presentLikesPage(await likedItems(ctx, { ownerId: user.id, ...request.query }), ctx.viewer);
    },
  );

  app.get(
    "/api/users/:slug/likes",
    {
      config: { auth: "public" },
      schema: {
        tags: ["likes"],
        summary: "A user's public likes of one kind (404 when that user blocked the viewer, or is a private account the viewer does not follow)",
        params: z.object({ slug: z.string().min(1).max(40) }),
        querystring: likesQuerySchema,
        response: { 200: likesPageSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const ctx = ctxOf(request, deps);
      return presentLikesPage(await likedItemsOfUser(ctx, request.params.slug, request.query), ctx.viewer);
    },
  );
};
