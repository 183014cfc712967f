/**
 * `npm run bench`: API benchmarks of the built server on a large synthetic catalog.
 *
 *   npm run bench [-- --quick] [--shows N] [--episodes N] [--people N] [--duration S]
 *                 [--connections N] [--postgres-url URL] [--skip-embedded] [--skip-postgres]
 *
 * For each database (embedded PGlite in a temporary DATA_DIR; PostgreSQL in a fresh dz_bench_*
 * database when the server answers): seed with seed-scale, measure the floor of every request
 * (its repository calls, straight on the database), start apps/server/dist/main.js, load each
 * endpoint with autocannon, and print req/s, p50, p99 beside the floor. Also prints the size of
 * the client's initial JavaScript. Results go to bench/results/<timestamp>.json.
 * See bench/README.md for how to read the figures.
 */
import { spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { benchCli } from "./lib/cli.mjs";
import { INITIAL_JS_BUDGET_KB, initialJavaScript } from "./lib/client-js.mjs";
import { ENDPOINTS, THROUGHPUT_BEFORE } from "./lib/endpoints.mjs";
import { databaseArgs, lastJson, log, onEachDatabase, runNode, withServer } from "./lib/harness.mjs";
import { measureEndpoint, progressLine } from "./lib/measure.mjs";
import { headline, reportTable, resultColumn } from "./lib/report.mjs";
import { beginRun, finishRun } from "./lib/results.mjs";
import { seedScale } from "./lib/seed.mjs";
import { ROOT } from "./lib/server.mjs";
import { fmt, secondsSince, table } from "./lib/stats.mjs";
import { printSummary } from "./lib/summary.mjs";

/** The targets of the brief, checked on PostgreSQL (PGlite rows show them for information). */
const TARGETS = { p99Ms: 50, visitorGain: 10 };

const cli = benchCli({
  usage:
    "npm run bench [-- --quick] [--shows N] [--episodes N] [--people N] [--duration S] [--connections N]\n" +
    "              [--single-duration S] [--floor-runs N] [--postgres-url URL] [--skip-embedded] [--skip-postgres]",
  sizes: { shows: [1_000, 10_000], episodes: [50_000, 500_000], people: [2_000, 20_000] },
  options: { "catalog-only": { type: "boolean", default: false } },
  keepDatabase: true,
});
const { args } = cli;
const config = { ...cli.sizes, ...cli.load };

/**
 * Floors of every endpoint (bench/lib/floors.mjs), before the server opens the database.
 * @param {{ dataDir?: string, databaseUrl?: string }} target
 */
async function floors(target) {
  const out = await runNode(["--import", "tsx", "bench/lib/floors.mjs", ...databaseArgs(target), "--runs", String(config.floorRuns)], {
    timeoutMs: 240_000,
  });
  return lastJson(out);
}

/**
 * Loads one endpoint (measureEndpoint: check, warm-up, `connections`, then one client alone).
 * @param {string} baseUrl
 * @param {import("./lib/endpoints.mjs").Endpoint} endpoint
 * @param {string} slug
 */
async function measure(baseUrl, endpoint, slug) {
  const url = endpoint.path({ slug });
  const { status, body, figures } = await measureEndpoint(baseUrl, () => ({ path: url }), config);
  const items = Array.isArray(body?.data) ? body.data.length : body?.data ? 1 : 0;
  /** @type {Record<string, any>} */
  const http = { url, status, items, total: body?.meta?.pagination?.total, ...figures };
  delete http.requests; // this bench's results (bench/results/<timestamp>.json) carry req/s only
  return http;
}

// ---------------------------------------------------------------------------------------------
// One database

/**
 * @typedef {object} Row
 * @property {string} endpoint
 * @property {any} http      visitors, served by the shared response cache
 * @property {any} uncached  the same URL with the visitor cache off (every signed-in reader's path)
 * @property {any} floor
 * @property {number} overhead  uncached p50 ÷ floor p50 (for information: ≥ ~5 on 2 cores, see README)
 * @property {number} cacheGain visitor req/s ÷ uncached req/s
 * @property {number} gainOnBefore visitor req/s ÷ THROUGHPUT_BEFORE (the 10× target)
 * @property {boolean} pass
 * @property {string[]} misses
 */

/**
 * Seeds, floors, serves and loads one database.
 * @param {"embedded" | "postgres"} kind
 * @param {{ dataDir?: string, databaseUrl?: string, existing?: { shows: number, users: number } }} target
 * @param {string} label
 */
async function benchDatabase(kind, target, label) {
  /** @type {{ seconds?: number }} */
  let seeded = {};
  if (target.existing?.shows) log(`  reusing the catalog already in the database (${target.existing.shows.toLocaleString("en-US")} shows)`);
  else seeded = await seedScale(target, config, { timeoutMs: 240_000 });

  const t = performance.now();
  log(`  floors: ${config.floorRuns} sequential runs of each endpoint's repository calls on one connection …`);
  const floor = await floors(target);
  log(`  floors measured in ${secondsSince(t)} s (show page: /api/shows/${floor.slug})`);

  // Two servers: as deployed (visitors' answers from the shared response cache), then with that
  // cache off (VISITOR_CACHE_SECONDS=0) — the work every signed-in reader's request does.
  /** @type {Record<string, any>} */
  const uncached = {};
  await withServer(
    target,
    { TRUST_PROXY: "true", VISITOR_CACHE_SECONDS: "0" },
    async (plain) => {
      for (const endpoint of ENDPOINTS) {
        const http = await measure(plain.baseUrl, endpoint, floor.slug);
        uncached[endpoint.name] = http;
        log(progressLine(`${endpoint.name} (no cache)`, 43, http, `  floor ${fmt(floor.floors[endpoint.name].p50, 1)} ms`));
      }
    },
    "server without the visitor cache ready",
  );

  /** @type {Row[]} */
  const rows = [];
  await withServer(
    target,
    { TRUST_PROXY: "true" },
    async (server) => {
      for (const endpoint of ENDPOINTS) {
        const http = await measure(server.baseUrl, endpoint, floor.slug);
        const f = floor.floors[endpoint.name];
        const raw = uncached[endpoint.name];
        const overhead = raw.p50 / f.p50;
        const cacheGain = http.reqPerSec / raw.reqPerSec;
        const before = THROUGHPUT_BEFORE[endpoint.name];
        const gainOnBefore = before ? http.reqPerSec / before : Number.NaN;
        /** @type {string[]} */
        const misses = [];
        if (http.status !== 200) misses.push(`status ${http.status}`);
        if (http.status === 200 && http.items === 0) misses.push("note: empty answer (0 items)");
        if (http.non2xx || http.errors || raw.non2xx || raw.errors) misses.push(`${http.non2xx + raw.non2xx} non-2xx, ${http.errors + raw.errors} errors`);
        if (!(raw.p99 < TARGETS.p99Ms)) misses.push(`p99 without cache ${fmt(raw.p99, 0)} ms ≥ ${TARGETS.p99Ms}`);
        if (!(http.p99 < TARGETS.p99Ms)) misses.push(`visitor p99 ${fmt(http.p99, 0)} ms ≥ ${TARGETS.p99Ms}`);
        if (kind === "postgres" && !(gainOnBefore >= TARGETS.visitorGain)) misses.push(`visitor throughput ${fmt(gainOnBefore, 1)}× the one before < ${TARGETS.visitorGain}×`);
        rows.push({ endpoint: endpoint.name, http, uncached: raw, floor: f, overhead, cacheGain, gainOnBefore, pass: misses.every((m) => m.startsWith("note:")), misses });
        log(progressLine(`${endpoint.name} (visitor)`, 43, http, `  ${fmt(cacheGain, 1)}× the uncached throughput`));
      }
    },
    "server ready",
  );
  return { kind, label, size: floor.size, slug: floor.slug, seedSeconds: seeded.seconds, rows };
}

/**
 * Prints the table of one database.
 * @param {Awaited<ReturnType<typeof benchDatabase>>} result
 */
function report(result) {
  const s = result.size;
  reportTable({
    headline: headline(result, `${s.shows.toLocaleString("en-US")} shows, ${s.episodes.toLocaleString("en-US")} episodes, ${s.people.toLocaleString("en-US")} people`, config, "endpoint"),
    columns: [
      ["endpoint", (r) => r.endpoint],
      ["req/s", (r) => fmt(r.uncached.reqPerSec, 0)],
      ["p50", (r) => fmt(r.uncached.p50, 0)],
      ["p99", (r) => fmt(r.uncached.p99, 0)],
      ["floor p50", (r) => fmt(r.floor.p50, 2)],
      ["floor p99", (r) => fmt(r.floor.p99, 2)],
      ["p50/floor", (r) => `${fmt(r.overhead, 1)}×`],
      ["1-client p50", (r) => fmt(r.uncached.singleP50, 0)],
      ["1-client/floor", (r) => (r.uncached.singleP50 === undefined ? "-" : `${fmt(r.uncached.singleP50 / r.floor.p50, 1)}×`)],
      ["visitor req/s", (r) => fmt(r.http.reqPerSec, 0)],
      ["visitor p99", (r) => fmt(r.http.p99, 0)],
      ["× uncached", (r) => `${fmt(r.cacheGain, 1)}×`],
      ["× before", (r) => `${fmt(r.gainOnBefore, 1)}×`],
      resultColumn(result),
    ],
    rows: result.rows,
    footnote:
      "  (times in ms; req/s, p50, p99 = the server with the visitor cache off, what a signed-in reader's request costs;\n" +
      "   floor = the handler's repository calls run directly, sequentially, from one connection;\n" +
      "   1-client = the same URL loaded by a single connection, i.e. without queueing;\n" +
      "   visitor = the server as deployed, a visitor's answer from the shared response cache; × uncached = visitor req/s ÷ uncached req/s;\n" +
      "   × before = visitor req/s ÷ the endpoint's req/s before the cache (THROUGHPUT_BEFORE in bench/lib/endpoints.mjs), the 10× target)",
  });
}

// ---------------------------------------------------------------------------------------------
// Main

async function main() {
  const record = beginRun(
    `Dizilog bench: ${config.shows.toLocaleString("en-US")} shows / ${config.episodes.toLocaleString("en-US")} episodes, ` +
      `node ${process.version}, ${os.cpus().length} CPU(s) (${os.cpus()[0]?.model.trim() ?? "?"}); ` +
      `targets on PostgreSQL: p99 < ${TARGETS.p99Ms} ms at ${config.connections} clients with and without the visitor cache, visitors ≥ ${TARGETS.visitorGain}× the throughput before the visitor cache`,
  );
  const { results, skipped } = await onEachDatabase(cli.databases("dizilog-bench-", log), benchDatabase);
  const js = initialJavaScript(path.join(ROOT, "apps/web/dist"));

  await finishRun(record, {
    prefix: "",
    results,
    skipped,
    report,
    fields: { config, targets: TARGETS, results, skipped, initialJavaScript: js },
    afterReports: () => {
      log("\nClient initial JavaScript (index.html entry script + modulepreload links, gzip):");
      if (!js) log("  apps/web/dist/index.html is missing: run npm run build");
      else {
        log(
          table(
            ["file", "kind", "raw KB", "gzip KB"],
            [...js.files]
              .sort((a, b) => b.gzipBytes - a.gzipBytes)
              .map((f) => [f.href + (f.exists ? "" : " (missing)"), f.kind, fmt(f.bytes / 1024, 1), fmt(f.gzipBytes / 1024, 1)]),
          ),
        );
        log(`  total ${fmt(js.gzipKB, 1)} KB gzip (${js.files.length} files) vs budget ${INITIAL_JS_BUDGET_KB} KB: ${js.pass ? "PASS" : "FAIL"}  (KB = 1024 bytes)`);
      }
    },
    summary: () => {
      printSummary(results, {
        unit: "endpoint",
        name: (r) => r.endpoint,
        lead: (result) => `${result.size.shows.toLocaleString("en-US")} shows / ${result.size.episodes.toLocaleString("en-US")} episodes: `,
        tail: (result) => `; slowest p99 ${fmt(Math.max(...result.rows.map((r) => Math.max(r.http.p99, r.uncached.p99))), 0)} ms`,
        allWithin: "every endpoint within the targets",
      });
      if (js) log(`initial JS ${fmt(js.gzipKB, 1)} KB gzip / ${INITIAL_JS_BUDGET_KB} KB: ${js.pass ? "PASS" : "FAIL"}`);
    },
    failOnSkipped: false,
  });

  if (args["catalog-only"]) return;
  // The other benches, each in its own script with its own servers and data, on the same
  // databases: the sizes follow --quick where the bench has them.
  const forward = [...(args["skip-embedded"] ? ["--skip-embedded"] : []), ...(args["skip-postgres"] ? ["--skip-postgres"] : []), "--postgres-url", args["postgres-url"]];
  const quick = args.quick ? ["--quick"] : [];
  const keep = args["keep-database"] ? ["--keep-database", args["keep-database"]] : [];
  const others = [
    // Sign-in latency (argon2id included): it needs accounts and its own server.
    { title: "sign-in", script: "bench/sign-in.mjs", argv: [] },
    // Tracking calls of one heavy user (mark-seen, tracker groups, upcoming).
    { title: "tracking", script: "bench/tracking.mjs", argv: [...quick, ...forward, ...keep] },
    // A page of comments and posting a comment on a show with 5,000 comments.
    { title: "comments", script: "bench/comments.mjs", argv: [...quick, ...forward] },
    // The wall's streams (global, following 500 users, hashtag) on 1,000,000 posts and posting with an image.
    { title: "wall", script: "bench/wall.mjs", argv: [...quick, ...forward] },
    // The comparison with MediaTracker: mark-seen, a month's calendar, the show page's first screen.
    { title: "speed", script: "bench/speed.mjs", argv: forward },
    // Side effects of actions: 100 sign-ups' codes by SMTP, and event → processor latency.
    { title: "jobs", script: "bench/jobs.mjs", argv: forward },
    // The notifications list of a user with 10,000 notifications (the bell, /notifications).
    { title: "notifications", script: "bench/notifications.mjs", argv: forward },
    // Server-rendered show pages (issue 15): a visitor's page on a cache miss, from the visitor cache, and the JSON API beside it.
    { title: "pages", script: "bench/pages.mjs", argv: [...quick, ...forward, ...keep] },
  ];
  for (const other of others) {
    log(`\n================ ${other.title} ================`);
    spawnSync(process.execPath, [path.join(ROOT, other.script), ...other.argv], { stdio: "inherit" });
  }
}

cli.run(main);
