import { z } from "zod";
import { ACCOUNT_MESSAGES } from "@dizilog/shared";
import { emailSchema, errorBodySchema, list, nameSchema, one, passwordSchema, sessionInfoSchema, userSchema, usernameSchema } from "@dizilog/shared/api";
import { changePassword, deleteAccount, markOnboarded, updateAccount } from "../../auth/account.service.js";
import { requireAuth } from "../../auth/auth-plugin.js";
import { deleteSession, listSessions } from "../../auth/session.repository.js";
import { AppError } from "../../errors.js";
import { SESSION_COOKIE } from "../../http/security.js";
import type { RouteModule } from "../../http/types.js";
import { presentOwnUser } from "../../presenters/user.presenter.js";
import { ctxOf } from "../../context.js";
import { presentEpisode } from "../../presenters/episode.presenter.js";
import { upcomingForUser } from "../../services/upcoming.service.js";

const message = z.object({ message: z.string() });

export const meRoutes: RouteModule = (app, deps) => {
  const { db } = deps.database;

  app.get(
    "/api/me",
    {
      config: { auth: "user" },
      schema: {
        tags: ["me"],
        summary: "The signed-in user (include=upcoming.show adds the next 7 days of tracked episodes)",
        querystring: z.object({ include: z.string().max(100).optional(), exclude: z.string().max(100).optional() }),
        response: { 200: one(userSchema), 401: errorBodySchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const data = presentOwnUser(user, deps.config.staffEmails);
      if (request.query.include?.split(",").includes("upcoming.show")) {
        const ctx = ctxOf(request, deps, { userTimeZone: true });
        const { rows, spoilers } = await upcomingForUser(ctx);
        data.upcoming = rows.map((row) => presentEpisode(row, ctx.viewer, { withShow: true, ...spoilers.of(row) }));
      }
      return { data };
    },
  );

  app.post(
    "/api/me/account",
    {
      config: { auth: "user" },
      schema: {
        tags: ["me"],
        summary: "Change name and username; a new email is verified by a mailed code before it replaces the old one (addition)",
        body: z.object({ name: nameSchema.optional(), username: usernameSchema.optional(), email: emailSchema.optional() }),
        response: { 200: z.object({ data: userSchema, email_pending: z.boolean() }), 401: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      requireAuth(request);
      const result = await updateAccount(ctxOf(request, deps), request.body);
      return { data: presentOwnUser(result.user, deps.config.staffEmails), email_pending: result.emailPending };
    },
  );

  app.post(
    "/api/me/password",
    {
      config: { auth: "user", rateLimit: { max: 10, timeWindow: "15 minutes" } },
      schema: {
        tags: ["me"],
        summary: "Change the password (423 when the current one is wrong); other sessions end",
        body: z
          .object({ current_password: z.string().min(1, "This field is required."), password: passwordSchema, password_confirmation: z.string() })
          .refine((b) => b.password === b.password_confirmation, { path: ["password_confirmation"], message: ACCOUNT_MESSAGES.passwordConfirmation }),
        response: { 200: message, 401: errorBodySchema, 422: errorBodySchema, 423: errorBodySchema },
      },
    },
    async (request) => {
      const { session } = requireAuth(request);
      await changePassword(ctxOf(request, deps), request.body.current_password, request.body.password, session.id);
      return { message: ACCOUNT_MESSAGES.passwordChanged };
    },
  );

  app.delete(
    "/api/me",
    {
      config: { auth: "user", rateLimit: { max: 10, timeWindow: "15 minutes" } },
      schema: {
        tags: ["me"],
        summary: "Delete the account (password; 409 while a subscription is active)",
        body: z.object({ password: z.string().min(1, "This field is required.").max(200) }),
        response: { 204: z.null(), 401: errorBodySchema, 409: errorBodySchema, 423: errorBodySchema },
      },
    },
    async (request, reply) => {
      requireAuth(request);
      await deleteAccount(ctxOf(request, deps), request.body.password);
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/me/onboarded",
    { config: { auth: "user" }, schema: { tags: ["me"], summary: "Mark onboarding done", response: { 200: one(userSchema), 401: errorBodySchema } } },
    async (request) => {
      requireAuth(request);
      const user = await markOnboarded(ctxOf(request, deps));
      return { data: presentOwnUser(user, deps.config.staffEmails) };
    },
  );

  app.get(
    "/api/me/sessions",
    { config: { auth: "user" }, schema: { tags: ["me"], summary: "Active sessions (addition)", response: { 200: list(sessionInfoSchema), 401: errorBodySchema } } },
    async (request) => {
      const { user, session: current } = requireAuth(request);
      const rows = await listSessions(db, user.id, deps.now());
      return {
        data: rows.map((s) => ({
          id: s.id.slice(0, 16),
          kind: s.kind,
          device: s.deviceName ?? s.userAgent,
          ip_address: s.ipAddress,
          created_at: s.createdAt.toISOString(),
          last_seen_at: s.lastSeenAt.toISOString(),
          current: s.id === current.id,
        })),
      };
    },
  );

  app.delete(
    "/api/me/sessions/:id",
    {
      config: { auth: "user" },
      schema: {
        tags: ["me"],
        summary: "Revoke one of my sessions (addition)",
        params: z.object({ id: z.string().regex(/^[a-f0-9]{16}$/) }),
        response: { 204: z.null(), 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const target = (await listSessions(db, user.id, deps.now())).find((s) => s.id.startsWith(request.params.id));
      if (!target) throw new AppError("not_found");
      await deleteSession(db, target.id);
      return reply.status(204).send(null);
    },
  );
};
