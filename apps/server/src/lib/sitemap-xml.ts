import { escapeXml } from "./xml.js";

/**
 * The sitemap protocol's two documents (sitemaps.org 0.9): a sitemap index and a URL set. Every
 * address is absolute and XML-escaped; a path's segments are percent-encoded with `pathSegment`.
 */

export interface SitemapUrl {
  /** Absolute. */
  loc: string;
  lastmod?: Date | undefined;
}

const HEAD = `<?xml version="1.0" encoding="UTF-8"?>\n`;
const NS = `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"`;

/**
 * One path segment (a slug) percent-encoded as a URL path needs it: `/`, `?`, `#`, spaces and
 * non-ASCII are encoded; the sub-delimiters a path may hold as they are (`&`, `'`, `(`…) stay, and
 * are escaped for XML by the writer.
 */
export function pathSegment(value: string): string {
  return encodeURIComponent(value).replace(/%(21|24|26|27|28|29|2A|2B|2C|3A|3B|3D|40)/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const lastmod = (date: Date | undefined) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : "");

export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const body = urls.map((url) => `<url><loc>${escapeXml(url.loc)}</loc>${lastmod(url.lastmod)}</url>`).join("\n");
  return `${HEAD}<urlset ${NS}>\n${body}${body ? "\n" : ""}</urlset>\n`;
}

export function sitemapIndexXml(files: readonly SitemapUrl[]): string {
  const body = files.map((file) => `<sitemap><loc>${escapeXml(file.loc)}</loc>${lastmod(file.lastmod)}</sitemap>`).join("\n");
  return `${HEAD}<sitemapindex ${NS}>\n${body}${body ? "\n" : ""}</sitemapindex>\n`;
}
