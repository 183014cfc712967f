import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { MESSAGES } from "@dizilog/shared";
import type { AppDeps } from "../context.js";
import { effectiveRole } from "../domain/roles.js";
import { AppError } from "../errors.js";
import { SESSION_COOKIE, rotateXsrfToken } from "../http/security.js";
import { setStoredRole } from "../repositories/moderation.repository.js";
import { REMEMBER_MS, type SessionRow, type UserRow, findSession, touchSession } from "./session.repository.js";

export interface Auth {
  user: UserRow;
  session: SessionRow;
  /** How the request proved who it is; bearer calls need no XSRF header. */
  via: "cookie" | "bearer";
}

/**
 * Who may call a route, declared in its options (`config: { auth: "user" }`) and checked by one
 * hook before the request is validated, so a visitor always gets 401 before any 422:
 * "public" — anyone (the handler may still look at `request.auth`); "user" — signed in (else 401);
 * "verified" — signed in with a verified email (else 401, then 403 with the verify message);
 * "staff" — staff only, 404 to anyone else, visitors included (api-contract "Roles": anything under
 * /api/admin answers 404 to everyone but staff); "moderator" — staff or a moderator of some show,
 * 404 to anyone else (the moderation area; which shows they act on is the report policy's call).
 * Every /api route declares one; the authorization matrix test fails for a route that does not.
 */
export type RouteAuth = "public" | "user" | "verified" | "staff" | "moderator";

declare module "fastify" {
  interface FastifyRequest {
    auth: Auth | null;
  }
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
}

/** A registered route and the auth it declared (undefined: none), as the authorization tests read them. */
export interface DeclaredRoute {
  method: string;
  url: string;
  auth: RouteAuth | undefined;
}
const declared = new WeakMap<FastifyInstance, DeclaredRoute[]>();

/** Every route registered after `registerAuth`, with its declared auth (HEAD twins left out). */
export function declaredRoutes(app: FastifyInstance): DeclaredRoute[] {
  return declared.get(app) ?? [];
}

/** Reads the session cookie or the Bearer token on every request and sets `request.auth`. */
export function registerAuth(app: FastifyInstance, { database, now, config }: Pick<AppDeps, "database" | "now" | "config">): void {
  const routes: DeclaredRoute[] = [];
  declared.set(app, routes);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") routes.push({ method, url: route.url, auth: route.config?.auth });
    }
  });
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
    // Suspension deletes the user's sessions; one opened in a race with it is refused here too.
    if (found.user.suspendedAt) {
      if (!bearer) reply.clearCookie(SESSION_COOKIE, { path: "/" });
      return;
    }
    request.auth = { ...found, via };
    await touchSession(database.db, found.session, now());
    // A verified email on STAFF_EMAILS makes staff at once (effectiveRole); the stored role follows
    // on their first request, so that what is read off the row (bylines, lists) says staff too.
    if (found.user.role !== "staff" && effectiveRole(found.user, config.staffEmails) === "staff") {
      await setStoredRole(database.db, found.user.id, "staff");
    }
  });
  // Before validation: the contract's order is 401, then 403, then 422.
  app.addHook("preValidation", async (request) => {
    const required = request.routeOptions.config.auth;
    if (required === "user") requireAuth(request);
    else if (required === "verified") requireVerified(request);
    else if (required === "staff" || required === "moderator") {
      const role = request.auth ? effectiveRole(request.auth.user, config.staffEmails) : undefined;
      if (role !== "staff" && (required === "staff" || role !== "moderator")) throw new AppError("not_found");
    }
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
