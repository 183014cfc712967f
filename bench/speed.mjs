#!/usr/bin/env node
/**
 * `npm run bench:speed`: the three calls a fan feels, on the data set of the comparison with
 * MediaTracker (issue "Speed where fans feel it"), on the built server.
 *
 *   npm run bench:speed [-- --shows N] [--episodes N] [--duration S] [--connections N]
 *                       [--postgres-url URL] [--skip-embedded] [--skip-postgres] [--keep-database NAME]
 *
 * For each database (embedded PGlite in a temporary DATA_DIR; PostgreSQL in a fresh dz_bench_*
 * database when the server answers):
 *
 * 1. seeds 200 shows and 4,000 episodes with seed-scale (and one account, fan1), then — in a child
 *    run with tsx (`--prepare`) — moves every episode into the previous calendar month (Istanbul),
 *    each show's episodes spread over it in season/number order, so that the month holds all 4,000
 *    (the calendar answers its cap, 2,000) and every episode has aired; fan1 tracks every show and
 *    has seen the first half of each show's episodes (2,000), counters set from the rows;
 * 2. starts apps/server/dist/main.js (TRUST_PROXY=true), signs fan1 in, and loads with autocannon:
 *    - mark-seen: `POST /api/seen/episode/:id` over 1,000 episodes (half seen, half not), each
 *      request setting the opposite of the episode's state, so every request changes one row;
 *    - the month's calendar as the web calendar asks it: `GET /api/calendar/month?month=…&scope=tracked`
 *      (the compact form), or `GET /api/calendar?month=…&scope=tracked` (full episodes) from a server
 *      without it;
 *    - the show page's first screen: `GET /api/shows/:slug?include=genres,network,seasons,cast,crew,latest_episodes`
 *      over the 200 shows; a server that refuses the `latest_episodes` include is measured as the
 *      two calls the page made before (the show, then `GET /api/show/:id/episodes/latest`), and the
 *      screen's figures are those of the two in sequence (req/s: 1 / (1/a + 1/b); p50, p99, bytes
 *      and CPU: sums);
 *    one request to check the answer (its bytes), 1 s of warm-up, `--connections` (10) for
 *    `--duration` (10) s; the CPU time the server process and the database's backends (on
 *    PostgreSQL: the processes of pg_stat_activity's rows for the bench database, read from /proc)
 *    spent during the measured run, divided by its requests.
 * 3. stops the server, removes the data dir / drops the database.
 *
 * Results: bench/results/speed-<timestamp>.json. BENCH_SERVER_MAIN runs another build (before/after).
 */
import os from "node:os";
import { benchCli } from "./lib/cli.mjs";
import { cpuMeter } from "./lib/cpu.mjs";
import { loadAverage, log, onEachDatabase, withServer } from "./lib/harness.mjs";
import { loadRun } from "./lib/measure.mjs";
import { logToParent, prepareInChild, withPreparedDatabase } from "./lib/prepare.mjs";
import { beginRun, finishRun } from "./lib/results.mjs";
import { seedScale, signIn } from "./lib/seed.mjs";
import { SERVER_MAIN } from "./lib/server.mjs";
import { fmt, table } from "./lib/stats.mjs";

const BENCH_USER = "fan1";
const MARK_POOL = 1_000;
const SHOW_INCLUDE = "genres,network,seasons,cast,crew";

const cli = benchCli({
  usage:
    "npm run bench:speed [-- --shows N] [--episodes N] [--duration S] [--connections N] [--postgres-url URL]\n" +
    "                    [--skip-embedded] [--skip-postgres] [--keep-database NAME] [--only CALL]",
  sizes: { shows: 200, episodes: 4_000, people: 400 },
  options: { only: { type: "string" } },
  prepare: true,
  keepDatabase: true,
});
const { args } = cli;
const config = { ...cli.sizes, ...cli.load };
/** --only NAME loads one call (mark-seen, calendar, show first screen), e.g. under a CPU profile. */
const wanted = (/** @type {string} */ name) => !args.only || args.only === name;

// =============================================================================================
// Child mode (--prepare): the user's data

