import { mkdir } from "node:fs/promises";
import path from "node:path";
import { MIGRATIONS_DIR } from "../paths.js";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema/index.js";

export type Schema = typeof schema;
/** One type for both drivers: every query is written once and runs on either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** An open transaction on `Db`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/**
 * What every repository and service runs its statements on: the database or an open
 * transaction. A transaction is a `Db` too, so no cast is ever needed to hand one down.
 */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: "embedded" | "postgres";
  /** Runs raw SQL text that may hold several statements (pg-boss, benchmarks, test setup). */
  exec(sqlText: string): Promise<void>;
  /** Runs one parameterized statement and returns its rows (pg-boss's executeSql adapter). */
  query<T = Record<string, unknown>>(sqlText: string, params?: unknown[]): Promise<{ rows: T[] }>;
  migrate(): Promise<void>;
  /**
   * Calls `onNotify` for every NOTIFY on `channel` (delivered when the notifying transaction
   * commits); answers a function that stops listening. PostgreSQL keeps one extra connection for it.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = MIGRATIONS_DIR;

/** Sessions start with the search thresholds the search queries are tuned for. */
const SESSION_SETTINGS = "SET pg_trgm.word_similarity_threshold = 0.45; SET pg_trgm.similarity_threshold = 0.3;";
const PG_OPTIONS = "-c pg_trgm.word_similarity_threshold=0.45 -c pg_trgm.similarity_threshold=0.3";

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; omitted means in memory. */
  dataDir?: string | undefined;
  /** A dump made by `dumpEmbedded`, to start an embedded database from (tests). */
  loadDataDir?: Blob | File | undefined;
  poolSize?: number;
}

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite database. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize ?? 10) : openEmbedded(options);
}

async function openEmbedded(options: OpenDatabaseOptions): Promise<Database> {
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, "pg");
    await mkdir(dataDir, { recursive: true });
  }
  const client = await PGlite.create({
    dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm, unaccent },
  });
  // Extensions must exist before a session setting of theirs is accepted.
  await client.exec("CREATE EXTENSION IF NOT EXISTS pg_trgm; CREATE EXTENSION IF NOT EXISTS unaccent;");
  await client.exec(SESSION_SETTINGS);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "embedded",
    exec: async (text) => {
      await client.exec(text);
    },
    query: async <T>(text: string, params: unknown[] = []) => {
      const result = await client.query<T>(text, params);
      return { rows: result.rows };
    },
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, () => onNotify());
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  // A client waits at most 10 s for a connection (a pool spent by a burst, a server that does not
  // answer): then a 503, never a request that hangs.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: PG_OPTIONS, connectionTimeoutMillis: 10_000 });
  releaseOnFailedBegin(pool);
  // A connection closed by the server (restart, failover, a dropped test database) emits "error" on
  // its client, and on the pool too while it is idle; unhandled, either would kill the process. The
  // pool listens only to its idle clients, so every client gets a listener for its whole life: a
  // connection that drops while a request holds it (between two statements of a transaction, say)
  // fails that request's statement on its own (a 503), and the pool drops the broken client when it
  // is released and opens a new one on demand.
  pool.on("connect", (client) => {
    client.on("error", (error) => console.warn(`database: connection lost (${error.message})`));
  });
  pool.on("error", () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    exec: async (text) => {
      await pool.query(text);
    },
    query: async <T>(text: string, params: unknown[] = []) => {
      const result = await pool.query(text, params);
      return { rows: result.rows as T[] };
    },
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
    listen: (channel, onNotify) => listenPostgres(url, channel, onNotify),
    close: () => pool.end(),
  };
}

/**
 * Drizzle (0.45) opens a transaction with `pool.connect()` and sends BEGIN before the `try` whose
 * `finally` releases the client: a BEGIN that fails (the connection cut just after checkout, a
 * database restarting) would keep its client checked out for ever, and after a few outages the
 * pool would have none left — every request then waits for one. Here a client checked out that
 * way (Drizzle's transactions are the only ones) whose first statement fails is released at once,
 * broken, so the pool drops it; a later `release()` of that checkout does nothing.
 */
function releaseOnFailedBegin(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((callback?: unknown) => {
    // The callback form is pg-pool's own `pool.query`, which releases its client itself.
    if (callback) return connect(callback);
    return connect()!.then((client) => {
      const release = client.release.bind(client);
      let released = false;
      client.release = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        // The checkout's own `query` again (the prototype's), for the next checkout of this client.
        delete (client as { query?: unknown }).query;
        release(error);
      };
      const query = client.query.bind(client) as (...a: unknown[]) => unknown;
      (client as { query: unknown }).query = (...args: unknown[]) => {
        delete (client as { query?: unknown }).query;
        const result = query(...args);
        if (result instanceof Promise) {
          return result.catch((error: unknown) => {
            client.release(error instanceof Error ? error : new Error(String(error)));
            throw error;
          });
        }
        return result;
      };
      return client;
    });
  }) as typeof pool.connect;
}

/**
 * LISTEN on a dedicated connection, reconnecting after a drop (a restart, a failover). A
 * notification missed while disconnected is caught by the listener's own periodic sweep.
 */
async function listenPostgres(url: string, channel: string, onNotify: () => void): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel === channel) onNotify();
    });
    next.on("error", (error) => {
      console.warn(`database: listener connection lost (${error.message})`);
      void next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect().catch(() => undefined), 1000);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      void next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect().catch(() => undefined), 1000);
      throw error;
    }
    client = next;
    // Anything committed while the connection was down waits for this wake.
    onNotify();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

/** Serializes an embedded database so tests can start many copies of a migrated, seeded one. */
export async function dumpEmbedded(database: Database): Promise<Blob> {
  if (database.kind !== "embedded") throw new Error("dumpEmbedded needs the embedded database");
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir("none");
}
