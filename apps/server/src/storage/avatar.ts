import { ACCOUNT_MESSAGES } from "@dizilog/shared";
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS } from "./image-pipeline.js";
import type { Storage } from "./storage.js";
import { type UserImageKind, storeUserImage } from "./user-images.js";

export const AVATAR_MAX_BYTES = IMAGE_MAX_BYTES;
export const AVATAR_MAX_PIXELS = IMAGE_MAX_PIXELS;
export const AVATAR_SIZES = [64, 256] as const;

/** The avatar: a square at 64 and 256 px (storage/user-images.ts). */
export const AVATAR_IMAGE: UserImageKind = {
  folder: "avatars",
  rules: {
    field: "avatar",
    maxBytes: AVATAR_MAX_BYTES,
    maxPixels: AVATAR_MAX_PIXELS,
    messages: { size: ACCOUNT_MESSAGES.uploadSize, type: ACCOUNT_MESSAGES.uploadType, pixels: ACCOUNT_MESSAGES.uploadDimensions },
  },
  aspect: 1,
  widths: AVATAR_SIZES,
};

/**
 * Checks an upload (storage/image-pipeline.ts), re-encodes it to WebP at the sizes the site shows,
 * without metadata, and stores it. Answers the storage key.
 */
export async function storeAvatar(storage: Storage, userId: number, bytes: Buffer): Promise<string> {
  return storeUserImage(storage, AVATAR_IMAGE, userId, bytes);
}