/** @param {number} userId */
function speedSql(userId) {
  return `
    -- Every episode in the previous calendar month (Istanbul), each show's in order over 27 days.
    with ordered as (
      select id, show_id,
             row_number() over (partition by show_id order by season_number, number) as rn,
             count(*) over (partition by show_id) as n
      from episodes
    )
    update episodes e
    set airs_at = ((date_trunc('month', now() at time zone 'Europe/Istanbul') - interval '1 month') at time zone 'Europe/Istanbul')
                  + ((o.rn - 1)::float8 / o.n) * interval '27 days' + (17 + (hashint4(e.show_id) & 3)) * interval '1 hour'
    from ordered o where o.id = e.id;

    -- fan1 has seen the first half of every show's episodes and tracks every show.
    insert into episode_views (user_id, episode_id, show_id, watched_at)
    select ${userId}, id, show_id, airs_at + interval '2 hours'
    from (select id, show_id, airs_at,
                 row_number() over (partition by show_id order by season_number, number) as rn,
                 count(*) over (partition by show_id) as n
          from episodes) o
    where o.rn * 2 <= o.n
    on conflict do nothing;

    insert into tracked_shows (user_id, show_id, created_at, seen_count, last_seen_at)
    select ${userId}, s.id, now() - interval '60 days', coalesce(v.n, 0), v.last_seen
    from shows s
    left join (select show_id, count(*)::int as n, max(watched_at) as last_seen from episode_views where user_id = ${userId} group by show_id) v
      on v.show_id = s.id
    on conflict (user_id, show_id) do update set seen_count = excluded.seen_count, last_seen_at = excluded.last_seen_at, dropped_at = null;

    update users set
      seen_count = (select count(*) from episode_views where user_id = ${userId}),
      track_count = (select count(*) from tracked_shows where user_id = ${userId})
    where id = ${userId};

    analyze episodes;
    analyze episode_views;
    analyze tracked_shows;
    analyze users;
  `;
}

async function prepare() {
  await withPreparedDatabase(args, async (database) => {
    const rows = async (/** @type {string} */ text) => /** @type {any[]} */ ((await database.query(text)).rows);
    const [user] = await rows(`select id from users where username = '${BENCH_USER}'`);
    if (!user) throw new Error(`no user ${BENCH_USER}: seed-scale wrote no accounts`);
    const userId = Number(user.id);
    await database.exec(speedSql(userId));
    const [month] = await rows(`select to_char(date_trunc('month', now() at time zone 'Europe/Istanbul') - interval '1 month', 'YYYY-MM') as m`);
    const seen = (await rows(`select episode_id as id from episode_views where user_id = ${userId} order by hashint4(episode_id * 13 + 1), episode_id limit ${MARK_POOL / 2}`)).map((r) => Number(r.id));
    const unseen = (
      await rows(
        `select e.id from episodes e where not exists (select 1 from episode_views v where v.user_id = ${userId} and v.episode_id = e.id)
         order by hashint4(e.id * 13 + 1), e.id limit ${MARK_POOL / 2}`,
      )
    ).map((r) => Number(r.id));
    /** @type {{ id: number, seen: boolean }[]} */
    const pool = [];
    for (let i = 0; i < Math.max(seen.length, unseen.length); i++) {
      if (i < unseen.length) pool.push({ id: unseen[i], seen: false });
      if (i < seen.length) pool.push({ id: seen[i], seen: true });
    }
    const shows = (await rows("select id, slug from shows order by id")).map((r) => ({ id: Number(r.id), slug: String(r.slug) }));
    const count = async (/** @type {string} */ text) => Number((await rows(text))[0]?.n ?? 0);
    const size = {
      shows: shows.length,
      episodes: await count("select count(*) as n from episodes"),
      trackedShows: await count(`select count(*) as n from tracked_shows where user_id = ${userId}`),
      seenEpisodes: await count(`select count(*) as n from episode_views where user_id = ${userId}`),
    };
    logToParent(`  ${BENCH_USER}: ${size.trackedShows} tracked shows, ${size.seenEpisodes} seen of ${size.episodes} episodes, all in ${month.m}`);
    return { userId, month: month.m, pool, shows, size };
  });
}

// =============================================================================================
// Parent mode

/** Header bytes of a fetch Response as sent on the wire (status line excluded). @param {Response} res */
function headerBytes(res) {
  let n = 0;
  res.headers.forEach((value, name) => (n += name.length + value.length + 4));
  return n;
}

