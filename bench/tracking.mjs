#!/usr/bin/env node
/**
 * `npm run bench:tracking`: the tracking calls of one heavy user, under load, on the built server.
 *
 *   npm run bench:tracking [-- --quick] [--shows N] [--episodes N] [--users N] [--people N]
 *                          [--duration S] [--connections N] [--single-duration S] [--floor-runs N]
 *                          [--postgres-url URL] [--skip-embedded] [--skip-postgres] [--vacuum]
 *
 * For each database (embedded PGlite in a temporary DATA_DIR; PostgreSQL in a fresh dz_bench_*
 * database when the server answers):
 *
 * 1. seeds the scale catalog and its users with seed-scale (10,000 shows / 500,000 episodes /
 *    100,000 users; --quick: 1,000 / 50,000 / 10,000);
 * 2. gives one user (fan1) 500 tracked shows and 20,000 seen episodes with set-based SQL (aired
 *    episodes only, in season/number order: some shows not started, some caught up or completed,
 *    most in progress at different depths; every show with an episode in the coming days is among
 *    them, so the upcoming list is not empty), sets the counter caches (tracked_shows.seen_count /
 *    last_seen_at, users.seen_count / track_count) from the rows and ANALYZEs (--vacuum: VACUUM
 *    ANALYZE, the steady state of a database autovacuum has visited) — in a child process
 *    run with tsx (`--prepare`), which also measures the floor of every call (its service and
 *    repository calls, sequential, one connection, no HTTP) and, on PostgreSQL, EXPLAIN ANALYZEs
 *    every statement each call runs (captured with Drizzle's logger from the app's own code);
 * 3. starts apps/server/dist/main.js (TRUST_PROXY=true), signs fan1 in through POST /api/auth/login
 *    (seed-scale's password) and loads each call with autocannon — every request "from" its own
 *    X-Forwarded-For address, with the session cookie and the XSRF double-submit (cookie
 *    XSRF-TOKEN=x, header X-XSRF-TOKEN: x): one request to check the answer, 1 s of warm-up,
 *    `--connections` (10) for `--duration` (10) s, then one connection for `--single-duration` s;
 * 4. stops the server, removes the data dir / drops the database (also on Ctrl-C).
 *
 * The calls: GET /api/me/tracker?group=watch_next, ?group=in_progress, GET /api/me/upcoming, and
 * POST /api/seen/episode/:id over a pool of 1,000 aired episodes of the tracked shows (half seen,
 * half not, interleaved), each request setting the opposite of the episode's current state — so
 * the status alternates true/false, every request changes one row, and the data size stays put.
 *
 * Targets (checked on PostgreSQL): p99 < 20 ms for mark-seen, p99 < 50 ms for the others.
 * Results: bench/results/tracking-<timestamp>.json (plans included).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { cleanUpOnInterrupt, lastJson, loadAverage, onEachDatabase, runNode, whole, withCleanup } from "./lib/harness.mjs";
import { DEFAULT_POSTGRES_URL } from "./lib/postgres.mjs";
import { ROOT, SERVER_MAIN, startServer } from "./lib/server.mjs";
import { fmt, secondsSince, summarize, table } from "./lib/stats.mjs";

const BENCH_USER = "fan1";
/** The one password seed-scale gives every generated account (apps/server/scripts/seed-scale.ts). */
const BENCH_PASSWORD = "dizilog-bench";
const TRACKED_SHOWS = 500;
const SEEN_EPISODES = 20_000;
/** Episodes the mark-seen load toggles (half seen, half unseen at the start). */
const MARK_POOL = 1_000;
const TARGETS = { markSeenP99Ms: 20, readP99Ms: 50 };

