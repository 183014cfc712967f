#!/usr/bin/env node
/**
 * `npm run bench:comments`: a page of comments and posting a comment, on a show with 5,000
 * comments, under load, on the built server.
 *
 *   npm run bench:comments [-- --quick] [--shows N] [--episodes N] [--users N] [--comments N]
 *                          [--duration S] [--connections N] [--single-duration S] [--floor-runs N]
 *                          [--postgres-url URL] [--skip-embedded] [--skip-postgres]
 *
 * For each database (embedded PGlite in a temporary DATA_DIR; PostgreSQL in a fresh dz_bench_*
 * database when the server answers):
 *
 * 1. seeds the scale catalog and its users with seed-scale (1,000 shows / 20,000 episodes /
 *    5,000 users; --quick: 200 / 5,000 / 4,000);
 * 2. in a child process run with tsx (`--prepare`): writes, with set-based SQL, 5,000 top-level
 *    comments on the most tracked show by users in rotation (the 50 newest with 5 replies each,
 *    the others 0–3), likes, mentions and the counter caches; the reader (fan1) blocks 20 authors,
 *    is blocked by 20 more and hid 30 comments, so the page's filters have work to do; opens a
 *    Bearer session for the reader and for 3,000 writers (a user may post 5 comments a minute);
 *    ANALYZEs; measures the floors (the route's service and presenter calls, sequential, one
 *    connection, no HTTP) and, on PostgreSQL, EXPLAIN ANALYZEs every statement of each call;
 * 3. starts apps/server/dist/main.js with the visitor cache off and loads, with autocannon:
 *    the page as the reader (`GET /api/comments/v1?type=show&id=…&include=photo,replies`, 10
 *    comments with their first replies), the same page as a visitor, a thread's replies, and
 *    `POST /api/comments/add` (JSON, one mention) with the writers' tokens in rotation — one
 *    request to check the answer, 1 s of warm-up, `--connections` (10) for `--duration` (10) s,
 *    then one connection for `--single-duration` s;
 * 4. stops the server, removes the data dir / drops the database (also on Ctrl-C).
 *
 * Targets (checked on PostgreSQL, api issue 9): p99 < 50 ms for the reads, < 100 ms for posting.
 * Results: bench/results/comments-<timestamp>.json (plans included).
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

const READER = "fan1";
/** Writers with a session each: at 5 comments a minute per user, 3,000 cover 15,000 posts a minute. */
const WRITERS = 3_000;
const TARGETS = { readP99Ms: 50, writeP99Ms: 100 };

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== "--"),
  options: {
    quick: { type: "boolean", default: false },
    shows: { type: "string" },
    episodes: { type: "string" },
    users: { type: "string" },
    comments: { type: "string", default: "5000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    "single-duration": { type: "string", default: "3" },
    "floor-runs": { type: "string", default: "200" },
    "postgres-url": { type: "string", default: process.env.BENCH_POSTGRES_URL ?? DEFAULT_POSTGRES_URL },
    "skip-embedded": { type: "boolean", default: false },
    "skip-postgres": { type: "boolean", default: false },
    // Internal: the child process (run with tsx) that writes the comments, sessions, floors and plans.
    prepare: { type: "boolean", default: false },
    "data-dir": { type: "string" },
    "database-url": { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
});

const COMMENTS = whole("comments", args.comments, 5_000);

// =============================================================================================
// The comments (set-based SQL, the same text on PostgreSQL and PGlite)

/**
 * 5,000 comments on one show with replies, likes, mentions and counters, and the reader's blocks
 * and hides. Authors rotate over the users by hash; "random" values are hashes, so runs repeat.
 * @param {number} showId @param {number} firstUser @param {number} userCount @param {number} readerId
 */
function commentsSql(showId, firstUser, userCount, readerId) {
  const author = (/** @type {string} */ expr) => `(${firstUser} + ((hashint4(${expr}) & 2147483647) % ${userCount}))`;
  return `
    insert into comments (item_type, item_id, show_id, user_id, content, spoiler, created_at)
    select 'show', ${showId}, ${showId}, ${author("g * 31 + 7")},
           'Yorum ' || g || ': ' || repeat('Bu bölüm gerçekten çok iyiydi, özellikle final sahnesi. ', 1 + (hashint4(g) & 3)),
           (hashint4(g * 3) & 15) = 0,
           now() - (${COMMENTS} - g) * interval '7 minutes'
    from generate_series(1, ${COMMENTS}) g;

    -- Replies: 5 under each of the 50 newest comments (the first page has threads), 0–3 elsewhere.
    insert into comments (item_type, item_id, show_id, user_id, parent_id, reply_to_user_id, content, created_at)
    select 'show', ${showId}, ${showId}, ${author("c.id * 17 + r")}, c.id, c.user_id,
           'Cevap ' || r || ': katılıyorum, harikaydı.', c.created_at + r * interval '1 minute'
    from (
      select id, user_id, created_at, row_number() over (order by id desc) as rank
      from comments where item_type = 'show' and item_id = ${showId} and parent_id is null
    ) c
    cross join lateral generate_series(1, case when c.rank <= 50 then 5 else hashint4(c.id) & 3 end) r;

    -- Likes of the 500 newest comments (0–15 each, distinct users) and the counters.
    insert into likes (user_id, item_type, item_id, created_at)
    select distinct ${author("c.id * 101 + n")}, 'comment', c.id, now()
    from (select id from comments where item_type = 'show' and item_id = ${showId} and parent_id is null order by id desc limit 500) c
    cross join lateral generate_series(1, hashint4(c.id * 5) & 15) n
    on conflict do nothing;
    update comments c set like_count = l.n
    from (select item_id, count(*)::int as n from likes where item_type = 'comment' group by item_id) l
    where l.item_id = c.id;

    -- One mention in every tenth comment.
    insert into mentions (item_type, item_id, user_id)
    select 'comment', id, ${author("id * 13")} from comments
    where item_type = 'show' and item_id = ${showId} and id % 10 = 0
    on conflict do nothing;

    update comments p set reply_count = r.n
    from (select parent_id, count(*)::int as n from comments where parent_id is not null group by parent_id) r
    where r.parent_id = p.id;
    update shows set comments_count = (select count(*) from comments where item_type = 'show' and item_id = ${showId} and parent_id is null)
    where id = ${showId};

    -- The reader blocks 20 authors of recent comments, 20 more block the reader, and 30 of the
    -- newest comments are hidden by the reader: the page's filters remove rows.
    insert into blocks (blocker_id, blocked_id)
    select ${readerId}, user_id from (select distinct user_id from comments where item_id = ${showId} and user_id <> ${readerId} order by user_id limit 20) a
    on conflict do nothing;
    insert into blocks (blocker_id, blocked_id)
    select user_id, ${readerId} from (select distinct user_id from comments where item_id = ${showId} and user_id <> ${readerId} order by user_id desc limit 20) a
    on conflict do nothing;
    insert into hidden_items (user_id, item_type, item_id)
    select ${readerId}, 'comment', id from comments where item_type = 'show' and item_id = ${showId} and parent_id is null and id % 3 = 0
    order by id desc limit 30
    on conflict do nothing;

    analyze comments;
    analyze likes;
    analyze mentions;
    analyze blocks;
    analyze hidden_items;
    analyze users;
    analyze sessions;
  `;
}

// =============================================================================================
// Child mode (--prepare, run with `node --import tsx`): setup, floors, plans

async function prepare() {
  const { openDatabase } = await import("../apps/server/src/db/database.ts");
  const schema = await import("../apps/server/src/db/schema/index.ts");
  const { createSession } = await import("../apps/server/src/auth/session.repository.ts");
  const { findUserById } = await import("../apps/server/src/auth/user.repository.ts");
  const { createEventRecorder } = await import("../apps/server/src/events/recorder.ts");
  const { MemoryRateLimiter } = await import("../apps/server/src/lib/rate-limiter.ts");
  const { commentsOfItem, commentForActor } = await import("../apps/server/src/services/comment-thread.service.ts");
  const { addComment } = await import("../apps/server/src/services/comment.service.ts");
  const { presentComment, presentCommentsPage } = await import("../apps/server/src/presenters/comment.presenter.ts");

  const runs = whole("floor-runs", args["floor-runs"], 200);
  const database = await openDatabase({ databaseUrl: args["database-url"], dataDir: args["data-dir"], poolSize: 1 });
  const log = (/** @type {string} */ line) => process.stderr.write(`${line}\n`);
  try {
    const one = async (/** @type {string} */ text) => /** @type {any} */ ((await database.query(text)).rows[0]);
    const show = await one("select id, slug from shows order by trackers_count desc, id limit 1");
    const fans = (await database.query("select id, username from users where username like 'fan%' order by id")).rows.map((r) => ({ id: Number(/** @type {any} */ (r).id), username: String(/** @type {any} */ (r).username) }));
    const reader = fans.find((f) => f.username === READER);
    if (!reader || fans.length < WRITERS + 100) throw new Error(`seed-scale wrote ${fans.length} accounts; the bench needs ${WRITERS + 100} (--users)`);
    const showId = Number(show.id);

    let t = performance.now();
    await database.exec(commentsSql(showId, fans[0].id, fans.length, reader.id));
    const counts = await one(`select
      (select count(*) from comments where item_id = ${showId} and parent_id is null) as top,
      (select count(*) from comments where item_id = ${showId} and parent_id is not null) as replies,
      (select count(*) from likes where item_type = 'comment') as likes,
      (select count(*) from blocks where blocker_id = ${reader.id} or blocked_id = ${reader.id}) as blocks,
      (select count(*) from hidden_items where user_id = ${reader.id}) as hidden`);
    const size = { showId, slug: show.slug, users: fans.length, top: Number(counts.top), replies: Number(counts.replies), likes: Number(counts.likes), readerBlocks: Number(counts.blocks), readerHidden: Number(counts.hidden) };
    log(`  ${size.top.toLocaleString("en-US")} comments and ${size.replies.toLocaleString("en-US")} replies on ${show.slug} written in ${secondsSince(t)} s`);

    // Sessions: the reader, and one Bearer token per writer (seed-scale's accounts are verified).
    t = performance.now();
    const now = new Date();
    const session = async (/** @type {number} */ userId) => (await createSession(database.db, { userId, kind: "bearer", remember: false, userAgent: "bench" }, now)).token;
    const readerToken = await session(reader.id);
    const writers = fans.filter((f) => f.id !== reader.id).slice(0, WRITERS);
    /** @type {string[]} */
    const writerTokens = [];
    for (const writer of writers) writerTokens.push(await session(writer.id));
    await database.exec("analyze sessions");
    log(`  ${writerTokens.length + 1} Bearer sessions opened in ${secondsSince(t)} s`);
    const thread = await one(`select id from comments where item_id = ${showId} and parent_id is null and reply_count >= 5 order by id desc limit 1`);

    // ---- The calls, as their route handlers make them (after the session lookup).
    const deps = /** @type {any} */ ({ config: { staffEmails: new Set(), env: "production" }, limiter: new MemoryRateLimiter(), storage: undefined, gifs: undefined });
    const readerRow = await findUserById(database.db, reader.id);
    /** @param {any} db @param {any} actor */
    const ctxOf = (db, actor) => {
      const at = new Date();
      return { db, actor, now: at, viewer: { locale: "en", contentLanguage: "en", timeZone: "Europe/Istanbul", now: at }, events: createEventRecorder(db), deps, relations: new Map(), roles: {} };
    };
    const query = { type: /** @type {const} */ ("show"), id: showId, limit: 10, include: new Set(["photo", "replies"]) };
    let writer = 0;
    const writerRows = new Map();
    /** @param {any} db */
    const handlers = (db) => ({
      "comments page (reader)": async () => presentCommentsPage(await commentsOfItem(/** @type {any} */ (ctxOf(db, readerRow)), query)),
      "comments page (visitor)": async () => presentCommentsPage(await commentsOfItem(/** @type {any} */ (ctxOf(db, undefined)), query)),
      "post a comment": async () => {
        // Each run as another writer: a user may post 5 comments a minute.
        const w = writers[writer++ % writers.length];
        let row = writerRows.get(w.id);
        if (!row) writerRows.set(w.id, (row = await findUserById(db, w.id)));
        const ctx = /** @type {any} */ (ctxOf(db, row));
        const id = await addComment(ctx, "show", showId, { content: `Bench yorumu @${READER} ne düşünüyorsun?`, spoiler: false });
        const view = await commentForActor(ctx, id);
        return presentComment(view.row, view);
      },
    });

    t = performance.now();
    const calls = handlers(database.db);
    /** @type {Record<string, any>} */
    const floors = {};
    for (const [name, fn] of Object.entries(calls)) {
      for (let w = 0; w < 10; w++) await fn();
      /** @type {number[]} */
      const samples = [];
      const started = performance.now();
      for (let r = 0; r < runs && performance.now() - started < 15_000; r++) {
        const t0 = performance.now();
        await fn();
        samples.push(performance.now() - t0);
      }
      floors[name] = summarize(samples);
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
      const capturing = drizzle(client, { schema, logger: { logQuery: (q, params) => captured.push({ query: q, params }) } });
      const traced = handlers(capturing);
      for (const name of Object.keys(traced)) {
        captured = [];
        await traced[/** @type {keyof typeof traced} */ (name)]();
        const conn = await client.connect();
        try {
          await conn.query("begin");
          plans[name] = [];
          for (const { query: text, params } of captured) {
            if (!/^\s*(select|insert|update|delete|with)\b/i.test(text)) continue;
            const res = await conn.query({ text: `explain (analyze, buffers) ${text}`, values: params });
            const plan = res.rows.map((/** @type {any} */ r) => r["QUERY PLAN"]).join("\n");
            plans[name].push({ sql: text, ms: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN), plan });
          }
        } finally {
          await conn.query("rollback").catch(() => undefined);
          conn.release();
        }
      }
      log(`  EXPLAIN ANALYZE of every statement in ${secondsSince(t)} s`);
    }

    process.stdout.write(`${JSON.stringify({ kind: database.kind, size, readerToken, writerTokens, threadId: Number(thread.id), floors, plans })}\n`);
  } finally {
    await database.close();
  }
}

