import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";
import { isClientRoute } from "@dizilog/shared";
import { errorBody } from "./error-handler.js";
import { WEB_DIST_DIR } from "../paths.js";

const ALWAYS_FRESH = new Set(["sw.js", "manifest.webmanifest", "offline.html", "offline.js"]);

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
        // The service worker, the manifest and the offline page keep their names across deploys:
        // always asked again, so a new build reaches the browser (the worker then updates itself).
        // (`filePath` is the file sent: `sw.js.br` for a browser taking brotli.)
        else if (ALWAYS_FRESH.has(path.basename(filePath).replace(/\.(br|gz)$/, ""))) res.header("cache-control", "no-cache");
      },
    });
  }
  const html = hasClient ? readFileSync(indexFile, "utf8") : undefined;
  const pageHtml = html ? withPagePreloads(html, readManifest()) : undefined;

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const wantsPage = request.method === "GET" && !pathname.startsWith("/api/") && !pathname.startsWith("/media/");
    if (!wantsPage || !html) return reply.status(404).send(errorBody(request, "not_found"));
    return reply
      .status(isClientRoute(pathname) ? 200 : 404)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(pageHtml?.(pathname) ?? html);
  });
}

/** A deep link's lazy page: its code is fetched with the entry instead of after it has run. */
const DEEP_LINKED_PAGES: [RegExp, string][] = [
  [/^\/shows\/[^/]+\/?$/, "src/pages/show-page.tsx"],
  [/^\/shows\/[^/]+\/season-\d+\/?$/, "src/pages/season-page.tsx"],
  [/^\/shows\/[^/]+\/season-\d+\/episode-\d+\/?$/, "src/pages/episode-page.tsx"],
  [/^\/person\/[^/]+\/?$/, "src/pages/person-page.tsx"],
];

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

function readManifest(): Manifest | undefined {
  const file = path.join(WEB_DIST_DIR, ".vite", "manifest.json");
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Manifest;
  } catch {
    return undefined;
  }
}

/**
 * index.html with `modulepreload` links for the lazy chunk of the page a path opens (and the
 * chunks it imports that the entry does not already preload), from Vite's manifest: on a phone a
 * deep link to a show otherwise waits for the entry to run before it asks for the page's code.
 */
function withPagePreloads(html: string, manifest: Manifest | undefined): ((pathname: string) => string) | undefined {
  if (!manifest) return undefined;
  const byPage = new Map<string, string>();
  for (const [, source] of DEEP_LINKED_PAGES) {
    const entry = manifest[source];
    if (!entry) continue;
    const files = new Set<string>();
    const css = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const sheet of chunk.css ?? []) css.add(sheet);
      for (const next of chunk.imports ?? []) visit(next);
    };
    visit(source);
    // The page texts (i18n namespace `pages`) a lazy page waits for: English always (every language
    // falls back to it, so i18next loads it too); otherwise they are asked for only once the entry
    // has run.
    const texts = manifest["src/i18n/locales/pages/en.json"];
    if (texts) files.add(texts.file);
    // Low priority: the page's code runs only after the entry (vendor, shell), which should have the
    // connection first; it does not block the first paint either (at high priority Lighthouse counts
    // these ~28 files as render-blocking on a phone).
    const links = [
      ...[...files].filter((file) => !html.includes(`"/${file}"`)).map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`),
      ...[...css].filter((file) => !html.includes(`"/${file}"`)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ];
    byPage.set(source, html.replace("</head>", `    ${links.join("\n    ")}\n  </head>`));
  }
  return (pathname) => {
    const page = DEEP_LINKED_PAGES.find(([pattern]) => pattern.test(pathname));
    return (page && byPage.get(page[1])) ?? html;
  };
}