/** The calls, in the order they are loaded (reads first: they see exactly the prepared data). */
const CALLS = [
  { name: "tracker watch_next", kind: "read", path: "/api/me/tracker?group=watch_next", target: TARGETS.readP99Ms },
  { name: "tracker in_progress", kind: "read", path: "/api/me/tracker?group=in_progress", target: TARGETS.readP99Ms },
  { name: "upcoming", kind: "read", path: "/api/me/upcoming", target: TARGETS.readP99Ms },
  { name: "mark-seen", kind: "mark", path: "/api/seen/episode/:id", target: TARGETS.markSeenP99Ms },
];

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== "--"),
  options: {
    quick: { type: "boolean", default: false },
    shows: { type: "string" },
    episodes: { type: "string" },
    users: { type: "string" },
    people: { type: "string" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    "single-duration": { type: "string", default: "3" },
    "floor-runs": { type: "string", default: "100" },
    "postgres-url": { type: "string", default: process.env.BENCH_POSTGRES_URL ?? DEFAULT_POSTGRES_URL },
    "skip-embedded": { type: "boolean", default: false },
    "skip-postgres": { type: "boolean", default: false },
    "keep-database": { type: "string" },
    vacuum: { type: "boolean", default: false },
    // Internal: the child process (run with tsx) that prepares the user, floors and plans.
    prepare: { type: "boolean", default: false },
    "data-dir": { type: "string" },
    "database-url": { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
});

// =============================================================================================
// The user's tracking data (set-based SQL, the same text on PostgreSQL and PGlite)

/**
 * Tracked shows, seen episodes and counters of one user. Runs on one session (temp tables).
 * "Random" values are hashes of ids, so the same catalog gives the same user.
 * @param {number} userId
 */
function trackingSql(userId) {
  const rand = (/** @type {string} */ expr, /** @type {number} */ salt) => `((hashint4(${expr} * 7919 + ${salt}) & 2147483647)::float8 / 2147483648)`;
  return `
    drop table if exists bench_tracked;
    drop table if exists bench_seen;
    -- 500 shows with aired episodes: every show with an episode in the coming days first (so the
    -- upcoming list has rows), then shows with 20+ aired episodes (series a fan follows), by hash.
    create temp table bench_tracked as
    with per_show as (
      select show_id,
             (count(*) filter (where airs_at <= now()))::int as aired,
             coalesce(bool_or(airs_at > now() and airs_at < now() + interval '9 days'), false) as upcoming
      from episodes group by show_id
    ), picked as (
      select show_id, aired, upcoming,
             row_number() over (order by upcoming desc, (aired >= 20) desc, hashint4(show_id * 7919 + 17), show_id) as pick
      from per_show where aired >= 1
    )
    select show_id, aired, upcoming, ${rand("show_id", 5)} as r, 0.4 + 1.2 * ${rand("show_id", 11)} as depth
    from picked where pick <= ${TRACKED_SHOWS};
    -- 15 % not started, 25 % every aired episode seen (caught up / completed), 60 % in progress.
    alter table bench_tracked add column kind text;
    update bench_tracked set kind = case when r < 0.15 and not upcoming then 'none' when r < 0.40 or aired < 2 then 'all' else 'part' end;

    -- Seen: every aired episode of the 'all' shows, then the first episodes (season, number order)
    -- of the 'part' shows up to 20,000 in all: each show filled to its own depth (the key is the
    -- position in the show ÷ aired × a per-show factor), never its last aired episode.
    create temp table bench_seen as
    with ranked as (
      select e.id as episode_id, e.show_id, e.airs_at, t.kind, t.aired, t.depth,
             row_number() over (partition by e.show_id order by e.season_number, e.number) as rn
      from episodes e join bench_tracked t on t.show_id = e.show_id
      where e.airs_at <= now() and t.kind <> 'none'
    ), full_rows as (
      select episode_id, show_id, airs_at from ranked where kind = 'all'
    ), part_rows as (
      select episode_id, show_id, airs_at from ranked where kind = 'part' and rn < aired
      order by case when rn = 1 then 0 else rn::float8 / aired * depth end, show_id, rn
      limit (select greatest(${SEEN_EPISODES} - count(*), 0) from full_rows)
    )
    select * from full_rows union all select * from part_rows;

    insert into episode_views (user_id, episode_id, show_id, watched_at)
    select ${userId}, episode_id, show_id, least(now(), airs_at + (hashint4(episode_id) & 255) * interval '1 hour')
    from bench_seen
    on conflict do nothing;

    insert into tracked_shows (user_id, show_id, created_at, dropped_at, seen_count, last_seen_at)
    select ${userId}, t.show_id,
           coalesce(v.first_seen - interval '1 day', now() - (1 + (hashint4(t.show_id) & 1023)) * interval '1 day'),
           null, coalesce(v.n, 0), v.last_seen
    from bench_tracked t
    left join (
      select show_id, count(*)::int as n, min(watched_at) as first_seen, max(watched_at) as last_seen
      from episode_views where user_id = ${userId} group by show_id
    ) v on v.show_id = t.show_id
    on conflict (user_id, show_id) do update
      set seen_count = excluded.seen_count, last_seen_at = excluded.last_seen_at, dropped_at = null;

    update users set
      seen_count = (select count(*) from episode_views where user_id = ${userId}),
      track_count = (select count(*) from tracked_shows where user_id = ${userId})
    where id = ${userId};

    drop table bench_tracked;
    drop table bench_seen;
    analyze episode_views;
    analyze tracked_shows;
    analyze users;
    analyze sessions;
  `;
}

// =============================================================================================
// Child mode (--prepare, run with `node --import tsx`): setup, floors, plans

async function prepare() {
  const { openDatabase } = await import("../apps/server/src/db/database.ts");
  const schema = await import("../apps/server/src/db/schema/index.ts");
  const { markSeen } = await import("../apps/server/src/services/progress.service.ts");
  const { trackerPage, showProgress } = await import("../apps/server/src/services/tracker.service.ts");
  const { TRACKER_GROUPS } = await import("../apps/server/src/services/tracker-groups.ts");
  const { episodeCounts } = await import("../apps/server/src/repositories/tracker.repository.ts");
  const { loadSpoilerContext } = await import("../apps/server/src/services/spoiler-context.ts");
  const { trackedEpisodesAiringBetween } = await import("../apps/server/src/repositories/episode.repository.ts");
  const { addDays, localDate, zonedTimeToInstant } = await import("../apps/server/src/lib/time.ts");
  const { LIMITS } = await import("@dizilog/shared");

  const runs = whole("floor-runs", args["floor-runs"], 100);
  const database = await openDatabase({ databaseUrl: args["database-url"], dataDir: args["data-dir"], poolSize: 1 });
  const log = (/** @type {string} */ line) => process.stderr.write(`${line}\n`);
  try {
    const one = async (/** @type {string} */ text) => /** @type {any} */ ((await database.query(text)).rows[0]);
    const count = async (/** @type {string} */ text) => Number((await one(text))?.n ?? 0);

    const user = await one(`select id from users where username = '${BENCH_USER}'`);
    if (!user) throw new Error(`no user ${BENCH_USER}: seed-scale wrote no accounts (see its "users:" line)`);
    const userId = Number(user.id);

    let t = performance.now();
    await database.exec(trackingSql(userId));
    log(`  ${BENCH_USER} (id ${userId}): tracked shows, seen episodes and counters written in ${secondsSince(t)} s`);
    // seed-scale and the setup only ANALYZE. Without VACUUM (and with autovacuum off, as on a
    // fresh test server) no page is all-visible yet, so index-only scans still read the heap and
    // the planner prefers other plans; --vacuum shows the steady state of a vacuumed database.
    if (args.vacuum) {
      t = performance.now();
      for (const table of ["episodes", "episode_views", "tracked_shows", "shows", "users", "sessions", "show_activity_daily"]) {
        await database.exec(`vacuum analyze ${table}`);
      }
      log(`  VACUUM ANALYZE (--vacuum) in ${secondsSince(t)} s`);
    }
    const autovacuum = database.kind === "postgres" ? String((await one("select current_setting('autovacuum') as v"))?.v) : "n/a (embedded)";

    // The mark-seen pool: aired episodes of the tracked shows, half seen and half not, interleaved
    // (unseen, seen, unseen …), each half spread over the shows by hash.
    const half = MARK_POOL / 2;
    const seenPool = (
      await database.query(
        `select episode_id as id from episode_views where user_id = ${userId} order by hashint4(episode_id * 13 + 1), episode_id limit ${half}`,
      )
    ).rows.map((r) => Number(/** @type {any} */ (r).id));
    const unseenPool = (
      await database.query(
        `select e.id from episodes e join tracked_shows t on t.show_id = e.show_id and t.user_id = ${userId}
         where e.airs_at <= now() - interval '1 hour'
           and not exists (select 1 from episode_views v where v.user_id = ${userId} and v.episode_id = e.id)
         order by hashint4(e.id * 13 + 1), e.id limit ${half}`,
      )
    ).rows.map((r) => Number(/** @type {any} */ (r).id));
    /** @type {{ id: number, seen: boolean }[]} */
    const pool = [];
    for (let i = 0; i < Math.max(seenPool.length, unseenPool.length); i++) {
      if (i < unseenPool.length) pool.push({ id: unseenPool[i], seen: false });
      if (i < seenPool.length) pool.push({ id: seenPool[i], seen: true });
    }

    // Sizes, and the groups as the app derives them.
    const now = new Date();
    const viewer = { locale: "en", contentLanguage: /** @type {const} */ ("en"), timeZone: "Europe/Istanbul", now };
    /** @type {Record<string, number>} */
    const groups = {};
    for (const group of TRACKER_GROUPS.filter((g) => g !== "watch_next")) {
      groups[group] = (await trackerPage(database.db, userId, group, viewer, 100_000)).data.length;
    }
    const trackedIds = (await database.query(`select show_id as id from tracked_shows where user_id = ${userId}`)).rows.map((r) => Number(/** @type {any} */ (r).id));
    const counts = [...(await episodeCounts(database.db, trackedIds, now)).values()];
    const today = localDate(now, viewer.timeZone);
    const upcomingFrom = zonedTimeToInstant(today, "00:00", viewer.timeZone);
    const upcomingTo = zonedTimeToInstant(addDays(addDays(today, LIMITS.upcomingDefaultDays), 1), "00:00", viewer.timeZone);
    const size = {
      shows: await count("select count(*) as n from shows"),
      episodes: await count("select count(*) as n from episodes"),
      users: await count("select count(*) as n from users"),
      trackedShows: await count(`select count(*) as n from tracked_shows where user_id = ${userId}`),
      seenEpisodes: await count(`select count(*) as n from episode_views where user_id = ${userId}`),
      episodeViewsTotal: await count("select count(*) as n from episode_views"),
      userSeenCount: await count(`select seen_count as n from users where id = ${userId}`),
      userTrackCount: await count(`select track_count as n from users where id = ${userId}`),
      episodesOfTrackedShows: counts.reduce((s, r) => s + r.total, 0),
      airedOfTrackedShows: counts.reduce((s, r) => s + r.aired, 0),
      upcomingEpisodes: (await trackedEpisodesAiringBetween(database.db, userId, upcomingFrom, upcomingTo, 500)).length,
      groups,
      markPool: pool.length,
      autovacuum,
      vacuumed: args.vacuum,
    };
    log(
      `  ${size.trackedShows} tracked shows (${Object.entries(groups).map(([g, n]) => `${g} ${n}`).join(", ")}), ` +
        `${size.seenEpisodes.toLocaleString("en-US")} seen of ${size.airedOfTrackedShows.toLocaleString("en-US")} aired episodes; ` +
        `${size.upcomingEpisodes} upcoming in the default week`,
    );

    // ---- The calls, as their route handlers make them (after the session lookup).
    /** @param {any} db */
    const handlers = (db) => ({
      "tracker watch_next": () => trackerPage(db, userId, "watch_next", { ...viewer, now: new Date() }, 20),
      "tracker in_progress": () => trackerPage(db, userId, "in_progress", { ...viewer, now: new Date() }, 20),
      upcoming: async () => {
        const rows = await trackedEpisodesAiringBetween(db, userId, upcomingFrom, upcomingTo, 500);
        return loadSpoilerContext(db, { id: userId, spoilers: false }, rows);
      },
      /** One toggle of an episode (markSeen, and the show's progress when markSeen did not read it). */
      "mark-seen": async (/** @type {{ id: number, seen: boolean }} */ ep = pool[0]) => {
        const n = new Date();
        const result = await markSeen(db, userId, { kind: "episode", id: ep.id }, !ep.seen, n);
        ep.seen = !ep.seen;
        // As the route: the one-statement mark already read the progress counts.
        if (!result.counts) await showProgress(db, userId, result.showId, n);
        return result;
      },
    });

    // ---- Floors: sequential runs on one connection (mark-seen toggles a copy of the pool: even
    // runs leave every episode as it was).
    t = performance.now();
    const calls = handlers(database.db);
    /** @type {Record<string, any>} */
    const floors = {};
    const floorPool = pool.map((p) => ({ ...p }));
    for (const call of CALLS) {
      const fn = calls[/** @type {keyof typeof calls} */ (call.name)];
      let i = 0;
      const once = () => (call.kind === "mark" ? calls["mark-seen"](floorPool[Math.floor(i++ / 2) % floorPool.length]) : fn());
      for (let w = 0; w < 6; w++) await once();
      /** @type {number[]} */
      const samples = [];
      const started = performance.now();
      for (let r = 0; r < runs && performance.now() - started < 15_000; r++) {
        const t0 = performance.now();
        await once();
        samples.push(performance.now() - t0);
      }
      if (i % 2) await once(); // leave the toggled episode as it was
      floors[call.name] = summarize(samples);
    }
    log(`  floors (${runs} sequential runs per call, one connection) in ${secondsSince(t)} s`);

    // ---- Plans (PostgreSQL): every statement of each call, captured from the app's code with
    // Drizzle's logger, then EXPLAIN (ANALYZE, BUFFERS) in a transaction that is rolled back.
    /** @type {Record<string, { sql: string, ms: number, plan: string }[]>} */
    const plans = {};
    if (database.kind === "postgres") {
      t = performance.now();
      const { drizzle } = await import("drizzle-orm/node-postgres");
      /** @type {{ query: string, params: unknown[] }[]} */
      let captured = [];
      const client = /** @type {any} */ (database.db).$client;
      const capturing = drizzle(client, { schema, logger: { logQuery: (query, params) => captured.push({ query, params }) } });
      const traced = handlers(capturing);
      const plain = handlers(database.db);
      const explainCaptured = async (/** @type {string} */ name) => {
        const conn = await client.connect();
        try {
          await conn.query("begin");
          plans[name] = [];
          for (const { query, params } of captured) {
            if (!/^\s*(select|insert|update|delete|with)\b/i.test(query)) continue;
            const res = await conn.query({ text: `explain (analyze, buffers) ${query}`, values: params });
            const plan = res.rows.map((/** @type {any} */ r) => r["QUERY PLAN"]).join("\n");
            const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN);
            plans[name].push({ sql: query, ms, plan });
          }
        } finally {
          await conn.query("rollback").catch(() => undefined);
          conn.release();
        }
      };
      for (const call of CALLS) {
        if (call.kind === "mark") {
          // Both directions: mark an unseen episode seen (insert path), then a seen one unseen.
          for (const ep of [pool.find((p) => !p.seen), pool.find((p) => p.seen)]) {
            if (!ep) continue;
            const copy = { ...ep };
            captured = [];
            await traced["mark-seen"](copy);
            const replay = captured;
            await plain["mark-seen"](copy); // undo, so the replay sees the state the capture saw
            captured = replay;
            await explainCaptured(`mark-seen (status ${!ep.seen})`);
          }
        } else {
          captured = [];
          await traced[/** @type {"upcoming"} */ (call.name)]();
          await explainCaptured(call.name);
        }
      }
      log(`  EXPLAIN ANALYZE of every statement in ${secondsSince(t)} s`);
    }

    process.stdout.write(`${JSON.stringify({ kind: database.kind, userId, size, pool, floors, plans })}\n`);
  } finally {
    await database.close();
  }
}

