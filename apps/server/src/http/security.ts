import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import helmet from "@fastify/helmet";
import { AppError } from "../errors.js";

export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "x-xsrf-token";
export const SESSION_COOKIE = "dz_session";
const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

// The same answer as a missing XSRF pair: the contract knows one 403 for a forged request.
const CROSS_SITE = "CSRF token mismatch.";

function xsrfCookieOptions(secure: boolean) {
  return { path: "/", sameSite: "lax" as const, secure, httpOnly: false };
}

/**
 * A new `XSRF-TOKEN` on this response: at every sign-in and sign-out, so a token read or planted
 * before (a shared machine, a sibling subdomain tossing a cookie) does not outlive the session.
 */
export function rotateXsrfToken(reply: FastifyReply, secure: boolean): void {
  reply.setCookie(XSRF_COOKIE, randomBytes(32).toString("base64url"), xsrfCookieOptions(secure));
}

/**
 * Whether an unsafe browser request comes from our own pages (decision 15). `Origin`, when the
 * browser sends it, must be APP_URL's origin or the origin the request was addressed to (scheme
 * and Host: a local run opened at 127.0.0.1, the Vite proxy in development). Without `Origin`,
 * Fetch Metadata decides: only `Sec-Fetch-Site: same-origin` passes. A request with neither comes
 * from no browser (curl, an app, a test): the XSRF pair alone answers for it, as the contract says.
 */
export function isSameOrigin(request: FastifyRequest, appOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (origin === appOrigin) return true;
    return origin === `${request.protocol}://${request.host}`;
  }
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined) return site === "same-origin";
  return true;
}

/**
 * Security headers (CSP, nosniff, frame policy …) and the XSRF double-submit of the contract:
 * every response carries an `XSRF-TOKEN` cookie; unsafe calls authenticated by the session
 * cookie must echo it in `X-XSRF-TOKEN`. Every unsafe call that is not Bearer-authenticated must
 * also come from our own origin (`isSameOrigin`), or it answers 403.
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: {
    secureCookies: boolean;
    appUrl: string;
    /**
     * Other origins images may come from (the GIF provider's media). Link cards' images are not
     * among them: the server copies them to `/media/embeds/` ('self'), decision 26 "Images".
     */
    imageSources?: string[];
    /** The only origins a page may frame: the players of the whitelisted video hosts of link embeds (decision 26). */
    frameSources?: string[];
  },
): Promise<void> {
  const appOrigin = new URL(options.appUrl).origin;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...(options.imageSources ?? [])],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        // Was default-src's 'self'; the video players of link embeds are added to it.
        frameSrc: ["'self'", ...(options.frameSources ?? [])],
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
      rotateXsrfToken(reply, options.secureCookies);
    }
    if (!UNSAFE.has(request.method)) return;
    if (request.headers.authorization?.startsWith("Bearer ")) return;
    // Also without a session: a cross-site page must not sign a visitor in to the attacker's account.
    if (!isSameOrigin(request, appOrigin)) throw new AppError("forbidden", CROSS_SITE);
    if (!request.cookies[SESSION_COOKIE]) return;
    const header = request.headers[XSRF_HEADER];
    if (!current || typeof header !== "string" || header !== current) {
      throw new AppError("forbidden", "CSRF token mismatch.");
    }
  });
}
