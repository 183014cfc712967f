/**
 * `npm run lighthouse`: Lighthouse scores of the built site with Debian's Chromium.
 *
 *   npm run lighthouse [-- --pages /explore,/shows/ask-i-memnu] [--presets desktop,mobile]
 *
 *   npm run lighthouse [-- --runs 3]   (median of 3 runs per page and preset)
 *
 * Starts apps/server/dist/main.js on a fresh temporary DATA_DIR (the demo catalog is seeded on
 * that first start), runs Lighthouse (performance, accessibility, best-practices, SEO) for every
 * page with the desktop and the mobile preset, prints the scores against the targets
 * (performance ≥ 90, the others ≥ 95) and the audits that cost points, and writes
 * bench/results/lighthouse-<timestamp>.json. Needs `npm run build` first (run when missing).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { ROOT, SERVER_MAIN, startServer } from "./lib/server.mjs";
import { table } from "./lib/stats.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const CATEGORIES = /** @type {const} */ (["performance", "accessibility", "best-practices", "seo"]);
/** Minimum score (0–100) of each category. */
const TARGETS = { performance: 95, accessibility: 95, "best-practices": 95, seo: 95 };
/** Longest one Lighthouse run may take before Chromium is killed. */
const RUN_TIMEOUT_MS = 180_000;

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== "--"),
  options: {
    pages: { type: "string", default: "/explore,/shows/ask-i-memnu" },
    presets: { type: "string", default: "desktop,mobile" },
    /** Runs per page and preset; the one with the median performance score is reported. */
    runs: { type: "string", default: "1" },
  },
});
const runsPerCase = Math.max(1, Math.min(9, Number(args.runs) || 1));
/** A run whose trace failed (Lighthouse: "Please run Lighthouse again") is retried this often. */
const RETRIES = 2;
const pages = args.pages.split(",").map((p) => p.trim()).filter(Boolean);
const presets = args.presets.split(",").map((p) => p.trim()).filter((p) => p === "desktop" || p === "mobile");

/**
 * One Lighthouse run in a fresh Chromium (its own profile, so no cache or cookies carry over).
 * @param {string} url
 * @param {"desktop" | "mobile"} preset
 */
async function audit(url, preset) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  let timer;
  try {
    const run = lighthouse(
      url,
      { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] },
      preset === "desktop" ? desktopConfig : undefined,
    );
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Lighthouse took more than ${RUN_TIMEOUT_MS / 1000} s on ${url}`)), RUN_TIMEOUT_MS);
    });
    const result = /** @type {Awaited<ReturnType<typeof lighthouse>>} */ (await Promise.race([run, timeout]));
    if (!result) throw new Error("Lighthouse returned no result");
    // LIGHTHOUSE_DUMP=dir keeps every run's full result (bootup-time, mainthread-work-breakdown …).
    if (process.env.LIGHTHOUSE_DUMP) {
      await mkdir(process.env.LIGHTHOUSE_DUMP, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, "_")}-${preset}-${Date.now()}.json`;
      await writeFile(path.join(process.env.LIGHTHOUSE_DUMP, name), JSON.stringify(result.lhr));
    }
    return result.lhr;
  } finally {
    clearTimeout(timer);
    await chrome.kill();
  }
}

/**
 * The page elements an audit points at (selector and HTML snippet), at most `max`.
 * @param {unknown} details
 * @param {number} max
 * @returns {string[]}
 */
function nodesOf(details, max) {
  /** @type {string[]} */
  const found = [];
  const walk = (/** @type {any} */ value) => {
    if (found.length >= max || !value || typeof value !== "object") return;
    if (value.type === "node" && (value.selector || value.snippet)) {
      found.push(`${value.selector ?? ""} ${String(value.snippet ?? "").slice(0, 140)}`.trim());
      return;
    }
    for (const child of Array.isArray(value) ? value : Object.values(value)) walk(child);
  };
  walk(details);
  return found;
}

/**
 * Scores, key metrics and the audits that cost points, per category.
 * @param {import("lighthouse").Result} lhr
 */
function summarize(lhr) {
  /** @type {Record<string, number | null>} */
  const scores = {};
  /** @type {Record<string, { id: string, title: string, score: number | null, display?: string }[]>} */
  const losing = {};
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    scores[id] = category?.score === null || category?.score === undefined ? null : Math.round(category.score * 100);
    losing[id] = (category?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "notApplicable")
      .map((a) => ({ id: a.id, title: a.title, score: a.score, display: a.displayValue }));
  }
  const metric = (/** @type {string} */ id) => lhr.audits[id]?.displayValue ?? "-";
  // Opportunities and diagnostics weigh nothing in the score but say where the time goes.
  const diagnostics = (lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => ref.weight === 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 0.9 && ["numeric", "binary", "metricSavings"].includes(a.scoreDisplayMode))
    .map((a) => ({ id: a.id, title: a.title, score: a.score, display: a.displayValue }));
  return {
    version: lhr.lighthouseVersion,
    elements: { lcp: nodesOf(lhr.audits["largest-contentful-paint-element"]?.details, 1), layoutShifts: nodesOf(lhr.audits["layout-shifts"]?.details, 3) },
    scores,
    metrics: {
      FCP: metric("first-contentful-paint"),
      LCP: metric("largest-contentful-paint"),
      TBT: metric("total-blocking-time"),
      CLS: metric("cumulative-layout-shift"),
      SI: metric("speed-index"),
    },
    losing,
    diagnostics,
    runtimeError: lhr.runtimeError?.message,
    warnings: lhr.runWarnings,
  };
}

