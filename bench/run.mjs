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
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { INITIAL_JS_BUDGET_KB, initialJavaScript } from "./lib/client-js.mjs";
import { ENDPOINTS, THROUGHPUT_BEFORE } from "./lib/endpoints.mjs";
import { cleanUpOnInterrupt, lastJson, loadAverage, onEachDatabase, runNode, whole, withCleanup } from "./lib/harness.mjs";
import { DEFAULT_POSTGRES_URL } from "./lib/postgres.mjs";
import { ROOT, SERVER_MAIN, startServer } from "./lib/server.mjs";
import { fmt, secondsSince, table } from "./lib/stats.mjs";

/** The targets of the brief, checked on PostgreSQL (PGlite rows show them for information). */
const TARGETS = { p99Ms: 50, visitorGain: 10 };

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== "--"),
  options: {
    quick: { type: "boolean", default: false },
    shows: { type: "string" },
    episodes: { type: "string" },
    people: { type: "string" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    "single-duration": { type: "string", default: "3" },
    "floor-runs": { type: "string", default: "200" },
    "postgres-url": { type: "string", default: process.env.BENCH_POSTGRES_URL ?? DEFAULT_POSTGRES_URL },
    "skip-embedded": { type: "boolean", default: false },
    "skip-postgres": { type: "boolean", default: false },
    "keep-database": { type: "string" },
    "catalog-only": { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (args.help) {
  console.log(
    "npm run bench [-- --quick] [--shows N] [--episodes N] [--people N] [--duration S] [--connections N]\n" +
      "              [--single-duration S] [--floor-runs N] [--postgres-url URL] [--skip-embedded] [--skip-postgres]",
  );
  process.exit(0);
}

const config = {
  shows: whole("shows", args.shows, args.quick ? 1_000 : 10_000),
  episodes: whole("episodes", args.episodes, args.quick ? 50_000 : 500_000),
  people: whole("people", args.people, args.quick ? 2_000 : 20_000),
  durationS: whole("duration", args.duration, 10),
  connections: whole("connections", args.connections, 10),
  singleDurationS: whole("single-duration", args["single-duration"], 3),
  floorRuns: whole("floor-runs", args["floor-runs"], 200),
};

const started = performance.now();
const loadAtStart = loadAverage();
const log = (/** @type {string} */ line = "") => console.log(line);


// ---------------------------------------------------------------------------------------------
// Child processes (bounded)


/**
 * Seeds the scale catalog with apps/server/scripts/seed-scale.ts.
 * @param {{ dataDir?: string, databaseUrl?: string }} target
 */
async function seed(target) {
  const where = target.databaseUrl ? ["--database-url", target.databaseUrl] : ["--data-dir", target.dataDir ?? ""];
  const out = await runNode(
    [
      "--import",
      "tsx",
      "scripts/seed-scale.ts",
      "--shows",
      String(config.shows),
      "--episodes",
      String(config.episodes),
      "--people",
      String(config.people),
      ...where,
      "--json",
    ],
    { cwd: path.join(ROOT, "apps/server"), timeoutMs: 240_000 },
  );
  return lastJson(out);
}

/**
 * Floors of every endpoint (bench/lib/floors.mjs), before the server opens the database.
 * @param {{ dataDir?: string, databaseUrl?: string }} target
 */
async function floors(target) {
  const where = target.databaseUrl ? ["--database-url", target.databaseUrl] : ["--data-dir", target.dataDir ?? ""];
  const out = await runNode(["--import", "tsx", "bench/lib/floors.mjs", ...where, "--runs", String(config.floorRuns)], {
    timeoutMs: 240_000,
  });
  return lastJson(out);
}

// ---------------------------------------------------------------------------------------------
// Load

/**
 * One autocannon run, stopped by force if it overruns its duration.
 * @param {string} url
 * @param {number} connections
 * @param {number} durationS
 * @returns {Promise<any>}
 */
function load(url, connections, durationS) {
  return new Promise((resolve, reject) => {
    let n = 0;
    // Every request "comes from" its own address (the server trusts X-Forwarded-For here), so the
    // per-address rate limits of search do not turn the measurement into a measurement of 429s.
    const requests = [{ setupRequest: (/** @type {any} */ request) => ({ ...request, headers: { ...request.headers, "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n++ & 255}` } }) }];
    const instance = autocannon({ url, connections, duration: durationS, timeout: 10, requests }, (error, result) => {
      clearTimeout(guard);
      if (error) reject(error);
      else resolve(result);
    });
    const guard = setTimeout(() => instance.stop(), (durationS + 15) * 1000);
  });
}

/**
 * Loads one endpoint: a short warm-up, the measured run at `connections`, then one client alone.
 * @param {string} baseUrl
 * @param {import("./lib/endpoints.mjs").Endpoint} endpoint
 * @param {string} slug
 */
async function measure(baseUrl, endpoint, slug) {
  const url = baseUrl + endpoint.path({ slug });
  const probe = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  const body = /** @type {any} */ (await probe.json().catch(() => ({})));
  const items = Array.isArray(body?.data) ? body.data.length : body?.data ? 1 : 0;
  await load(url, config.connections, 1);
  const loaded = await load(url, config.connections, config.durationS);
  const single = config.singleDurationS > 0 ? await load(url, 1, config.singleDurationS) : undefined;
  return {
    url: endpoint.path({ slug }),
    status: probe.status,
    items,
    total: body?.meta?.pagination?.total,
    reqPerSec: loaded.requests.total / loaded.duration,
    p50: loaded.latency.p50,
    p99: loaded.latency.p99,
    max: loaded.latency.max,
    non2xx: loaded.non2xx,
    errors: loaded.errors + loaded.timeouts,
    singleP50: single?.latency.p50,
    singleP99: single?.latency.p99,
  };
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
 */
async function benchDatabase(kind, target) {
  const label = kind === "embedded" ? "embedded PGlite" : "PostgreSQL";
  log(`\n== ${label} ==`);
  let t = performance.now();
  /** @type {{ seconds?: number }} */
  let seeded = {};
  if (target.existing?.shows) log(`  reusing the catalog already in the database (${target.existing.shows.toLocaleString("en-US")} shows)`);
  else {
    log(`  seeding ${config.shows.toLocaleString("en-US")} shows, ${config.episodes.toLocaleString("en-US")} episodes …`);
    seeded = await seed(target);
    log(`  seeded in ${secondsSince(t)} s`);
  }

  t = performance.now();
  log(`  floors: ${config.floorRuns} sequential runs of each endpoint's repository calls on one connection …`);
  const floor = await floors(target);
  log(`  floors measured in ${secondsSince(t)} s (show page: /api/shows/${floor.slug})`);

  // Two servers: as deployed (visitors' answers from the shared response cache), then with that
  // cache off (VISITOR_CACHE_SECONDS=0) — the work every signed-in reader's request does.
  /** @type {Record<string, any>} */
  const uncached = {};
  t = performance.now();
  const plain = await startServer({ ...target, env: { ...(target.env ?? {}), TRUST_PROXY: "true", VISITOR_CACHE_SECONDS: "0" } });
  log(`  server without the visitor cache ready in ${secondsSince(t)} s at ${plain.baseUrl}`);
  await withCleanup(async () => {
    for (const endpoint of ENDPOINTS) {
      const http = await measure(plain.baseUrl, endpoint, floor.slug);
      uncached[endpoint.name] = http;
      log(
        `  ${`${endpoint.name} (no cache)`.padEnd(43)} ${fmt(http.reqPerSec, 0).padStart(6)} req/s  p50 ${fmt(http.p50, 0)} ms  p99 ${fmt(http.p99, 0)} ms` +
          `  floor ${fmt(floor.floors[endpoint.name].p50, 1)} ms`,
      );
    }
  }, plain.stop);

  t = performance.now();
  const server = await startServer({ ...target, env: { ...(target.env ?? {}), TRUST_PROXY: "true" } });
  log(`  server ready in ${secondsSince(t)} s at ${server.baseUrl}`);
  /** @type {Row[]} */
  const rows = [];
  await withCleanup(async () => {
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
      log(
        `  ${`${endpoint.name} (visitor)`.padEnd(43)} ${fmt(http.reqPerSec, 0).padStart(6)} req/s  p50 ${fmt(http.p50, 0)} ms  p99 ${fmt(http.p99, 0)} ms` +
          `  ${fmt(cacheGain, 1)}× the uncached throughput`,
      );
    }
  }, server.stop);
  return { kind, label, size: floor.size, slug: floor.slug, seedSeconds: seeded.seconds, rows };
}

/**
 * Prints the table of one database.
 * @param {Awaited<ReturnType<typeof benchDatabase>>} result
 */
function report(result) {
  const informational = result.kind !== "postgres";
  log(
    `\n${result.label}: ${result.size.shows.toLocaleString("en-US")} shows, ${result.size.episodes.toLocaleString("en-US")} episodes, ` +
      `${result.size.people.toLocaleString("en-US")} people; ${config.connections} connections × ${config.durationS} s per endpoint` +
      (informational ? " (targets apply to PostgreSQL; verdicts in brackets are for information)" : ""),
  );
  log(
    table(
      ["endpoint", "req/s", "p50", "p99", "floor p50", "floor p99", "p50/floor", "1-client p50", "1-client/floor", "visitor req/s", "visitor p99", "× uncached", "× before", "result"],
      result.rows.map((r) => [
        r.endpoint,
        fmt(r.uncached.reqPerSec, 0),
        fmt(r.uncached.p50, 0),
        fmt(r.uncached.p99, 0),
        fmt(r.floor.p50, 2),
        fmt(r.floor.p99, 2),
        `${fmt(r.overhead, 1)}×`,
        fmt(r.uncached.singleP50, 0),
        r.uncached.singleP50 === undefined ? "-" : `${fmt(r.uncached.singleP50 / r.floor.p50, 1)}×`,
        fmt(r.http.reqPerSec, 0),
        fmt(r.http.p99, 0),
        `${fmt(r.cacheGain, 1)}×`,
        `${fmt(r.gainOnBefore, 1)}×`,
        (informational ? `(${r.pass ? "PASS" : "FAIL"})` : r.pass ? "PASS" : "FAIL") + (r.misses.length ? `  ${r.misses.join("; ")}` : ""),
      ]),
    ),
  );
  log(
    "  (times in ms; req/s, p50, p99 = the server with the visitor cache off, what a signed-in reader's request costs;\n" +
      "   floor = the handler's repository calls run directly, sequentially, from one connection;\n" +
      "   1-client = the same URL loaded by a single connection, i.e. without queueing;\n" +
      "   visitor = the server as deployed, a visitor's answer from the shared response cache; × uncached = visitor req/s ÷ uncached req/s;\n" +
      "   × before = visitor req/s ÷ the endpoint's req/s before the cache (THROUGHPUT_BEFORE in bench/lib/endpoints.mjs), the 10× target)",
  );
}

// ---------------------------------------------------------------------------------------------
// Main

async function main() {
  cleanUpOnInterrupt();
  if (!existsSync(SERVER_MAIN)) {
    log("apps/server/dist/main.js is missing: running npm run build …");
    const build = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
    if (build.status !== 0) throw new Error("npm run build failed");
  }
  log(
    `Dizilog bench: ${config.shows.toLocaleString("en-US")} shows / ${config.episodes.toLocaleString("en-US")} episodes, ` +
      `node ${process.version}, ${os.cpus().length} CPU(s) (${os.cpus()[0]?.model.trim() ?? "?"}); ` +
      `targets on PostgreSQL: p99 < ${TARGETS.p99Ms} ms at ${config.connections} clients with and without the visitor cache, visitors ≥ ${TARGETS.visitorGain}× the throughput before the visitor cache`,
  );
  log(`load average at start: ${loadAverage()} (other work on this machine skews every figure)`);

  const { results, skipped } = await onEachDatabase(
    { skipEmbedded: args["skip-embedded"], skipPostgres: args["skip-postgres"], postgresUrl: args["postgres-url"], keepDatabase: args["keep-database"], tmpPrefix: "dizilog-bench-", log },
    benchDatabase,
  );

  const js = initialJavaScript(path.join(ROOT, "apps/web/dist"));

  // ---- Report
  log("\n================ results ================");
  for (const result of results) report(result);
  for (const line of skipped) log(`\n${line}`);

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

  const postgres = results.find((r) => r.kind === "postgres");
  const failing = postgres ? postgres.rows.filter((r) => !r.pass) : [];
  const file = path.join(ROOT, "bench/results", `${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, loadAverage: { start: loadAtStart, end: loadAverage() }, config, targets: TARGETS, results, skipped, initialJavaScript: js }, null, 2)}\n`,
  );

  log("\n================ summary ================");
  for (const result of results) {
    const passed = result.rows.filter((r) => r.pass).length;
    log(
      `${result.label.padEnd(16)} ${result.size.shows.toLocaleString("en-US")} shows / ${result.size.episodes.toLocaleString("en-US")} episodes: ` +
        `${passed}/${result.rows.length} endpoints within the targets` +
        (result.kind === "postgres" ? "" : " (for information)") +
        `; slowest p99 ${fmt(Math.max(...result.rows.map((r) => Math.max(r.http.p99, r.uncached.p99))), 0)} ms`,
    );
  }
  if (!postgres) log("PostgreSQL: not measured, so the targets were not checked");
  else if (failing.length) log(`PostgreSQL misses: ${failing.map((r) => `${r.endpoint} (${r.misses.join("; ")})`).join(", ")}`);
  else log("PostgreSQL: every endpoint within the targets");
  if (js) log(`initial JS ${fmt(js.gzipKB, 1)} KB gzip / ${INITIAL_JS_BUDGET_KB} KB: ${js.pass ? "PASS" : "FAIL"}`);
  log(`load average at start ${loadAtStart}, at end ${loadAverage()} (${os.cpus().length} CPUs)`);
  log(`results written to ${path.relative(ROOT, file)}; whole run ${secondsSince(started)} s`);

  if (args["catalog-only"]) return;
  // Sign-in latency (argon2id included), in its own script: it needs accounts and its own server.
  log("\n================ sign-in ================");
  spawnSync(process.execPath, [path.join(ROOT, "bench/sign-in.mjs")], { stdio: "inherit" });

  // Tracking calls of one heavy user (mark-seen, tracker groups, upcoming), in their own script.
  log("\n================ tracking ================");
  spawnSync(
    process.execPath,
    [
      path.join(ROOT, "bench/tracking.mjs"),
      ...(args.quick ? ["--quick"] : []),
      ...(args["skip-embedded"] ? ["--skip-embedded"] : []),
      ...(args["skip-postgres"] ? ["--skip-postgres"] : []),
      "--postgres-url",
      args["postgres-url"],
      ...(args["keep-database"] ? ["--keep-database", args["keep-database"]] : []),
    ],
    { stdio: "inherit" },
  );

  // A page of comments and posting a comment on a show with 5,000 comments, in their own script.
  log("\n================ comments ================");
  spawnSync(
    process.execPath,
    [
      path.join(ROOT, "bench/comments.mjs"),
      ...(args.quick ? ["--quick"] : []),
      ...(args["skip-embedded"] ? ["--skip-embedded"] : []),
      ...(args["skip-postgres"] ? ["--skip-postgres"] : []),
      "--postgres-url",
      args["postgres-url"],
    ],
    { stdio: "inherit" },
  );

  // Side effects of actions: 100 sign-ups' codes by SMTP, and event → processor latency.
  log("\n================ jobs ================");
  spawnSync(
    process.execPath,
    [
      path.join(ROOT, "bench/jobs.mjs"),
      ...(args["skip-embedded"] ? ["--skip-embedded"] : []),
      ...(args["skip-postgres"] ? ["--skip-postgres"] : []),
      "--postgres-url",
      args["postgres-url"],
    ],
    { stdio: "inherit" },
  );

  // The notifications list of a user with 10,000 notifications (the bell, /notifications).
  log("\n================ notifications ================");
  spawnSync(
    process.execPath,
    [
      path.join(ROOT, "bench/notifications.mjs"),
      ...(args["skip-embedded"] ? ["--skip-embedded"] : []),
      ...(args["skip-postgres"] ? ["--skip-postgres"] : []),
      "--postgres-url",
      args["postgres-url"],
    ],
    { stdio: "inherit" },
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
