/**
 * The `--prepare` child of a load bench. The data a bench needs (a user's tracking, comments,
 * notifications) and its floors come from the app's own TypeScript code, so the bench runs its
 * own script again with tsx (`node --import tsx bench/<name>.mjs --prepare …`) on the same
 * database, before the server opens it; the child reports on stderr (shown indented) and answers
 * one JSON line on stdout.
 */
import { databaseArgs, lastJson, log, runNode } from "./harness.mjs";
import { secondsSince } from "./stats.mjs";

/**
 * Parent side: runs `script --prepare` on the bench's database with `extraArgs`, prints how long
 * it took, and returns the child's JSON line.
 * @param {string} script  e.g. "bench/tracking.mjs" (from the repository root)
 * @param {{ dataDir?: string, databaseUrl?: string }} target
 * @param {string[]} extraArgs
 */
export async function prepareInChild(script, target, extraArgs) {
  const t = performance.now();
  const prepared = lastJson(await runNode(["--import", "tsx", script, "--prepare", ...databaseArgs(target), ...extraArgs], { timeoutMs: 600_000 }));
  log(`  prepared in ${secondsSince(t)} s`);
  return prepared;
}

/**
 * Child side: opens the database named by --database-url or --data-dir with one connection (the
 * floors are sequential on purpose: the least a call can cost, without queueing), runs `fn` on
 * it, answers what `fn` returns as the JSON line, and closes the database.
 * @param {Record<string, any>} args  the parsed command line
 * @param {(database: any) => Promise<unknown>} fn  gets the app's Database (apps/server/src/db/database.ts)
 */
export async function withPreparedDatabase(args, fn) {
  const { openDatabase } = await import("../../apps/server/src/db/database.ts");
  const database = await openDatabase({ databaseUrl: args["database-url"], dataDir: args["data-dir"], poolSize: 1 });
  try {
    process.stdout.write(`${JSON.stringify(await fn(database))}\n`);
  } finally {
    await database.close();
  }
}

/** Child side: a progress line for the parent, on stderr (stdout carries the JSON answer). */
export const logToParent = (/** @type {string} */ line) => process.stderr.write(`${line}\n`);