// =============================================================================================
// Parent mode

const config = {
  shows: whole("shows", args.shows, args.quick ? 1_000 : 10_000),
  episodes: whole("episodes", args.episodes, args.quick ? 50_000 : 500_000),
  users: whole("users", args.users, args.quick ? 10_000 : 100_000),
  people: whole("people", args.people, args.quick ? 2_000 : 20_000),
  durationS: whole("duration", args.duration, 10),
  connections: whole("connections", args.connections, 10),
  singleDurationS: whole("single-duration", args["single-duration"], 3),
  floorRuns: whole("floor-runs", args["floor-runs"], 100),
  vacuum: args.vacuum,
};

const log = (/** @type {string} */ line = "") => console.log(line);


/** @param {{ dataDir?: string, databaseUrl?: string }} target */
const whereArgs = (target) => (target.databaseUrl ? ["--database-url", target.databaseUrl] : ["--data-dir", target.dataDir ?? ""]);

/**
 * Signs the bench user in; the session token.
 * @param {string} baseUrl
 */
async function signIn(baseUrl) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "10.254.0.1" },
    body: JSON.stringify({ login: BENCH_USER, password: BENCH_PASSWORD, remember: false }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`sign-in of ${BENCH_USER}: ${res.status} ${body.slice(0, 300)}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("dz_session="));
  if (!cookie) throw new Error(`sign-in of ${BENCH_USER}: no dz_session cookie (${body.slice(0, 200)})`);
  return cookie.slice("dz_session=".length).split(";")[0];
}

/**
 * The requests of one call: a function giving the next request's method, path and body.
 * Mark-seen walks the pool; visit c of an episode sets the opposite of its state after c-1 visits.
 * @param {(typeof CALLS)[number]} call
 * @param {{ id: number, seen: boolean }[]} pool
 */
function requestsOf(call, pool) {
  if (call.kind !== "mark") return () => ({ method: "GET", path: call.path, body: undefined });
  let n = 0;
  return () => {
    const i = n++;
    const ep = pool[i % pool.length];
    const visit = Math.floor(i / pool.length);
    const status = visit % 2 === 0 ? !ep.seen : ep.seen;
    return { method: "POST", path: `/api/seen/episode/${ep.id}`, body: JSON.stringify({ status }) };
  };
}

/**
 * One autocannon run, stopped by force if it overruns.
 * @param {string} baseUrl
 * @param {() => { method: string, path: string, body: string | undefined }} next
 * @param {Record<string, string>} headers
 * @param {number} connections
 * @param {number} durationS
 * @returns {Promise<any>}
 */
async function load(baseUrl, next, headers, connections, durationS) {
  const { default: autocannon } = await import("autocannon");
  let n = 0;
  return new Promise((resolve, reject) => {
    const requests = [
      {
        setupRequest: (/** @type {any} */ request) => {
          const r = next();
          const ip = n++;
          return {
            ...request,
            method: r.method,
            path: r.path,
            body: r.body,
            headers: {
              ...request.headers,
              ...headers,
              ...(r.body ? { "content-type": "application/json" } : {}),
              // Every request "comes from" its own address (TRUST_PROXY=true): per-address limits
              // (mark-seen: 300 a minute) stay out of the measurement.
              "x-forwarded-for": `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
            },
          };
        },
      },
    ];
    const instance = autocannon({ url: baseUrl, connections, duration: durationS, timeout: 10, requests }, (error, result) => {
      clearTimeout(guard);
      if (error) reject(error);
      else resolve(result);
    });
    const guard = setTimeout(() => instance.stop(), (durationS + 15) * 1000);
  });
}

