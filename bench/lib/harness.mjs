// What every load bench (bench/run.mjs, tracking.mjs, comments.mjs, notifications.mjs, jobs.mjs)
// does around its measurements: read whole numbers from the command line, owe cleanups that also
// run on Ctrl-C, run bounded child processes, serve a database with the built server, and run the
// same bench on the embedded database and on a fresh PostgreSQL database.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { connectAdmin, createBenchDatabase, keepBenchDatabase } from "./postgres.mjs";
import { ROOT, startServer } from "./server.mjs";
import { secondsSince } from "./stats.mjs";

/** A line of the bench's report on stdout (progress of child processes goes there too, indented). */
export const log = (/** @type {string} */ line = "") => console.log(line);

/**
 * A whole number from the command line.
 * @param {string} name
 * @param {string | undefined} text
 * @param {number} fallback
 */
export function whole(name, text, fallback) {
  if (text === undefined) return fallback;
  const n = Number(text.replace(/[_,]/g, ""));
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number (got ${text})`);
  return n;
}

/** The 1, 5 and 15 minute load averages, to judge how busy the machine was. */
export const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(" / ");

/** Cleanups still owed (children, servers, databases, folders). */
const cleanups = new Set();

/** Runs the cleanups still owed when the bench is interrupted (call once, in the parent process). */
export function cleanUpOnInterrupt() {
  for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
    process.once(signal, async () => {
      console.error(`\n${signal}: cleaning up …`);
      for (const cleanup of [...cleanups].reverse()) await cleanup().catch(() => undefined);
      process.exit(130);
    });
  }
}

/**
 * Runs `fn` with `cleanup` owed meanwhile (run on an interruption too), then runs `cleanup`.
 * @template T
 * @param {() => Promise<T>} fn
 * @param {() => Promise<unknown>} cleanup
 * @returns {Promise<T>}
 */
export async function withCleanup(fn, cleanup) {
  cleanups.add(cleanup);
  try {
    return await fn();
  } finally {
    cleanups.delete(cleanup);
    await cleanup();
  }
}

/**
 * Runs node with arguments, streams its stderr (progress) indented unless `echo` is false, and
 * returns its stdout; killed on timeout or when the bench is interrupted.
 * @param {string[]} argv
 * @param {{ cwd?: string, timeoutMs: number, echo?: boolean }} options
 * @returns {Promise<string>}
 */
export function runNode(argv, { cwd = ROOT, timeoutMs, echo = true }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, argv, { cwd, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, DATABASE_URL: "" } });
    const kill = async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    };
    cleanups.add(kill);
    let out = "";
    let err = "";
    child.stdout.on("data", (c) => (out += c));
    child.stderr.on("data", (c) => {
      err += c;
      if (echo) process.stdout.write(String(c).replace(/^(?=.)/gm, "    "));
    });
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`${argv.join(" ")} took more than ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.once("exit", (code) => {
      clearTimeout(timer);
      cleanups.delete(kill);
      if (code === 0) resolve(out);
      else reject(new Error(`${path.basename(argv.find((a) => /\.(ts|mjs)$/.test(a)) ?? "node")} exited with ${code}:\n${err.slice(-2000)}`));
    });
  });
}

/**
 * The command-line arguments that point a child process (seed-scale, floors, a bench's --prepare)
 * at the bench's database.
 * @param {{ dataDir?: string, databaseUrl?: string }} target
 */
export function databaseArgs(target) {
  return target.databaseUrl ? ["--database-url", target.databaseUrl] : ["--data-dir", target.dataDir ?? ""];
}

/**
 * Starts the built server on the bench's database, runs `fn` with it, and stops it afterwards
 * (also on Ctrl-C). With `ready` ("server ready"), prints how long the start took.
 * @template T
 * @param {{ dataDir?: string, databaseUrl?: string }} target
 * @param {Record<string, string>} env  what differs from production (TRUST_PROXY, VISITOR_CACHE_SECONDS …)
 * @param {(server: import("./server.mjs").RunningServer) => Promise<T>} fn
 * @param {string} [ready]
 * @returns {Promise<T>}
 */
