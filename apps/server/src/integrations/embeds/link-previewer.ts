import type { EmbedKind } from "@dizilog/shared/api/embed-ids";

/** What the server read of a link: the card a post shows (api-contract `Embed`). */
export interface LinkPreview {
  kind: EmbedKind;
  /** The page's address after redirects. */
  url: string;
  title: string | null;
  /** At most 150 characters, cut on a word with an ellipsis. */
  description: string | null;
  siteName: string | null;
  /** Our copy of the page's image (`/media/embeds/<sha256>.webp`), never the page's own address; null when there is none or it could not be read. */
  image: string | null;
  /** The player of a whitelisted video host (`video-hosts.ts`), only when `kind` is `video`. */
  video: string | null;
}

/**
 * Reads a link's page for its card. The page is fetched by the server, so an implementation must
 * refuse anything but the public internet (decision 26); it throws `LinkPreviewError` for every
 * refusal and failure, whatever the reason, so that the API has one answer for them.
 */
export interface LinkPreviewer {
  preview(url: string): Promise<LinkPreview>;
  /**
   * A remote image's bytes (a TVmaze poster for a link-preview image, decision 0040) through the
   * same guard, bounded in time and size; null on any refusal or failure, never a throw.
   */
  fetchImage(url: string): Promise<Buffer | null>;
}

/** Why a link could not be read; `reason` goes to the log, never to the client. */
export class LinkPreviewError extends Error {
  constructor(
    readonly reason: "refused" | "failed",
    message: string,
  ) {
    super(message);
  }
}
