import { z } from "zod";
import { errorBodySchema, loginBodySchema, one, userSchema } from "@dizilog/shared/api";
import { requireAuth, setSessionCookie } from "../../auth/auth-plugin.js";
import { CHALLENGE_TTL_MS, checkCredentials, completeLoginChallenge, createLoginChallenge } from "../../auth/login.service.js";
import { verifyPassword } from "../../auth/password.js";
import { createSession, deleteSession } from "../../auth/session.repository.js";
import { AppError } from "../../errors.js";
import { SESSION_COOKIE, rotateXsrfToken } from "../../http/security.js";
import { ctxOf } from "../../context.js";
import type { RouteModule } from "../../http/types.js";
import { presentOwnUser } from "../../presenters/user.presenter.js";

const CHALLENGE_COOKIE = "dz_2fa";

export const loginRoutes: RouteModule = (app, deps) => {
  const { db } = deps.database;
  const secure = deps.config.appUrl.startsWith("https://");

  const startSession = async (request: { headers: Record<string, unknown>; ip: string }, userId: number, remember: boolean) =>
    createSession(db, { userId, kind: "cookie", remember, userAgent: request.headers["user-agent"] as string | undefined, ipAddress: request.ip }, deps.now());

  app.post(
    "/api/auth/login",
    {
      config: { auth: "public" },
      schema: {
        tags: ["accounts"],
        summary: "Sign in by email or username (25 attempts per 5 minutes per address; 10 failures per 15 minutes per address and account)",
        body: loginBodySchema,
        response: { 200: z.union([one(userSchema), z.object({ two_factor: z.literal(true) })]), 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { login, password, remember } = request.body;
      const user = await checkCredentials(ctxOf(request, deps), login, password, request.ip);
      // The session id changes at every sign-in: an old cookie (fixation) is never promoted.
      if (request.auth) await deleteSession(db, request.auth.session.id);
      if (user.twoFactorConfirmedAt) {
        const token = await createLoginChallenge(ctxOf(request, deps), user, remember);
        reply.setCookie(CHALLENGE_COOKIE, token, { path: "/api/auth", httpOnly: true, sameSite: "strict", secure, maxAge: CHALLENGE_TTL_MS / 1000 });
        return { two_factor: true as const };
      }
      const { token } = await startSession(request, user.id, remember);
      setSessionCookie(reply, token, remember, secure);
      return { data: presentOwnUser(user, deps.config.staffEmails) };
    },
  );

  app.post(
    "/api/auth/two-factor",
    {
      config: { auth: "public", rateLimit: { max: 10, timeWindow: "5 minutes" } },
      schema: {
        tags: ["accounts"],
        summary: "The second sign-in step: a 6-digit code or a recovery code",
        body: z
          .object({ code: z.string().trim().max(10).optional(), recovery_code: z.string().trim().max(40).optional() })
          .refine((b) => Boolean(b.code) !== Boolean(b.recovery_code), { path: ["code"], message: "This field is required." }),
        response: { 200: one(userSchema), 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { user, remember } = await completeLoginChallenge(ctxOf(request, deps), request.cookies[CHALLENGE_COOKIE], request.body);
      reply.clearCookie(CHALLENGE_COOKIE, { path: "/api/auth" });
      const { token } = await startSession(request, user.id, remember);
      setSessionCookie(reply, token, remember, secure);
      return { data: presentOwnUser(user, deps.config.staffEmails) };
    },
  );

  app.post("/api/auth/logout", { config: { auth: "public" }, schema: { tags: ["accounts"], summary: "End this session", response: { 204: z.null() } } }, async (request, reply) => {
    if (request.auth) await deleteSession(db, request.auth.session.id);
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
    rotateXsrfToken(reply, secure);
    return reply.status(204).send(null);
  });

  app.post(
    "/api/auth/tokens",
    {
      config: { auth: "public" },
      schema: {
        tags: ["accounts"],
        summary: "A Bearer token for the apps (accounts with two-factor sign in on the web)",
        body: z.object({
          login: z.string().trim().min(1, "This field is required.").max(254),
          password: z.string().min(1, "This field is required.").max(200),
          device_name: z.string().trim().min(1, "This field is required.").max(100),
        }),
        response: { 201: z.object({ token: z.string() }), 403: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await checkCredentials(ctxOf(request, deps), request.body.login, request.body.password, request.ip);
      if (user.twoFactorConfirmedAt) throw new AppError("forbidden", "This account uses two-factor authentication: sign in on the web to create a token.");
      const { token } = await createSession(
        db,
        { userId: user.id, kind: "bearer", remember: true, deviceName: request.body.device_name, userAgent: request.headers["user-agent"], ipAddress: request.ip },
        deps.now(),
      );
      return reply.status(201).send({ token });
    },
  );

  app.post(
    "/api/auth/confirm-password",
    {
      config: { auth: "user", rateLimit: { max: 10, timeWindow: "5 minutes" } },
      schema: {
        tags: ["accounts"],
        summary: "Confirm the password before a sensitive action (423 when wrong)",
        body: z.object({ password: z.string().min(1, "This field is required.").max(200) }),
        response: { 200: z.object({ confirmed: z.literal(true) }), 401: errorBodySchema, 423: errorBodySchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      if (!(await verifyPassword(user.passwordHash, request.body.password))) throw new AppError("incorrect_password");
      return { confirmed: true as const };
    },
  );
};
