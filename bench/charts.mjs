#!/usr/bin/env node
/**
 * `npm run bench:charts`: the social chart jobs (decision 0045) over one day of 1,000,000 activity
 * rows on PostgreSQL. Target: each job under 30 s, and the site's requests not blocked meanwhile.
 *
 *   node bench/charts.mjs [--rows 1000000] [--postgres-url URL] [--keep]
 *
 * 1. Creates dz_bench_<random> on the server (dropped at the end unless --keep), migrates it
 *    through `npm run jobs:run` (which runs the migrations first) and fills it in set-based SQL:
 *    600 shows with 40 episodes each, 1,000 people, 300 couples, 60,000 users, then `--rows`
 *    activity rows on one New York day, split over the seven activity tables as a busy day would
 *    (seen marks the most), ANALYZEd.
 * 2. Times `npm run jobs:run -- charts.shows --date=<day>` and `charts.couples` (each the real
 *    job in its own process; the job's own time is what it prints), while a probe keeps doing
 *    what the site does — a like inserted and its count read, a tracker page's read — on its own
 *    connection, and reports the probe's p50 / p99 / max during the job: a job that locked the
 *    activity tables would show here as seconds.
 */
import { spawn } from "node:child_process";
import { parseArgs } from "node:util";
import pg from "pg";
import { cleanUpOnInterrupt, whole, withCleanup } from "./lib/harness.mjs";
import { DEFAULT_POSTGRES_URL, connectAdmin, createBenchDatabase } from "./lib/postgres.mjs";
import { ROOT } from "./lib/server.mjs";
import { fmt, summarize, table } from "./lib/stats.mjs";

const TARGET_MS = 30_000;
const DAY = "2026-03-10";
// 2026-03-10 in New York (EDT, UTC−4): 04:00Z to 04:00Z next day.
const START = "2026-03-10T04:00:00Z";

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== "--"),
  options: {
    rows: { type: "string", default: "1000000" },
    "postgres-url": { type: "string", default: process.env.BENCH_POSTGRES_URL ?? DEFAULT_POSTGRES_URL },
    keep: { type: "boolean", default: false },
  },
});
const total = whole("rows", args.rows, 1_000_000);
const log = (/** @type {string} */ line = "") => console.log(line);

const SHOWS = 600;
const EPISODES_PER_SHOW = 40;
const PEOPLE = 1000;
const COUPLES = 300;
const USERS = 60_000;

/** How a day's activity splits over the tables (shares of `--rows`). */
const SPLIT = { seen: 0.4, tracks: 0.1, ratings: 0.08, reactions: 0.12, likes: 0.12, comments: 0.12, posts: 0.06 };

/**
 * Runs `npm run jobs:run -- <args>` with DATABASE_URL; resolves with its output and wall time.
 * @param {string} url
 * @param {string[]} jobArgs
 */
function jobsRun(url, jobArgs) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn("npm", ["run", "--silent", "jobs:run", "--", ...jobArgs], { cwd: ROOT, env: { ...process.env, DATABASE_URL: url }, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve({ out: out.trim(), wallMs: performance.now() - started }) : reject(new Error(`jobs:run ${jobArgs.join(" ")} exited ${code}: ${out}`))));
  });
}

/**
 * A uniform-ish but skewed pick in 1..n from a row number (a few items get much of the activity).
 * @param {string} i
 * @param {number} n
 */
const skewed = (i, n) => `(1 + floor(${n} * power(((${i}) * 0.61803398875) - floor((${i}) * 0.61803398875), 2)))::int`;

