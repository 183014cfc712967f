#!/usr/bin/env node
/**
 * `npm run bench:wall`: the community wall's streams and posting with an image, on 1,000,000 posts,
 * under load, on the built server.
 *
 *   npm run bench:wall [-- --quick] [--shows N] [--episodes N] [--users N] [--posts N] [--follows N]
 *                      [--duration S] [--connections N] [--single-duration S] [--floor-runs N]
 *                      [--postgres-url URL] [--skip-embedded] [--skip-postgres]
 *
 * For each database (embedded PGlite in a temporary DATA_DIR; PostgreSQL in a fresh dz_bench_*
 * database when the server answers):
 *
 * 1. seeds the scale catalog and its users with seed-scale (1,000 shows / 20,000 episodes /
 *    5,000 users; --quick: 200 / 5,000 / 2,000);
 * 2. in a child process run with tsx (`--prepare`): writes, with set-based SQL (generate_series),
 *    1,000,000 posts (--quick: 100,000) by the users — a few write most of them (the author's rank
 *    is squared), 80 % public, 10 % profile, 5 % unlisted, 5 % private, one in eight about a show —
 *    with one of 256 hashtags each and `#dizi` on one in sixteen; the reader (fan1) follows 500
 *    users spread over every activity level (every tenth account), blocks 20 authors, is blocked by
 *    20 more and hid 30 posts; 1,000 writers get a profile photo and a Bearer session; ANALYZEs;
 *    measures the floors (the route's service and presenter calls, sequential, one connection, no
 *    HTTP) — the following stream three ways (the server's `auto`, LATERAL top-N per followee alone,
 *    the global index scanned for followees' posts alone) — and, on PostgreSQL, EXPLAIN ANALYZEs every
 *    statement;
 * 3. starts apps/server/dist/main.js with the visitor cache off and POSTING_MIN_ACCOUNT_AGE=0 and
 *    loads, with autocannon: the global stream as the reader and as a visitor, the reader's
 *    following stream, the `#dizi` hashtag stream, and `POST /api/wall/create` (multipart, a
 *    640 × 360 PNG) with the writers' tokens in rotation — one request to check the answer, 1 s of
 *    warm-up, `--connections` (10) for `--duration` (10) s, then one connection alone;
 * 4. stops the server, removes the data dir / drops the database (also on Ctrl-C).
 *
 * Targets (checked on PostgreSQL, issue 10): p99 < 50 ms for the streams, < 150 ms for posting
 * with an image (decoded, re-encoded and stored in the request).
 * Results: bench/results/wall-<timestamp>.json (plans included).
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
const WRITERS = 1_000;
const HASHTAG = "dizi";
const TARGETS = { readP99Ms: 50, writeP99Ms: 150 };

const cli = benchCli({
  usage:
    "npm run bench:wall [-- --quick] [--shows N] [--episodes N] [--users N] [--posts N] [--follows N] [--duration S]\n" +
    "                   [--connections N] [--single-duration S] [--floor-runs N] [--postgres-url URL]\n" +
    "                   [--skip-embedded] [--skip-postgres]",
  sizes: { shows: [200, 1_000], episodes: [5_000, 20_000], users: [2_000, 5_000], posts: [100_000, 1_000_000], follows: 500 },
  prepare: true,
  floorRuns: 100,
});
const { args } = cli;
const config = { ...cli.sizes, ...cli.load };

// =============================================================================================
// The posts (set-based SQL, the same text on PostgreSQL and PGlite)

/**
 * The posts, their hashtags, and the reader's follows, blocks and hides. Authors are drawn by hash
 * with a squared rank, so a few users write most posts and many write a few; "random" values are
 * hashes, so runs repeat.
 * @param {number} firstUser @param {number} userCount @param {number} readerId
 */
