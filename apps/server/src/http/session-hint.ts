import type { FastifyInstance } from "fastify";
import { SESSION_COOKIE } from "./security.js";

/**
 * `dz_signed_in=1`: a cookie scripts can read (not HttpOnly, no secret in it) that says "this
 * browser holds a session cookie", so that the client skips `GET /api/me` for visitors — that call
 * answers them 401, which Chrome logs as a console error on every page. It follows the session
 * cookie: set with it (same lifetime), cleared with it, set on the next answer for a session that
 * predates it, cleared when the session cookie is gone. It decides nothing on the server: a
 * forged or stale hint only makes the client ask /api/me and get its 401.
 */
export const SESSION_HINT_COOKIE = "dz_signed_in";

export function registerSessionHint(app: FastifyInstance, secure: boolean): void {
  // After @fastify/cookie's own onSend (registered earlier), so the session's Set-Cookie is visible.
  app.addHook("onSend", async (request, reply, payload) => {
    const header = reply.getHeader("set-cookie");
    const setCookies = header === undefined ? [] : Array.isArray(header) ? header.map(String) : [String(header)];
    const session = setCookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    const hinted = request.cookies[SESSION_HINT_COOKIE] !== undefined;
    const options = { path: "/", httpOnly: false, sameSite: "lax" as const, secure };
    if (session !== undefined) {
      const cleared = session.startsWith(`${SESSION_COOKIE}=;`) || /;\s*Max-Age=0\b/i.test(session) || /Expires=Thu, 01 Jan 1970/i.test(session);
      if (cleared) reply.clearCookie(SESSION_HINT_COOKIE, { path: "/" });
      else {
        const maxAge = /;\s*Max-Age=(\d+)/i.exec(session)?.[1];
        reply.setCookie(SESSION_HINT_COOKIE, "1", { ...options, ...(maxAge ? { maxAge: Number(maxAge) } : {}) });
      }
    } else if (request.auth?.via === "cookie" && !hinted) {
      const remember = request.auth.session.remember;
      const maxAge = Math.floor((request.auth.session.expiresAt.getTime() - Date.now()) / 1000);
      reply.setCookie(SESSION_HINT_COOKIE, "1", { ...options, ...(remember && maxAge > 0 ? { maxAge } : {}) });
    } else if (hinted && request.cookies[SESSION_COOKIE] === undefined) {
      reply.clearCookie(SESSION_HINT_COOKIE, { path: "/" });
    }
    return payload;
  });
}