/** @param {pg.Client} db */
async function fill(db) {
  const t0 = performance.now();
  const n = (/** @type {keyof typeof SPLIT} */ k) => Math.round(total * SPLIT[k]);
  const at = (/** @type {string} */ i, /** @type {number} */ count) => `timestamptz '${START}' + ((${i}) * interval '86399 seconds' / ${count})`;
  await db.query(`
    insert into shows (slug, original_title, title, type, status, synopsis)
      select 'bench-show-' || g, 'Bench Dizisi ' || g, 'Bench Show ' || g, 'primetime', 'Running', '{}'::jsonb from generate_series(1, ${SHOWS}) g;
    insert into seasons (show_id, number) select id, 1 from shows;
    insert into episodes (show_id, season_id, season_number, number, airs_at)
      select s.show_id, s.id, 1, e, timestamptz '2026-01-01' + e * interval '1 day' from seasons s, generate_series(1, ${EPISODES_PER_SHOW}) e;
    insert into people (slug, name) select 'bench-person-' || g, 'Bench Kişi ' || g from generate_series(1, ${PEOPLE}) g;
    insert into couples (slug, name, show_id, person_a_id, person_b_id)
      select 'bench-couple-' || g, 'Bench Couple ' || g, 1 + (g % ${SHOWS}), 1 + (2 * g) % ${PEOPLE}, 1 + (2 * g + 1) % ${PEOPLE} from generate_series(1, ${COUPLES}) g;
    insert into users (name, username, slug, email, password_hash, country)
      select 'Bench ' || g, 'bench' || g, 'bench' || g, 'bench' || g || '@example.com', 'x', 'TR' from generate_series(1, ${USERS}) g;
  `);
  const ids = (await db.query("select min(id) s, min(id) e from shows")).rows[0];
  const firstShow = Number(ids.s);
  const firstEpisode = Number((await db.query("select min(id) e from episodes")).rows[0].e);
  const firstUser = Number((await db.query("select min(id) u from users")).rows[0].u);
  const firstPerson = Number((await db.query("select min(id) p from people")).rows[0].p);
  const firstCouple = Number((await db.query("select min(id) c from couples")).rows[0].c);
  // Row g of a table with a (user, item) key: user g mod USERS, item from the block g / USERS and the user, never twice.
  const user = (/** @type {string} */ g) => `${firstUser} + ((${g}) % ${USERS})`;
  const block = (/** @type {string} */ g) => `((${g}) / ${USERS})`;
  const show = (/** @type {string} */ g, /** @type {number} */ blocks) =>
    `${firstShow} + (${block(g)} * ${Math.floor(SHOWS / blocks)} + (${skewed(`(${g}) % ${USERS}`, Math.floor(SHOWS / blocks))} - 1))`;
  const blocksOf = (/** @type {number} */ count) => Math.ceil(count / USERS);
  const statements = [
    `insert into tracked_shows (user_id, show_id, created_at)
       select ${user("g")}, ${show("g", blocksOf(n("tracks")))}, ${at("g", n("tracks"))} from generate_series(0, ${n("tracks") - 1}) g`,
    `insert into episode_views (user_id, episode_id, show_id, watched_at)
       select u, ${firstEpisode} + e, ${firstShow} + e / ${EPISODES_PER_SHOW}, w from (
         select ${user("g")} u, (${block("g")} * ${Math.floor((SHOWS * EPISODES_PER_SHOW) / blocksOf(n("seen")))} + (${skewed(`(g) % ${USERS}`, Math.floor((SHOWS * EPISODES_PER_SHOW) / blocksOf(n("seen"))))} - 1)) e, ${at("g", n("seen"))} w
         from generate_series(0, ${n("seen") - 1}) g) x`,
    `insert into ratings (user_id, show_id, rating, created_at, updated_at)
       select ${user("g")}, ${show("g", blocksOf(n("ratings")))}, 0.5 + (g % 10) * 0.5, ${at("g", n("ratings"))}, ${at("g", n("ratings"))} from generate_series(0, ${n("ratings") - 1}) g`,
    `insert into reactions (user_id, item_type, item_id, reaction, created_at)
       select ${user("g")}, 'episode', ${firstEpisode} + (${block("g")} * ${Math.floor((SHOWS * EPISODES_PER_SHOW) / blocksOf(n("reactions")))} + (${skewed(`(g) % ${USERS}`, Math.floor((SHOWS * EPISODES_PER_SHOW) / blocksOf(n("reactions"))))} - 1)),
         (array['amazing','funny','sad','wow','meh','wtf'])[1 + g % 6], ${at("g", n("reactions"))} from generate_series(0, ${n("reactions") - 1}) g`,
    // Likes: shows, couples and people in turn (the item type is part of the key, so a user may like show 5 and couple 5).
    `insert into likes (user_id, item_type, item_id, created_at)
       select ${user("g")}, (array['show','couple','person'])[1 + (${block("g")} % 3)],
         case ${block("g")} % 3 when 0 then ${show("g", blocksOf(n("likes")))}
           when 1 then ${firstCouple} + (${skewed(`(g) % ${USERS}`, COUPLES)} - 1)
           else ${firstPerson} + (${skewed(`(g) % ${USERS}`, PEOPLE)} - 1) end,
         ${at("g", n("likes"))} from generate_series(0, ${n("likes") - 1}) g`,
    `insert into comments (item_type, item_id, show_id, user_id, content, created_at)
       select 'show', s, s, ${user("g")}, 'bench', ${at("g", n("comments"))} from (select g, ${firstShow} + ${skewed("g", SHOWS)} - 1 s from generate_series(0, ${n("comments") - 1}) g) x`,
    `insert into posts (user_id, wall_user_id, type, content, show_id, created_at)
       select ${user("g")}, ${user("g")}, 'post', 'bench', ${firstShow} + ${skewed("g", SHOWS)} - 1, ${at("g", n("posts"))} from generate_series(0, ${n("posts") - 1}) g`,
  ];
  // The likes' blocks cycle item types, so a (user, type, item) repeats only if two blocks of one type pick the same item: keep 3+ blocks apart distinct.
  for (const statement of statements) await db.query(statement);
  await db.query("analyze");
  const counts = (
    await db.query(`select
      (select count(*) from tracked_shows) + (select count(*) from episode_views) + (select count(*) from ratings) + (select count(*) from reactions)
      + (select count(*) from likes) + (select count(*) from comments) + (select count(*) from posts) as n`)
  ).rows[0].n;
  return { rows: Number(counts), ms: performance.now() - t0 };
}

