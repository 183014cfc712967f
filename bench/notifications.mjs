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
import path from "node:path";
import { benchCli } from "./lib/cli.mjs";
import { loadAverage, log, onEachDatabase, withServer } from "./lib/harness.mjs";
import { loadRun, measureEndpoint, progressLine, verdict } from "./lib/measure.mjs";
import { logToParent, prepareInChild, withPreparedDatabase } from "./lib/prepare.mjs";
import { reportTable } from "./lib/report.mjs";
import { beginRun, writeResults } from "./lib/results.mjs";
import { seedScale, signIn } from "./lib/seed.mjs";
import { ROOT } from "./lib/server.mjs";
import { fmt, secondsSince, sequentialFloor } from "./lib/stats.mjs";

const BENCH_USER = "fan1";
const ACTORS = 50;
/** Notifications of each other account: 50 × 1,000 rows beside the bench user's. */
const OTHERS_EACH = 1_000;
const PAGE = 10;
const TARGET_P99_MS = 50;

const cli = benchCli({
  usage:
    "npm run bench:notifications [-- --notifications N] [--duration S] [--connections N]\n" +
    "                            [--single-duration S] [--floor-runs N] [--postgres-url URL]\n" +
    "                            [--skip-embedded] [--skip-postgres] [--keep-database NAME]",
  sizes: { notifications: 10_000 },
  keepDatabase: true,
  prepare: true,
});
const { args } = cli;
const config = { ...cli.sizes, ...cli.load };

// =============================================================================================
// Child mode (--prepare, run with `node --import tsx`): the notifications and the floors

async function prepare() {
  const { notificationsPage } = await import("../apps/server/src/repositories/notification.repository.ts");
  await withPreparedDatabase(args, async (database) => {
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
    logToParent(`  ${BENCH_USER} (id ${userId}): ${count.toLocaleString("en-US")} notifications (${unread.toLocaleString("en-US")} unread) in ${secondsSince(t)} s`);

    // The cursor of the last page, as the API writes it (lib/cursor.ts: base64url JSON of the key).
    const ids = (await database.query(`select id from notifications where user_id = ${userId} order by id desc`)).rows.map((r) => Number(/** @type {any} */ (r).id));
    const deepBefore = ids[Math.max(0, ids.length - PAGE - 1)];
    const deepCursor = Buffer.from(JSON.stringify({ id: deepBefore })).toString("base64url");

    const floorOf = (/** @type {() => Promise<unknown>} */ fn) => sequentialFloor(fn, { runs: config.floorRuns });
    const floors = {
      "first page": await floorOf(() => notificationsPage(database.db, userId, undefined, PAGE + 1)),
      "page 1,000": await floorOf(() => notificationsPage(database.db, userId, deepBefore, PAGE + 1)),
    };
    return { userId, count, unread, deepCursor, floors };
  });
}

// =============================================================================================
// Parent mode

/**
 * Seeds, prepares, serves and loads one database.
 * @param {"embedded" | "postgres"} kind
 * @param {{ dataDir?: string, databaseUrl?: string, existing?: { shows: number, users: number } }} target
 * @param {string} label
 */
async function benchDatabase(kind, target, label) {
  if (!(target.existing?.users && target.existing.users > ACTORS)) {
    await seedScale(target, { shows: 100, episodes: 2_000, people: 200, users: ACTORS + 1 }, { what: `a small catalog and ${ACTORS + 1} accounts` });
  }
  const prepared = await prepareInChild("bench/notifications.mjs", target, ["--notifications", String(config.notifications), "--floor-runs", String(config.floorRuns)]);

  const rows = await withServer(target, { TRUST_PROXY: "true" }, async (server) => {
    const token = await signIn(server.baseUrl, BENCH_USER);
    const headers = { cookie: `dz_session=${token}` };
    const calls = [
      { name: "first page", path: "/api/me/notifications" },
      { name: "page 1,000", path: `/api/me/notifications?cursor=${prepared.deepCursor}` },
    ].map((call) => ({ ...call, next: () => ({ path: call.path, headers }) }));
    // Both calls warmed up first (2 s each), so the first one measured does not pay the JIT alone.
    for (const call of calls) await loadRun(server.baseUrl, call.next, config.connections, 2);
    const measured = [];
    for (const call of calls) {
      const { status, body, figures } = await measureEndpoint(server.baseUrl, call.next, { ...config, warmupS: 0 });
      /** @type {string[]} */
      const notes = [];
      if (status !== 200) notes.push(`status ${status}`);
      if (body?.data?.length !== PAGE) notes.push(`${body?.data?.length} items (expected ${PAGE})`);
      const floor = prepared.floors[call.name];
      const { pass, misses } = verdict(figures, TARGET_P99_MS, notes);
      const { reqPerSec, p50, p99, singleP50 } = figures;
      measured.push({ call: call.name, path: `GET ${call.path.replace(prepared.deepCursor, "<page 1,000>")}`, reqPerSec, p50, p99, singleP50, floor, pass, misses });
      log(progressLine(call.name, 12, figures, `  floor ${fmt(floor?.p50, 2)} ms`));
    }
    return measured;
  });
  return { kind, label, count: prepared.count, unread: prepared.unread, rows };
}

async function main() {
  const record = beginRun(
    (loadAtStart) =>
      `Notifications bench: ${config.notifications.toLocaleString("en-US")} notifications of one user, ${config.connections} clients × ${config.durationS} s; ` +
      `target on PostgreSQL: p99 < ${TARGET_P99_MS} ms. Load average at start: ${loadAtStart}`,
    { loadLine: false },
  );
  const { results, skipped } = await onEachDatabase(cli.databases("dizilog-notify-", log), benchDatabase);
  for (const result of results) {
    reportTable({
      headline: `\n${result.label}${result.kind === "postgres" ? "" : " (for information)"}: ${result.count.toLocaleString("en-US")} notifications, ${result.unread.toLocaleString("en-US")} unread`,
      columns: [
        ["call", (r) => r.path],
        ["req/s", (r) => fmt(r.reqPerSec, 0)],
        ["p50", (r) => fmt(r.p50, 0)],
        ["p99", (r) => fmt(r.p99, 0)],
        ["1-client p50", (r) => fmt(r.singleP50, 0)],
        ["floor p50", (r) => fmt(r.floor?.p50, 2)],
        ["floor p99", (r) => fmt(r.floor?.p99, 2)],
        ["result", (r) => (r.pass ? "PASS" : `FAIL (${r.misses.join("; ")})`)],
      ],
      rows: result.rows,
    });
  }
  for (const line of skipped) log(`\n${line}`);
  const file = await writeResults(record, "notifications-", { config, results, skipped });
  log(`\nresults written to ${path.relative(ROOT, file)}; whole run ${secondsSince(record.started)} s; load average at end ${loadAverage()}`);
}

cli.run(main, prepare);
