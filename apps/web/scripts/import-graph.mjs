#!/usr/bin/env node
/*
 * The client's import graph by folder (features/<name>, entities/<kind>, ui, lib, pages, ...):
 * how many folders, the feature→feature edges, the cycles between folders, and the depth — the
 * longest chain of folders each importing the next (cycles folded into one floor).
 * `node apps/web/scripts/import-graph.mjs [--features]` (--features: feature→feature edges only).
 */
import { readdirSync, readFileSync, statSync, existsSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const src = resolve(dirname(fileURLToPath(import.meta.url)), "../src");
const onlyFeatures = process.argv.includes("--features");

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The folder a file belongs to: features/x and entities/x are one folder each, the rest by their top folder. */
function folderOf(file) {
  const parts = relative(src, file).split("/");
  if ((parts[0] === "features" || parts[0] === "entities") && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return parts.length > 1 ? parts[0] : "(root)";
}

function resolveImport(from, spec) {
  if (!spec.startsWith(".")) return undefined;
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

const edges = new Map();
for (const file of walk(src)) {
  const from = folderOf(file);
  const text = readFileSync(file, "utf8");
  for (const match of text.matchAll(/(?:import|export)\s[^"';]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)) {
    const target = resolveImport(file, match[1] ?? match[2]);
    if (!target) continue;
    const to = folderOf(target);
    if (to === from) continue;
    if (onlyFeatures && !(from.startsWith("features/") && to.startsWith("features/"))) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from).add(to);
    if (!edges.has(to)) edges.set(to, new Set());
  }
}

// Tarjan's strongly connected components: each is one floor (a cycle cannot be stacked).
const index = new Map(), low = new Map(), onStack = new Set(), stack = [], components = [];
let counter = 0;
function connect(node) {
  index.set(node, counter); low.set(node, counter); counter++;
  stack.push(node); onStack.add(node);
  for (const next of edges.get(node) ?? []) {
    if (!index.has(next)) { connect(next); low.set(node, Math.min(low.get(node), low.get(next))); }
    else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
  }
  if (low.get(node) === index.get(node)) {
    const component = [];
    let member;
    do { member = stack.pop(); onStack.delete(member); component.push(member); } while (member !== node);
    components.push(component);
  }
}
for (const node of edges.keys()) if (!index.has(node)) connect(node);
const componentOf = new Map();
components.forEach((component, i) => component.forEach((node) => componentOf.set(node, i)));

const memo = new Map();
function chain(c) {
  if (memo.has(c)) return memo.get(c);
  memo.set(c, [c]);
  let best = [c];
  for (const node of components[c]) for (const next of edges.get(node) ?? []) {
    const d = componentOf.get(next);
    if (d === c) continue;
    const rest = chain(d);
    if (rest.length + 1 > best.length) best = [c, ...rest];
  }
  memo.set(c, best);
  return best;
}
let longest = [];
for (let c = 0; c < components.length; c++) { const path = chain(c); if (path.length > longest.length) longest = path; }

const featureEdges = [...edges].reduce((n, [from, to]) => n + (from.startsWith("features/") ? [...to].filter((t) => t.startsWith("features/")).length : 0), 0);
const cycles = components.filter((c) => c.length > 1);
console.log(`folders: ${edges.size}`);
console.log(`feature→feature edges: ${featureEdges}`);
console.log(`cycles between folders: ${cycles.length}${cycles.map((c) => `\n  ${c.sort().join(" ↔ ")}`).join("")}`);
console.log(`depth (floors): ${longest.length}`);
console.log(`  ${longest.map((c) => components[c].sort().join("+")).join(" → ")}`);