function postsSql(firstUser, userCount, readerId) {
  const n = config.posts;
  return `
    insert into posts (user_id, wall_user_id, type, content, visibility, show_id, created_at)
    select x.u, x.u, 'post',
           'Gönderi ' || x.g || ': bu akşamki bölüm harikaydı #etiket' || (hashint4(x.g * 7) & 255)
             || case when (hashint4(x.g * 11) & 15) = 0 then ' #${HASHTAG}' else '' end,
           case when x.v < 80 then 'public' when x.v < 90 then 'profile' when x.v < 95 then 'unlisted' else 'private' end,
           case when (hashint4(x.g * 13) & 7) = 0 then s.a[1 + (hashint4(x.g * 17) & 2147483647) % array_length(s.a, 1)] end,
           now() - (${n} - x.g) * interval '20 seconds'
    from (
      select g,
             ${firstUser} + least(${userCount - 1}, floor(${userCount} * power((hashint4(g * 31 + 7) & 2147483647)::float8 / 2147483648, 2))::int) as u,
             (hashint4(g * 5) & 2147483647) % 100 as v
      from generate_series(1, ${n}) g
    ) x
    cross join (select array_agg(id order by id) as a from shows) s;

    insert into post_hashtags (post_id, keyword, public)
    select id, 'etiket' || (hashint4(id * 7) & 255), visibility = 'public' from posts;
    insert into post_hashtags (post_id, keyword, public)
    select id, '${HASHTAG}', visibility = 'public' from posts where (hashint4(id * 11) & 15) = 0;

    -- The reader follows ${config.follows} users spread over every activity level (every tenth account).
    insert into follows (follower_id, followed_id, status, accepted_at)
    select ${readerId}, id, 'accepted', now() from users
    where id <> ${readerId} and id >= ${firstUser} and (id - ${firstUser}) % 10 = 5
    order by id limit ${config.follows};
    update users set following_count = (select count(*) from follows where follower_id = ${readerId}) where id = ${readerId};

    -- 20 blocks each way and 30 hidden posts among the newest public ones: the filters remove rows.
    insert into blocks (blocker_id, blocked_id)
    select ${readerId}, user_id from (select distinct user_id from (select user_id from posts where user_id <> ${readerId} order by id desc limit 5000) r order by user_id limit 20) a
    on conflict do nothing;
    insert into blocks (blocker_id, blocked_id)
    select user_id, ${readerId} from (select distinct user_id from (select user_id from posts where user_id <> ${readerId} order by id desc limit 5000) r order by user_id desc limit 20) a
    on conflict do nothing;
    insert into hidden_items (user_id, item_type, item_id)
    select ${readerId}, 'wall', id from posts where visibility = 'public' and id % 3 = 0 order by id desc limit 30
    on conflict do nothing;

    analyze posts;
    analyze post_hashtags;
    analyze follows;
    analyze blocks;
    analyze hidden_items;
    analyze users;
  `;
}

// =============================================================================================
// Child mode (--prepare, run with `node --import tsx`): setup, floors, plans

