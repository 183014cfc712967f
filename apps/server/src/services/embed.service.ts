import { createHash } from "node:crypto";
import { EMBED_MESSAGES } from "@dizilog/shared/api/embed-ids";
import type { Ctx } from "../context.js";
import { AppError } from "../errors.js";
import { type LinkPreview, LinkPreviewError } from "../integrations/embeds/link-previewer.js";

/** A page's card changes rarely; a link that failed may work in a moment (a site down, a slow answer). */
const PREVIEW_TTL_SECONDS = 6 * 60 * 60;
const FAILURE_TTL_SECONDS = 2 * 60;

type CachedPreview = { ok: true; preview: LinkPreview } | { ok: false };

/**
 * The cache key of a link: the address as the URL parser writes it (scheme and host lower-cased,
 * default port and fragment dropped), hashed so that a 2,000-character link makes a short key.
 */
export function embedCacheKey(link: string): string {
  const url = new URL(link);
  url.hash = "";
  return `embeds:v2:${createHash("sha256").update(url.href).digest("base64url")}`;
}

/**
 * The card of a link for a post (POST /api/embeds): read by the server behind the SSRF guard
 * (`deps.links`, decision 26) and cached by link, failures too for a short while, so that a link
 * pasted by many users (or typed again) is read once. Refused or failed, whatever the reason: 422
 * on `url` with the contract's one message.
 */
export async function previewLink(ctx: Ctx, link: string): Promise<LinkPreview> {
  const { cache, links } = ctx.deps;
  const key = embedCacheKey(link);
  const cached = await cache.get<CachedPreview>(key);
  if (cached) {
    if (cached.ok) return cached.preview;
    throw AppError.field("url", EMBED_MESSAGES.unreadable);
  }
  try {
    const preview = await links.preview(link);
    await cache.set(key, { ok: true, preview } satisfies CachedPreview, PREVIEW_TTL_SECONDS);
    return preview;
  } catch (error) {
    if (!(error instanceof LinkPreviewError)) throw error;
    await cache.set(key, { ok: false } satisfies CachedPreview, FAILURE_TTL_SECONDS);
    throw AppError.field("url", EMBED_MESSAGES.unreadable);
  }
}
