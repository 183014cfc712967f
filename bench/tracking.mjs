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
import os from "node:os";
import { benchCli } from "./lib/cli.mjs";
import { log, onEachDatabase, withServer } from "./lib/harness.mjs";
import { measureCall } from "./lib/measure.mjs";
import { planCalls, printPlans } from "./lib/plans.mjs";
import { logToParent, prepareInChild, withPreparedDatabase } from "./lib/prepare.mjs";
import { CALL_COLUMNS, headline, reportTable, resultColumn } from "./lib/report.mjs";
import { beginRun, finishRun } from "./lib/results.mjs";
import { seedScale, signIn } from "./lib/seed.mjs";
import { fmt, secondsSince, sequentialFloor } from "./lib/stats.mjs";

const BENCH_USER = "fan1";
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

const cli = benchCli({
  usage:
    "npm run bench:tracking [-- --quick] [--shows N] [--episodes N] [--users N] [--people N] [--duration S]\n" +
    "                       [--connections N] [--single-duration S] [--floor-runs N] [--postgres-url URL]\n" +
    "                       [--skip-embedded] [--skip-postgres] [--vacuum]",
  sizes: { shows: [1_000, 10_000], episodes: [50_000, 500_000], users: [10_000, 100_000], people: [2_000, 20_000] },
  options: { vacuum: { type: "boolean", default: false } },
  floorRuns: 100,
  keepDatabase: true,
  prepare: true,
});
const { args } = cli;
const config = { ...cli.sizes, ...cli.load, vacuum: Boolean(args.vacuum) };

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
  const schema = await import("../apps/server/src/db/schema/index.ts");
  const { markSeen } = await import("../apps/server/src/services/progress.service.ts");
  const { trackerPage, showProgress } = await import("../apps/server/src/services/tracker.service.ts");
  const { TRACKER_GROUPS } = await import("../apps/server/src/domain/tracker-groups.ts");
  const { episodeCounts } = await import("../apps/server/src/repositories/tracker.repository.ts");
  const { loadSpoilerContext } = await import("../apps/server/src/services/spoiler-context.ts");
  const { trackedEpisodesAiringBetween } = await import("../apps/server/src/repositories/episode.repository.ts");
  const { addDays, localDate, zonedTimeToInstant } = await import("../apps/server/src/lib/time.ts");
  const { createEventRecorder } = await import("../apps/server/src/events/recorder.ts");
  const { presentTrackerItem } = await import("../apps/server/src/presenters/tracker.presenter.ts");
  const { LIMITS } = await import("@dizilog/shared");

  const runs = config.floorRuns;
  await withPreparedDatabase(args, async (database) => {
    const one = async (/** @type {string} */ text) => /** @type {any} */ ((await database.query(text)).rows[0]);
    const count = async (/** @type {string} */ text) => Number((await one(text))?.n ?? 0);

    const user = await one(`select id from users where username = '${BENCH_USER}'`);
    if (!user) throw new Error(`no user ${BENCH_USER}: seed-scale wrote no accounts (see its "users:" line)`);
    const userId = Number(user.id);

    let t = performance.now();
    await database.exec(trackingSql(userId));
    logToParent(`  ${BENCH_USER} (id ${userId}): tracked shows, seen episodes and counters written in ${secondsSince(t)} s`);
    // seed-scale and the setup only ANALYZE. Without VACUUM (and with autovacuum off, as on a
    // fresh test server) no page is all-visible yet, so index-only scans still read the heap and
    // the planner prefers other plans; --vacuum shows the steady state of a vacuumed database.
    if (args.vacuum) {
      t = performance.now();
      for (const table of ["episodes", "episode_views", "tracked_shows", "shows", "users", "sessions", "show_activity_daily"]) {
        await database.exec(`vacuum analyze ${table}`);
      }
      logToParent(`  VACUUM ANALYZE (--vacuum) in ${secondsSince(t)} s`);
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
    /**
     * The services' context as a request of this user builds it (ctxOf): the user, the clock read
     * once, the viewer in the user's zone.
     * @param {any} db @param {Date} at
     */
    const ctxAt = (db, at) => ({
      db,
      actor: { id: userId, spoilers: false, timeZone: viewer.timeZone },
      now: at,
      viewer: { ...viewer, now: at },
      events: createEventRecorder(db),
      deps: undefined,
      relations: new Map(),
    });
    /** @type {Record<string, number>} */
    const groups = {};
    for (const group of TRACKER_GROUPS.filter((g) => g !== "watch_next")) {
      groups[group] = (await trackerPage(/** @type {any} */ (ctxAt(database.db, now)), group, 100_000)).items.length;
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
    logToParent(
      `  ${size.trackedShows} tracked shows (${Object.entries(groups).map(([g, n]) => `${g} ${n}`).join(", ")}), ` +
        `${size.seenEpisodes.toLocaleString("en-US")} seen of ${size.airedOfTrackedShows.toLocaleString("en-US")} aired episodes; ` +
        `${size.upcomingEpisodes} upcoming in the default week`,
    );

    // ---- The calls, as their route handlers make them (after the session lookup).
    /** @param {any} db */
    const handlers = (db) => ({
      // As the route: the service's rows, then the presenter.
      "tracker watch_next": async () => {
        const ctx = /** @type {any} */ (ctxAt(db, new Date()));
        return (await trackerPage(ctx, "watch_next", 20)).items.map((item) => presentTrackerItem(item, ctx.viewer));
      },
      "tracker in_progress": async () => {
        const ctx = /** @type {any} */ (ctxAt(db, new Date()));
        return (await trackerPage(ctx, "in_progress", 20)).items.map((item) => presentTrackerItem(item, ctx.viewer));
      },
      upcoming: async () => {
        const rows = await trackedEpisodesAiringBetween(db, userId, upcomingFrom, upcomingTo, 500);
        return loadSpoilerContext(/** @type {any} */ (ctxAt(db, new Date())), rows);
      },
      /** One toggle of an episode (markSeen, and the show's progress when markSeen did not read it). */
      "mark-seen": async (/** @type {{ id: number, seen: boolean }} */ ep = pool[0]) => {
        const n = new Date();
        const ctx = /** @type {any} */ (ctxAt(db, n));
        const result = await markSeen(ctx, { kind: "episode", id: ep.id }, !ep.seen);
        ep.seen = !ep.seen;
        // As the route: the one-statement mark already read the progress counts.
        if (!result.counts) await showProgress(ctx, userId, result.showId);
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
      floors[call.name] = await sequentialFloor(once, { runs, warmup: 6, budgetMs: 15_000 });
      if (i % 2) await once(); // leave the toggled episode as it was
    }
    logToParent(`  floors (${runs} sequential runs per call, one connection) in ${secondsSince(t)} s`);

    // ---- Plans (PostgreSQL): every statement of each call, from the app's code.
    const plans = await planCalls(database, schema, handlers, {
      // Both directions: mark an unseen episode seen (insert path), then a seen one unseen.
      "mark-seen": async (tracer, traced) => {
        /** @type {Record<string, import("./lib/plans.mjs").PlannedStatement[]>} */
        const both = {};
        for (const ep of [pool.find((p) => !p.seen), pool.find((p) => p.seen)]) {
          if (!ep) continue;
          const copy = { ...ep };
          const statements = await tracer.capture(() => traced["mark-seen"](copy));
          await calls["mark-seen"](copy); // undo, so the EXPLAIN sees the state the capture saw
          both[`mark-seen (status ${!ep.seen})`] = await tracer.explain(statements);
        }
        return both;
      },
    });

    return { kind: database.kind, userId, size, pool, floors, plans };
  });
}

// =============================================================================================
// Parent mode

/**
 * One call as measureCall loads it, with the user's session cookie and the XSRF double-submit
 * (cookie XSRF-TOKEN=x, header X-XSRF-TOKEN: x) on every request. Mark-seen walks the pool; visit
 * c of an episode sets the opposite of its state after c-1 visits, so every request changes a row.
 * @param {(typeof CALLS)[number]} call
 * @param {{ id: number, seen: boolean }[]} pool
 * @param {string} token
 * @returns {import("./lib/measure.mjs").BenchCall}
 */
function benchCall(call, pool, token) {
  const headers = { cookie: `dz_session=${token}; XSRF-TOKEN=x`, "x-xsrf-token": "x" };
  let n = 0;
  return {
    name: call.name,
    target: call.target,
    next:
      call.kind !== "mark"
        ? () => ({ method: "GET", path: call.path, headers })
        : () => {
            const i = n++;
            const ep = pool[i % pool.length];
            const visit = Math.floor(i / pool.length);
            const status = visit % 2 === 0 ? !ep.seen : ep.seen;
            return { method: "POST", path: `/api/seen/episode/${ep.id}`, body: JSON.stringify({ status }), headers };
          },
    describe: ({ status, body }) => {
      const items = Array.isArray(body?.data) ? body.data.length : undefined;
      /** @type {string[]} */
      const notes = [];
      if (status !== 200) notes.push(`status ${status}: ${JSON.stringify(body).slice(0, 200)}`);
      if (call.kind === "mark" && status === 200 && body?.data?.changed !== 1) notes.push(`changed ${body?.data?.changed} (expected 1)`);
      if (items === 0) notes.push("note: empty answer (0 items)");
      const path = call.kind === "mark" ? `POST ${call.path} {status: true/false}` : `GET ${call.path}`;
      return { fields: { path, status, items, progress: call.kind === "mark" ? body?.data?.progress : undefined }, notes };
    },
  };
}

/**
 * Seeds, prepares, serves and loads one database.
 * @param {"embedded" | "postgres"} kind
 * @param {{ dataDir?: string, databaseUrl?: string, existing?: { shows: number, users: number } }} target
 * @param {string} label
 */
async function benchDatabase(kind, target, label) {
  if (target.existing?.shows && !target.existing.users) {
    throw new Error("--keep-database: that database holds a catalog without users; drop it or run bench:tracking on it first");
  }
  const seeded = target.existing?.users
    ? (log(`  reusing the catalog and users already in the database (${target.existing.users.toLocaleString("en-US")} users)`), {})
    : await seedScale(target, config);

  log(`  preparing ${BENCH_USER}: ${TRACKED_SHOWS} tracked shows, ${SEEN_EPISODES.toLocaleString("en-US")} seen episodes; floors${kind === "postgres" ? " and plans" : ""} …`);
  const prepared = await prepareInChild("bench/tracking.mjs", target, ["--floor-runs", String(config.floorRuns), ...(config.vacuum ? ["--vacuum"] : [])]);

  const rows = await withServer(
    target,
    { TRUST_PROXY: "true" },
    async (server) => {
      const token = await signIn(server.baseUrl, BENCH_USER);
      log(`  signed in as ${BENCH_USER} through POST /api/auth/login`);
      const measured = [];
      for (const call of CALLS) {
        measured.push(await measureCall(server.baseUrl, benchCall(call, prepared.pool, token), prepared.floors[call.name], { ...config, width: 20 }));
      }
      return measured;
    },
    "server ready",
  );
  return { kind, label, size: prepared.size, userId: prepared.userId, seedSeconds: seeded.seconds, rows, plans: prepared.plans };
}

/** @param {Awaited<ReturnType<typeof benchDatabase>>} result */
function report(result) {
  const s = result.size;
  reportTable({
    headline: headline(
      result,
      `${s.shows.toLocaleString("en-US")} shows, ${s.episodes.toLocaleString("en-US")} episodes, ${s.users.toLocaleString("en-US")} users; ` +
        `${BENCH_USER}: ${s.trackedShows} tracked shows (${Object.entries(s.groups).map(([g, n]) => `${g} ${n}`).join(", ")}), ` +
        `${s.seenEpisodes.toLocaleString("en-US")} seen of ${s.airedOfTrackedShows.toLocaleString("en-US")} aired (${s.episodesOfTrackedShows.toLocaleString("en-US")} episodes), ` +
        `${s.upcomingEpisodes} upcoming; ${s.vacuumed ? "VACUUM ANALYZEd" : "ANALYZEd, not vacuumed"}` +
        (result.kind === "postgres" ? ` (server autovacuum ${s.autovacuum})` : ""),
      config,
    ),
    columns: [...CALL_COLUMNS, ["items", (r) => r.http.items ?? "-"], resultColumn(result)],
    rows: result.rows,
    footnote:
      "  (times in ms; floor = the call's service/repository code run directly, sequentially, on one connection;\n" +
      "   1-client = the same call loaded by a single connection, without queueing)",
  });
  if (result.kind !== "postgres") return;
  printPlans(result.plans);
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
  const record = beginRun(
    `Dizilog tracking bench: ${config.shows.toLocaleString("en-US")} shows / ${config.episodes.toLocaleString("en-US")} episodes / ` +
      `${config.users.toLocaleString("en-US")} users; one user with ${TRACKED_SHOWS} tracked shows and ${SEEN_EPISODES.toLocaleString("en-US")} seen episodes; ` +
      `node ${process.version}, ${os.cpus().length} CPU(s); targets on PostgreSQL: p99 < ${TARGETS.markSeenP99Ms} ms mark-seen, ` +
      `< ${TARGETS.readP99Ms} ms tracker and upcoming, at ${config.connections} clients`,
  );
  const { results, skipped } = await onEachDatabase(cli.databases("dizilog-tracking-", log), benchDatabase);

  await finishRun(record, { name: "tracking", prefix: "tracking-", results, skipped, report, fields: { config, targets: TARGETS, results, skipped } });
}

cli.run(main, prepare);