async function prepare() {
  const { mkdtemp, rm } = await import("node:fs/promises");
  const path = await import("node:path");
  const { default: sharp } = await import("sharp");
  const schema = await import("../apps/server/src/db/schema/index.ts");
  const { createSession } = await import("../apps/server/src/auth/session.repository.ts");
  const { findUserById } = await import("../apps/server/src/auth/user.repository.ts");
  const { createEventRecorder } = await import("../apps/server/src/events/recorder.ts");
  const { MemoryRateLimiter } = await import("../apps/server/src/lib/rate-limiter.ts");
  const { DiskStorage } = await import("../apps/server/src/storage/storage.ts");
  const { createPost, postForViewer, streamPage } = await import("../apps/server/src/services/wall.service.ts");
  const { presentOnePost, presentPostsPage } = await import("../apps/server/src/presenters/post.presenter.ts");

  const runs = config.floorRuns;
  const storageDir = await mkdtemp(path.join(os.tmpdir(), "dizilog-wall-bench-"));
  try {
    return await withPreparedDatabase(args, async (database) => {
      const one = async (/** @type {string} */ text) => /** @type {any} */ ((await database.query(text)).rows[0]);
      const fans = (await database.query("select id, username from users where username like 'fan%' order by id")).rows.map((r) => ({ id: Number(/** @type {any} */ (r).id), username: String(/** @type {any} */ (r).username) }));
      const reader = fans.find((f) => f.username === READER);
      if (!reader || fans.length < WRITERS + 100) throw new Error(`seed-scale wrote ${fans.length} accounts; the bench needs ${WRITERS + 100} (--users)`);

      let t = performance.now();
      await database.exec(postsSql(fans[0].id, fans.length, reader.id));
      const counts = await one(`select
        (select count(*) from posts) as posts,
        (select count(*) from posts where visibility = 'public') as public,
        (select count(*) from post_hashtags where keyword = '${HASHTAG}' and public) as tagged,
        (select count(*) from follows where follower_id = ${reader.id}) as follows,
        (select count(*) from posts p join follows f on f.followed_id = p.user_id and f.follower_id = ${reader.id} where p.visibility = 'public') as followed_posts,
        (select count(*) from blocks where blocker_id = ${reader.id} or blocked_id = ${reader.id}) as blocks,
        (select count(*) from hidden_items where user_id = ${reader.id}) as hidden`);
      const size = {
        users: fans.length,
        posts: Number(counts.posts),
        public: Number(counts.public),
        tagged: Number(counts.tagged),
        follows: Number(counts.follows),
        followedPosts: Number(counts.followed_posts),
        readerBlocks: Number(counts.blocks),
        readerHidden: Number(counts.hidden),
      };
      logToParent(`  ${size.posts.toLocaleString("en-US")} posts (${size.public.toLocaleString("en-US")} public) written in ${secondsSince(t)} s`);

      // Sessions: the reader, and one Bearer token per writer, who get a profile photo (the posting gate).
      t = performance.now();
      const now = new Date();
      const session = async (/** @type {number} */ userId) => (await createSession(database.db, { userId, kind: "bearer", remember: false, userAgent: "bench" }, now)).token;
      const readerToken = await session(reader.id);
      const writers = fans.filter((f) => f.id !== reader.id).slice(0, WRITERS);
      await database.exec(`update users set avatar_key = 'avatars/' || id || '/bench.webp' where id = any('{${writers.map((w) => w.id).join(",")}}'::int[])`);
      /** @type {string[]} */
      const writerTokens = [];
      for (const writer of writers) writerTokens.push(await session(writer.id));
      await database.exec("analyze sessions; analyze users");
      logToParent(`  ${writerTokens.length + 1} Bearer sessions opened in ${secondsSince(t)} s`);

      // ---- The calls, as their route handlers make them (after the session lookup).
      const png = await sharp(Buffer.alloc(640 * 360 * 3, 120), { raw: { width: 640, height: 360, channels: 3 } }).png().toBuffer();
      const deps = /** @type {any} */ ({
        config: { staffEmails: new Set(), env: "production", blockedLinkHosts: [], postingMinAccountAgeSeconds: 0, pollMinDurationSeconds: 86_400 },
        limiter: new MemoryRateLimiter(),
        storage: new DiskStorage(storageDir),
        gifs: undefined,
      });
      const readerRow = await findUserById(database.db, reader.id);
      /** @param {any} db @param {any} actor */
      const ctxOf = (db, actor) => {
        const at = new Date();
        return { db, actor, now: at, viewer: { locale: "en", contentLanguage: "en", timeZone: "Europe/Istanbul", now: at }, events: createEventRecorder(db), deps, relations: new Map(), roles: {} };
      };
      let writer = 0;
      const writerRows = new Map();
      /** @param {any} db @param {any} actor @param {any} query @param {any} [options] */
      const page = async (db, actor, query, options) => presentPostsPage(await streamPage(/** @type {any} */ (ctxOf(db, actor)), { limit: 10, ...query }, options));
      /** @param {any} db */
      const handlers = (db) => ({
        "global stream (reader)": () => page(db, readerRow, { stream: "global" }),
        "global stream (visitor)": () => page(db, undefined, { stream: "global" }),
        "following stream (reader)": () => page(db, readerRow, { stream: "following" }),
        "following, LATERAL per followee": () => page(db, readerRow, { stream: "following" }, { followingPlan: "lateral" }),
        "following, global-index scan": () => page(db, readerRow, { stream: "following" }, { followingPlan: "scan" }),
        "hashtag stream (reader)": () => page(db, readerRow, { stream: "hashtag", hashtag: HASHTAG }),
        "post with an image": async () => {
          const w = writers[writer++ % writers.length];
          let row = writerRows.get(w.id);
          if (!row) writerRows.set(w.id, (row = await findUserById(db, w.id)));
          const ctx = /** @type {any} */ (ctxOf(db, row));
          const fields = { type: "post", content: `Bench gönderisi #${HASHTAG} @${READER}`, visibility: "public", spoilers: false };
          const id = await createPost(ctx, /** @type {any} */ (fields), [png]);
          return presentOnePost(await postForViewer(ctx, id));
        },
      });

      t = performance.now();
      const calls = handlers(database.db);
      /** @type {Record<string, any>} */
      const floors = {};
      for (const [name, fn] of Object.entries(calls)) floors[name] = await sequentialFloor(fn, { runs, budgetMs: 20_000 });
      logToParent(`  floors (${runs} sequential runs per call, one connection) in ${secondsSince(t)} s`);

      // ---- Plans (PostgreSQL): every statement of each call, from the app's code.
      // Posting is planned without the inserts that name the new post's id: replayed (rolled back) after the
      // capture committed it, they would collide with the captured post's rows.
      const plans = await planCalls(database, schema, handlers, {
        "post with an image": async (tracer, traced) => {
          const statements = await tracer.capture(traced["post with an image"]);
          const replayable = statements.filter((st) => !/insert into "(post_images|post_hashtags|mentions|polls|domain_events)"/.test(st.query));
          return { "post with an image": await tracer.explain(replayable) };
        },
      });

      return { kind: database.kind, size, readerToken, writerTokens, png: png.toString("base64"), floors, plans };
    });
  } finally {
    await rm(storageDir, { recursive: true, force: true });
  }
}

