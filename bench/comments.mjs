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
import os from "node:os";
import { benchCli } from "./lib/cli.mjs";
import { log, onEachDatabase, withServer } from "./lib/harness.mjs";
import { measureCall } from "./lib/measure.mjs";
import { planCalls, printPlans } from "./lib/plans.mjs";
import { logToParent, prepareInChild, withPreparedDatabase } from "./lib/prepare.mjs";
import { CALL_COLUMNS, headline, reportTable, resultColumn } from "./lib/report.mjs";
import { beginRun, finishRun } from "./lib/results.mjs";
import { seedScale } from "./lib/seed.mjs";
import { fmt, secondsSince, sequentialFloor } from "./lib/stats.mjs";

const READER = "fan1";
/** Writers with a session each: at 5 comments a minute per user, 3,000 cover 15,000 posts a minute. */
const WRITERS = 3_000;
const TARGETS = { readP99Ms: 50, writeP99Ms: 100 };

const cli = benchCli({
  usage:
    "npm run bench:comments [-- --quick] [--shows N] [--episodes N] [--users N] [--comments N] [--duration S]\n" +
    "                       [--connections N] [--single-duration S] [--floor-runs N] [--postgres-url URL]\n" +
    "                       [--skip-embedded] [--skip-postgres]",
  sizes: { shows: [200, 1_000], episodes: [5_000, 20_000], users: [4_000, 5_000], comments: 5_000 },
  prepare: true,
});
const { args } = cli;
const config = { ...cli.sizes, ...cli.load };

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
           now() - (${config.comments} - g) * interval '7 minutes'
    from generate_series(1, ${config.comments}) g;

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
  const schema = await import("../apps/server/src/db/schema/index.ts");
  const { createSession } = await import("../apps/server/src/auth/session.repository.ts");
  const { findUserById } = await import("../apps/server/src/auth/user.repository.ts");
  const { createEventRecorder } = await import("../apps/server/src/events/recorder.ts");
  const { MemoryRateLimiter } = await import("../apps/server/src/lib/rate-limiter.ts");
  const { commentsOfItem, commentForActor } = await import("../apps/server/src/services/comment-thread.service.ts");
  const { addComment } = await import("../apps/server/src/services/comment.service.ts");
  const { presentComment, presentCommentsPage } = await import("../apps/server/src/presenters/comment.presenter.ts");

  const runs = config.floorRuns;
  await withPreparedDatabase(args, async (database) => {
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
    logToParent(`  ${size.top.toLocaleString("en-US")} comments and ${size.replies.toLocaleString("en-US")} replies on ${show.slug} written in ${secondsSince(t)} s`);

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
    logToParent(`  ${writerTokens.length + 1} Bearer sessions opened in ${secondsSince(t)} s`);
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
    for (const [name, fn] of Object.entries(calls)) floors[name] = await sequentialFloor(fn, { runs, budgetMs: 15_000 });
    logToParent(`  floors (${runs} sequential runs per call, one connection) in ${secondsSince(t)} s`);

    // ---- Plans (PostgreSQL): every statement of each call, from the app's code.
    const plans = await planCalls(database, schema, handlers);

    return { kind: database.kind, size, readerToken, writerTokens, threadId: Number(thread.id), floors, plans };
  });
}

// =============================================================================================
// Parent mode

/**
 * The calls, as measureCall loads them: reads as the reader and as a visitor, a thread's replies,
 * and posting.
 * @param {{ size: any, readerToken: string, writerTokens: string[], threadId: number }} prepared
 * @returns {(import("./lib/measure.mjs").BenchCall & { floor?: string })[]}
 */