/**
 * Checks one call's answer, then loads it.
 * @param {string} baseUrl
 * @param {(typeof CALLS)[number]} call
 * @param {{ id: number, seen: boolean }[]} pool
 * @param {Record<string, string>} headers
 */
async function measure(baseUrl, call, pool, headers) {
  const next = requestsOf(call, pool);
  const first = next();
  const probe = await fetch(baseUrl + first.path, {
    method: first.method,
    body: first.body,
    headers: { ...headers, ...(first.body ? { "content-type": "application/json" } : {}), "x-forwarded-for": "10.254.0.2" },
    signal: AbortSignal.timeout(30_000),
  });
  const body = /** @type {any} */ (await probe.json().catch(() => ({})));
  const items = Array.isArray(body?.data) ? body.data.length : undefined;
  /** @type {string[]} */
  const notes = [];
  if (probe.status !== 200) notes.push(`status ${probe.status}: ${JSON.stringify(body).slice(0, 200)}`);
  if (call.kind === "mark" && probe.status === 200 && body?.data?.changed !== 1) notes.push(`changed ${body?.data?.changed} (expected 1)`);
  if (items === 0) notes.push("note: empty answer (0 items)");
  await load(baseUrl, next, headers, config.connections, 1);
  const loaded = await load(baseUrl, next, headers, config.connections, config.durationS);
  const single = config.singleDurationS > 0 ? await load(baseUrl, next, headers, 1, config.singleDurationS) : undefined;
  return {
    path: call.kind === "mark" ? `POST ${call.path} {status: true/false}` : `GET ${call.path}`,
    status: probe.status,
    items,
    progress: call.kind === "mark" ? body?.data?.progress : undefined,
    reqPerSec: loaded.requests.total / loaded.duration,
    p50: loaded.latency.p50,
    p99: loaded.latency.p99,
    max: loaded.latency.max,
    requests: loaded.requests.total,
    non2xx: loaded.non2xx,
    errors: loaded.errors + loaded.timeouts,
    singleP50: single?.latency.p50,
    singleP99: single?.latency.p99,
    notes,
  };
}

