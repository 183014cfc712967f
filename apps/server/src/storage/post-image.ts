import { COMMENT_LIMITS, COMMENT_MESSAGES } from "@dizilog/shared/api/comment-ids";
import { randomToken } from "../lib/tokens.js";
import { type ImageRules, IMAGE_MAX_PIXELS, decodeImage, encodeImage, inspectImage, WEBP_OUTPUT } from "./image-pipeline.js";
import type { Storage } from "./storage.js";

/** A wall post's images follow the comment image rules (api-contract "The community wall"), on the `images` field. */
const POST_IMAGE_RULES: ImageRules = {
  field: "images",
  maxBytes: COMMENT_LIMITS.imageMaxBytes,
  maxPixels: IMAGE_MAX_PIXELS,
  minWidth: COMMENT_LIMITS.imageMinWidth,
  messages: { size: COMMENT_MESSAGES.imageSize, type: COMMENT_MESSAGES.imageType, pixels: COMMENT_MESSAGES.imagePixels, width: COMMENT_MESSAGES.imageWidth },
};

const MAX_SIDE = 1600;

export interface StoredPostImage {
  key: string;
  url: string;
  width: number;
  height: number;
}

/**
 * Checks every image first (format by content, size, width, pixels: nothing is stored when one
 * fails), then re-encodes each to WebP without metadata (at most 1600 px a side) and stores it
 * under `posts/<random>.webp`, served at `/media/posts/<random>.webp`.
 */
export async function storePostImages(storage: Storage, images: Buffer[]): Promise<StoredPostImage[]> {
  for (const bytes of images) await inspectImage(bytes, POST_IMAGE_RULES);
  const stored: StoredPostImage[] = [];
  try {
    for (const bytes of images) {
      const pipeline = decodeImage(bytes, POST_IMAGE_RULES).resize(MAX_SIDE, MAX_SIDE, { fit: "inside", withoutEnlargement: true }).webp(WEBP_OUTPUT);
      const { data, info } = await encodeImage(pipeline, POST_IMAGE_RULES);
      const name = randomToken(12).toLowerCase().replace(/[^a-z0-9]/g, "x");
      const key = `posts/${name}.webp`;
      await storage.put(key, data, "image/webp");
      stored.push({ key, url: `/media/posts/${name}.webp`, width: info.width, height: info.height });
    }
  } catch (error) {
    await deletePostImages(storage, stored.map((image) => image.key));
    throw error;
  }
  return stored;
}

/** Removes stored post images (after the transaction that deleted their post committed). */
export async function deletePostImages(storage: Storage, keys: string[]): Promise<void> {
  for (const key of keys) await storage.deletePrefix(key);
}
