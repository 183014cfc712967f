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