/**
 * One call: a probe (status, body, bytes), 1 s of warm-up, the measured run with the CPU meter.
 * @param {string} baseUrl
 * @param {() => import("./lib/measure.mjs").BenchRequest} next
 * @param {Awaited<ReturnType<typeof cpuMeter>>} meter
 */
async function loadCall(baseUrl, next, meter) {
  const first = next();
  const res = await fetch(baseUrl + first.path, {
    method: first.method ?? "GET",
    body: first.body,
    headers: { ...(first.body ? { "content-type": "application/json" } : {}), ...first.headers, "x-forwarded-for": "10.254.0.2" },
  });
  const text = await res.text();
  const body = /** @type {any} */ (JSON.parse(text || "{}"));
  await loadRun(baseUrl, next, config.connections, 1);
  const stop = await meter.start();
  const loaded = await loadRun(baseUrl, next, config.connections, config.durationS);
  const cpu = await stop();
  const requests = loaded.requests.total;
  return {
    status: res.status,
    body,
    bodyBytes: Buffer.byteLength(text),
    headerBytes: headerBytes(res),
    reqPerSec: requests / loaded.duration,
    p50: loaded.latency.p50,
    p99: loaded.latency.p99,
    requests,
    non2xx: loaded.non2xx,
    errors: loaded.errors + loaded.timeouts,
    serverCpuMs: cpu.serverMs / requests,
    databaseCpuMs: cpu.databaseMs / requests,
  };
}

/** @typedef {Awaited<ReturnType<typeof loadCall>>} CallFigures */

/**
 * Two calls made one after the other (the screen before the include) as one figure.
 * @param {CallFigures} a @param {CallFigures} b
 */
function inSequence(a, b) {
  return {
    ...a,
    bodyBytes: a.bodyBytes + b.bodyBytes,
    headerBytes: a.headerBytes + b.headerBytes,
    reqPerSec: 1 / (1 / a.reqPerSec + 1 / b.reqPerSec),
    p50: a.p50 + b.p50,
    p99: a.p99 + b.p99,
    non2xx: a.non2xx + b.non2xx,
    errors: a.errors + b.errors,
    serverCpuMs: a.serverCpuMs + b.serverCpuMs,
    databaseCpuMs: a.databaseCpuMs + b.databaseCpuMs,
  };
}

/**
 * @param {"embedded" | "postgres"} kind
 * @param {{ dataDir?: string, databaseUrl?: string, existing?: { shows: number, users: number } }} target
 * @param {string} label
 */
