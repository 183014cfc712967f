import sharp from "sharp";
import { ACCOUNT_MESSAGES } from "@dizilog/shared";
import { AppError } from "../errors.js";
import { randomToken } from "../lib/tokens.js";
import type { Storage } from "./storage.js";

export const AVATAR_MAX_BYTES = 2_000_000;
/** Refuses decompression bombs before decoding: 40 megapixels is far above any real avatar. */
const MAX_PIXELS = 40_000_000;
export const AVATAR_SIZES = [64, 256] as const;
const ALLOWED = new Set(["png", "jpeg", "gif", "webp"]);

/**
 * Checks an upload by its content (not its name or declared type), re-encodes it to WebP at the
 * sizes the site shows, without metadata, and stores it. Answers the storage key.
 */
export async function storeAvatar(storage: Storage, userId: number, bytes: Buffer): Promise<string> {
  if (bytes.length > AVATAR_MAX_BYTES) throw AppError.field("avatar", ACCOUNT_MESSAGES.uploadSize);
  // The header only, without sharp's pixel limit: over it, sharp throws an error that would read
  // as a wrong type; the dimension check below answers it. Decoding (below) keeps the limit.
  const meta = await sharp(bytes, { limitInputPixels: false, failOn: "error" })
    .metadata()
    .catch(() => {
      throw AppError.field("avatar", ACCOUNT_MESSAGES.uploadType);
    });
  const format = meta.format;
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (!format || !ALLOWED.has(format)) throw AppError.field("avatar", ACCOUNT_MESSAGES.uploadType);
  if (!width || !height || width * height > MAX_PIXELS) throw AppError.field("avatar", ACCOUNT_MESSAGES.uploadDimensions);

  const key = `${userId}/${randomToken(6).toLowerCase().replace(/[^a-z0-9]/g, "x")}`;
  for (const size of AVATAR_SIZES) {
    // Only the first frame of an animation; sharp drops EXIF/ICC unless asked to keep them.
    const webp = await sharp(bytes, { limitInputPixels: MAX_PIXELS, animated: false })
      .rotate()
      .resize(size, size, { fit: "cover" })
      .webp({ quality: 82 })
      .toBuffer();
    await storage.put(`avatars/${key}/${size}.webp`, webp, "image/webp");
  }
  return key;
}
