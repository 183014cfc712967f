import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { type Client, type Res, multipart } from "../accounts/helpers.js";

/** The sample files documented in docs/import/FORMATS.md. */
export const SAMPLES = {
  trakt: fileURLToPath(new URL("../../../../docs/import/trakt-sample.json", import.meta.url)),
  tvtime: fileURLToPath(new URL("../../../../docs/import/tvtime-seen_episode.csv", import.meta.url)),
};

export const readSample = (name: keyof typeof SAMPLES) => readFile(SAMPLES[name]);

/** POST /api/me/import/preview with a file (multipart). */
export async function preview(client: Client, source: string, bytes: Buffer | string, filename = "export"): Promise<Res> {
  const { payload, headers } = await multipart({
    source,
    file: { bytes: Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes), filename, type: "application/octet-stream" },
  });
  return client.request({ method: "POST", url: "/api/me/import/preview", payload, headers });
}

export function commit(client: Client, token: string): Promise<Res> {
  return client.post("/api/me/import/commit", { token });
}

/** Previews and commits a file; throws unless both answer 200. */
export async function importFile(client: Client, source: string, bytes: Buffer | string) {
  const previewed = await preview(client, source, bytes);
  if (previewed.statusCode !== 200) throw new Error(`preview answered ${previewed.statusCode}: ${previewed.body}`);
  const committed = await commit(client, previewed.json().token);
  if (committed.statusCode !== 200) throw new Error(`commit answered ${committed.statusCode}: ${committed.body}`);
  return { preview: previewed.json().data, written: committed.json().data.written, skippedLists: committed.json().data.skipped_lists as string[] };
}
