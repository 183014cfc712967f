/** A throw-away PostgreSQL database (dz_bench_<random>) for one benchmark run. */
import { randomBytes } from "node:crypto";
import pg from "pg";

export const DEFAULT_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/postgres";

/**
 * The same server URL with another database name.
 * @param {string} url
 * @param {string} name
 */
export function withDatabase(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * Connects to the server's maintenance database; undefined (with the reason) when unreachable.
 * @param {string} url
 * @returns {Promise<{ client: pg.Client } | { error: string }>}
 */
export async function connectAdmin(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return { client };
  } catch (error) {
    await client.end().catch(() => undefined);
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Creates dz_bench_<random> and returns its URL and a function that drops it.
 * @param {pg.Client} admin
 * @param {string} serverUrl
 */
export async function createBenchDatabase(admin, serverUrl) {
  const name = `dz_bench_${randomBytes(4).toString("hex")}`;
  await admin.query(`create database ${name}`);
  return {
    name,
    url: withDatabase(serverUrl, name),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * A named database that outlives the run (`--keep-database NAME`): created when missing; returns
 * how many shows and users it already holds, so the bench seeds it only once.
 * @param {pg.Client} admin
 * @param {string} serverUrl
 * @param {string} name
 */
export async function keepBenchDatabase(admin, serverUrl, name) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`--keep-database: ${name} is not a plain database name`);
  const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
  if (found.rowCount === 0) await admin.query(`create database ${name}`);
  const url = withDatabase(serverUrl, name);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const count = async (/** @type {string} */ table) => {
      const exists = await client.query("select to_regclass($1) as t", [table]);
      if (!exists.rows[0].t) return 0;
      return Number((await client.query(`select count(*) as n from ${table}`)).rows[0].n);
    };
    return { name, url, existing: { shows: await count("shows"), users: await count("users") } };
  } finally {
    await client.end();
  }
}
