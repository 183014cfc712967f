#!/usr/bin/env node
/**
 * `npm run bench:pages`: the server-rendered pages (issue 15) — a visitor's show page drawn on a
 * cache miss, the same page from the visitor cache, and the JSON API of the show for comparison.
 *
 *   npm run bench:pages [-- --quick] [--shows N] [--episodes N] [--people N] [--pages N] [--warmup S]
 *                       [--duration S] [--connections N] [--postgres-url URL]
 *                       [--skip-embedded] [--skip-postgres] [--keep-database NAME]
 *
 * For each database (embedded PGlite in a temporary DATA_DIR; PostgreSQL in a fresh dz_bench_*
 * database when the server answers), at the catalog size of `npm run bench` (10,000 shows, 500,000
 * episodes, 20,000 people; --quick: 1,000 / 50,000 / 2,000):
 *
 * 1. seeds the scale catalog with seed-scale, and picks `--pages` (250) shows spread evenly over
 *    the catalog (every n-th by id) — the addresses `/shows/<slug>` the load rotates through;
 * 2. **cache miss**: starts apps/server/dist/main.js with VISITOR_CACHE_SECONDS=0 (TRUST_PROXY=true,
 *    every request from its own address, so no rate limit answers) and loads `GET /shows/<slug>`
 *    as a visitor (no cookies) with `Accept-Encoding: br`: one request to check the answer (status,
 *    compressed and HTML bytes), `--warmup` (3) s of load, then `--connections` (10) for `--duration` (10) s;
 * 3. **from the cache**: starts the server again with VISITOR_CACHE_SECONDS=300, asks every address
 *    once (the cache is warm), then the same load; every answer's `x-visitor-cache` is counted;
 * 4. **the JSON API**, same server: `GET /api/shows/<slug>?include=genres,network,seasons,cast,crew,latest_episodes`
 *    over the same shows, `Accept-Encoding: br`, each address asked once before, then the same load.
 *
 * Each run reports req/s, p50, p99, the answer's bytes (compressed on the wire, and decompressed),
 * the CPU per request of the server process and of the database's backends (bench/lib/cpu.mjs),
 * and how many answers said `x-visitor-cache: hit` / `miss`. The targets of the issue, checked on
 * PostgreSQL: a page on a cache miss ≥ 300 pages/s at 10 clients, and pages from the cache at
 * least half the JSON API's throughput (within 2×). Results: bench/results/pages-<timestamp>.json.
 * Needs `npm run build` (the web build makes apps/web/dist-server, the server's renderer).
 */
import { existsSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { benchCli } from "./lib/cli.mjs";
import { cpuMeter, waitForIdle } from "./lib/cpu.mjs";
import { loadAverage, log, onEachDatabase, whole, withServer } from "./lib/harness.mjs";
import { loadRun } from "./lib/measure.mjs";
import { logToParent, prepareInChild, withPreparedDatabase } from "./lib/prepare.mjs";
import { headline, informational } from "./lib/report.mjs";
import { beginRun, finishRun } from "./lib/results.mjs";
import { seedScale } from "./lib/seed.mjs";
import { ROOT, SERVER_MAIN } from "./lib/server.mjs";
import { fmt, table } from "./lib/stats.mjs";

/** The issue's targets (checked on PostgreSQL at full size). */
const TARGETS = { missPagesPerSec: 300, cacheVsApi: 0.5 };
const API_INCLUDE = "genres,network,seasons,cast,crew,latest_episodes";
/** What a visitor's browser sends that matters here: brotli, and no cookies. */
const VISITOR_HEADERS = { "accept-encoding": "br" };
const CACHE_SECONDS = "300";

const cli = benchCli({
  usage:
    "npm run bench:pages [-- --quick] [--shows N] [--episodes N] [--people N] [--pages N] [--warmup S] [--duration S] [--connections N]\n" +
    "                    [--postgres-url URL] [--skip-embedded] [--skip-postgres] [--keep-database NAME]",
  sizes: { shows: [1_000, 10_000], episodes: [50_000, 500_000], people: [2_000, 20_000], pages: [250, 250] },
  options: { warmup: { type: "string", default: "3" } },
  prepare: true,
  keepDatabase: true,
});
const { args } = cli;
// (the one-client run and the floors of the other benches have no use here)
const config = { ...cli.sizes, durationS: cli.load.durationS, connections: cli.load.connections, warmupS: whole("warmup", args.warmup, 3) };
/** CPU time a second the machine has: what bounds req/s when the server and database get it all. */
const CORE_MS = os.cpus().length * 1000;

// =============================================================================================
// Child mode (--prepare): the shows whose pages are loaded, and the catalog's size

async function prepare() {
  const wanted = config.pages;
  await withPreparedDatabase(args, async (database) => {
    const rows = async (/** @type {string} */ text) => /** @type {any[]} */ ((await database.query(text)).rows);
    // Every n-th show by id, so the pages are spread over the whole catalog (old and new ids,
    // every type and status) rather than its first rows.
    const slugs = (
      await rows(
        `select slug from (select slug, row_number() over (order by id) as rn, count(*) over () as n from shows) s
         where (rn - 1) % greatest(1, n / ${wanted}) = 0 order by rn limit ${wanted}`,
      )
    ).map((r) => String(r.slug));
    const count = async (/** @type {string} */ table) => Number((await rows(`select count(*) as n from ${table}`))[0]?.n ?? 0);
    const size = { shows: await count("shows"), episodes: await count("episodes"), people: await count("people"), credits: await count("credits") };
    logToParent(`  ${slugs.length} show pages over ${size.shows} shows (${slugs[0]} … ${slugs.at(-1)})`);
    return { slugs, size };
  });
}

// =============================================================================================
// Parent mode

/**
 * One request as a visitor with node:http (no decompression): status, headers, and the body's
 * bytes on the wire and decompressed.
 * @param {string} baseUrl @param {string} urlPath
 * @returns {Promise<{ status: number, headers: import("node:http").IncomingHttpHeaders, wireBytes: number, bytes: number, text: string }>}
 */
function probe(baseUrl, urlPath) {
  return new Promise((resolve, reject) => {
    const req = http.get(`${baseUrl}${urlPath}`, { headers: { ...VISITOR_HEADERS, "x-forwarded-for": "10.254.0.2" }, timeout: 60_000 }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("error", reject);
      res.on("end", () => {
        const wire = Buffer.concat(chunks);
        const encoding = String(res.headers["content-encoding"] ?? "");
        const plain = encoding === "br" ? zlib.brotliDecompressSync(wire) : encoding === "gzip" ? zlib.gunzipSync(wire) : wire;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, wireBytes: wire.length, bytes: plain.length, text: plain.toString("utf8") });
      });
    });
    req.on("timeout", () => req.destroy(new Error(`${urlPath}: no answer in 60 s`)));
    req.on("error", reject);
  });
}

/**
 * Header bytes of an answer as sent (status line excluded).
 * @param {import("node:http").IncomingHttpHeaders} headers
 */
function headerBytes(headers) {
  let n = 0;
  for (const [name, value] of Object.entries(headers)) for (const v of [value ?? ""].flat()) n += name.length + String(v).length + 4;
  return n;
}

/**
 * One run: a probe of the first address (what the answer is), `--warmup` (3) s of load (the
 * renderer's code is compiled by V8 as it runs: 1 s is a few dozen pages on a miss), the measured run
 * with the CPU meter and a count of the answers' `x-visitor-cache`.
 * @param {string} baseUrl
 * @param {number} serverPid
 * @param {string[]} paths  the addresses, in rotation
 * @param {Awaited<ReturnType<typeof cpuMeter>>} meter
 * @param {(answer: Awaited<ReturnType<typeof probe>>) => string[]} check  what is wrong with the probed answer
 */
