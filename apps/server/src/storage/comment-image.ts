import { COMMENT_LIMITS, COMMENT_MESSAGES } from "@dizilog/shared/api/comment-ids";
import type { StoredCommentPhoto as CommentPhoto } from "../repositories/comment.repository.js";
import { randomToken } from "../lib/tokens.js";
import { type ImageRules, IMAGE_MAX_PIXELS, decodeImage, encodeImage, inspectImage, WEBP_OUTPUT } from "./image-pipeline.js";
import type { Storage } from "./storage.js";

const COMMENT_IMAGE_RULES: ImageRules = {
  field: "image",
  maxBytes: COMMENT_LIMITS.imageMaxBytes,
  maxPixels: IMAGE_MAX_PIXELS,
  minWidth: COMMENT_LIMITS.imageMinWidth,
  messages: { size: COMMENT_MESSAGES.imageSize, type: COMMENT_MESSAGES.imageType, pixels: COMMENT_MESSAGES.imagePixels, width: COMMENT_MESSAGES.imageWidth },
};

/** The largest side a comment image is kept at: enough for a full-width comment on a wide screen. */
const MAX_SIDE = 1600;

/** Storage keys of comment images: `comments/<random>.webp`, served at `/media/comments/<random>.webp`. */
export const commentImagePath = (name: string) => `/media/comments/${name}.webp`;

/**
 * Checks a comment image (png, jpeg, gif or webp by content, at most 2,000,000 bytes, at least
 * 500 px wide, within the pixel limit), re-encodes it to WebP without metadata, at most 1600 px a
 * side, and stores it. An animated GIF keeps its first frame (moving pictures come from the GIF
 * provider). Answers the comment's photo.
 */
export async function storeCommentImage(storage: Storage, bytes: Buffer): Promise<CommentPhoto> {
  await inspectImage(bytes, COMMENT_IMAGE_RULES);
  const pipeline = decodeImage(bytes, COMMENT_IMAGE_RULES).resize(MAX_SIDE, MAX_SIDE, { fit: "inside", withoutEnlargement: true }).webp(WEBP_OUTPUT);
  const { data, info } = await encodeImage(pipeline, COMMENT_IMAGE_RULES);
  const name = randomToken(12).toLowerCase().replace(/[^a-z0-9]/g, "x");
  const key = `comments/${name}.webp`;
  await storage.put(key, data, "image/webp");
  return { kind: "image", url: commentImagePath(name), width: info.width, height: info.height, key };
}

/** Removes stored comment images (after the transaction that deleted their comments committed). */
export async function deleteCommentImages(storage: Storage, keys: string[]): Promise<void> {
  for (const key of keys) await storage.deletePrefix(key);
}