// =============================================================================================
// Parent mode

const config = {
  shows: whole("shows", args.shows, args.quick ? 200 : 1_000),
  episodes: whole("episodes", args.episodes, args.quick ? 5_000 : 20_000),
  users: whole("users", args.users, args.quick ? 4_000 : 5_000),
  comments: COMMENTS,
  durationS: whole("duration", args.duration, 10),
  connections: whole("connections", args.connections, 10),
  singleDurationS: whole("single-duration", args["single-duration"], 3),
  floorRuns: whole("floor-runs", args["floor-runs"], 200),
};

const log = (/** @type {string} */ line = "") => console.log(line);

/** @param {{ dataDir?: string, databaseUrl?: string }} target */
const whereArgs = (target) => (target.databaseUrl ? ["--database-url", target.databaseUrl] : ["--data-dir", target.dataDir ?? ""]);

/**
 * The calls: reads as the reader and as a visitor, a thread's replies, and posting.
 * @param {{ size: any, readerToken: string, writerTokens: string[], threadId: number }} prepared
 */
function callsOf(prepared) {
  const page = `/api/comments/v1?type=show&id=${prepared.size.showId}&include=photo,replies`;
  const reader = { authorization: `Bearer ${prepared.readerToken}` };
  let w = 0;
  return [
    { name: "comments page (reader)", floor: "comments page (reader)", target: TARGETS.readP99Ms, next: () => ({ method: "GET", path: page, headers: reader }) },
    { name: "comments page (visitor)", floor: "comments page (visitor)", target: TARGETS.readP99Ms, next: () => ({ method: "GET", path: page, headers: {} }) },
    { name: "replies of a thread", floor: undefined, target: TARGETS.readP99Ms, next: () => ({ method: "GET", path: `/api/comments/${prepared.threadId}/replies`, headers: reader }) },
    {
      name: "post a comment",
      floor: "post a comment",
      target: TARGETS.writeP99Ms,
      next: () => ({
        method: "POST",
        path: "/api/comments/add",
        headers: { authorization: `Bearer ${prepared.writerTokens[w++ % prepared.writerTokens.length]}`, "content-type": "application/json" },
        body: JSON.stringify({ type: "show", id: prepared.size.showId, content: `Yük testi yorumu @${READER} sence de öyle değil mi?` }),
      }),
    },
  ];
}

