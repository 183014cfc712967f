#!/usr/bin/env node
/*
 * The client's import graph by folder (features/<name>, entities/<kind>, ui, lib, pages, ...):
 * how many folders, the feature→feature edges, the cycles between folders, and the depth — the
 * longest chain of folders each importing the next (cycles folded into one floor).
 * `node apps/web/scripts/import-graph.mjs [--features]` (--features: feature→feature edges only).
 */
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { folderGraph } from "./folder-graph.mjs";

const src = resolve(dirname(fileURLToPath(import.meta.url)), "../src");
const onlyFeatures = process.argv.includes("--features");

const edges = new Map();
for (const [from, targets] of folderGraph(src)) {
  if (onlyFeatures && !from.startsWith("features/")) continue;
  const kept = [...targets].filter((to) => !onlyFeatures || to.startsWith("features/"));
  if (onlyFeatures && !kept.length && ![...edges.values()].some((set) => set.has(from))) continue;
  edges.set(from, new Set(kept));
  for (const to of kept) if (!edges.has(to)) edges.set(to, new Set());
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

// The longest chain of folders each importing the next, no folder twice (cycles unfolded: the
// issue's "floors").
let chainLongest = [];
function extend(path, seen) {
  if (path.length > chainLongest.length) chainLongest = [...path];
  for (const next of edges.get(path[path.length - 1]) ?? []) {
    if (seen.has(next)) continue;
    seen.add(next);
    path.push(next);
    extend(path, seen);
    path.pop();
    seen.delete(next);
  }
}
for (const node of edges.keys()) extend([node], new Set([node]));
console.log(`longest chain, no folder twice: ${chainLongest.length}`);
console.log(`  ${chainLongest.join(" → ")}`);
