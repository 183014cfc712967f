import sharp from "sharp";
import { ACCOUNT_MESSAGES } from "@dizilog/shared";
import { AppError } from "../errors.js";
import { randomToken } from "../lib/tokens.js";
import type { Storage } from "./storage.js";

export const AVATAR_MAX_BYTES = 2_000_000;
/**
 * The most pixels an avatar may have: 4096 × 4096 (a 12 MP phone photo fits). The header is read
 * first and anything larger is refused before decoding; a valid 40 MP PNG raised the server to
 * 965 MB when this was 40 MP and every size decoded the upload again.
 */
export const AVATAR_MAX_PIXELS = 4096 * 4096;
export const AVATAR_SIZES = [64, 256] as const;
const ALLOWED = new Set(["png", "jpeg", "gif", "webp"]);

/**
 * Checks an upload by its content (not its name or declared type), re-encodes it to WebP at the
 * sizes the site shows, without metadata, and stores it. Answers the storage key.
 */
export async function storeAvatar(storage: Storage, userId: number, bytes: Buffer): Promise<string> {
  if (bytes.length > AVATAR_MAX_BYTES) throw AppError.field("avatar", ACCOUNT_MESSAGES.uploadSize);
  if (bytes.length === 0) throw AppError.field("avatar", ACCOUNT_MESSAGES.uploadType);
  // The header only, without sharp's pixel limit: over it, sharp throws an error that would read
  // as a wrong type; the dimension check below answers it. Decoding (below) keeps the limit.
  const meta = await Promise.resolve()
    .then(() => sharp(bytes, { limitInputPixels: false, failOn: "error" }).metadata())
    .catch(() => {
      throw AppError.field("avatar", ACCOUNT_MESSAGES.uploadType);
    });
  const format = meta.format;
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (!format || !ALLOWED.has(format)) throw AppError.field("avatar", ACCOUNT_MESSAGES.uploadType);
  if (!width || !height || width * height > AVATAR_MAX_PIXELS) throw AppError.field("avatar", ACCOUNT_MESSAGES.uploadDimensions);

  // The upload is decoded once, to the largest size; the smaller sizes are made from that.
  const largest = Math.max(...AVATAR_SIZES);
  const square = await sharp(bytes, { limitInputPixels: AVATAR_MAX_PIXELS, animated: false, failOn: "error" })
    .rotate()
    .resize(largest, largest, { fit: "cover" })
    .png()
    .toBuffer()
    .catch(() => {
      // A header that promises an image over data that does not decode (truncated, corrupt).
      throw AppError.field("avatar", ACCOUNT_MESSAGES.uploadType);
    });
  const key = `${userId}/${randomToken(6).toLowerCase().replace(/[^a-z0-9]/g, "x")}`;
  for (const size of AVATAR_SIZES) {
    // Only the first frame of an animation; sharp drops EXIF/ICC unless asked to keep them.
    const webp = await sharp(square).resize(size, size).webp({ quality: 82 }).toBuffer();
    await storage.put(`avatars/${key}/${size}.webp`, webp, "image/webp");
  }
  return key;
}
