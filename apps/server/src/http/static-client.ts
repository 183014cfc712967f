import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";
import { MESSAGES, isClientRoute } from "@dizilog/shared";
import { WEB_DIST_DIR } from "../paths.js";

/**
 * Serves the built client: hashed assets with a year of caching, index.html for client routes
 * (200) and for every other page path (404, rendered by the client's not-found page).
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
      },
    });
  }
  const html = hasClient ? readFileSync(indexFile, "utf8") : undefined;

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const wantsPage = request.method === "GET" && !pathname.startsWith("/api/") && !pathname.startsWith("/media/");
    if (!wantsPage || !html) return reply.status(404).send({ message: MESSAGES.notFound });
    return reply
      .status(isClientRoute(pathname) ? 200 : 404)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(html);
  });
}