export async function withServer(target, env, fn, ready) {
  const t = performance.now();
  const server = await startServer({ dataDir: target.dataDir, databaseUrl: target.databaseUrl, env });
  if (ready) log(`  ${ready} in ${secondsSince(t)} s at ${server.baseUrl}`);
  return withCleanup(() => fn(server), server.stop);
}

/**
 * The last line of a child's stdout, parsed as JSON.
 * @param {string} out
 */
export function lastJson(out) {
  const line = out.trim().split("\n").filter(Boolean).at(-1);
  if (!line) throw new Error("no JSON output");
  return JSON.parse(line);
}

/**
 * Runs `bench` on the embedded database (a temporary data dir) and on a fresh database of the
 * PostgreSQL server, unless skipped, each under its heading (`== PostgreSQL ==`); a failure or an
 * unreachable server is reported, not thrown.
 * @template R
 * With `keepDatabase` (a database name), PostgreSQL runs on that database instead of a fresh one:
 * created when missing, kept afterwards, and `target.existing` tells the bench what it already
 * holds (so a bench seeds only what is missing and reruns skip the minutes of seeding).
 * @param {{ skipEmbedded: boolean, skipPostgres: boolean, postgresUrl: string, tmpPrefix: string, log: (line: string) => void, keepDatabase?: string }} options
 * @param {(kind: "embedded" | "postgres", target: { dataDir?: string, databaseUrl?: string, existing?: { shows: number, users: number } }, label: string) => Promise<R>} bench
 * @returns {Promise<{ results: R[], skipped: string[] }>}
 */
export async function onEachDatabase(options, bench) {
  const { log } = options;
  /** @type {R[]} */
  const results = [];
  /** @type {string[]} */
  const skipped = [];
  /** @param {string} label @param {() => Promise<R>} run */
  const attempt = async (label, run) => {
    log(`\n== ${label} ==`);
    try {
      results.push(await run());
    } catch (error) {
      skipped.push(`${label}: failed: ${error instanceof Error ? error.message : error}`);
      log(`  ${skipped.at(-1)}`);
    }
  };

  if (options.skipEmbedded) skipped.push("embedded PGlite: skipped (--skip-embedded)");
  else {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), options.tmpPrefix));
    await withCleanup(
      () => attempt("embedded PGlite", () => bench("embedded", { dataDir }, "embedded PGlite")),
      () => rm(dataDir, { recursive: true, force: true }),
    );
  }

  if (options.skipPostgres) skipped.push("PostgreSQL: skipped (--skip-postgres)");
  else {
    const admin = await connectAdmin(options.postgresUrl);
    if ("error" in admin) {
      skipped.push(`PostgreSQL: skipped, not reachable at ${options.postgresUrl} (${admin.error})`);
      log(`\n== PostgreSQL ==\n  ${skipped.at(-1)}`);
    } else if (options.keepDatabase) {
      const database = await keepBenchDatabase(admin.client, options.postgresUrl, options.keepDatabase);
      log(`\n  PostgreSQL database ${options.keepDatabase} kept (${database.existing.shows} shows, ${database.existing.users} users already there)`);
      await withCleanup(
        () => attempt("PostgreSQL", () => bench("postgres", { databaseUrl: database.url, existing: database.existing }, "PostgreSQL")),
        () => admin.client.end().catch(() => undefined),
      );
    } else {
      const database = await createBenchDatabase(admin.client, options.postgresUrl);
      await withCleanup(
        () => attempt("PostgreSQL", () => bench("postgres", { databaseUrl: database.url }, "PostgreSQL")),
        async () => {
          await database.drop().catch((error) => log(`  could not drop ${database.name}: ${error}`));
          await admin.client.end().catch(() => undefined);
        },
      );
    }
  }
  return { results, skipped };
}
