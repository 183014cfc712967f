import { z } from "zod";
import { systemCtx } from "../../context.js";
import { AppError } from "../../errors.js";
import type { RouteModule } from "../../http/types.js";
import { sitemapIndexXml, urlsetXml } from "../../lib/sitemap-xml.js";
import { SITEMAP_SECTIONS, type SitemapSection, sitemapEntries, sitemapFiles } from "../../services/sitemap.service.js";

const XML = "application/xml; charset=utf-8";
const AN_HOUR = "public, max-age=3600";

/** Paths crawlers are asked to leave alone: the API and the pages that are one signed-in person's. */
const DISALLOWED = ["/api/", "/settings", "/tracker", "/notifications", "/moderation", "/onboarding", "/login", "/register", "/verify-email", "/reset-password"];

/** The robots.txt text: everything allowed but `DISALLOWED`, then the sitemap index. */
export function robotsTxt(appUrl: string): string {
  return ["User-agent: *", "Allow: /", ...DISALLOWED.map((path) => `Disallow: ${path}`), "", `Sitemap: ${appUrl}/sitemap.xml`, ""].join("\n");
}

const isSection = (value: string): value is SitemapSection => (SITEMAP_SECTIONS as readonly string[]).includes(value);

/**
 * `/sitemap.xml` (an index of the section files), `/sitemaps/{section}-{n}.xml` and `/robots.txt`
 * (decision 0040): only public pages, absolute addresses from APP_URL, an hour in caches.
 * Not API: left out of the OpenAPI document.
 */
export const sitemapRoutes: RouteModule = (app, deps) => {
  const appUrl = deps.config.appUrl.replace(/\/+$/, "");
  const limited = { auth: "public" as const, rateLimit: { max: 60, timeWindow: "1 minute" } };

  app.get("/robots.txt", { config: { auth: "public" }, schema: { hide: true } }, async (_request, reply) => {
    return reply.type("text/plain; charset=utf-8").header("cache-control", AN_HOUR).send(robotsTxt(appUrl));
  });

  app.get("/sitemap.xml", { config: limited, schema: { hide: true } }, async (_request, reply) => {
    const files = await sitemapFiles(systemCtx(deps));
    const xml = sitemapIndexXml(files.map(({ section, n }) => ({ loc: `${appUrl}/sitemaps/${section}-${n}.xml` })));
    return reply.type(XML).header("cache-control", AN_HOUR).send(xml);
  });

  app.get(
    "/sitemaps/:name.xml",
    { config: limited, schema: { hide: true, params: z.object({ name: z.string().max(40) }) } },
    async (request, reply) => {
      const match = /^([a-z]+)-([1-9]\d{0,5})$/.exec(request.params.name);
      const section = match?.[1] ?? "";
      if (!match || !isSection(section)) throw new AppError("not_found");
      const entries = await sitemapEntries(systemCtx(deps), section, Number(match[2]));
      if (!entries) throw new AppError("not_found");
      const xml = urlsetXml(entries.map((entry) => ({ loc: `${appUrl}${entry.path}`, lastmod: entry.lastmod })));
      return reply.type(XML).header("cache-control", AN_HOUR).send(xml);
    },
  );
};
