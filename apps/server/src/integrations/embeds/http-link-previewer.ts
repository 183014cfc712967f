import { EMBED_LIMITS } from "@dizilog/shared/api/embed-ids";
import { IMAGE_MAX_BYTES } from "../../storage/image-pipeline.js";
import { type GuardedFetchOptions, type Resolver, type Transport, nodeTransport, openGuarded, systemResolver } from "./guarded-fetch.js";
import type { Storage } from "../../storage/storage.js";
import { copyEmbedImage, fetchGuardedImage } from "./embed-image.js";
import { type LinkPreview, LinkPreviewError, type LinkPreviewer } from "./link-previewer.js";
import { readPageMetadata } from "./page-metadata.js";
import { videoPlayerFor } from "./video-hosts.js";

export interface HttpLinkPreviewerOptions {
  /** `http://host:port` origins read although their addresses are not public (EMBED_TEST_ORIGINS; never in production). */
  testOrigins: ReadonlySet<string>;
  /** The site's address, named in the User-Agent so that a site owner can see who reads their pages. */
  appUrl: string;
  /** Where a card's image is copied to (the app's `deps.storage`); the card shows our copy, never the third-party address. */
  storage: Storage;
  resolve?: Resolver;
  transport?: Transport;
  /** The whole exchange, redirects and body included (the contract's 5 s). */
  timeoutMs?: number;
  /** The most of a body read before its head ends (the contract's 1 MB). */
  maxBytes?: number;
  /** The most of a card's image read (the image upload rules' 2,000,000 bytes). */
  maxImageBytes?: number;
  maxRedirects?: number;
}

/** Collapsed white space, no control characters; undefined when nothing is left. */
function clean(text: string | undefined): string | undefined {
  // eslint-disable-next-line no-control-regex
  const value = text?.replace(/[\u0000-\u001f\u007f-\u009f\u200b\u2028\u2029]+/g, " ").replace(/\s+/g, " ").trim();
  return value ? value : undefined;
}

/**
 * At most `max` UTF-16 units (what the schema counts), cut at the last word that fits with an
 * ellipsis; a surrogate pair is never split.
 */
export function cutOnWord(text: string, max: number): string {
  if (text.length <= max) return text;
  let kept = "";
  for (const character of text) {
    if (kept.length + character.length > max - 1) break;
    kept += character;
  }
  const space = kept.lastIndexOf(" ");
  // A single long word is cut where it is rather than leaving almost nothing.
  const base = space >= max / 2 ? kept.slice(0, space) : kept;
  return `${base.replace(/[\s,.;:!?·-]+$/u, "")}…`;
}

/** An absolute http(s) address of `value` against the page's address, or null. */
function absoluteWebUrl(value: string | undefined, base: URL): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (url.username || url.password) return null;
    return url.href.length <= EMBED_LIMITS.urlMax ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The link previewer of the product: GET through `openGuarded` (public addresses only, checked
 * every hop, connection pinned to the checked address), 5 s and 1 MB at most, `text/html` only,
 * Open Graph first then `<title>` and the meta description. The page's image is copied to our
 * storage through the same guard and clock (`copyEmbedImage`), so the card's `image` is our media
 * path or null. Every refusal and failure of the page is a `LinkPreviewError`.
 */
export class HttpLinkPreviewer implements LinkPreviewer {
  private readonly fetchOptions: GuardedFetchOptions;
  private readonly timeoutMs: number;
  private readonly maxBytes: number;
  private readonly maxImageBytes: number;
  private readonly storage: Storage;

  constructor(options: HttpLinkPreviewerOptions) {
    this.fetchOptions = {
      resolve: options.resolve ?? systemResolver,
      transport: options.transport ?? nodeTransport,
      testOrigins: options.testOrigins,
      maxRedirects: options.maxRedirects ?? 3,
      userAgent: `Mozilla/5.0 (compatible; DizilogBot/1.0; +${options.appUrl})`,
    };
    this.timeoutMs = options.timeoutMs ?? 5_000;
    this.maxBytes = options.maxBytes ?? 1_000_000;
    this.maxImageBytes = options.maxImageBytes ?? IMAGE_MAX_BYTES;
    this.storage = options.storage;
  }

  async fetchImage(url: string): Promise<Buffer | null> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    try {
      return await fetchGuardedImage(url, this.fetchOptions, controller.signal, this.maxImageBytes);
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  async preview(link: string): Promise<LinkPreview> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    try {
      const page = await openGuarded(link, this.fetchOptions, controller.signal);
      if (page.contentType !== "text/html") {
        page.close();
        throw new LinkPreviewError("failed", `not HTML: ${page.contentType || "no content type"}`);
      }
      if (page.url.href.length > EMBED_LIMITS.urlMax) {
        page.close();
        throw new LinkPreviewError("failed", "the page's address is too long");
      }
      const metadata = await readPageMetadata(page, this.maxBytes, controller.signal);
      const video = videoPlayerFor(link) ?? videoPlayerFor(page.url.href) ?? null;
      const title = clean(metadata.title);
      const description = clean(metadata.description);
      const siteName = clean(metadata.siteName) ?? page.url.hostname.replace(/^www\./, "");
      // The image is read on the page's clock: a slow image leaves the card without one.
      const imageUrl = absoluteWebUrl(clean(metadata.image), page.url);
      const image = imageUrl ? await copyEmbedImage(imageUrl, this.storage, this.fetchOptions, controller.signal, this.maxImageBytes) : null;
      return {
        kind: video ? "video" : "link",
        url: page.url.href,
        title: title ? cutOnWord(title, EMBED_LIMITS.titleMax) : null,
        description: description ? cutOnWord(description, EMBED_LIMITS.descriptionMax) : null,
        siteName: cutOnWord(siteName, EMBED_LIMITS.siteNameMax),
        image,
        video,
      };
    } catch (error) {
      if (error instanceof LinkPreviewError) throw error;
      throw new LinkPreviewError("failed", error instanceof Error ? error.message : String(error));
    } finally {
      clearTimeout(timer);
    }
  }
}