/**
 * `runsPerCase` good runs (each retried when its trace failed); the median by performance score.
 * @param {string} url
 * @param {"desktop" | "mobile"} preset
 */
async function measured(url, preset) {
  /** @type {ReturnType<typeof summarize>[]} */
  const good = [];
  for (let i = 0; i < runsPerCase; i++) {
    let summary = summarize(await audit(url, preset));
    for (let retry = 0; retry < RETRIES && (summary.runtimeError || CATEGORIES.some((id) => summary.scores[id] === null)); retry++) {
      console.log(`  ${url} ${preset}: ${summary.runtimeError ?? "a category has no score"}; running again`);
      summary = summarize(await audit(url, preset));
    }
    good.push(summary);
  }
  good.sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  const median = /** @type {ReturnType<typeof summarize>} */ (good[Math.floor((good.length - 1) / 2)]);
  return { ...median, performanceRuns: good.map((g) => g.scores.performance) };
}

async function main() {
  const started = performance.now();
  if (!existsSync(SERVER_MAIN) || !existsSync(path.join(ROOT, "apps/web/dist/index.html"))) {
    console.log("the build is missing: running npm run build …");
    const build = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
    if (build.status !== 0) throw new Error("npm run build failed");
  }
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);

  const dataDir = await mkdtemp(path.join(os.tmpdir(), "dizilog-lighthouse-"));
  /** @type {{ page: string, preset: string, url: string, error?: string, summary?: Awaited<ReturnType<typeof measured>> }[]} */
  const runs = [];
  try {
    console.log("starting the built server on a fresh data dir (demo catalog) …");
    const server = await startServer({ dataDir });
    try {
      console.log(`server ready at ${server.baseUrl}`);
      for (const page of pages) {
        for (const preset of /** @type {("desktop" | "mobile")[]} */ (presets)) {
          const url = server.baseUrl + page;
          const t0 = performance.now();
          try {
            const summary = await measured(url, preset);
            runs.push({ page, preset, url, summary });
            const s = summary.scores;
            console.log(
              `  ${page} ${preset}: performance ${s.performance}, accessibility ${s.accessibility}, best-practices ${s["best-practices"]}, SEO ${s.seo}` +
                ` (${((performance.now() - t0) / 1000).toFixed(0)} s)`,
            );
          } catch (error) {
            runs.push({ page, preset, url, error: error instanceof Error ? error.message : String(error) });
            console.log(`  ${page} ${preset}: failed: ${runs.at(-1)?.error}`);
          }
        }
      }
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  const verdict = (/** @type {string} */ id, /** @type {number | null | undefined} */ score) =>
    score === null || score === undefined ? "-" : `${score} ${score >= TARGETS[/** @type {keyof typeof TARGETS} */ (id)] ? "PASS" : "FAIL"}`;
  console.log(
    `\nLighthouse ${runs.find((r) => r.summary)?.summary?.version ?? ""} scores${runsPerCase > 1 ? ` (median of ${runsPerCase} runs)` : ""} (targets: performance ≥ ${TARGETS.performance}, accessibility / best-practices / SEO ≥ ${TARGETS.seo})`,
  );
  console.log(
    table(
      ["page", "preset", "performance", "accessibility", "best-practices", "SEO"],
      runs.map((r) =>
        r.summary
          ? [r.page, r.preset, ...CATEGORIES.map((id) => verdict(id, r.summary?.scores[id]))]
          : [r.page, r.preset, `error: ${r.error}`, "", "", ""],
      ),
    ),
  );
  console.log("\nMetrics");
  console.log(
    table(
      ["page", "preset", "FCP", "LCP", "TBT", "CLS", "Speed Index"],
      runs.filter((r) => r.summary).map((r) => {
        const m = /** @type {NonNullable<typeof r.summary>} */ (r.summary).metrics;
        return [r.page, r.preset, m.FCP, m.LCP, m.TBT, m.CLS, m.SI];
      }),
    ),
  );
  for (const r of runs) {
    if (!r.summary) continue;
    const lines = CATEGORIES.flatMap((id) =>
      (r.summary?.losing[id] ?? []).map((a) => `    [${id}] ${a.title}${a.display ? ` (${a.display})` : ""}: score ${Math.round((a.score ?? 0) * 100)}`),
    );
    for (const a of r.summary.diagnostics) lines.push(`    [performance diagnostic] ${a.title}${a.display ? ` (${a.display})` : ""}`);
    for (const e of r.summary.elements.lcp) lines.push(`    LCP element: ${e}`);
    for (const e of r.summary.elements.layoutShifts) lines.push(`    layout shift: ${e}`);
    if (lines.length) console.log(`\n  audits that cost points on ${r.page} (${r.preset}):\n${lines.join("\n")}`);
    if (r.summary.runtimeError) console.log(`    runtime error: ${r.summary.runtimeError}`);
    for (const w of r.summary.warnings ?? []) console.log(`    warning: ${w}`);
  }

  const failing = runs.filter((r) => !r.summary || CATEGORIES.some((id) => (r.summary?.scores[id] ?? 0) < TARGETS[id]));
  const file = path.join(ROOT, "bench/results", `lighthouse-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify({ date: new Date().toISOString(), chromium: CHROMIUM, targets: TARGETS, runs }, null, 2)}\n`);
  console.log(
    `\nsummary: ${runs.length - failing.length}/${runs.length} runs meet every target` +
      (failing.length ? ` (misses: ${failing.map((r) => `${r.page} ${r.preset}`).join(", ")})` : "") +
      `; results written to ${path.relative(ROOT, file)}; ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