async function loadPaths(baseUrl, serverPid, paths, meter, check) {
  const first = await probe(baseUrl, paths[0]);
  let i = 0;
  const next = () => ({ path: paths[i++ % paths.length], headers: VISITOR_HEADERS });
  if (config.warmupS > 0) await loadRun(baseUrl, next, config.connections, config.warmupS);
  /** @type {Record<string, number>} */
  const cacheHeader = {};
  /** @type {Record<string, number>} */
  const encodings = {};
  const onResponse = (/** @type {number} */ _status, /** @type {Record<string, string>} */ headers) => {
    const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    const cache = lower["x-visitor-cache"] ?? "none";
    cacheHeader[cache] = (cacheHeader[cache] ?? 0) + 1;
    const encoding = lower["content-encoding"] ?? "identity";
    encodings[encoding] = (encodings[encoding] ?? 0) + 1;
  };
  // The CPU of every request the run sent (a page asked for is drawn even when autocannon stops
  // waiting for it), and of none the warm-up sent: the server is let go idle on both sides.
  await waitForIdle(serverPid);
  const stop = await meter.start();
  const loaded = await loadRun(baseUrl, next, config.connections, config.durationS, { onResponse });
  await waitForIdle(serverPid);
  const cpu = await stop();
  const requests = loaded.requests.total;
  const sent = Math.max(requests, loaded.requests.sent ?? requests);
  return {
    firstPath: paths[0],
    status: first.status,
    contentType: String(first.headers["content-type"] ?? ""),
    wireBytes: first.wireBytes,
    bytes: first.bytes,
    headerBytes: headerBytes(first.headers),
    notes: check(first),
    reqPerSec: requests / loaded.duration,
    p50: loaded.latency.p50,
    p99: loaded.latency.p99,
    max: loaded.latency.max,
    requests,
    // autocannon's bytes received a request (headers included), the mean over every address
    meanWireBytes: requests ? loaded.throughput.total / requests : Number.NaN,
    non2xx: loaded.non2xx,
    errors: loaded.errors + loaded.timeouts,
    cacheHeader,
    encodings,
    // NaN ("-") when no request completed within the run (a miss can take seconds on a busy machine)
    sent,
    serverCpuMs: requests ? cpu.serverMs / sent : Number.NaN,
    databaseCpuMs: requests ? cpu.databaseMs / sent : Number.NaN,
  };
}

/** @typedef {Awaited<ReturnType<typeof loadPaths>>} RunFigures */

/**
 * What is wrong with a page answer: not 200, not brotli, not HTML drawn with the show in it.
 * @param {Awaited<ReturnType<typeof probe>>} answer
 */
function checkPage(answer) {
  /** @type {string[]} */
  const notes = [];
  if (answer.status !== 200) notes.push(`status ${answer.status}`);
  if (answer.headers["content-encoding"] !== "br") notes.push(`content-encoding ${answer.headers["content-encoding"] ?? "none"}`);
  if (!String(answer.headers["content-type"] ?? "").startsWith("text/html")) notes.push(`content-type ${answer.headers["content-type"]}`);
  // Drawn on the server: the state the client hydrates from is in the document.
  if (!/<h1[\s>]/.test(answer.text)) notes.push("no <h1> in the HTML: the shell, not a drawn page?");
  return notes;
}

/**
 * What is wrong with the JSON API's answer.
 * @param {Awaited<ReturnType<typeof probe>>} answer
 */
function checkApi(answer) {
  /** @type {string[]} */
  const notes = [];
  if (answer.status !== 200) notes.push(`status ${answer.status}`);
  if (answer.headers["content-encoding"] !== "br") notes.push(`content-encoding ${answer.headers["content-encoding"] ?? "none"}`);
  try {
    const body = JSON.parse(answer.text);
    if (!body?.data?.slug) notes.push("no show in the answer");
    if (!Array.isArray(body?.data?.latest_episodes?.data)) notes.push("no latest_episodes: the include was refused");
  } catch {
    notes.push("not JSON");
  }
  return notes;
}

/**
 * Asks every address once, one after another (the cache is warm for the run).
 * @param {string} baseUrl @param {string[]} paths
 */
