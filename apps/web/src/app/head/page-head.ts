import type { QueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";

/** What a page says about itself to crawlers and link previews (rendered by renderHeadTags). */
export interface PageHead {
  /** The page's own title, without the site's name. */
  title: string;
  description?: string | undefined;
  /** Root-relative or absolute address of a 1200×630 raster image (packages/shared seo.ts). */
  image?: string | undefined;
  imageAlt?: string | undefined;
  type?: "website" | "video.tv_show" | "video.episode" | "profile" | "article" | undefined;
  jsonLd?: object[] | undefined;
  noindex?: boolean | undefined;
}

export interface HeadContext {
  origin: string;
  pathname: string;
  search: string;
  locale: string;
}

export interface RouteHeadInput {
  pathname: string;
  search: string;
  client: QueryClient;
  t: TFunction;
  lang: string;
}

/** The head of the page at this address, from the data its render left in the query cache. */
export function headForPath(input: RouteHeadInput): PageHead {
  return { title: input.t("appName", { defaultValue: "Dizilog" }) };
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The tags of a head, as HTML for the server's document. */
export function renderHeadTags(head: PageHead, context: HeadContext): string {
  return `<title>${escapeHtml(head.title === "Dizilog" ? head.title : `${head.title} · Dizilog`)}</title><link rel="canonical" href="${escapeHtml(context.origin + context.pathname)}">`;
}
