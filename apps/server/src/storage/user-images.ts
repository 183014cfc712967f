import sharp from "sharp";
import { randomToken } from "../lib/tokens.js";
import { type ImageRules, WEBP_OUTPUT, decodeImage, encodeImage, inspectImage } from "./image-pipeline.js";
import type { Storage } from "./storage.js";

/**
 * A picture a user puts on their profile (the avatar, the cover): stored under
 * `<folder>/<userId>/<random>/<width>.webp`, one file per width, cropped to one aspect ratio. The
 * storage key (`<userId>/<random>`) is the folder of the sizes; each upload gets a new one, so a
 * stored file never changes and the media route caches it for a year.
 */
export interface UserImageKind {
  folder: "avatars" | "covers";
  rules: ImageRules;
  /** Width / height of every stored size (1: a square avatar, 3: a banner). */
  aspect: number;
  widths: readonly number[];
}

const heightOf = (kind: UserImageKind, width: number) => Math.round(width / kind.aspect);

/**
 * Checks an upload (storage/image-pipeline.ts), crops it to the kind's aspect ratio, re-encodes it to
 * WebP at each width without metadata, and stores it. Answers the storage key; a failure stores nothing.
 */
export async function storeUserImage(storage: Storage, kind: UserImageKind, userId: number, bytes: Buffer): Promise<string> {
  await inspectImage(bytes, kind.rules);
  // The upload is decoded once, to the largest size; the smaller sizes are made from that.
  const largest = Math.max(...kind.widths);
  const { data: master } = await encodeImage(
    decodeImage(bytes, kind.rules).resize(largest, heightOf(kind, largest), { fit: "cover" }).png(),
    kind.rules,
  );
  const key = `${userId}/${randomToken(6).toLowerCase().replace(/[^a-z0-9]/g, "x")}`;
  for (const width of kind.widths) {
    const webp = await sharp(master).resize(width, heightOf(kind, width)).webp(WEBP_OUTPUT).toBuffer();
    await storage.put(`${kind.folder}/${key}/${width}.webp`, webp, "image/webp");
  }
  return key;
}

/** Removes one stored upload (every size of it): a replaced or removed picture. */
export async function deleteUserImage(storage: Storage, kind: Pick<UserImageKind, "folder">, key: string): Promise<void> {
  await storage.deletePrefix(`${kind.folder}/${key}`);
}

/** Removes every upload of a user of this kind (account deletion). */
export async function deleteUserImages(storage: Storage, kind: Pick<UserImageKind, "folder">, userId: number): Promise<void> {
  await storage.deletePrefix(`${kind.folder}/${userId}`);
}
