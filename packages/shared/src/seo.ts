/**
 * What a crawler reads: the link-preview image of a page (a 1200×630 JPEG the server renders once
 * with sharp and keeps) and its address, shared by the server (routes/seo) and the page heads
 * (apps/web/src/app/head).
 */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

/** The kinds of item that have a link-preview image of their own. */
export const OG_KINDS = ["show", "episode", "person", "user", "list", "review", "post", "couple"] as const;
export type OgKind = (typeof OG_KINDS)[number];

/** The preview image of an item, by its numeric id (root-relative: heads make it absolute). */
export function ogImagePath(kind: OgKind, id: number): string {
  return `/og/${kind}/${id}.jpg`;
}

/** The site's own card, for pages that are not one item (explore, community, a genre). */
export const OG_SITE_IMAGE_PATH = "/og/site.jpg";
