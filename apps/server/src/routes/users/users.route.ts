import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import { ACCOUNT_MESSAGES } from "@dizilog/shared";
import { blockedUserSchema, errorBodySchema, list, one, userSchema } from "@dizilog/shared/api";
import { requireAuth } from "../../auth/auth-plugin.js";
import { findUserById, findUserBySlug } from "../../auth/user.repository.js";
import { blocks, users } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { RouteModule } from "../../http/types.js";
import { canViewProfile } from "../../policies/user.policy.js";
import { avatarUrl, presentOwnUser, presentUser, userUrl } from "../../presenters/user.presenter.js";

const userId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const userRoutes: RouteModule = (app, deps) => {
  const { db } = deps.database;

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
      const target = await findUserBySlug(db, request.params.slug);
      if (!target || !(await canViewProfile(db, request.auth?.user, target))) throw new AppError("not_found");
      return { data: request.auth?.user.id === target.id ? presentOwnUser(target) : presentUser(target) };
    },
  );

  app.get(
    "/api/blocks",
    { config: { auth: "user" }, schema: { tags: ["users"], summary: "The users I blocked", response: { 200: list(blockedUserSchema), 401: errorBodySchema } } },
    async (request) => {
      const { user } = requireAuth(request);
      const rows = await db
        .select({ id: users.id, name: users.name, username: users.username, slug: users.slug, avatarKey: users.avatarKey })
        .from(blocks)
        .innerJoin(users, eq(users.id, blocks.blockedId))
        .where(eq(blocks.blockerId, user.id))
        .orderBy(asc(users.username));
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
      const { user } = requireAuth(request);
      if (request.body.user_id === user.id) throw AppError.field("user_id", ACCOUNT_MESSAGES.blockSelf);
      if (!(await findUserById(db, request.body.user_id))) throw new AppError("not_found");
      await db.insert(blocks).values({ blockerId: user.id, blockedId: request.body.user_id }).onConflictDoNothing();
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
      const { user } = requireAuth(request);
      await db.delete(blocks).where(and(eq(blocks.blockerId, user.id), eq(blocks.blockedId, request.params.id)));
      return { data: { blocked: false as const } };
    },
  );
};
