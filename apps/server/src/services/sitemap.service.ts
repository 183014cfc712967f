import type { Ctx } from "../context.js";
import { itemPaths } from "../domain/item-paths.js";
import { pathSegment } from "../lib/sitemap-xml.js";
import { actorFor } from "../policies/index.js";
import { listVisibility } from "../policies/list.policy.js";
import { newsPath, newsSitemapRows } from "../repositories/news.repository.js";
import { sitemapEpisodes, sitemapGenres, sitemapLists, sitemapMaxIds, sitemapPeople, sitemapShows } from "../repositories/sitemap.repository.js";

/** The sections of the sitemap, each served as `/sitemaps/{section}-{n}.xml` (decision 0040). */
export const SITEMAP_SECTIONS = ["pages", "shows", "episodes", "people", "genres", "lists", "news"] as const;
export type SitemapSection = (typeof SITEMAP_SECTIONS)[number];

/** The protocol's limit of URLs per file; a file covers this many ids, so it never holds more. */
export const SITEMAP_IDS_PER_FILE = 50_000;

/** The public pages that are not one item. */
const PAGES = ["/", "/explore", "/community", "/birthdays", "/airing-today", "/home", "/upcoming", "/trending", "/people", "/mood", "/charts", "/pairs", "/news", "/buzz", "/pro"];

export interface SitemapEntry {
  /** Root-relative; the route makes it absolute with the app's address. */
  path: string;
  lastmod?: Date | undefined;
}

/** Every section file there is: one for the pages and the genres, one per range of ids for the rest (at least one). */
export async function sitemapFiles(ctx: Ctx): Promise<{ section: SitemapSection; n: number }[]> {
  const highest = await sitemapMaxIds(ctx.db);
  const count = (maxId: number) => Math.max(1, Math.ceil(maxId / SITEMAP_IDS_PER_FILE));
  const files = (section: SitemapSection, n: number) => Array.from({ length: n }, (_, i) => ({ section, n: i + 1 }));
  return [
    ...files("pages", 1),
    ...files("shows", count(highest.shows)),
    ...files("episodes", count(highest.episodes)),
    ...files("people", count(highest.people)),
    ...files("genres", 1),
    ...files("lists", count(highest.lists)),
    // News: one file, the newest articles (decision 0047).
    ...files("news", 1),
  ];
}

/**
 * The public pages of one section file; undefined when there is no such file (the route's 404).
 * Lists: only those a signed-out visitor sees (the list policy's rule as data); no user's pages.
 */
export async function sitemapEntries(ctx: Ctx, section: SitemapSection, n: number): Promise<SitemapEntry[] | undefined> {
  if (!(await sitemapFiles(ctx)).some((file) => file.section === section && file.n === n)) return undefined;
  const range = { after: (n - 1) * SITEMAP_IDS_PER_FILE, upTo: n * SITEMAP_IDS_PER_FILE };
  switch (section) {
    case "pages":
      return PAGES.map((path) => ({ path }));
    case "genres":
      return (await sitemapGenres(ctx.db)).map((row) => ({ path: `/genre/${pathSegment(row.slug)}` }));
    case "shows":
      return (await sitemapShows(ctx.db, range)).map((row) => ({ path: itemPaths.show(pathSegment(row.slug)) }));
    case "episodes":
      return (await sitemapEpisodes(ctx.db, range)).map((row) => ({ path: itemPaths.episode(pathSegment(row.showSlug), row.seasonNumber, row.number) }));
    case "people":
      return (await sitemapPeople(ctx.db, range)).map((row) => ({ path: `/person/${pathSegment(row.slug)}` }));
    case "lists": {
      const visitor = await actorFor({ ...ctx, actor: undefined, relations: new Map(), roles: {} });
      const rows = await sitemapLists(ctx.db, range, listVisibility(visitor));
      return rows.map((row) => ({ path: itemPaths.list(row.id), lastmod: row.updatedAt }));
    }
    case "news":
      return (await newsSitemapRows(ctx.db, SITEMAP_IDS_PER_FILE)).map((row) => ({ path: newsPath(pathSegment(row.slug)), lastmod: row.updatedAt }));
  }
}
