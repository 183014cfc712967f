#!/usr/bin/env node
/**
 * `npm run bench:tv-data`: the two TV-data reads fans open every morning, on the built server —
 * `GET /api/ratings/daily` (yesterday's table, as the ratings page asks it) and
 * `GET /api/charts/social?kind=shows` (the day's chart) — at `--connections` clients.
 *
 *   npm run bench:tv-data [-- --shows N] [--episodes N] [--duration S] [--connections N]
 *                         [--postgres-url URL] [--skip-embedded] [--skip-postgres] [--keep-database NAME]
 *
 * For each database: seeds the catalog with seed-scale, then (a `--prepare` child) a year of daily
 * ratings — an episode of each of 60 shows a day (each show's episodes in order) in each of the
 * three categories, 65,700 rows — and 30
 * days of both charts; starts apps/server/dist/main.js with the visitor cache off (every request is
 * a database read) and loads each call for `--duration` seconds: 1 s of warm-up first, then the CPU
 * the server process and the database backends spent, divided by the requests.
 */
import os from "node:os";
import { benchCli } from "./lib/cli.mjs";
import { cpuMeter } from "./lib/cpu.mjs";
import { loadAverage, log, onEachDatabase, withServer } from "./lib/harness.mjs";
import { loadRun } from "./lib/measure.mjs";
import { logToParent, prepareInChild, withPreparedDatabase } from "./lib/prepare.mjs";
import { beginRun, finishRun } from "./lib/results.mjs";
import { seedScale } from "./lib/seed.mjs";
import { SERVER_MAIN } from "./lib/server.mjs";
import { fmt, table } from "./lib/stats.mjs";

const DAYS = 365;
const PER_DAY = 60;

const cli = benchCli({
  usage:
    "npm run bench:tv-data [-- --shows N] [--episodes N] [--duration S] [--connections N] [--postgres-url URL]\n" +
    "                      [--skip-embedded] [--skip-postgres] [--keep-database NAME]",
  sizes: { shows: 1_000, episodes: 40_000, people: 1_000 },
  prepare: true,
  keepDatabase: true,
});
const { args } = cli;
const config = { ...cli.sizes, ...cli.load };

// =============================================================================================
// Child mode (--prepare): a year of ratings and a month of charts

const PREPARE_SQL = `
  -- Each day (Istanbul) of the last year, one episode of each of 60 shows in each category: a
  -- show's episodes in order, one a day (as a daily drama airs), so each row has a previous episode.
  with days as (
    select ((now() at time zone 'Europe/Istanbul')::date - g) as day, g from generate_series(0, ${DAYS - 1}) g
  ), picked as (
    select id from shows order by id limit ${PER_DAY}
  ), eps as (
    select e.id, e.show_id, e.season_id,
           row_number() over (partition by e.show_id order by e.season_number, e.number) as rn,
           count(*) over (partition by e.show_id) as n
    from episodes e where e.show_id in (select id from picked)
  ), cats as (select unnest(array['Total','AB','20+ABC1']) as category)
  insert into tv_ratings (day, show_id, season_id, episode_id, slot, category, rating, share)
  select d.day, p.show_id, p.season_id, p.id, '20:00', c.category,
         round((1 + (hashint4(p.id * 31 + d.g) & 1023) / 100.0)::numeric, 2),
         round((3 + (hashint4(p.id * 17 + d.g) & 2047) / 100.0)::numeric, 2)
  from days d join eps p on p.rn = ((${DAYS - 1} - d.g) % p.n) + 1 cross join cats c
  on conflict do nothing;

  -- The charts of the last 30 days: the top 20 shows by a made-up score.
  insert into chart_entries (kind, day, rank, item_id, score)
  select 'shows', (now() at time zone 'America/New_York')::date - d, r.rank, r.id, 1000 - r.rank * 10
  from generate_series(1, 30) d
  cross join lateral (select id, row_number() over (order by hashint4(id + d)) as rank from shows order by hashint4(id + d) limit 20) r
  on conflict do nothing;

  analyze tv_ratings;
  analyze chart_entries;
`;

async function prepare() {
  await withPreparedDatabase(args, async (database) => {
    await database.exec(PREPARE_SQL);
    const rows = async (/** @type {string} */ text) => /** @type {any[]} */ ((await database.query(text)).rows);
    const [ratings] = await rows("select count(*)::int as n from tv_ratings");
    const [day] = await rows("select to_char(max(day), 'YYYY-MM-DD') as d from tv_ratings where day < (now() at time zone 'Europe/Istanbul')::date");
    const [shows] = await rows("select count(*)::int as n from shows");
    logToParent(`  ${ratings.n} rating rows over ${DAYS} days; charts for 30 days`);
    return { ratings: ratings.n, day: day.d, shows: shows.n };
  });
}

