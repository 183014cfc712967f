import { z } from "zod";
import { errorBodySchema, likeBodySchema, likeResponseSchema, likesPageSchema, likesQuerySchema } from "@dizilog/shared/api";
import { requireAuth } from "../../auth/auth-plugin.js";
import { findUserBySlug } from "../../auth/user.repository.js";
import { AppError } from "../../errors.js";
import type { RouteModule } from "../../http/types.js";
import { canViewProfile } from "../../policies/user.policy.js";
import { viewerOf } from "../../presenters/viewer.js";
import { likedItems, toggleLike } from "../../services/like.service.js";

export const likeRoutes: RouteModule = (app, deps) => {
  const { db } = deps.database;

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
      const { user } = requireAuth(request);
      return toggleLike({ db, userId: user.id, now: deps.now() }, request.body);
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
      const { type, cursor, limit } = request.query;
      return likedItems(db, { ownerId: user.id, viewerId: user.id, type, cursor, limit }, viewerOf(request, deps.now()));
    },
  );

  app.get(
    "/api/users/:slug/likes",
    {
      config: { auth: "public" },
      schema: {
        tags: ["likes"],
        summary: "A user's public likes of one kind (404 when that user blocked the viewer)",
        params: z.object({ slug: z.string().min(1).max(40) }),
        querystring: likesQuerySchema,
        response: { 200: likesPageSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const owner = await findUserBySlug(db, request.params.slug);
      if (!owner || !(await canViewProfile(db, request.auth?.user, owner))) throw new AppError("not_found");
      const { type, cursor, limit } = request.query;
      const query = { ownerId: owner.id, viewerId: request.auth?.user.id, type, cursor, limit };
      return likedItems(db, query, viewerOf(request, deps.now()));
    },
  );
};
