import sharp from "sharp";
import { ACCOUNT_MESSAGES } from "@dizilog/shared";
import { randomToken } from "../lib/tokens.js";
import { type ImageRules, IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, decodeImage, encodeImage, inspectImage, WEBP_OUTPUT } from "./image-pipeline.js";
import type { Storage } from "./storage.js";

export const AVATAR_MAX_BYTES = IMAGE_MAX_BYTES;
export const AVATAR_MAX_PIXELS = IMAGE_MAX_PIXELS;
export const AVATAR_SIZES = [64, 256] as const;

const AVATAR_RULES: ImageRules = {
  field: "avatar",
  maxBytes: AVATAR_MAX_BYTES,
  maxPixels: AVATAR_MAX_PIXELS,
  messages: { size: ACCOUNT_MESSAGES.uploadSize, type: ACCOUNT_MESSAGES.uploadType, pixels: ACCOUNT_MESSAGES.uploadDimensions },
};

/**
 * Checks an upload (storage/image-pipeline.ts), re-encodes it to WebP at the sizes the site shows,
 * without metadata, and stores it. Answers the storage key.
 */
export async function storeAvatar(storage: Storage, userId: number, bytes: Buffer): Promise<string> {
  await inspectImage(bytes, AVATAR_RULES);
  // The upload is decoded once, to the largest size; the smaller sizes are made from that.
  const largest = Math.max(...AVATAR_SIZES);
  const { data: square } = await encodeImage(decodeImage(bytes, AVATAR_RULES).resize(largest, largest, { fit: "cover" }).png(), AVATAR_RULES);
  const key = `${userId}/${randomToken(6).toLowerCase().replace(/[^a-z0-9]/g, "x")}`;
  for (const size of AVATAR_SIZES) {
    const webp = await sharp(square).resize(size, size).webp(WEBP_OUTPUT).toBuffer();
    await storage.put(`avatars/${key}/${size}.webp`, webp, "image/webp");
  }
  return key;
}
