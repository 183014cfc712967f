#!/usr/bin/env node
/**
 * `npm run bench:notifications`: the notifications list of a user with 10,000 notifications, under
 * load, on the built server (also run at the end of `npm run bench`).
 *
 *   npm run bench:notifications [-- --notifications N] [--duration S] [--connections N]
 *                               [--single-duration S] [--floor-runs N] [--postgres-url URL]
 *                               [--skip-embedded] [--skip-postgres] [--keep-database NAME]
 *
 * For each database (embedded PGlite in a temporary DATA_DIR; PostgreSQL in a fresh dz_bench_*
 * database when the server answers):
 *
 * 1. seeds a small catalog and 51 accounts with seed-scale (the list does not read the catalog);
 * 2. gives fan1 10,000 notifications in one set-based statement — five kinds in turn, each from one
 *    of 50 other accounts (so every row joins an actor), the newest 2,000 unread — and each other
 *    account 1,000 of its own (a table of many users, as on a live site), sets the counter cache
 *    from the rows, then ANALYZEs; in a child process run with tsx (`--prepare`), which
 *    also measures the floor of each call (the repository function the route calls, sequential,
 *    one connection, no HTTP) and reads the cursor of page 500 (the list's oldest end);
 * 3. starts apps/server/dist/main.js (TRUST_PROXY=true), signs fan1 in through POST /api/auth/login
 *    and loads each call with autocannon, every request "from" its own address: 2 s of warm-up of
 *    both calls, then for each a probe, `--connections` (10) for `--duration` (10) s, then one
 *    connection alone;
 * 4. stops the server and removes the data dir / drops the database (also on Ctrl-C).
 *
 * The calls: GET /api/me/notifications (the bell's first page: 10, newest first) and the same with
 * the cursor of page 500 (the last page: the keyset must not slow down with depth).
 * Target (checked on PostgreSQL): p99 < 50 ms. Results: bench/results/notifications-<timestamp>.json.
 */
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { cleanUpOnInterrupt, lastJson, loadAverage, onEachDatabase, runNode, whole, withCleanup } from "./lib/harness.mjs";
import { DEFAULT_POSTGRES_URL } from "./lib/postgres.mjs";
import { ROOT, startServer } from "./lib/server.mjs";
import { fmt, secondsSince, summarize, table } from "./lib/stats.mjs";