/**
 * Seeds, prepares, serves and loads one database.
 * @param {"embedded" | "postgres"} kind
 * @param {{ dataDir?: string, databaseUrl?: string, existing?: { shows: number, users: number } }} target
 */
async function benchDatabase(kind, target) {
  const label = kind === "embedded" ? "embedded PGlite" : "PostgreSQL";
  log(`\n== ${label} ==`);
  let t = performance.now();
  log(
    `  seeding ${config.shows.toLocaleString("en-US")} shows, ${config.episodes.toLocaleString("en-US")} episodes, ` +
      `${config.users.toLocaleString("en-US")} users …`,
  );
  if (target.existing?.shows && !target.existing.users) {
    throw new Error("--keep-database: that database holds a catalog without users; drop it or run bench:tracking on it first");
  }
  const seeded = target.existing?.users
    ? (log(`  reusing the catalog and users already in the database (${target.existing.users.toLocaleString("en-US")} users)`), {})
    : lastJson(
    await runNode(
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
        "--users",
        String(config.users),
        ...whereArgs(target),
        "--json",
      ],
      { cwd: path.join(ROOT, "apps/server"), timeoutMs: 600_000 },
    ),
  );
  log(`  seeded in ${secondsSince(t)} s`);

  t = performance.now();
  log(`  preparing ${BENCH_USER}: ${TRACKED_SHOWS} tracked shows, ${SEEN_EPISODES.toLocaleString("en-US")} seen episodes; floors${kind === "postgres" ? " and plans" : ""} …`);
  const prepared = lastJson(
    await runNode(["--import", "tsx", "bench/tracking.mjs", "--prepare", ...whereArgs(target), "--floor-runs", String(config.floorRuns), ...(args.vacuum ? ["--vacuum"] : [])], {
      timeoutMs: 600_000,
    }),
  );
  log(`  prepared in ${secondsSince(t)} s`);

  t = performance.now();
  const server = await startServer({ ...target, env: { TRUST_PROXY: "true" } });
  log(`  server ready in ${secondsSince(t)} s at ${server.baseUrl}`);
  /** @type {any[]} */
  const rows = [];
  await withCleanup(async () => {
    const token = await signIn(server.baseUrl);
    log(`  signed in as ${BENCH_USER} through POST /api/auth/login`);
    const headers = { cookie: `dz_session=${token}; XSRF-TOKEN=x`, "x-xsrf-token": "x" };
    for (const call of CALLS) {
      const http = await measure(server.baseUrl, call, prepared.pool, headers);
      const floor = prepared.floors[call.name];
      const misses = [...http.notes];
      if (http.non2xx || http.errors) misses.push(`${http.non2xx} non-2xx, ${http.errors} errors`);
      if (!(http.p99 < call.target)) misses.push(`p99 ${fmt(http.p99, 0)} ms ≥ ${call.target}`);
      rows.push({ call: call.name, target: call.target, http, floor, pass: misses.every((m) => m.startsWith("note:")), misses });
      log(
        `  ${call.name.padEnd(20)} ${fmt(http.reqPerSec, 0).padStart(6)} req/s  p50 ${fmt(http.p50, 0)} ms  p99 ${fmt(http.p99, 0)} ms` +
          `  (target p99 < ${call.target} ms)  floor ${fmt(floor?.p50, 1)} ms`,
      );
    }
  }, server.stop);
  return { kind, label, size: prepared.size, userId: prepared.userId, seedSeconds: seeded.seconds, rows, plans: prepared.plans };
}

