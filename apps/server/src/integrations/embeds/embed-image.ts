import { type Storage } from "../../storage/storage.js";
import { storeEmbedImage, storedEmbedImage } from "../../storage/embed-image.js";
import { type GuardedFetchOptions, type OpenedPage, openGuarded } from "./guarded-fetch.js";
import { LinkPreviewError } from "./link-previewer.js";

/**
 * A card's image, copied to our storage: GET through the same guard as the page (`openGuarded`:
 * public addresses only, every hop checked, connection pinned, the caller's clock), `image/*`
 * only, at most `maxBytes`, then through the one image pipeline (`storeEmbedImage`: decoded,
 * re-encoded to WebP within 1200 × 630) and stored under the hash of its address. An image stored
 * before is not read again. Answers our media path, or null when the image cannot be had:
 * refused, failed, too large, not an image — a card never points at a third-party host (decision 26).
 */
export async function copyEmbedImage(imageUrl: string, storage: Storage, options: GuardedFetchOptions, signal: AbortSignal, maxBytes: number): Promise<string | null> {
  try {
    const stored = await storedEmbedImage(storage, imageUrl);
    if (stored) return stored;
    const bytes = await fetchGuardedImage(imageUrl, options, signal, maxBytes);
    return bytes && (await storeEmbedImage(storage, imageUrl, bytes));
  } catch {
    return null;
  }
}

/**
 * An image's bytes through the guard (`openGuarded`, the caller's clock): `image/*` only, the
 * download cut past `maxBytes`. Null when the answer is not an image; refusals and failures throw
 * `LinkPreviewError`. Not decoded: the caller's image pipeline does that within its pixel limit.
 */
export async function fetchGuardedImage(imageUrl: string, options: GuardedFetchOptions, signal: AbortSignal, maxBytes: number): Promise<Buffer | null> {
  const answer = await openGuarded(imageUrl, options, signal, "image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9,image/*;q=0.8");
  if (!answer.contentType.startsWith("image/")) {
    answer.close();
    return null;
  }
  return readAtMost(answer, maxBytes, signal);
}

/** The whole body, or a failure as soon as it passes `maxBytes` (the download is cut there) or the clock ends. */
function readAtMost(answer: OpenedPage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    const finish = (error?: LinkPreviewError) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener("abort", onAbort);
      answer.close();
      if (error) reject(error);
      else resolve(Buffer.concat(chunks));
    };
    const onAbort = () => finish(new LinkPreviewError("failed", "timed out"));
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    answer.body.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) return finish(new LinkPreviewError("failed", `image over ${maxBytes} bytes`));
      chunks.push(chunk);
    });
    answer.body.on("end", () => finish());
    answer.body.on("error", (error) => finish(new LinkPreviewError("failed", error.message)));
    answer.body.on("close", () => finish(new LinkPreviewError("failed", "the answer ended early")));
  });
}