/**
 * What the site keeps doing while a job runs: a like written and counted, a show's trackers read.
 * @param {string} url
 */
function startProbe(url) {
  const client = new pg.Client({ connectionString: url });
  /** @type {number[]} */
  const samples = [];
  let running = true;
  const done = (async () => {
    await client.connect();
    let i = 0;
    while (running) {
      const t = performance.now();
      await client.query("begin");
      await client.query("insert into likes (user_id, item_type, item_id, created_at) values ($1, 'list', $2, now()) on conflict do nothing", [1 + (i % 1000), 1 + i]);
      await client.query("select count(*) from likes where item_type = 'show' and item_id = $1", [1 + (i % 600)]);
      await client.query("commit");
      await client.query("select user_id from tracked_shows where show_id = $1 limit 20", [1 + (i % 600)]);
      samples.push(performance.now() - t);
      i++;
      await new Promise((r) => setTimeout(r, 5));
    }
    await client.end();
  })();
  return {
    async stop() {
      running = false;
      await done;
      return summarize(samples);
    },
  };
}

async function main() {
  cleanUpOnInterrupt();
  const admin = await connectAdmin(args["postgres-url"]);
  if ("error" in admin) throw new Error(`PostgreSQL unreachable at ${args["postgres-url"]}: ${admin.error}`);
  const bench = await createBenchDatabase(admin.client, args["postgres-url"]);
  log(`bench:charts on ${bench.name} (${total.toLocaleString("en")} activity rows on ${DAY}, New York)`);
  await withCleanup(
    async () => {
      await jobsRun(bench.url, ["charts.shows", "--date=2000-01-01"]); // migrates the new database
      const db = new pg.Client({ connectionString: bench.url });
      await db.connect();
      try {
        const filled = await fill(db);
        log(`filled ${filled.rows.toLocaleString("en")} activity rows in ${fmt(filled.ms / 1000)} s`);
        const results = [];
        for (const name of ["charts.shows", "charts.couples"]) {
          const probe = startProbe(bench.url);
          const { out, wallMs } = /** @type {{out: string, wallMs: number}} */ (await jobsRun(bench.url, [name, `--date=${DAY}`]));
          const site = await probe.stop();
          const jobMs = Number(/done in (\d+) ms/.exec(out)?.[1] ?? Number.NaN);
          const ranks = (await db.query("select count(*) n from chart_entries where kind = $1 and day = $2", [name.slice(7), DAY])).rows[0].n;
          results.push([name, fmt(jobMs / 1000, 2), fmt(wallMs / 1000, 1), ranks, site.runs, fmt(site.p50), fmt(site.p99), fmt(site.max), jobMs < TARGET_MS ? "yes" : "NO"]);
        }
        log("");
        log(table(["job", "job s", "process s", "ranks", "site probes", "p50 ms", "p99 ms", "max ms", `< ${TARGET_MS / 1000} s`], results));
      } finally {
        await db.end();
      }
    },
    async () => {
      if (args.keep) log(`kept ${bench.name}`);
      else await bench.drop();
      await admin.client.end();
    },
  );
}

await main();
