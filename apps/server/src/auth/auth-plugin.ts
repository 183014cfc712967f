import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { MESSAGES } from "@dizilog/shared";
import type { AppDeps } from "../context.js";
import { AppError } from "../errors.js";
import { SESSION_COOKIE, rotateXsrfToken } from "../http/security.js";
import { REMEMBER_MS, type SessionRow, type UserRow, findSession, touchSession } from "./session.repository.js";

export interface Auth {
  user: UserRow;
  session: SessionRow;
  /** How the request proved who it is; bearer calls need no XSRF header. */
  via: "cookie" | "bearer";
}

declare module "fastify" {
  interface FastifyRequest {
    auth: Auth | null;
  }
}

/** Reads the session cookie or the Bearer token on every request and sets `request.auth`. */
export function registerAuth(app: FastifyInstance, { database, now }: Pick<AppDeps, "database" | "now">): void {
  app.decorateRequest("auth", null);
  app.addHook("onRequest", async (request, reply) => {
    const header = request.headers.authorization;
    const bearer = header?.startsWith("Bearer ") ? header.slice(7).trim() : undefined;
    const token = bearer ?? request.cookies[SESSION_COOKIE];
    if (!token || token.length > 200) return;
    const found = await findSession(database.db, token, now());
    if (!found) {
      // A stale cookie is dropped so the client stops sending it.
      if (!bearer) reply.clearCookie(SESSION_COOKIE, { path: "/" });
      return;
    }
    const via = bearer ? "bearer" : "cookie";
    if (found.session.kind !== via) return;
    request.auth = { ...found, via };
    await touchSession(database.db, found.session, now());
  });
}

/** The signed-in user, or 401 `Please login to continue.` */
export function requireAuth(request: FastifyRequest): Auth {
  if (!request.auth) throw new AppError("unauthenticated", MESSAGES.loginRequired);
  return request.auth;
}

/** A signed-in user with a verified email, or 403 with the spec's verify message. */
export function requireVerified(request: FastifyRequest): Auth {
  const auth = requireAuth(request);
  if (!auth.user.emailVerifiedAt) throw new AppError("forbidden", MESSAGES.verifyEmail);
  return auth;
}

/**
 * Sets the session cookie: HttpOnly, SameSite=Lax, Secure over https; persistent only with
 * "remember me". Every new session also gets a new XSRF token.
 */
export function setSessionCookie(reply: FastifyReply, token: string, remember: boolean, secure: boolean): void {
  rotateXsrfToken(reply, secure);
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    ...(remember ? { maxAge: REMEMBER_MS / 1000 } : {}),
  });
}