/**
 * One autocannon run, stopped by force if it overruns.
 * @param {string} baseUrl
 * @param {() => { method: string, path: string, headers: Record<string, string>, body?: string }} next
 * @param {number} connections
 * @param {number} durationS
 * @returns {Promise<any>}
 */
async function load(baseUrl, next, connections, durationS) {
  const { default: autocannon } = await import("autocannon");
  return new Promise((resolve, reject) => {
    const requests = [{ setupRequest: (/** @type {any} */ request) => { const r = next(); return { ...request, method: r.method, path: r.path, body: r.body, headers: { ...request.headers, ...r.headers } }; } }];
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
 * @param {string} baseUrl @param {ReturnType<typeof callsOf>[number]} call
 */
async function measure(baseUrl, call) {
  const first = call.next();
  const probe = await fetch(baseUrl + first.path, { method: first.method, body: first.body, headers: first.headers, signal: AbortSignal.timeout(30_000) });
  const body = /** @type {any} */ (await probe.json().catch(() => ({})));
  const expected = first.method === "POST" ? 201 : 200;
  /** @type {string[]} */
  const notes = [];
  if (probe.status !== expected) notes.push(`status ${probe.status}: ${JSON.stringify(body).slice(0, 200)}`);
  const items = Array.isArray(body?.data) ? body.data.length : undefined;
  const replies = Array.isArray(body?.data) ? body.data.reduce((n, /** @type {any} */ c) => n + (c.replies?.data.length ?? 0), 0) : undefined;
  await load(baseUrl, call.next, config.connections, 1);
  const loaded = await load(baseUrl, call.next, config.connections, config.durationS);
  const single = config.singleDurationS > 0 ? await load(baseUrl, call.next, 1, config.singleDurationS) : undefined;
  return {
    request: `${first.method} ${first.path}`,
    status: probe.status,
    items,
    replies,
    bytes: JSON.stringify(body).length,
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
 * @param {{ dataDir?: string, databaseUrl?: string }} target
 */
async function benchDatabase(kind, target) {
  const label = kind === "embedded" ? "embedded PGlite" : "PostgreSQL";
  log(`\n== ${label} ==`);
  let t = performance.now();
  log(`  seeding ${config.shows.toLocaleString("en-US")} shows, ${config.episodes.toLocaleString("en-US")} episodes, ${config.users.toLocaleString("en-US")} users …`);
  await runNode(
    ["--import", "tsx", "scripts/seed-scale.ts", "--shows", String(config.shows), "--episodes", String(config.episodes), "--people", "500", "--users", String(config.users), ...whereArgs(target), "--json"],
    { cwd: path.join(ROOT, "apps/server"), timeoutMs: 600_000 },
  );
  log(`  seeded in ${secondsSince(t)} s`);

  t = performance.now();
  log(`  writing ${config.comments.toLocaleString("en-US")} comments with replies, likes and mentions; sessions; floors${kind === "postgres" ? " and plans" : ""} …`);
  const prepared = lastJson(
    await runNode(["--import", "tsx", "bench/comments.mjs", "--prepare", ...whereArgs(target), "--comments", String(config.comments), "--floor-runs", String(config.floorRuns)], { timeoutMs: 600_000 }),
  );
  log(`  prepared in ${secondsSince(t)} s`);

  t = performance.now();
  // The visitor cache off: every request computes its answer (what a signed-in reader costs).
  const server = await startServer({ ...target, env: { VISITOR_CACHE_SECONDS: "0" } });
  log(`  server ready in ${secondsSince(t)} s at ${server.baseUrl}`);
  /** @type {any[]} */
  const rows = [];
  await withCleanup(async () => {
    for (const call of callsOf(prepared)) {
      const http = await measure(server.baseUrl, call);
      const floor = call.floor ? prepared.floors[call.floor] : undefined;
      const misses = [...http.notes];
      if (http.non2xx || http.errors) misses.push(`${http.non2xx} non-2xx, ${http.errors} errors`);
      if (!(http.p99 < call.target)) misses.push(`p99 ${fmt(http.p99, 0)} ms ≥ ${call.target}`);
      rows.push({ call: call.name, target: call.target, http, floor, pass: misses.length === 0, misses });
      log(`  ${call.name.padEnd(24)} ${fmt(http.reqPerSec, 0).padStart(6)} req/s  p50 ${fmt(http.p50, 0)} ms  p99 ${fmt(http.p99, 0)} ms  (target p99 < ${call.target} ms)  floor ${fmt(floor?.p50, 1)} ms`);
    }
  }, server.stop);
  return { kind, label, size: prepared.size, rows, plans: prepared.plans };
}

/** @param {Awaited<ReturnType<typeof benchDatabase>>} result */
function report(result) {
  const informational = result.kind !== "postgres";
  const s = result.size;
  log(
    `\n${result.label}: ${s.top.toLocaleString("en-US")} comments and ${s.replies.toLocaleString("en-US")} replies on ${s.slug}, ${s.likes.toLocaleString("en-US")} likes, ` +
      `${s.users.toLocaleString("en-US")} users; the reader has ${s.readerBlocks} blocks (both ways) and ${s.readerHidden} hidden comments; ` +
      `${config.connections} connections × ${config.durationS} s per call` +
      (informational ? " (targets apply to PostgreSQL; verdicts in brackets are for information)" : ""),
  );
  log(
    table(
      ["call", "req/s", "p50", "p99", "max", "target p99", "floor p50", "floor p99", "1-client p50", "items", "KB", "result"],
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
        r.http.items === undefined ? "1" : `${r.http.items}${r.http.replies ? `+${r.http.replies}` : ""}`,
        fmt(r.http.bytes / 1024, 1),
        (informational ? `(${r.pass ? "PASS" : "FAIL"})` : r.pass ? "PASS" : "FAIL") + (r.misses.length ? `  ${r.misses.join("; ")}` : ""),
      ]),
    ),
  );
  log("  (times in ms; floor = the route's service and presenter code run directly, sequentially, on one connection; items = comments + embedded replies)");
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
}

async function main() {
  if (args.help) {
    log(
      "npm run bench:comments [-- --quick] [--shows N] [--episodes N] [--users N] [--comments N] [--duration S]\n" +
        "                       [--connections N] [--single-duration S] [--floor-runs N] [--postgres-url URL]\n" +
        "                       [--skip-embedded] [--skip-postgres]",
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
    `Dizilog comments bench: a show with ${config.comments.toLocaleString("en-US")} comments; node ${process.version}, ${os.cpus().length} CPU(s); ` +
      `targets on PostgreSQL: p99 < ${TARGETS.readP99Ms} ms reads, < ${TARGETS.writeP99Ms} ms posting, at ${config.connections} clients`,
  );
  log(`load average at start: ${loadAtStart} (other work on this machine skews every figure)`);

  const { results, skipped } = await onEachDatabase(
    { skipEmbedded: args["skip-embedded"], skipPostgres: args["skip-postgres"], postgresUrl: args["postgres-url"], tmpPrefix: "dizilog-comments-", log },
    benchDatabase,
  );

  log("\n================ comments results ================");
  for (const result of results) report(result);
  for (const line of skipped) log(`\n${line}`);

  const file = path.join(ROOT, "bench/results", `comments-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, loadAverage: { start: loadAtStart, end: loadAverage() }, config, targets: TARGETS, results, skipped }, null, 2)}\n`,
  );

  log("\n================ comments summary ================");
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
