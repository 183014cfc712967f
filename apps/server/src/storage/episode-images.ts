import { CONTRIB_LIMITS, CONTRIB_MESSAGES } from "@dizilog/shared/api";
import { randomToken } from "../lib/tokens.js";
import { type ImageRules, IMAGE_MAX_PIXELS, WEBP_OUTPUT, decodeImage, encodeImage, inspectImage } from "./image-pipeline.js";
import type { Storage } from "./storage.js";

/**
 * An episode's image (decision 0049), through the one image pipeline: png, jpeg, gif or webp by
 * content, at most 2,000,000 bytes, at least 320 px wide, within the pixel limit, re-encoded to WebP
 * without metadata at most 1600 px a side, stored under `episode-images/<random>.webp`.
 */
export const EPISODE_IMAGE_RULES: ImageRules = {
  field: "image",
  maxBytes: CONTRIB_LIMITS.imageMaxBytes,
  maxPixels: IMAGE_MAX_PIXELS,
  minWidth: CONTRIB_LIMITS.imageMinWidth,
  messages: { size: CONTRIB_MESSAGES.imageSize, type: CONTRIB_MESSAGES.imageType, pixels: CONTRIB_MESSAGES.imagePixels, width: CONTRIB_MESSAGES.imageWidth },
};

const MAX_SIDE = 1600;

export interface StoredEpisodeImage {
  key: string;
  url: string;
  width: number;
  height: number;
}

/** Checks, re-encodes and stores one episode image; a failure stores nothing. */
export async function storeEpisodeImage(storage: Storage, bytes: Buffer): Promise<StoredEpisodeImage> {
  await inspectImage(bytes, EPISODE_IMAGE_RULES);
  const pipeline = decodeImage(bytes, EPISODE_IMAGE_RULES).resize(MAX_SIDE, MAX_SIDE, { fit: "inside", withoutEnlargement: true }).webp(WEBP_OUTPUT);
  const { data, info } = await encodeImage(pipeline, EPISODE_IMAGE_RULES);
  const name = randomToken(12).toLowerCase().replace(/[^a-z0-9]/g, "x");
  const key = `episode-images/${name}.webp`;
  await storage.put(key, data, "image/webp");
  return { key, url: `/media/episode-images/${name}.webp`, width: info.width, height: info.height };
}

/** Removes a stored episode image (after the transaction that deleted its row committed, or one that failed). */
export async function deleteEpisodeImageFile(storage: Storage, key: string): Promise<void> {
  await storage.deletePrefix(key);
}
