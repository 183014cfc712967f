import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import helmet from "@fastify/helmet";
import { AppError } from "../errors.js";

export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "x-xsrf-token";
export const SESSION_COOKIE = "dz_session";
const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Security headers (CSP, nosniff, frame policy …) and the XSRF double-submit of the contract:
 * every response carries an `XSRF-TOKEN` cookie; unsafe calls authenticated by the session
 * cookie must echo it in `X-XSRF-TOKEN`.
 */
export async function registerSecurity(app: FastifyInstance, options: { secureCookies: boolean }): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: options.secureCookies,
  });

  app.addHook("onRequest", async (request, reply) => {
    const current = request.cookies[XSRF_COOKIE];
    if (!current) {
      reply.setCookie(XSRF_COOKIE, randomBytes(32).toString("base64url"), {
        path: "/",
        sameSite: "lax",
        secure: options.secureCookies,
        httpOnly: false,
      });
    }
    if (!UNSAFE.has(request.method) || !request.cookies[SESSION_COOKIE]) return;
    if (request.headers.authorization?.startsWith("Bearer ")) return;
    const header = request.headers[XSRF_HEADER];
    if (!current || typeof header !== "string" || header !== current) {
      throw new AppError("forbidden", "CSRF token mismatch.");
    }
  });
}
