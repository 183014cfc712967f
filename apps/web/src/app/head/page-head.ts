import type { QueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";

/*
 * The page heads of the server rendering (issue 15, decision 0041). After a page's tree has rendered
 * on the server, the renderer calls `headForPath` (the head from the data the render left in the
 * query cache) and puts `renderHeadTags` into the document's <head>. Pure functions: they run in
 * Node and touch neither window nor document.
 */

/** What a page says about itself to crawlers and link previews (rendered by renderHeadTags). */
export interface PageHead {
  /** The page's own title, without the site's name. */
  title: string;
  description?: string | undefined;
  /** Root-relative or absolute address of a 1200×630 raster image (packages/shared seo.ts). */
  image?: string | undefined;
  imageAlt?: string | undefined;
  type?: "website" | "video.tv_show" | "video.episode" | "profile" | "article" | undefined;
  /** schema.org objects; root-relative addresses in them are made absolute when rendered. */
  jsonLd?: object[] | undefined;
  noindex?: boolean | undefined;
  /** An article's Open Graph times (`article:published_time`, `article:modified_time`), ISO 8601. */
  article?: { publishedTime: string; modifiedTime?: string | undefined } | undefined;
  /** The page's own path when the requested one is another name of it (`/shows` → `/explore`, an old review slug). */
  canonicalPath?: string | undefined;
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

export { headForPath } from "./head-for-path";
export { renderHeadTags } from "./render-head-tags";