// =============================================================================================
// Parent mode

/**
 * A multipart body of the post form with one image.
 * @param {Buffer} png
 */
function multipartPost(png) {
  const boundary = "----dizilogwallbench";
  const field = (/** @type {string} */ name, /** @type {string} */ value) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const body = Buffer.concat([
    Buffer.from(field("type", "post") + field("content", `Yük testi gönderisi #${HASHTAG} bu akşam kim izliyor?`) + field("visibility", "public")),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="images[]"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * The calls, as measureCall loads them.
 * @param {{ size: any, readerToken: string, writerTokens: string[], png: string }} prepared
 * @returns {(import("./lib/measure.mjs").BenchCall & { floor?: string })[]}
 */
function callsOf(prepared) {
  const reader = { authorization: `Bearer ${prepared.readerToken}` };
  const form = multipartPost(Buffer.from(prepared.png, "base64"));
  let w = 0;
  /** @type {import("./lib/measure.mjs").BenchCall["describe"]} */
  const describe = ({ first, status, body }) => {
    const expected = first.method === "POST" ? 201 : 200;
    const notes = status === expected ? [] : [`status ${status}: ${JSON.stringify(body).slice(0, 200)}`];
    const items = Array.isArray(body?.data) ? body.data.length : undefined;
    return { fields: { request: `${first.method} ${first.path}`, status, items, bytes: JSON.stringify(body).length }, notes };
  };
  const read = (/** @type {string} */ name, /** @type {string} */ path, /** @type {Record<string, string>} */ headers) => ({
    name,
    floor: name,
    target: TARGETS.readP99Ms,
    describe,
    next: () => ({ method: "GET", path, headers }),
  });
  return [
    read("global stream (reader)", "/api/feeds", reader),
    read("global stream (visitor)", "/api/feeds", {}),
    read("following stream (reader)", "/api/feeds?stream=following", reader),
    read("hashtag stream (reader)", `/api/feeds?stream=hashtag&hashtag=${HASHTAG}`, reader),
    {
      name: "post with an image",
      floor: "post with an image",
      target: TARGETS.writeP99Ms,
      describe,
      next: () => ({
        method: "POST",
        path: "/api/wall/create",
        headers: { authorization: `Bearer ${prepared.writerTokens[w++ % prepared.writerTokens.length]}`, "content-type": form.contentType },
        body: /** @type {any} */ (form.body),
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
  log(`  writing ${config.posts.toLocaleString("en-US")} posts with hashtags, the reader's follows, blocks and hides; sessions; floors${kind === "postgres" ? " and plans" : ""} …`);
  const prepared = await prepareInChild("bench/wall.mjs", target, [
    "--posts",
    String(config.posts),
    "--follows",
    String(config.follows),
    "--users",
    String(config.users),
    "--floor-runs",
    String(config.floorRuns),
  ]);

  // The visitor cache off: every request computes its answer (what a signed-in reader costs).
  const rows = await withServer(
    target,
    { VISITOR_CACHE_SECONDS: "0", POSTING_MIN_ACCOUNT_AGE: "0" },
    async (server) => {
      const measured = [];
      for (const call of callsOf(prepared)) {
        measured.push(await measureCall(server.baseUrl, call, call.floor ? prepared.floors[call.floor] : undefined, { ...config, width: 26 }));
      }
      return measured;
    },
    "server ready",
  );
  return { kind, label, size: prepared.size, rows, floors: prepared.floors, plans: prepared.plans };
}

/** @param {Awaited<ReturnType<typeof benchDatabase>>} result */
function report(result) {
  const s = result.size;
  reportTable({
    headline: headline(
      result,
      `${s.posts.toLocaleString("en-US")} posts (${s.public.toLocaleString("en-US")} public, ${s.tagged.toLocaleString("en-US")} public #${HASHTAG}) by ${s.users.toLocaleString("en-US")} users; ` +
        `the reader follows ${s.follows} users (${s.followedPosts.toLocaleString("en-US")} public posts), has ${s.readerBlocks} blocks (both ways) and ${s.readerHidden} hidden posts`,
      config,
    ),
    columns: [...CALL_COLUMNS, ["items", (r) => (r.http.items === undefined ? "1" : String(r.http.items))], ["KB", (r) => fmt(r.http.bytes / 1024, 1)], resultColumn(result)],
    rows: result.rows,
    footnote: "  (times in ms; floor = the route's service and presenter code run directly, sequentially, on one connection)",
  });
  const floor = (/** @type {string} */ name) => `p50 ${fmt(result.floors[name]?.p50, 2)} / p99 ${fmt(result.floors[name]?.p99, 2)} ms`;
  log(
    `  following stream floors: auto (the server's: a window of the newest public posts, then per followee) ${floor("following stream (reader)")}; ` +
      `LATERAL top-N per followee alone ${floor("following, LATERAL per followee")}; global-index scan alone ${floor("following, global-index scan")}`,
  );
  if (result.kind === "postgres") printPlans(result.plans);
}

async function main() {
  const record = beginRun(
    `Dizilog wall bench: ${config.posts.toLocaleString("en-US")} posts; node ${process.version}, ${os.cpus().length} CPU(s); ` +
      `targets on PostgreSQL: p99 < ${TARGETS.readP99Ms} ms streams, < ${TARGETS.writeP99Ms} ms posting with an image, at ${config.connections} clients`,
  );
  const { results, skipped } = await onEachDatabase(cli.databases("dizilog-wall-", log), benchDatabase);

  await finishRun(record, { name: "wall", prefix: "wall-", results, skipped, report, fields: { config, targets: TARGETS, results, skipped } });
}

cli.run(main, prepare);
