import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
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
    generateBundle(_options, bundle) {
      const files = new Set<string>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunk.isEntry) continue;
        for (const file of [chunk.fileName, ...chunk.imports]) files.add(file);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
      }
      const shell = [...files].sort().map((file) => `/${file}`);
      shell.push("/icons/icon-192.png", "/icons/badge-96.png");
      const build = createHash("sha256").update(shell.join("\n")).digest("hex").slice(0, 12);
      this.emitFile({ type: "asset", fileName: "sw.js", source: render(build, shell) });
    },
  };
}