function callsOf(prepared) {
  const page = `/api/comments/v1?type=show&id=${prepared.size.showId}&include=photo,replies`;
  const reader = { authorization: `Bearer ${prepared.readerToken}` };
  let w = 0;
  /** @type {import("./lib/measure.mjs").BenchCall["describe"]} */
  const describe = ({ first, status, body }) => {
    const expected = first.method === "POST" ? 201 : 200;
    const notes = status === expected ? [] : [`status ${status}: ${JSON.stringify(body).slice(0, 200)}`];
    const items = Array.isArray(body?.data) ? body.data.length : undefined;
    const replies = Array.isArray(body?.data) ? body.data.reduce((n, /** @type {any} */ c) => n + (c.replies?.data.length ?? 0), 0) : undefined;
    return { fields: { request: `${first.method} ${first.path}`, status, items, replies, bytes: JSON.stringify(body).length }, notes };
  };
  return [
    { name: "comments page (reader)", floor: "comments page (reader)", target: TARGETS.readP99Ms, describe, next: () => ({ method: "GET", path: page, headers: reader }) },
    { name: "comments page (visitor)", floor: "comments page (visitor)", target: TARGETS.readP99Ms, describe, next: () => ({ method: "GET", path: page, headers: {} }) },
    { name: "replies of a thread", floor: undefined, target: TARGETS.readP99Ms, describe, next: () => ({ method: "GET", path: `/api/comments/${prepared.threadId}/replies`, headers: reader }) },
    {
      name: "post a comment",
      floor: "post a comment",
      target: TARGETS.writeP99Ms,
      describe,
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
 * Seeds, prepares, serves and loads one database.
 * @param {"embedded" | "postgres"} kind
 * @param {{ dataDir?: string, databaseUrl?: string }} target
 * @param {string} label
 */
async function benchDatabase(kind, target, label) {
  await seedScale(target, { ...config, people: 500 });
  log(`  writing ${config.comments.toLocaleString("en-US")} comments with replies, likes and mentions; sessions; floors${kind === "postgres" ? " and plans" : ""} …`);
  const prepared = await prepareInChild("bench/comments.mjs", target, ["--comments", String(config.comments), "--floor-runs", String(config.floorRuns)]);

  // The visitor cache off: every request computes its answer (what a signed-in reader costs).
  const rows = await withServer(
    target,
    { VISITOR_CACHE_SECONDS: "0" },
    async (server) => {
      const measured = [];
      for (const call of callsOf(prepared)) {
        measured.push(await measureCall(server.baseUrl, call, call.floor ? prepared.floors[call.floor] : undefined, { ...config, width: 24 }));
      }
      return measured;
    },
    "server ready",
  );
  return { kind, label, size: prepared.size, rows, plans: prepared.plans };
}

/** @param {Awaited<ReturnType<typeof benchDatabase>>} result */
function report(result) {
  const s = result.size;
  reportTable({
    headline: headline(
      result,
      `${s.top.toLocaleString("en-US")} comments and ${s.replies.toLocaleString("en-US")} replies on ${s.slug}, ${s.likes.toLocaleString("en-US")} likes, ` +
        `${s.users.toLocaleString("en-US")} users; the reader has ${s.readerBlocks} blocks (both ways) and ${s.readerHidden} hidden comments`,
      config,
    ),
    columns: [
      ...CALL_COLUMNS,
      ["items", (r) => (r.http.items === undefined ? "1" : `${r.http.items}${r.http.replies ? `+${r.http.replies}` : ""}`)],
      ["KB", (r) => fmt(r.http.bytes / 1024, 1)],
      resultColumn(result),
    ],
    rows: result.rows,
    footnote: "  (times in ms; floor = the route's service and presenter code run directly, sequentially, on one connection; items = comments + embedded replies)",
  });
  if (result.kind === "postgres") printPlans(result.plans);
}

async function main() {
  const record = beginRun(
    `Dizilog comments bench: a show with ${config.comments.toLocaleString("en-US")} comments; node ${process.version}, ${os.cpus().length} CPU(s); ` +
      `targets on PostgreSQL: p99 < ${TARGETS.readP99Ms} ms reads, < ${TARGETS.writeP99Ms} ms posting, at ${config.connections} clients`,
  );
  const { results, skipped } = await onEachDatabase(cli.databases("dizilog-comments-", log), benchDatabase);

  await finishRun(record, { name: "comments", prefix: "comments-", results, skipped, report, fields: { config, targets: TARGETS, results, skipped } });
}

cli.run(main, prepare);