/** @param {Awaited<ReturnType<typeof benchDatabase>>} result */
function report(result) {
  const informational = result.kind !== "postgres";
  const s = result.size;
  log(
    `\n${result.label}: ${s.shows.toLocaleString("en-US")} shows, ${s.episodes.toLocaleString("en-US")} episodes, ${s.users.toLocaleString("en-US")} users; ` +
      `${BENCH_USER}: ${s.trackedShows} tracked shows (${Object.entries(s.groups).map(([g, n]) => `${g} ${n}`).join(", ")}), ` +
      `${s.seenEpisodes.toLocaleString("en-US")} seen of ${s.airedOfTrackedShows.toLocaleString("en-US")} aired (${s.episodesOfTrackedShows.toLocaleString("en-US")} episodes), ` +
      `${s.upcomingEpisodes} upcoming; ${s.vacuumed ? "VACUUM ANALYZEd" : "ANALYZEd, not vacuumed"}` +
      (result.kind === "postgres" ? ` (server autovacuum ${s.autovacuum})` : "") +
      `; ${config.connections} connections × ${config.durationS} s per call` +
      (informational ? " (targets apply to PostgreSQL; verdicts in brackets are for information)" : ""),
  );
  log(
    table(
      ["call", "req/s", "p50", "p99", "max", "target p99", "floor p50", "floor p99", "1-client p50", "items", "result"],
      result.rows.map((r) => [
        r.call,
        fmt(r.http.reqPerSec, 0),
        fmt(r.http.p50, 0),
        fmt(r.http.p99, 0),
        fmt(r.http.max, 0),
        `< ${r.target}`,
        fmt(r.floor?.p50, 2),
        fmt(r.floor?.p99, 2),
        fmt(r.http.singleP50, 0),
        r.http.items ?? "-",
        (informational ? `(${r.pass ? "PASS" : "FAIL"})` : r.pass ? "PASS" : "FAIL") + (r.misses.length ? `  ${r.misses.join("; ")}` : ""),
      ]),
    ),
  );
  log(
    "  (times in ms; floor = the call's service/repository code run directly, sequentially, on one connection;\n" +
      "   1-client = the same call loaded by a single connection, without queueing)",
  );
  if (result.kind !== "postgres") return;
  log("\n  Statements per call (EXPLAIN ANALYZE on the bench database, one run each; full plans in the JSON):");
  for (const [name, statements] of Object.entries(result.plans)) {
    const total = statements.reduce((sum, st) => sum + (Number.isFinite(st.ms) ? st.ms : 0), 0);
    log(`  ${name}: ${statements.length} statements, ${fmt(total, 2)} ms of execution`);
    for (const st of statements) {
      const top = st.plan.split("\n")[0].replace(/\s+\(cost=.*$/, "");
      log(`    ${fmt(st.ms, 2).padStart(7)} ms  ${st.sql.replace(/\s+/g, " ").slice(0, 70).padEnd(70)}  ${top.trim().slice(0, 40)}`);
    }
  }
  // The plan of each failing call's slowest statement (once per statement text); when the
  // database time is small, the time went elsewhere (HTTP, session, presenters, JSON, CPU share).
  const shown = new Set();
  for (const r of result.rows.filter((row) => !row.pass)) {
    const statements = Object.entries(result.plans)
      .filter(([name]) => name.startsWith(r.call))
      .flatMap(([name, list]) => list.map((st) => ({ ...st, name })));
    const total = Math.max(...Object.entries(result.plans).filter(([name]) => name.startsWith(r.call)).map(([, list]) => list.reduce((sum, st) => sum + (st.ms || 0), 0)), 0);
    const slowest = statements.sort((a, b) => b.ms - a.ms)[0];
    if (!slowest) continue;
    // Under a quarter of the call's own latency in SQL: the plans are not where the time goes.
    if (total < 2 || (r.http.singleP50 !== undefined && total < r.http.singleP50 / 4)) {
      log(
        `\n  ${r.call} misses its target with ${fmt(total, 2)} ms of SQL execution per call (1-client p50 ${fmt(r.http.singleP50, 0)} ms, ` +
          `${r.http.items ?? "?"} items): the time is spent outside the statements (HTTP, session lookup, presenters, JSON) and in the queue for the CPU`,
      );
      continue;
    }
    if (shown.has(slowest.sql)) {
      log(`\n  ${r.call} misses its target; its slowest statement (${fmt(slowest.ms, 2)} ms) is the one shown above`);
      continue;
    }
    shown.add(slowest.sql);
    log(`\n  ${r.call} misses its target; its slowest statement (${slowest.name}, ${fmt(slowest.ms, 2)} ms):`);
    log(`    ${slowest.sql.replace(/\s+/g, " ").slice(0, 700)}${slowest.sql.length > 700 ? " …" : ""}`);
    log(
      slowest.plan
        .replace(/'\{[\d,]{40,}\}'/g, (ids) => `'{… ${ids.split(",").length} ids}'`)
        .replace(/^/gm, "    "),
    );
  }
}

async function main() {
  if (args.help) {
    log(
      "npm run bench:tracking [-- --quick] [--shows N] [--episodes N] [--users N] [--people N] [--duration S]\n" +
        "                       [--connections N] [--single-duration S] [--floor-runs N] [--postgres-url URL]\n" +
        "                       [--skip-embedded] [--skip-postgres] [--vacuum]",
    );
    return;
  }
  cleanUpOnInterrupt();
  const started = performance.now();
  const loadAtStart = loadAverage();
  if (!existsSync(SERVER_MAIN)) {
    log("apps/server/dist/main.js is missing: running npm run build …");
    const build = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
    if (build.status !== 0) throw new Error("npm run build failed");
  }
  log(
    `Dizilog tracking bench: ${config.shows.toLocaleString("en-US")} shows / ${config.episodes.toLocaleString("en-US")} episodes / ` +
      `${config.users.toLocaleString("en-US")} users; one user with ${TRACKED_SHOWS} tracked shows and ${SEEN_EPISODES.toLocaleString("en-US")} seen episodes; ` +
      `node ${process.version}, ${os.cpus().length} CPU(s); targets on PostgreSQL: p99 < ${TARGETS.markSeenP99Ms} ms mark-seen, ` +
      `< ${TARGETS.readP99Ms} ms tracker and upcoming, at ${config.connections} clients`,
  );
  log(`load average at start: ${loadAtStart} (other work on this machine skews every figure)`);

  const { results, skipped } = await onEachDatabase(
    { skipEmbedded: args["skip-embedded"], skipPostgres: args["skip-postgres"], postgresUrl: args["postgres-url"], keepDatabase: args["keep-database"], tmpPrefix: "dizilog-tracking-", log },
    benchDatabase,
  );

  log("\n================ tracking results ================");
  for (const result of results) report(result);
  for (const line of skipped) log(`\n${line}`);

  const file = path.join(ROOT, "bench/results", `tracking-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, loadAverage: { start: loadAtStart, end: loadAverage() }, config, targets: TARGETS, results, skipped }, null, 2)}\n`,
  );

  log("\n================ tracking summary ================");
  const postgres = results.find((r) => r.kind === "postgres");
  for (const result of results) {
    log(
      `${result.label.padEnd(16)} ${result.rows.filter((r) => r.pass).length}/${result.rows.length} calls within the targets` +
        (result.kind === "postgres" ? "" : " (for information)") +
        `: ${result.rows.map((r) => `${r.call} p99 ${fmt(r.http.p99, 0)} ms`).join(", ")}`,
    );
  }
  if (!postgres) log("PostgreSQL: not measured, so the targets were not checked");
  else {
    const failing = postgres.rows.filter((r) => !r.pass);
    if (failing.length) log(`PostgreSQL misses: ${failing.map((r) => `${r.call} (${r.misses.join("; ")})`).join(", ")}`);
    else log("PostgreSQL: every call within its target");
  }
  log(`load average at start ${loadAtStart}, at end ${loadAverage()} (${os.cpus().length} CPUs)`);
  log(`results written to ${path.relative(ROOT, file)}; whole run ${secondsSince(started)} s`);
  if (skipped.some((line) => line.includes("failed"))) process.exitCode = 1;
}

(args.prepare ? prepare() : main()).catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