const BENCH_USER = "fan1";
/** The one password seed-scale gives every generated account (apps/server/scripts/seed-scale.ts). */
const BENCH_PASSWORD = "dizilog-bench";
const ACTORS = 50;
/** Notifications of each other account: 50 × 1,000 rows beside the bench user's. */
const OTHERS_EACH = 1_000;
const PAGE = 10;
const TARGET_P99_MS = 50;

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== "--"),
  options: {
    notifications: { type: "string", default: "10000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    "single-duration": { type: "string", default: "3" },
    "floor-runs": { type: "string", default: "200" },
    "postgres-url": { type: "string", default: process.env.BENCH_POSTGRES_URL ?? DEFAULT_POSTGRES_URL },
    "skip-embedded": { type: "boolean", default: false },
    "skip-postgres": { type: "boolean", default: false },
    "keep-database": { type: "string" },
    // Internal: the child process (run with tsx) that prepares the user and measures the floors.
    prepare: { type: "boolean", default: false },
    "data-dir": { type: "string" },
    "database-url": { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
});

const config = {
  notifications: whole("notifications", args.notifications, 10_000),
  durationS: whole("duration", args.duration, 10),
  connections: whole("connections", args.connections, 10),
  singleDurationS: whole("single-duration", args["single-duration"], 3),
  floorRuns: whole("floor-runs", args["floor-runs"], 200),
};

// =============================================================================================
// Child mode (--prepare, run with `node --import tsx`): the notifications and the floors

async function prepare() {
  const { openDatabase } = await import("../apps/server/src/db/database.ts");
  const { notificationsPage } = await import("../apps/server/src/repositories/notification.repository.ts");
  const database = await openDatabase({ databaseUrl: args["database-url"], dataDir: args["data-dir"], poolSize: 1 });
  const log = (/** @type {string} */ line) => process.stderr.write(`${line}\n`);
  try {
    const one = async (/** @type {string} */ text) => /** @type {any} */ ((await database.query(text)).rows[0]);
    const user = await one(`select id from users where username = '${BENCH_USER}'`);
    if (!user) throw new Error(`no user ${BENCH_USER}: seed-scale wrote no accounts (see its "users:" line)`);
    const userId = Number(user.id);
    const count = config.notifications;
    const unread = Math.min(2_000, count);

    let t = performance.now();
    const existing = Number((await one(`select count(*) as n from notifications where user_id = ${userId}`)).n);
    if (existing < count) {
      // Kinds and texts as the notification processor writes them; actors fan2 … fan51.
      await database.exec(`
        insert into notifications (user_id, kind, actor_id, subject_type, subject_id, data, read_at, created_at)
        select ${userId}, k.kind, a.id, k.subject_type, g,
               jsonb_build_object('url', '/shows/bench/reviews/' || g, 'variant', k.variant, 'title', 'Review ' || g, 'show', 'Kara Sevda'),
               case when g <= ${count - unread} then now() - make_interval(secs => ${count} - g) end,
               now() - make_interval(secs => ${count} - g)
          from generate_series(${existing + 1}, ${count}) g
          join lateral (select (array['user_comment','user_mention','user_review','user_followed','role_changed'])[1 + g % 5] as kind,
                               (array['comment','comment','review','user','show'])[1 + g % 5] as subject_type,
                               (array['comment','mention','review','followed','moderator'])[1 + g % 5] as variant) k on true
          join lateral (select id from users where username = 'fan' || (2 + g % ${ACTORS})) a on true;
        -- The other accounts' own notifications (${OTHERS_EACH} each), so that the table holds many
        -- users' rows, as it does on a live site, and the plan is the one a live site gets.
        insert into notifications (user_id, kind, actor_id, subject_type, subject_id, data, read_at, created_at)
        select u.id, 'user_followed', ${userId}, 'user', ${userId}, jsonb_build_object('url', '/user/${BENCH_USER}', 'variant', 'followed'),
               now(), now() - make_interval(secs => g)
          from users u cross join generate_series(1, ${OTHERS_EACH}) g
         where u.username like 'fan%' and u.id <> ${userId};
        update users set unread_count = (select count(*) from notifications where user_id = ${userId} and read_at is null) where id = ${userId};
        analyze notifications;
        analyze users;`);
    }
    log(`  ${BENCH_USER} (id ${userId}): ${count.toLocaleString("en-US")} notifications (${unread.toLocaleString("en-US")} unread) in ${secondsSince(t)} s`);

    // The cursor of the last page, as the API writes it (lib/cursor.ts: base64url JSON of the key).
    const ids = (await database.query(`select id from notifications where user_id = ${userId} order by id desc`)).rows.map((r) => Number(/** @type {any} */ (r).id));
    const deepBefore = ids[Math.max(0, ids.length - PAGE - 1)];
    const deepCursor = Buffer.from(JSON.stringify({ id: deepBefore })).toString("base64url");

    /** @param {() => Promise<unknown>} fn */
    const floorOf = async (fn) => {
      for (let i = 0; i < 10; i++) await fn();
      const samples = [];
      for (let i = 0; i < config.floorRuns; i++) {
        t = performance.now();
        await fn();
        samples.push(performance.now() - t);
      }
      return summarize(samples);
    };
    const floors = {
      "first page": await floorOf(() => notificationsPage(database.db, userId, undefined, PAGE + 1)),
      "page 1,000": await floorOf(() => notificationsPage(database.db, userId, deepBefore, PAGE + 1)),
    };
    process.stdout.write(`${JSON.stringify({ userId, count, unread, deepCursor, floors })}\n`);
  } finally {
    await database.close();
  }
}

// =============================================================================================
// Parent mode

const log = (/** @type {string} */ line = "") => console.log(line);
/** @param {{ dataDir?: string, databaseUrl?: string }} target */
const whereArgs = (target) => (target.databaseUrl ? ["--database-url", target.databaseUrl] : ["--data-dir", target.dataDir ?? ""]);

/** Signs the bench user in; the session token. @param {string} baseUrl */
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
  if (!cookie) throw new Error(`sign-in of ${BENCH_USER}: no dz_session cookie`);
  return cookie.slice("dz_session=".length).split(";")[0];
}

/**
 * One autocannon run of GET `url`, stopped by force if it overruns.
 * @param {string} url @param {Record<string, string>} headers @param {number} connections @param {number} durationS
 * @returns {Promise<any>}
 */
