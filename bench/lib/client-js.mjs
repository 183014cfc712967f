/** The client's initial JavaScript: what index.html makes the browser fetch before the first render. */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export const INITIAL_JS_BUDGET_KB = 150;

/**
 * Every script with a src and every modulepreload link of the built index.html, gzipped with
 * zlib's default level (what a server or CDN sends). Sizes in KB of 1024 bytes.
 * @param {string} distDir  apps/web/dist
 */
export function initialJavaScript(distDir) {
  const indexFile = path.join(distDir, "index.html");
  if (!existsSync(indexFile)) return undefined;
  const html = readFileSync(indexFile, "utf8");
  /** @type {{ kind: string, href: string }[]} */
  const refs = [];
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = /\bsrc\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1];
    if (src) refs.push({ kind: /type\s*=\s*["']module["']/i.test(tag) ? "entry (module)" : "script", href: src });
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    if (!/\brel\s*=\s*["']modulepreload["']/i.test(tag)) continue;
    const href = /\bhref\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1];
    if (href) refs.push({ kind: "modulepreload", href });
  }
  const files = [...new Map(refs.map((r) => [r.href, r])).values()]
    .filter((r) => !/^(https?:)?\/\//.test(r.href))
    .map((r) => {
      const file = path.join(distDir, r.href.replace(/^\//, "").split(/[?#]/)[0]);
      const raw = existsSync(file) ? readFileSync(file) : Buffer.alloc(0);
      return { ...r, exists: raw.length > 0, bytes: raw.length, gzipBytes: raw.length ? zlib.gzipSync(raw).length : 0 };
    });
  const gzipBytes = files.reduce((s, f) => s + f.gzipBytes, 0);
  const bytes = files.reduce((s, f) => s + f.bytes, 0);
  return {
    files,
    bytes,
    gzipBytes,
    gzipKB: gzipBytes / 1024,
    budgetKB: INITIAL_JS_BUDGET_KB,
    pass: gzipBytes / 1024 <= INITIAL_JS_BUDGET_KB,
  };
}