async function benchDatabase(kind, target, label) {
  if (target.existing?.shows) log(`  reusing the catalog already in the database (${target.existing.shows} shows)`);
  else await seedScale(target, { ...config, users: 1 });
  const prepared = await prepareInChild("bench/speed.mjs", target, []);
  /** @type {{ id: number, seen: boolean }[]} */
  const pool = prepared.pool;
  /** @type {{ id: number, slug: string }[]} */
  const shows = prepared.shows;

  const rows = await withServer(
    target,
    { TRUST_PROXY: "true", VISITOR_CACHE_SECONDS: "0" },
    async (server) => {
      const token = await signIn(server.baseUrl, BENCH_USER);
      const headers = { cookie: `dz_session=${token}; XSRF-TOKEN=x`, "x-xsrf-token": "x" };
      const meter = await cpuMeter(/** @type {number} */ (server.child.pid), target.databaseUrl);
      try {
        /** @type {Record<string, any>} */
        const out = {};

        if (wanted("mark-seen")) {
          let n = 0;
          const mark = await loadCall(
            server.baseUrl,
            () => {
              const i = n++;
              const ep = pool[i % pool.length];
              const status = Math.floor(i / pool.length) % 2 === 0 ? !ep.seen : ep.seen;
              return { method: "POST", path: `/api/seen/episode/${ep.id}`, body: JSON.stringify({ status }), headers };
            },
            meter,
          );
          out["mark-seen"] = { ...mark, items: 1, check: mark.body?.data?.changed === 1 ? "changed 1" : `changed ${mark.body?.data?.changed}` };
          log(line("mark-seen", out["mark-seen"]));
        }

        if (wanted("calendar")) {
          const query = `month=${prepared.month}&scope=tracked`;
          const hasCompact = (await fetch(`${server.baseUrl}/api/calendar/month?${query}`, { headers })).ok;
          const calendar = await loadCall(server.baseUrl, () => ({ path: hasCompact ? `/api/calendar/month?${query}` : `/api/calendar?${query}`, headers }), meter);
          const compact = !Array.isArray(calendar.body?.data);
          const episodes = compact ? (calendar.body?.data?.episodes?.length ?? 0) : calendar.body.data.length;
          out.calendar = { ...calendar, items: episodes, check: compact ? "compact" : "full episodes" };
          log(line("calendar", out.calendar));
        }

        if (wanted("show first screen")) {
          let s = 0;
          const probe = await fetch(`${server.baseUrl}/api/shows/${shows[0].slug}?include=${SHOW_INCLUDE},latest_episodes`, { headers });
          const oneCall = probe.ok && Array.isArray((await probe.json())?.data?.latest_episodes?.data);
          if (oneCall) {
            const screen = await loadCall(server.baseUrl, () => ({ path: `/api/shows/${shows[s++ % shows.length].slug}?include=${SHOW_INCLUDE},latest_episodes`, headers }), meter);
            out["show first screen"] = { ...screen, items: 1, check: "one call" };
          } else {
            const show = await loadCall(server.baseUrl, () => ({ path: `/api/shows/${shows[s++ % shows.length].slug}?include=${SHOW_INCLUDE}`, headers }), meter);
            const latest = await loadCall(server.baseUrl, () => ({ path: `/api/show/${shows[s++ % shows.length].id}/episodes/latest`, headers }), meter);
            out["show first screen"] = { ...inSequence(show, latest), items: 2, check: "two calls" };
          }
          log(line("show first screen", out["show first screen"]));
        }
        for (const figures of Object.values(out)) delete figures.body;
        return out;
      } finally {
        await meter.close();
      }
    },
    "server ready",
  );
  return { kind, label, size: prepared.size, month: prepared.month, rows };
}

/** @param {string} name @param {any} r */
function line(name, r) {
  return `  ${name.padEnd(18)} ${fmt(r.reqPerSec, 0).padStart(5)} req/s  p50 ${fmt(r.p50, 0)} ms  p99 ${fmt(r.p99, 0)} ms  ${r.bodyBytes} B (${r.check})  CPU/request: server ${fmt(r.serverCpuMs, 2)} ms, database ${fmt(r.databaseCpuMs, 2)} ms  load ${loadAverage()}`;
}

/** @param {Awaited<ReturnType<typeof benchDatabase>>} result */
function report(result) {
  log(`\n${result.label}: ${result.size.shows} shows, ${result.size.episodes} episodes (all in ${result.month}), ${BENCH_USER} tracks ${result.size.trackedShows} and has seen ${result.size.seenEpisodes}; ${config.connections} connections × ${config.durationS} s`);
  const rows = Object.entries(result.rows).map(([name, r]) => [
    name,
    fmt(r.reqPerSec, 0),
    fmt(r.p50, 0),
    fmt(r.p99, 0),
    r.bodyBytes,
    r.items > 1 && name === "calendar" ? fmt(r.bodyBytes / r.items, 0) : "-",
    r.headerBytes,
    fmt(r.serverCpuMs, 2),
    fmt(r.databaseCpuMs, 2),
    `${r.non2xx + r.errors}`,
    r.check,
  ]);
  log(table(["call", "req/s", "p50 ms", "p99 ms", "body B", "B/episode", "header B", "server CPU ms/req", "DB CPU ms/req", "failed", "answer"], rows));
}

async function main() {
  const record = beginRun(`Dizilog speed bench: ${config.shows} shows / ${config.episodes} episodes, one user tracking all (half seen); server ${SERVER_MAIN}; ${os.cpus().length} CPU(s)`);
  const { results, skipped } = await onEachDatabase(cli.databases("dizilog-speed-", log), (kind, target, label) => benchDatabase(kind, target, label));
  await finishRun(record, { name: "speed", prefix: "speed-", results, skipped, report, fields: { config, server: SERVER_MAIN, results, skipped }, summary: () => undefined });
}

cli.run(main, prepare);
