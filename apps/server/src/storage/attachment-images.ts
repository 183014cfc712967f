import { COMMENT_LIMITS, COMMENT_MESSAGES } from "@dizilog/shared/api/comment-ids";
import { randomToken } from "../lib/tokens.js";
import { type ImageRules, IMAGE_MAX_PIXELS, decodeImage, encodeImage, inspectImage, WEBP_OUTPUT } from "./image-pipeline.js";
import type { Storage } from "./storage.js";

/**
 * The pictures attached to what people write — a comment's image, a wall post's images — one
 * pipeline for both (decision 0031): the comment image rules (png, jpeg, gif or webp by content, at
 * most 2,000,000 bytes, at least 500 px wide, within the pixel limit) on the form's field, re-encoded
 * to WebP without metadata, at most 1600 px a side (enough for a full-width picture on a wide
 * screen). An animated GIF keeps its first frame (moving pictures come from the GIF provider).
 */
export interface AttachmentTarget {
  /** The storage folder and the `/media/<folder>/` path: `comments`, `posts` or `news` (an article's cover). */
  folder: "comments" | "posts" | "news";
  /** The form field an error names: a comment's `image`, a post's `images`, a news article's `cover`. */
  field: "image" | "images" | "cover";
}

export interface StoredImage {
  kind: "image";
  key: string;
  url: string;
  width: number;
  height: number;
}

const MAX_SIDE = 1600;

function rulesOf(target: AttachmentTarget): ImageRules {
  return {
    field: target.field,
    maxBytes: COMMENT_LIMITS.imageMaxBytes,
    maxPixels: IMAGE_MAX_PIXELS,
    minWidth: COMMENT_LIMITS.imageMinWidth,
    messages: { size: COMMENT_MESSAGES.imageSize, type: COMMENT_MESSAGES.imageType, pixels: COMMENT_MESSAGES.imagePixels, width: COMMENT_MESSAGES.imageWidth },
  };
}

/**
 * Checks every image first (nothing is stored when one fails), then re-encodes and stores each
 * under `<folder>/<random>.webp`, served at `/media/<folder>/<random>.webp`. A failure on the way
 * removes what was stored.
 */
export async function storeAttachmentImages(storage: Storage, images: Buffer[], target: AttachmentTarget): Promise<StoredImage[]> {
  const rules = rulesOf(target);
  for (const bytes of images) await inspectImage(bytes, rules);
  const stored: StoredImage[] = [];
  try {
    for (const bytes of images) {
      const pipeline = decodeImage(bytes, rules).resize(MAX_SIDE, MAX_SIDE, { fit: "inside", withoutEnlargement: true }).webp(WEBP_OUTPUT);
      const { data, info } = await encodeImage(pipeline, rules);
      const name = randomToken(12).toLowerCase().replace(/[^a-z0-9]/g, "x");
      const key = `${target.folder}/${name}.webp`;
      await storage.put(key, data, "image/webp");
      stored.push({ kind: "image", key, url: `/media/${target.folder}/${name}.webp`, width: info.width, height: info.height });
    }
  } catch (error) {
    await deleteAttachmentImages(storage, stored.map((image) => image.key));
    throw error;
  }
  return stored;
}

/** Removes stored attachment images (after the transaction that deleted or removed what held them committed). */
export async function deleteAttachmentImages(storage: Storage, keys: string[]): Promise<void> {
  for (const key of keys) await storage.deletePrefix(key);
}