// =============================================================================================
// Parent mode

/**
 * @param {string} baseUrl
 * @param {string} path
 * @param {Awaited<ReturnType<typeof cpuMeter>>} meter
 */
async function loadCall(baseUrl, path, meter) {
  const probe = await fetch(baseUrl + path, { headers: { "x-forwarded-for": "10.254.0.3" } });
  const text = await probe.text();
  const body = JSON.parse(text || "{}");
  const next = () => ({ path, headers: { "x-forwarded-for": "10.254.0.3" } });
  await loadRun(baseUrl, next, config.connections, 1);
  const stop = await meter.start();
  const loaded = await loadRun(baseUrl, next, config.connections, config.durationS);
  const cpu = await stop();
  const requests = loaded.requests.total;
  return {
    status: probe.status,
    items: Array.isArray(body?.data) ? body.data.length : 0,
    bodyBytes: Buffer.byteLength(text),
    reqPerSec: requests / loaded.duration,
    p50: loaded.latency.p50,
    p99: loaded.latency.p99,
    failed: loaded.non2xx + loaded.errors + loaded.timeouts,
    serverCpuMs: cpu.serverMs / requests,
    databaseCpuMs: cpu.databaseMs / requests,
  };
}

/**
 * @param {"embedded" | "postgres"} kind
 * @param {{ dataDir?: string, databaseUrl?: string, existing?: { shows: number } }} target
 * @param {string} label
 */
async function benchDatabase(kind, target, label) {
  if (target.existing?.shows) log(`  reusing the catalog already in the database (${target.existing.shows} shows)`);
  else await seedScale(target, { ...config, users: 1 });
  const prepared = await prepareInChild("bench/tv-data.mjs", target, []);
  const rows = await withServer(
    target,
    { TRUST_PROXY: "true", VISITOR_CACHE_SECONDS: "0" },
    async (server) => {
      const meter = await cpuMeter(/** @type {number} */ (server.child.pid), target.databaseUrl);
      try {
        /** @type {Record<string, any>} */
        const out = {};
        out["ratings daily"] = await loadCall(server.baseUrl, `/api/ratings/daily?date=${prepared.day}&category=Total`, meter);
        log(line("ratings daily", out["ratings daily"]));
        out["charts social"] = await loadCall(server.baseUrl, "/api/charts/social?kind=shows", meter);
        log(line("charts social", out["charts social"]));
        return out;
      } finally {
        await meter.close();
      }
    },
    "server ready",
  );
  return { kind, label, prepared, rows };
}

/** @param {string} name @param {any} r */
function line(name, r) {
  return `  ${name.padEnd(14)} ${fmt(r.reqPerSec, 0).padStart(5)} req/s  p50 ${fmt(r.p50, 0)} ms  p99 ${fmt(r.p99, 0)} ms  ${r.items} rows, ${r.bodyBytes} B (HTTP ${r.status})  CPU/request: server ${fmt(r.serverCpuMs, 2)} ms, database ${fmt(r.databaseCpuMs, 2)} ms  load ${loadAverage()}`;
}

/** @param {Awaited<ReturnType<typeof benchDatabase>>} result */
function report(result) {
  log(`\n${result.label}: ${result.prepared.shows} shows, ${result.prepared.ratings} rating rows; ${config.connections} connections × ${config.durationS} s`);
  const rows = Object.entries(result.rows).map(([name, r]) => [name, fmt(r.reqPerSec, 0), fmt(r.p50, 0), fmt(r.p99, 0), r.items, r.bodyBytes, fmt(r.serverCpuMs, 2), fmt(r.databaseCpuMs, 2), `${r.failed}`]);
  log(table(["call", "req/s", "p50 ms", "p99 ms", "rows", "body B", "server CPU ms/req", "DB CPU ms/req", "failed"], rows));
}

async function main() {
  const record = beginRun(`Dizilog TV-data bench: ${config.shows} shows / ${config.episodes} episodes, ${DAYS} days of ratings; server ${SERVER_MAIN}; ${os.cpus().length} CPU(s)`);
  const { results, skipped } = await onEachDatabase(cli.databases("dizilog-tv-data-", log), (kind, target, label) => benchDatabase(kind, target, label));
  await finishRun(record, { name: "tv-data", prefix: "tv-data-", results, skipped, report, fields: { config, server: SERVER_MAIN, results, skipped }, summary: () => undefined });
}

cli.run(main, prepare);