async function warm(baseUrl, paths) {
  const t = performance.now();
  const seen = /** @type {Record<string, number>} */ ({});
  for (const p of paths) {
    const answer = await probe(baseUrl, p);
    const header = String(answer.headers["x-visitor-cache"] ?? "none");
    seen[header] = (seen[header] ?? 0) + 1;
    if (answer.status !== 200) throw new Error(`warming ${p}: status ${answer.status}`);
  }
  const mean = (performance.now() - t) / paths.length;
  log(`  warmed ${paths.length} addresses in ${fmt((performance.now() - t) / 1000, 1)} s (${fmt(mean, 1)} ms each, one at a time; x-visitor-cache ${JSON.stringify(seen)})`);
  return { ms: mean, seen };
}

/**
 * @param {"embedded" | "postgres"} kind
 * @param {{ dataDir?: string, databaseUrl?: string, existing?: { shows: number, users: number } }} target
 * @param {string} label
 */
async function benchDatabase(kind, target, label) {
  /** @type {{ seconds?: number }} */
  let seeded = {};
  if (target.existing?.shows) log(`  reusing the catalog already in the database (${target.existing.shows.toLocaleString("en-US")} shows)`);
  else seeded = await seedScale(target, config, { timeoutMs: 600_000 });
  const prepared = await prepareInChild("bench/pages.mjs", target, ["--pages", String(config.pages)]);
  /** @type {string[]} */
  const slugs = prepared.slugs;
  if (slugs.length === 0) throw new Error("no shows in the catalog");
  const pages = slugs.map((slug) => `/shows/${slug}`);
  const apis = slugs.map((slug) => `/api/shows/${slug}?include=${API_INCLUDE}`);

  /** @type {Record<string, RunFigures & { warmMs?: number }>} */
  const runs = {};
  await withServer(
    target,
    { TRUST_PROXY: "true", VISITOR_CACHE_SECONDS: "0" },
    async (server) => {
      const meter = await cpuMeter(/** @type {number} */ (server.child.pid), target.databaseUrl);
      try {
        runs["page, cache miss"] = await loadPaths(server.baseUrl, /** @type {number} */ (server.child.pid), pages, meter, checkPage);
        log(line("page, cache miss", runs["page, cache miss"]));
      } finally {
        await meter.close();
      }
    },
    "server without the visitor cache ready",
  );
  await withServer(
    target,
    { TRUST_PROXY: "true", VISITOR_CACHE_SECONDS: CACHE_SECONDS },
    async (server) => {
      const meter = await cpuMeter(/** @type {number} */ (server.child.pid), target.databaseUrl);
      try {
        const pageWarm = await warm(server.baseUrl, pages);
        runs["page, from the cache"] = { ...(await loadPaths(server.baseUrl, /** @type {number} */ (server.child.pid), pages, meter, checkPage)), warmMs: pageWarm.ms };
        log(line("page, from the cache", runs["page, from the cache"]));
        const apiWarm = await warm(server.baseUrl, apis);
        runs["JSON API (show)"] = { ...(await loadPaths(server.baseUrl, /** @type {number} */ (server.child.pid), apis, meter, checkApi)), warmMs: apiWarm.ms };
        log(line("JSON API (show)", runs["JSON API (show)"]));
      } finally {
        await meter.close();
      }
    },
    `server with the visitor cache (${CACHE_SECONDS} s) ready`,
  );

  const miss = runs["page, cache miss"];
  const hit = runs["page, from the cache"];
  const api = runs["JSON API (show)"];
  const ratios = {
    missVsTarget: miss.reqPerSec / TARGETS.missPagesPerSec,
    cacheVsApi: hit.reqPerSec / api.reqPerSec,
    // The same two by CPU per request, which a busy machine skews far less than req/s (the runs
    // are made one after another and each gets whatever share of the cores is left): the miss's
    // ceiling against the target, and the API's CPU per request ÷ the cached page's.
    missCeilingVsTarget: CORE_MS / cpuPerRequest(miss) / TARGETS.missPagesPerSec,
    cacheVsApiByCpu: cpuPerRequest(api) / cpuPerRequest(hit),
  };
  /** @type {string[]} */
  const misses = [];
  for (const [name, r] of Object.entries(runs)) {
    misses.push(...r.notes.map((n) => `${name}: ${n}`));
    if (r.non2xx || r.errors) misses.push(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    if (r.requests === 0) misses.push(`${name}: no request completed in ${config.durationS} s`);
  }
  if ((miss.cacheHeader.hit ?? 0) > 0) misses.push(`page, cache miss: ${miss.cacheHeader.hit} answers said hit`);
  if ((hit.cacheHeader.hit ?? 0) !== hit.requests) misses.push(`page, from the cache: ${hit.requests - (hit.cacheHeader.hit ?? 0)} of ${hit.requests} answers not a hit`);
  if (!(ratios.missVsTarget >= 1)) misses.push(`cache miss ${fmt(miss.reqPerSec, 0)} pages/s < ${TARGETS.missPagesPerSec}`);
  if (!(ratios.cacheVsApi >= TARGETS.cacheVsApi)) misses.push(`from the cache ${fmt(ratios.cacheVsApi, 2)}× the JSON API < ${TARGETS.cacheVsApi}×`);
  return { kind, label, size: prepared.size, addresses: slugs.length, seedSeconds: seeded.seconds, runs, ratios, pass: misses.length === 0, misses };
}

/** CPU ms a request, server and database (PGlite: inside the server). @param {RunFigures} r */
const cpuPerRequest = (r) => r.serverCpuMs + (Number.isNaN(r.databaseCpuMs) && r.requests ? 0 : r.databaseCpuMs);

/** @param {string} name @param {RunFigures} r */
function line(name, r) {
  return (
    `  ${name.padEnd(21)} ${fmt(r.reqPerSec, 0).padStart(5)} req/s  p50 ${fmt(r.p50, 0)} ms  p99 ${fmt(r.p99, 0)} ms  ${r.wireBytes} B br (${r.bytes} B)  ` +
    `CPU/request: server ${fmt(r.serverCpuMs, 2)} ms, database ${fmt(r.databaseCpuMs, 2)} ms  x-visitor-cache ${JSON.stringify(r.cacheHeader)}  load ${loadAverage()}`
  );
}

/** @param {Awaited<ReturnType<typeof benchDatabase>>} result */
function report(result) {
  const s = result.size;
  log(
    headline(
      result,
      `${s.shows.toLocaleString("en-US")} shows, ${s.episodes.toLocaleString("en-US")} episodes, ${s.people.toLocaleString("en-US")} people, ${s.credits.toLocaleString("en-US")} credits; ${result.addresses} show addresses in rotation, Accept-Encoding: br, no cookies`,
      config,
      "run",
    ),
  );
  const rows = Object.entries(result.runs).map(([name, r]) => [
    name,
    fmt(r.reqPerSec, 0),
    fmt(r.p50, 0),
    fmt(r.p99, 0),
    fmt(r.max, 0),
    r.wireBytes,
    r.bytes,
    fmt(r.meanWireBytes, 0),
    fmt(r.serverCpuMs, 2),
    fmt(r.databaseCpuMs, 2),
    fmt(cpuPerRequest(r), 2),
    fmt(CORE_MS / cpuPerRequest(r), 0),
    Object.entries(r.cacheHeader)
      .map(([k, v]) => `${k} ${v}`)
      .join(", "),
    `${r.non2xx + r.errors}`,
  ]);
  log(
    table(
      ["run", "req/s", "p50", "p99", "max", "body B (br)", "body B (plain)", "B/req recv", "server CPU ms/req", "DB CPU ms/req", "CPU ms/req", "ceiling req/s", "x-visitor-cache", "failed"],
      rows,
    ),
  );
  const verdict = (/** @type {boolean} */ ok) => (informational(result) ? `(${ok ? "PASS" : "FAIL"})` : ok ? "PASS" : "FAIL");
  const miss = result.runs["page, cache miss"];
  log(
    `  cache miss: ${fmt(miss.reqPerSec, 0)} pages/s ÷ ${TARGETS.missPagesPerSec} = ${fmt(result.ratios.missVsTarget, 2)}  ${verdict(result.ratios.missVsTarget >= 1)}\n` +
      `  from the cache ÷ JSON API: ${fmt(result.runs["page, from the cache"].reqPerSec, 0)} ÷ ${fmt(result.runs["JSON API (show)"].reqPerSec, 0)} = ${fmt(result.ratios.cacheVsApi, 2)} (target ≥ ${TARGETS.cacheVsApi})  ${verdict(result.ratios.cacheVsApi >= TARGETS.cacheVsApi)}\n` +
      `  by CPU per request (steadier on a shared machine): miss ceiling ${fmt(CORE_MS / cpuPerRequest(miss), 0)} ÷ ${TARGETS.missPagesPerSec} = ${fmt(result.ratios.missCeilingVsTarget, 2)}; ` +
      `JSON API's CPU ÷ the cached page's = ${fmt(cpuPerRequest(result.runs["JSON API (show)"]), 2)} ÷ ${fmt(cpuPerRequest(result.runs["page, from the cache"]), 2)} = ${fmt(result.ratios.cacheVsApiByCpu, 2)}`,
  );
  if (result.misses.length) log(`  misses: ${result.misses.join("; ")}`);
  log(
    "  (times in ms; body B = the first address's answer, brotli on the wire and decompressed; B/req recv = autocannon's bytes received a request, headers\n" +
      "   included, over every address; CPU ms/req = the server process (renderer, API in process, brotli) + the database's backends, from /proc;\n" +
      `   ceiling = ${os.cpus().length} cores' ${CORE_MS} ms of CPU a second ÷ CPU ms/req: the most this machine could serve\n   if the server and the database had it all — the load generator's share not counted)`,
  );
}

async function main() {
  if (!existsSync(path.join(ROOT, "apps/web/dist-server/entry-server.js"))) {
    log("apps/web/dist-server/entry-server.js is missing: the server would send the shell, not drawn pages. Run npm run build.");
    process.exitCode = 1;
    return;
  }
  const record = beginRun(
    `Dizilog pages bench: ${config.shows.toLocaleString("en-US")} shows / ${config.episodes.toLocaleString("en-US")} episodes, ${config.pages} show pages in rotation; ` +
      `server ${SERVER_MAIN}; node ${process.version}, ${os.cpus().length} CPU(s); targets on PostgreSQL: a page on a cache miss ≥ ${TARGETS.missPagesPerSec}/s, ` +
      `from the cache ≥ ${TARGETS.cacheVsApi}× the JSON API's req/s`,
  );
  const { results, skipped } = await onEachDatabase(cli.databases("dizilog-pages-", log), benchDatabase);
  await finishRun(record, {
    name: "pages",
    prefix: "pages-",
    results,
    skipped,
    report,
    fields: { config, targets: TARGETS, server: SERVER_MAIN, results, skipped },
    summary: () => {
      for (const result of results) {
        log(
          `${result.label.padEnd(16)} cache miss ${fmt(result.runs["page, cache miss"].reqPerSec, 0)} pages/s (${fmt(result.ratios.missVsTarget, 2)}× the ${TARGETS.missPagesPerSec} target), ` +
            `from the cache ${fmt(result.ratios.cacheVsApi, 2)}× the JSON API (target ≥ ${TARGETS.cacheVsApi}; by CPU per request: miss ceiling ${fmt(result.ratios.missCeilingVsTarget, 2)}× the target, ` +
            `cached page ${fmt(result.ratios.cacheVsApiByCpu, 2)}× the API): ${informational(result) ? `(${result.pass ? "PASS" : "FAIL"}, for information)` : result.pass ? "PASS" : "FAIL"}`,
        );
      }
      if (!results.some((r) => r.kind === "postgres")) log("PostgreSQL: not measured, so the targets were not checked");
    },
  });
}

cli.run(main, prepare);
