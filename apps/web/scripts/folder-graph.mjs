/*
 * The client's import graph by folder, read from the files on disk: features/<name> and
 * entities/<kind> are one folder each, the other folders (ui, lib, pages, widgets …) one each.
 * Used by import-graph.mjs (the figures) and by the lint's no-feature-cycle rule.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The folder of `file` under `src`: "features/x", "entities/x", "ui", "pages" …, or undefined outside `src`. */
export function folderOf(src, file) {
  const path = relative(src, file);
  if (path.startsWith("..")) return undefined;
  const parts = path.split(/[\\/]/);
  if ((parts[0] === "features" || parts[0] === "entities") && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return parts.length > 1 ? parts[0] : "(root)";
}

/** The file a relative import names (with its .ts/.tsx or index), or undefined. */
export function resolveImport(from, spec) {
  if (!spec.startsWith(".")) return undefined;
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

const IMPORT = /(?:import|export)\s[^"';]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** folder → the folders its files import (tests left out). */
export function folderGraph(src) {
  const edges = new Map();
  for (const file of walk(src)) {
    const from = folderOf(src, file);
    if (!edges.has(from)) edges.set(from, new Set());
    for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2]);
      const to = target && folderOf(src, target);
      if (!to || to === from) continue;
      edges.get(from).add(to);
      if (!edges.has(to)) edges.set(to, new Set());
    }
  }
  return edges;
}

/** A path of folders from `from` to `to` along `edges` (breadth first), or undefined. */
export function pathBetween(edges, from, to) {
  const previous = new Map([[from, undefined]]);
  const queue = [from];
  while (queue.length) {
    const node = queue.shift();
    if (node === to) {
      const path = [];
      for (let at = to; at !== undefined; at = previous.get(at)) path.unshift(at);
      return path;
    }
    for (const next of edges.get(node) ?? []) {
      if (previous.has(next)) continue;
      previous.set(next, node);
      queue.push(next);
    }
  }
  return undefined;
}
