import { z } from "zod";
import { blockedUserSchema, errorBodySchema, list, one, userSchema } from "@dizilog/shared/api";
import { requireAuth } from "../../auth/auth-plugin.js";
import { ctxOf } from "../../context.js";
import type { RouteModule } from "../../http/types.js";
import { avatarUrl, presentOwnUser, presentUser, userUrl } from "../../presenters/user.presenter.js";
import { blockUser, blocksOf, profileBySlug, unblockUser } from "../../services/user.service.js";

const userId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const userRoutes: RouteModule = (app, deps) => {
  app.get(
    "/api/users/:slug",
    {
      config: { auth: "public" },
      schema: {
        tags: ["users"],
        summary: "A public profile (404 when that user blocked the viewer)",
        params: z.object({ slug: z.string().min(1).max(40) }),
        response: { 200: one(userSchema), 404: errorBodySchema },
      },
    },
    async (request) => {
      const { user, actor } = await profileBySlug(ctxOf(request, deps), request.params.slug);
      const staff = deps.config.staffEmails;
      return { data: request.auth?.user.id === user.id ? presentOwnUser(user, staff) : presentUser(user, actor, staff) };
    },
  );

  app.get(
    "/api/blocks",
    { config: { auth: "user" }, schema: { tags: ["users"], summary: "The users I blocked", response: { 200: list(blockedUserSchema), 401: errorBodySchema } } },
    async (request) => {
      requireAuth(request);
      const rows = await blocksOf(ctxOf(request, deps));
      return { data: rows.map((r) => ({ id: r.id, name: r.name, username: r.username, avatar: avatarUrl(r, 64), url: userUrl(r.slug) })) };
    },
  );

  app.post(
    "/api/blocks",
    {
      config: { auth: "user" },
      schema: {
        tags: ["users"],
        summary: "Block a user (idempotent)",
        body: z.object({ user_id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: z.object({ data: z.object({ blocked: z.literal(true) }) }), 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      requireAuth(request);
      await blockUser(ctxOf(request, deps), request.body.user_id);
      return { data: { blocked: true as const } };
    },
  );

  app.post(
    "/api/accounts/:id/unblock",
    {
      config: { auth: "user" },
      schema: {
        tags: ["users"],
        summary: "Unblock a user (idempotent)",
        params: userId,
        response: { 200: z.object({ data: z.object({ blocked: z.literal(false) }) }), 401: errorBodySchema },
      },
    },
    async (request) => {
      requireAuth(request);
      await unblockUser(ctxOf(request, deps), request.params.id);
      return { data: { blocked: false as const } };
    },
  );
};
