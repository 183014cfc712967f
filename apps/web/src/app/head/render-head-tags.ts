import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, OG_SITE_IMAGE_PATH } from "@dizilog/shared";
import type { HeadContext, PageHead } from "./page-head";
import { SITE_NAME, clipText, collapseWhitespace, escapeHtml, jsonForScript } from "./head-text";
import { SITE_LANGUAGES, hreflangOf, ogLocaleAlternates, ogLocaleOf } from "./site-languages";

/** A root-relative address ("/shows/x") made absolute on the site's origin; absolute ones stay. */
export function absoluteUrl(address: string, origin: string): string {
  return address.startsWith("/") && !address.startsWith("//") ? `${origin.replace(/\/+$/, "")}${address}` : address;
}

// The JSON-LD builders write the site's own addresses root-relative (headForPath does not know the
// origin); these are the schema.org properties that hold an address, made absolute when rendered.
const URL_PROPERTIES = new Set(["url", "image", "@id", "item", "urlTemplate", "contentUrl", "thumbnailUrl", "sameAs"]);

/** A copy of a JSON-LD tree with every root-relative address in an address property made absolute. */
export function absoluteJsonLd(node: unknown, origin: string, key = ""): unknown {
  if (typeof node === "string") return URL_PROPERTIES.has(key) ? absoluteUrl(node, origin) : node;
  if (Array.isArray(node)) return node.map((item) => absoluteJsonLd(item, origin, key));
  if (node && typeof node === "object") {
    return Object.fromEntries(Object.entries(node).map(([name, value]) => [name, absoluteJsonLd(value, origin, name)]));
  }
  return node;
}

/**
 * The query parameters that make a page another page, in a fixed order: the words of a search,
 * and a page number past the first. Everything else (sorts, filters, `lang`, trackers) reads as
 * the same page.
 */
function canonicalQuery(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  const q = collapseWhitespace(params.get("q") ?? "");
  if (pathname === "/search" && q) kept.set("q", q);
  const page = Number(params.get("page"));
  if (Number.isInteger(page) && page > 1) kept.set("page", String(page));
  const query = kept.toString();
  return query ? `?${query}` : "";
}

/** The page's one address: origin, path (the head's own when it names one) and its defining parameters. */
export function canonicalUrl(head: Pick<PageHead, "canonicalPath">, context: Pick<HeadContext, "origin" | "pathname" | "search">): string {
  const pathname = head.canonicalPath ?? context.pathname;
  return absoluteUrl(`${pathname}${canonicalQuery(pathname, context.search)}`, context.origin);
}

/** The same page in a given language (`?lang=` added to the canonical address). */
function inLanguage(canonical: string, locale: string): string {
  return `${canonical}${canonical.includes("?") ? "&" : "?"}lang=${encodeURIComponent(locale)}`;
}

const meta = (attribute: "name" | "property", key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
const link = (attributes: Record<string, string>) =>
  `<link ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(" ")}>`;

/** The document title: "<title> · Dizilog", or the site's name alone for the home page. */
export function documentTitle(title: string): string {
  const own = collapseWhitespace(title);
  return !own || own === SITE_NAME ? SITE_NAME : `${own} · ${SITE_NAME}`;
}

/** The tags of a head, as HTML for the server's document (every value escaped, one tag a line). */
export function renderHeadTags(head: PageHead, context: HeadContext): string {
  const canonical = canonicalUrl(head, context);
  const title = collapseWhitespace(head.title) || SITE_NAME;
  const description = head.description ? clipText(head.description) : "";
  const image = absoluteUrl(head.image ?? OG_SITE_IMAGE_PATH, context.origin);
  const imageAlt = collapseWhitespace(head.imageAlt ?? "") || title;
  const tags = [
    `<title>${escapeHtml(documentTitle(head.title))}</title>`,
    description && meta("name", "description", description),
    head.noindex && meta("name", "robots", "noindex"),
    link({ rel: "canonical", href: canonical }),
    ...SITE_LANGUAGES.map((locale) => link({ rel: "alternate", hreflang: hreflangOf(locale), href: inLanguage(canonical, locale) })),
    link({ rel: "alternate", hreflang: "x-default", href: canonical }),
    meta("property", "og:site_name", SITE_NAME),
    meta("property", "og:title", title),
    description && meta("property", "og:description", description),
    meta("property", "og:type", head.type ?? "website"),
    meta("property", "og:url", canonical),
    head.article && meta("property", "article:published_time", head.article.publishedTime),
    head.article?.modifiedTime && meta("property", "article:modified_time", head.article.modifiedTime),
    meta("property", "og:locale", ogLocaleOf(context.locale)),
    ...ogLocaleAlternates(context.locale).map((tag) => meta("property", "og:locale:alternate", tag)),
    meta("property", "og:image", image),
    meta("property", "og:image:width", String(OG_IMAGE_WIDTH)),
    meta("property", "og:image:height", String(OG_IMAGE_HEIGHT)),
    meta("property", "og:image:type", "image/jpeg"),
    meta("property", "og:image:alt", imageAlt),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", title),
    description && meta("name", "twitter:description", description),
    meta("name", "twitter:image", image),
    meta("name", "twitter:image:alt", imageAlt),
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json">${jsonForScript(absoluteJsonLd(data, context.origin))}</script>`),
  ];
  return tags.filter(Boolean).join("\n");
}
