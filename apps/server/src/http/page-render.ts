import { existsSync } from "node:fs";
import { promisify } from "node:util";
import zlib from "node:zlib";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { DEFAULT_TIME_ZONE, LOCALES, type Locale, RTL_LOCALES, isClientRoute } from "@dizilog/shared";
import type { AppDeps } from "../context.js";
import { isTimeZone } from "../lib/time.js";
import { WEB_DIST_DIR } from "../paths.js";
import { errorBody } from "./error-handler.js";
import { PageDocuments } from "./page-document.js";
import { SESSION_COOKIE } from "./security.js";
import { DATA_SAVER_COOKIE } from "@dizilog/shared/api/discover-ids";
import type { VisitorCache } from "./visitor-cache.js";

/** The renderer the web build makes (apps/web/src/ssr/entry-server.tsx), as this file calls it. */
interface Renderer {
  render(input: {
    url: string;
    origin: string;
    cookies: Record<string, string | undefined>;
    locale: Locale;
    timeZone: string;
    now: number;
    theme: "light" | "dark";
    fetch: (path: string, init: RequestInit) => Promise<Response>;
  }): Promise<{ status: number; head: string; body: string; state: string }>;
}

const RENDERER_FILE = path.resolve(WEB_DIST_DIR, "../dist-server/entry-server.js");

/**
 * A signed-in user's own screens: drawn in the browser (the shell is sent), never on the server.
 * Every other page of the client is drawn on the server (decision 39).
 */
const OWN_SCREENS = /^\/(settings|onboarding|tracker|notifications|moderation|verify-email|calendar|admin|unseen|pro\/welcome)(\/|$)/;

/** The cookies a page is drawn differently by (colour scheme, cookie bar, explore's grid or list). */
const DRAWN_PREFERENCES = ["dz_theme", "dz_consent", "dz_explore_view", DATA_SAVER_COOKIE] as const;

/** Headers of an in-process API call that the page's request passes on. */
const PASSED_HEADERS = ["cookie", "authorization", "user-agent", "x-forwarded-for", "x-forwarded-proto"] as const;

/**
 * Answers every page address (GET, not /api or /media): the public pages drawn on the server with
 * their data, head and state (React's streaming renderer through the web build's SSR entry), from
 * the visitor cache when a visitor asks; a signed-in user's own screens as the client's shell; an
 * unknown address as the not-found page with 404. Without a web build, the contract's 404 JSON.
 */
export async function registerPageRender(app: FastifyInstance, deps: AppDeps, cache: VisitorCache): Promise<void> {
  const documents = PageDocuments.load();
  const renderer = documents && existsSync(RENDERER_FILE) ? ((await import(pathToFileURL(RENDERER_FILE).href)) as Renderer) : undefined;
  const origin = deps.config.appUrl.replace(/\/$/, "");

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const pathname = url.split("?")[0] ?? "/";
    const wantsPage = (request.method === "GET" || request.method === "HEAD") && !pathname.startsWith("/api/") && !pathname.startsWith("/media/");
    if (!wantsPage || !documents) return reply.status(404).send(errorBody(request, "not_found"));
    if (pathname === "/") return reply.redirect(`/explore${url.slice(1)}`, 302);

    const locale = pageLocale(request);
    const dark = request.cookies.dz_theme === "dark";
    const dataSaver = request.cookies[DATA_SAVER_COOKIE] === "1";
    const shell = () => documents.render({ lang: languageTag(locale), dir: direction(locale), dark, pathname, dataSaver });
    const known = isClientRoute(pathname);
    if (!renderer || (known && OWN_SCREENS.test(pathname))) return sendPage(reply, known ? 200 : 404, shell(), false);

    const visitor = request.cookies[SESSION_COOKIE] === undefined && !request.headers.authorization;
    const timeZone = pageTimeZone(request);
    // A visitor's page depends on the address, the language, the zone and the preferences it draws.
    const key = ["page", url, locale, timeZone, ...DRAWN_PREFERENCES.map((name) => request.cookies[name] ?? "")].join("\u0000");
    const stored = visitor ? await cache.lookup(key) : undefined;
    if (stored?.body) {
      // Stored compressed (brotli, as nearly every browser takes it): a hit is sent as it is.
      const status = Number(stored.body.slice(0, 3));
      const compressed = Buffer.from(stored.body.slice(3), "base64");
      return sendPage(reply.header("x-visitor-cache", "hit"), status, { brotli: compressed }, true);
    }
    try {
      const page = await renderer.render({
        url,
        origin,
        cookies: request.cookies,
        locale,
        timeZone,
        now: deps.now().getTime(),
        theme: dark ? "dark" : "light",
        fetch: (path, init) => callApi(app, request, path, init),
      });
      const html = documents.render({ lang: languageTag(locale), dir: direction(locale), dark, head: page.head, body: page.body, state: page.state, pathname, signedIn: !visitor, dataSaver });
      if (!stored) return sendPage(reply, page.status, html, false);
      const compressed = await brotli(html, BROTLI_OPTIONS);
      await cache.store(key, stored.generation, `${page.status}${compressed.toString("base64")}`);
      return sendPage(reply.header("x-visitor-cache", "miss"), page.status, { html, brotli: compressed }, true);
    } catch (error) {
      // A page that cannot be drawn here is drawn by the browser: the visitor still gets it.
      request.log.error({ err: error, url }, "server render failed");
      return sendPage(reply, known ? 200 : 404, shell(), false);
    }
  });
}

