import { createHash } from "node:crypto";
import { type ImageRules, IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, decodeImage, encodeImage, inspectImage, WEBP_OUTPUT } from "./image-pipeline.js";
import type { Storage } from "./storage.js";

/** The rules of a link card's image: the upload rules' bytes and pixels, no minimum width (a card's image is small). */
const EMBED_IMAGE_RULES: ImageRules = {
  field: "image",
  maxBytes: IMAGE_MAX_BYTES,
  maxPixels: IMAGE_MAX_PIXELS,
  // Never shown to anyone: a card whose image fails is a card without one.
  messages: { size: "image too large", type: "not an image", pixels: "too many pixels" },
};

/** The box a card's image is kept within: Open Graph's recommended 1200 × 630. */
const MAX_WIDTH = 1200;
const MAX_HEIGHT = 630;

/** The stored name of a card's image: the SHA-256 of its (absolute) address, so one image is stored once. */
export const embedImageName = (imageUrl: string) => createHash("sha256").update(imageUrl).digest("hex");
/** Storage keys of card images: `embeds/<sha256>.webp`, served at `/media/embeds/<sha256>.webp`. */
export const embedImageKey = (name: string) => `embeds/${name}.webp`;
export const embedImagePath = (name: string) => `/media/embeds/${name}.webp`;

/** Whether the image of `imageUrl` is stored already (read by an earlier card): its path, or undefined. */
export async function storedEmbedImage(storage: Storage, imageUrl: string): Promise<string | undefined> {
  const name = embedImageName(imageUrl);
  const stored = await storage.get(embedImageKey(name));
  if (!stored) return undefined;
  // Written again, so that it counts as new: the daily collection keeps a day-old image that a form
  // has just previewed for the post it is about to send (`collectEmbedImages`).
  await storage.put(embedImageKey(name), stored, "image/webp");
  return embedImagePath(name);
}

/**
 * Stores a link card's image read from `imageUrl`: checked by its content through the one image
 * pipeline (png, jpeg, gif or webp, at most 2,000,000 bytes and the pixel limit, first frame,
 * upright), re-encoded to WebP without metadata within 1200 × 630. Answers its media path; throws
 * when the bytes are not such an image.
 */
export async function storeEmbedImage(storage: Storage, imageUrl: string, bytes: Buffer): Promise<string> {
  await inspectImage(bytes, EMBED_IMAGE_RULES);
  const pipeline = decodeImage(bytes, EMBED_IMAGE_RULES).resize(MAX_WIDTH, MAX_HEIGHT, { fit: "inside", withoutEnlargement: true }).webp(WEBP_OUTPUT);
  const { data } = await encodeImage(pipeline, EMBED_IMAGE_RULES);
  const name = embedImageName(imageUrl);
  await storage.put(embedImageKey(name), data, "image/webp");
  return embedImagePath(name);
}

/** The media path of a stored card image's key (`embeds/<sha256>.webp` → `/media/embeds/<sha256>.webp`). */
export const embedImagePathOfKey = (key: string) => `/media/${key}`;

/**
 * Deletes the stored card images last written before `before` that no post shows (`referenced`
 * answers which of the paths a post's embed holds). A preview's image is kept a while (`before`)
 * for the post its form is about to send; a post that shows it keeps it for good. Answers how many
 * files went.
 */
export async function collectEmbedImages(storage: Storage, before: Date, referenced: (paths: string[]) => Promise<Set<string>>): Promise<number> {
  const old = (await storage.list("embeds")).filter((file) => file.modifiedAt < before);
  if (!old.length) return 0;
  const kept = await referenced(old.map((file) => embedImagePathOfKey(file.key)));
  const unused = old.filter((file) => !kept.has(embedImagePathOfKey(file.key)));
  for (const file of unused) await storage.deletePrefix(file.key);
  return unused.length;
}