async function load(url, headers, connections, durationS) {
  const { default: autocannon } = await import("autocannon");
  let n = 0;
  return new Promise((resolve, reject) => {
    const requests = [
      {
        setupRequest: (/** @type {any} */ request) => {
          const ip = n++;
          return { ...request, headers: { ...request.headers, ...headers, "x-forwarded-for": `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}` } };
        },
      },
    ];
    const instance = autocannon({ url, connections, duration: durationS, timeout: 10, requests }, (error, result) => {
      clearTimeout(guard);
      if (error) reject(error);
      else resolve(result);
    });
    const guard = setTimeout(() => instance.stop(), (durationS + 15) * 1000);
  });
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
  if (!(target.existing?.users && target.existing.users > ACTORS)) {
    log(`  seeding a small catalog and ${ACTORS + 1} accounts …`);
    await runNode(
      ["--import", "tsx", "scripts/seed-scale.ts", "--shows", "100", "--episodes", "2000", "--people", "200", "--users", String(ACTORS + 1), ...whereArgs(target), "--json"],
      { cwd: path.join(ROOT, "apps/server"), timeoutMs: 600_000 },
    );
    log(`  seeded in ${secondsSince(t)} s`);
  }
  t = performance.now();
  const prepared = lastJson(
    await runNode(["--import", "tsx", "bench/notifications.mjs", "--prepare", ...whereArgs(target), "--notifications", String(config.notifications), "--floor-runs", String(config.floorRuns)], {
      timeoutMs: 600_000,
    }),
  );
  log(`  prepared in ${secondsSince(t)} s`);

  const server = await startServer({ ...target, env: { TRUST_PROXY: "true" } });
  /** @type {any[]} */
  const rows = [];
  await withCleanup(async () => {
    const token = await signIn(server.baseUrl);
    const headers = { cookie: `dz_session=${token}` };
    const calls = [
      { name: "first page", path: "/api/me/notifications" },
      { name: "page 1,000", path: `/api/me/notifications?cursor=${prepared.deepCursor}` },
    ];
    // Both calls warmed up first (2 s each), so the first one measured does not pay the JIT alone.
    for (const call of calls) await load(server.baseUrl + call.path, headers, config.connections, 2);
    for (const call of calls) {
      const url = server.baseUrl + call.path;
      const probe = await fetch(url, { headers: { ...headers, "x-forwarded-for": "10.254.0.2" }, signal: AbortSignal.timeout(30_000) });
      const body = /** @type {any} */ (await probe.json().catch(() => ({})));
      const misses = [];
      if (probe.status !== 200) misses.push(`status ${probe.status}`);
      if (body?.data?.length !== PAGE) misses.push(`${body?.data?.length} items (expected ${PAGE})`);
      const loaded = await load(url, headers, config.connections, config.durationS);
      const single = config.singleDurationS > 0 ? await load(url, headers, 1, config.singleDurationS) : undefined;
      if (loaded.non2xx || loaded.errors || loaded.timeouts) misses.push(`${loaded.non2xx} non-2xx, ${loaded.errors + loaded.timeouts} errors`);
      if (!(loaded.latency.p99 < TARGET_P99_MS)) misses.push(`p99 ${fmt(loaded.latency.p99, 0)} ms ≥ ${TARGET_P99_MS}`);
      const floor = prepared.floors[call.name];
      rows.push({
        call: call.name,
        path: `GET ${call.path.replace(prepared.deepCursor, "<page 1,000>")}`,
        reqPerSec: loaded.requests.total / loaded.duration,
        p50: loaded.latency.p50,
        p99: loaded.latency.p99,
        singleP50: single?.latency.p50,
        floor,
        pass: misses.length === 0,
        misses,
      });
      log(`  ${call.name.padEnd(12)} ${fmt(loaded.requests.total / loaded.duration, 0).padStart(6)} req/s  p50 ${fmt(loaded.latency.p50, 0)} ms  p99 ${fmt(loaded.latency.p99, 0)} ms  floor ${fmt(floor?.p50, 2)} ms`);
    }
  }, server.stop);
  return { kind, label, count: prepared.count, unread: prepared.unread, rows };
}

async function main() {
  cleanUpOnInterrupt();
  const started = performance.now();
  const loadAtStart = loadAverage();
  log(
    `Notifications bench: ${config.notifications.toLocaleString("en-US")} notifications of one user, ${config.connections} clients × ${config.durationS} s; ` +
      `target on PostgreSQL: p99 < ${TARGET_P99_MS} ms. Load average at start: ${loadAtStart}`,
  );
  const { results, skipped } = await onEachDatabase(
    { skipEmbedded: args["skip-embedded"], skipPostgres: args["skip-postgres"], postgresUrl: args["postgres-url"], keepDatabase: args["keep-database"], tmpPrefix: "dizilog-notify-", log },
    benchDatabase,
  );
  for (const result of results) {
    log(`\n${result.label}${result.kind === "postgres" ? "" : " (for information)"}: ${result.count.toLocaleString("en-US")} notifications, ${result.unread.toLocaleString("en-US")} unread`);
    log(
      table(
        ["call", "req/s", "p50", "p99", "1-client p50", "floor p50", "floor p99", "result"],
        result.rows.map((r) => [
          r.path,
          fmt(r.reqPerSec, 0),
          fmt(r.p50, 0),
          fmt(r.p99, 0),
          fmt(r.singleP50, 0),
          fmt(r.floor?.p50, 2),
          fmt(r.floor?.p99, 2),
          r.pass ? "PASS" : `FAIL (${r.misses.join("; ")})`,
        ]),
      ),
    );
  }
  for (const line of skipped) log(`\n${line}`);
  const file = path.join(ROOT, "bench/results", `notifications-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, loadAverage: { start: loadAtStart, end: loadAverage() }, config, results, skipped }, null, 2)}\n`);
  log(`\nresults written to ${path.relative(ROOT, file)}; whole run ${secondsSince(started)} s; load average at end ${loadAverage()}`);
}

(args.prepare ? prepare() : main()).catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
