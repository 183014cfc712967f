import sharp, { type OutputInfo, type Sharp } from "sharp";
import { AppError } from "../errors.js";

/**
 * The one pipeline every uploaded image goes through (avatars, profile covers, comment images): checked by its
 * content, never by its name or declared type; refused from its header when it has too many
 * pixels, before anything is decoded; decoded once with the same pixel limit, first frame only,
 * turned upright by its EXIF orientation; and re-encoded by the caller, which drops every
 * metadata block (EXIF with its GPS position, ICC, XMP) since sharp keeps none unless asked.
 */
export const IMAGE_MAX_BYTES = 2_000_000;

/**
 * The most pixels an image may have: 4096 × 4096 (a 12 MP phone photo fits). Anything larger is
 * refused from the header; a valid 40 MP PNG raised the server to 965 MB when this was 40 MP.
 */
export const IMAGE_MAX_PIXELS = 4096 * 4096;

/**
 * How uploads are re-encoded: WebP at quality 82 with encoder effort 2 of 6. Effort 4 (sharp's
 * default) took 157 ms for a 720 × 477 photo on these machines and effort 2 73 ms for a file 4.6 %
 * larger (the photo is stored once and sent many times, but the poster waits for every encode).
 */
export const WEBP_OUTPUT = { quality: 82, effort: 2 } as const;

const ALLOWED_FORMATS = new Set(["png", "jpeg", "gif", "webp"]);

/** The rules of one kind of upload, and the field and messages its errors name. */
export interface ImageRules {
  field: string;
  maxBytes: number;
  maxPixels: number;
  /** The narrowest image taken, upright (comment images: 500 px). */
  minWidth?: number;
  /** The formats taken, by content (default: png, jpeg, gif and webp). */
  formats?: readonly string[];
  messages: { size: string; type: string; pixels: string; width?: string };
}

/** What the header says: the format and the upright dimensions. */
export interface InspectedImage {
  format: string;
  width: number;
  height: number;
}

/**
 * Checks an upload against the rules from its header alone: size in bytes, a known format,
 * the pixel limit and the minimum width. Each failure is a 422 on the rules' field naming the rule.
 */
export async function inspectImage(bytes: Buffer, rules: ImageRules): Promise<InspectedImage> {
  const fail = (message: string) => AppError.field(rules.field, message);
  if (bytes.length > rules.maxBytes) throw fail(rules.messages.size);
  if (bytes.length === 0) throw fail(rules.messages.type);
  // The header only, without sharp's pixel limit: over it, sharp throws an error that would read
  // as a wrong type; the pixel check below answers it. Decoding keeps the limit.
  const meta = await Promise.resolve()
    .then(() => sharp(bytes, { limitInputPixels: false, failOn: "error" }).metadata())
    .catch(() => {
      throw fail(rules.messages.type);
    });
  if (!meta.format || !(rules.formats ? rules.formats.includes(meta.format) : ALLOWED_FORMATS.has(meta.format))) throw fail(rules.messages.type);
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (!width || !height || width * height > rules.maxPixels) throw fail(rules.messages.pixels);
  // EXIF orientations 5 to 8 turn the image a quarter: its upright width is the stored height.
  const upright = (meta.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
  if (rules.minWidth && upright.width < rules.minWidth) throw fail(rules.messages.width ?? rules.messages.type);
  return { format: meta.format, ...upright };
}

/** The decoder of an inspected upload (pixel limit, first frame, upright); the caller resizes and encodes. */
export function decodeImage(bytes: Buffer, rules: ImageRules): Sharp {
  return sharp(bytes, { limitInputPixels: rules.maxPixels, animated: false, failOn: "error" }).rotate();
}

/**
 * Runs an encode of `decodeImage`; a header that promised an image over data that does not decode
 * (truncated, corrupt) is the wrong-type error, not a 500.
 */
export async function encodeImage(pipeline: Sharp, rules: ImageRules): Promise<{ data: Buffer; info: OutputInfo }> {
  return pipeline.toBuffer({ resolveWithObject: true }).catch(() => {
    throw AppError.field(rules.field, rules.messages.type);
  });
}
