import { existsSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";
import { WEB_DIST_DIR } from "../paths.js";

const ALWAYS_FRESH = new Set(["sw.js", "manifest.webmanifest", "offline.html", "offline.js"]);

/**
 * Serves the built client's files: hashed assets with a year of caching, precompressed. Pages are
 * http/page-render.ts's.
 */
export async function registerStaticClient(app: FastifyInstance): Promise<void> {
  const indexFile = path.join(WEB_DIST_DIR, "index.html");
  const hasClient = existsSync(indexFile);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: WEB_DIST_DIR,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header("cache-control", "public, max-age=31536000, immutable");
        // The service worker, the manifest and the offline page keep their names across deploys:
        // always asked again, so a new build reaches the browser (the worker then updates itself).
        // (`filePath` is the file sent: `sw.js.br` for a browser taking brotli.)
        else if (ALWAYS_FRESH.has(path.basename(filePath).replace(/\.(br|gz)$/, ""))) res.header("cache-control", "no-cache");
      },
    });
  }
}