/** A page as text, or already compressed with brotli (from the visitor cache), or both. */
type PageBody = string | { html?: string; brotli: Buffer };

async function sendPage(reply: FastifyReply, status: number, body: PageBody, shared: boolean): Promise<FastifyReply> {
  reply
    .status(status)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-cache")
    .header("vary", shared ? "Accept-Encoding, Accept-Language, Cookie" : "Accept-Encoding, Cookie");
  // The not-found handler is no route, so @fastify/compress's per-route hook never sees a page:
  // compressed here, off the main thread (zlib's pool), at the JSON answers' cheap brotli level.
  const accepted = String(reply.request.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepted)) return reply.header("content-encoding", "br").send(typeof body === "string" ? await brotli(body, BROTLI_OPTIONS) : body.brotli);
  const html = typeof body === "string" ? body : (body.html ?? (await unbrotli(body.brotli)).toString("utf8"));
  if (/\bgzip\b/.test(accepted)) return reply.header("content-encoding", "gzip").send(await gzip(html));
  return reply.send(html);
}

const brotli = promisify(zlib.brotliCompress);
const unbrotli = promisify(zlib.brotliDecompress);
const gzip = promisify(zlib.gzip);
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/** The API, called in process (Fastify's inject) with the page request's cookies and language. */
async function callApi(app: FastifyInstance, request: FastifyRequest, path: string, init: RequestInit): Promise<Response> {
  const headers: Record<string, string> = {};
  for (const name of PASSED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === "string") headers[name] = value;
  }
  new Headers(init.headers).forEach((value, name) => {
    headers[name] = value;
  });
  const answer = await app.inject({ method: "GET", url: path, headers, remoteAddress: request.ip });
  return new Response(answer.statusCode === 204 ? null : answer.body, { status: answer.statusCode, headers: { "content-type": String(answer.headers["content-type"] ?? "application/json") } });
}

const knownLocales = new Map<string, Locale>(LOCALES.map((locale) => [locale.toLowerCase(), locale]));

/** The page's language: `?lang=`, else the saved choice (`dz_locale`), else Accept-Language, else English. */
function pageLocale(request: FastifyRequest): Locale {
  const query = (request.query as Record<string, unknown> | undefined)?.lang;
  const accepted = (request.headers["accept-language"] ?? "").split(",").map((part) => part.split(";")[0]?.trim() ?? "");
  for (const candidate of [typeof query === "string" ? query : "", request.cookies.dz_locale ?? "", ...accepted]) {
    const lower = candidate.toLowerCase();
    const match = knownLocales.get(lower) ?? knownLocales.get(lower.split("-")[0] ?? "");
    if (match) return match;
  }
  return "en";
}

/** The zone dates are written in: the browser's (`dz_tz`, public/theme-init.js), else the user's, else the site's. */
function pageTimeZone(request: FastifyRequest): string {
  const cookie = request.cookies.dz_tz;
  if (cookie && isTimeZone(cookie)) return cookie;
  return request.auth?.user.timeZone ?? DEFAULT_TIME_ZONE;
}

function languageTag(locale: Locale): string {
  if (locale === "pt-br") return "pt-BR";
  return locale === "le" ? "en" : locale;
}

function direction(locale: Locale): "ltr" | "rtl" {
  return RTL_LOCALES.includes(locale) ? "rtl" : "ltr";
}
