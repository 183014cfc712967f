/**
 * The "floor" of each benchmarked request: the repository calls its route handler makes, run
 * directly against the database from one connection, one after another, without HTTP, validation
 * of the response, presenters or JSON. Run by run.mjs in a child process with TypeScript support:
 *
 *   node --import tsx bench/lib/floors.mjs (--data-dir DIR | --database-url URL) [--runs 200] [--warmup 10]
 *
 * Prints one JSON line: the data size, the show slug used for the show page, and per endpoint the
 * median / p99 of the runs (ms) and the row count the calls returned.
 */
import { parseArgs } from "node:util";
import { LIMITS } from "@dizilog/shared";
import { exploreQuerySchema } from "@dizilog/shared/api";
import { openDatabase } from "../../apps/server/src/db/database.ts";
import { addDays, localDate } from "../../apps/server/src/lib/time.ts";
import {
  creditsOfShow,
  exploreShows,
  findShow,
  genresOfShows,
  searchShows,
  seasonsOfShows,
} from "../../apps/server/src/repositories/show.repository.ts";
import { ENDPOINTS } from "./endpoints.mjs";
import { sequentialFloor } from "./stats.mjs";

const { values } = parseArgs({
  options: {
    "data-dir": { type: "string" },
    "database-url": { type: "string" },
    runs: { type: "string", default: "200" },
    warmup: { type: "string", default: "10" },
    "time-budget": { type: "string", default: "20" },
  },
});
const runs = Number(values.runs);
const warmup = Number(values.warmup);
/** Seconds one endpoint may take in all; a very slow query stops early with fewer runs (reported). */
const timeBudget = Number(values["time-budget"]) * 1000;

/**
 * The query object Fastify hands to the route: repeated keys become arrays (`genres[]=1&genres[]=2`).
 * @param {URLSearchParams} params
 */
function queryObject(params) {
  /** @type {Record<string, string | string[]>} */
  const out = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    out[key] = all.length === 1 ? all[0] : all;
  }
  return out;
}

/**
 * The calls of `GET /api/filter/shows` (routes/shows/explore.route.ts): count + page, then the
 * page's seasons (and genres when included), as presentShowList does.
 * @param {import("../../apps/server/src/db/database.ts").Db} db
 * @param {URLSearchParams} params
 */
function exploreCalls(db, params) {
  const query = exploreQuerySchema.parse(queryObject(params));
  const filters = {
    keyword: query.keyword || undefined,
    rate_start: query.rate_start,
    rate_end: query.rate_end,
    year_start: query.year_start,
    year_end: query.year_end,
    network: query.network,
    statuses: [...query["status[]"], ...query.status],
    types: [...query["type[]"], ...query.type],
    genreIds: [...query["genres[]"], ...query.genres],
  };
  return async () => {
    const since = addDays(localDate(new Date()), -LIMITS.trendingDays);
    const { rows, total } = await exploreShows(db, filters, query.sort_by, query.page, query.per_page, since);
    const ids = rows.map((r) => r.id);
    await seasonsOfShows(db, ids);
    if (query.include.has("genres")) await genresOfShows(db, ids);
    return total;
  };
}

/**
 * The calls of `GET /api/search/tv` (routes/shows/search.route.ts).
 * @param {import("../../apps/server/src/db/database.ts").Db} db
 * @param {URLSearchParams} params
 */
function searchCalls(db, params) {
  const keyword = (params.get("keyword") ?? "").trim();
  const limit = Number(params.get("limit") ?? LIMITS.headerSearchResults);
  const withSeasons = (params.get("include") ?? "").split(",").includes("seasons");
  return async () => {
    const rows = await searchShows(db, keyword, limit);
    if (withSeasons) await seasonsOfShows(db, rows.map((r) => r.id));
    return rows.length;
  };
}

/**
 * The calls of `GET /api/shows/:id` (routes/shows/show.route.ts); the handler runs the last three
 * at once, here they follow each other on the one connection.
 * @param {import("../../apps/server/src/db/database.ts").Db} db
 * @param {string} key
 * @param {URLSearchParams} params
 */
function showCalls(db, key, params) {
  const include = new Set((params.get("include") ?? "").split(","));
  return async () => {
    const row = await findShow(db, key);
    if (!row) throw new Error(`show ${key} not found`);
    await seasonsOfShows(db, [row.id]);
    if (include.has("genres")) await genresOfShows(db, [row.id]);
    const credits = include.has("cast") || include.has("crew") ? await creditsOfShow(db, row.id) : [];
    return credits.length;
  };
}

const database = await openDatabase({ databaseUrl: values["database-url"], dataDir: values["data-dir"], poolSize: 1 });
try {
  const one = async (/** @type {string} */ text) => (await database.query(text)).rows[0];
  const size = {
    shows: Number((await one("select count(*)::int as n from shows")).n),
    episodes: Number((await one("select count(*)::int as n from episodes")).n),
    people: Number((await one("select count(*)::int as n from people")).n),
  };
  const slug = String((await one("select slug from shows order by trackers_count desc, id limit 1"))?.slug ?? "");

  /** @type {Record<string, Awaited<ReturnType<typeof sequentialFloor>> & { rows: number }>} */
  const floors = {};
  for (const endpoint of ENDPOINTS) {
    const url = new URL(endpoint.path({ slug }), "http://localhost");
    const call =
      endpoint.kind === "explore"
        ? exploreCalls(database.db, url.searchParams)
        : endpoint.kind === "search"
          ? searchCalls(database.db, url.searchParams)
          : showCalls(database.db, decodeURIComponent(url.pathname.split("/").pop() ?? ""), url.searchParams);
    let rows = 0;
    const floor = await sequentialFloor(async () => (rows = await call()), { runs, warmup, budgetMs: timeBudget });
    floors[endpoint.name] = { ...floor, rows };
  }
  process.stdout.write(`${JSON.stringify({ kind: database.kind, size, slug, floors })}\n`);
} finally {
  await database.close();
}
