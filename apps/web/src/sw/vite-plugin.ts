import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const SOURCE = path.resolve(import.meta.dirname, "service-worker.js");

/** The worker's source with its build id and shell list written in. */
function render(build: string, shell: string[]): string {
  return readFileSync(SOURCE, "utf8")
    .replace('"__DZ_BUILD__"', JSON.stringify(build))
    .replace('["__DZ_SHELL__"]', JSON.stringify(shell));
}

/**
 * Writes `/sw.js` (src/sw/service-worker.js): at build time with the app shell's files — the entry
 * chunks the first page loads (vendor, shell), their CSS, and the app icons — and an id made from
 * them, so that a deploy that changes the shell installs a new worker with a new cache. In
 * development the worker is served as it is (no shell list: nothing is cached ahead).
 */
export function serviceWorker(): Plugin {
  return {
    name: "dizilog-service-worker",
    configureServer(server) {
      server.middlewares.use("/sw.js", (_request, response) => {
        response.setHeader("content-type", "text/javascript; charset=utf-8");
        response.setHeader("cache-control", "no-cache");
        response.end(render("dev", []));
      });
    },
    // After the files are written: the shell is what the built index.html loads (its entry script,
    // the chunks it preloads and its stylesheets), read from the page itself.
    writeBundle(options) {
      const dir = options.dir ?? "dist";
      const html = readFileSync(path.join(dir, "index.html"), "utf8");
      const files = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!));
      const shell = [...[...files].sort(), "/icons/icon-192.png", "/icons/badge-96.png"];
      const build = createHash("sha256").update(shell.join("\n")).digest("hex").slice(0, 12);
      writeFileSync(path.join(dir, "sw.js"), render(build, shell));
    },
  };
}
