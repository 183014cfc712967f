/**
 * A bench run's record: its start (cleanups on Ctrl-C, the build when missing, the header line and
 * the load average, which says how much other work skews the figures), and its end (the reports,
 * the JSON file it leaves in bench/results/ (git-ignored), the summary and the closing lines).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { cleanUpOnInterrupt, loadAverage, log } from "./harness.mjs";
import { ROOT, SERVER_MAIN } from "./server.mjs";
import { secondsSince } from "./stats.mjs";
import { printSummary } from "./summary.mjs";

/**
 * @typedef {object} RunRecord
 * @property {number} started      performance.now() at the start
 * @property {string} loadAtStart  the load averages at the start
 */

/**
 * Starts a bench run: cleanups owed on Ctrl-C, `npm run build` when the server was never built
 * (a stale build is not rebuilt: comparing builds is done on purpose), then the header. With
 * `loadLine` (the default) the load average follows on its own line; a header written as a
 * function gets it to print itself.
 * @param {string | ((loadAtStart: string) => string)} header
 * @param {{ loadLine?: boolean }} [options]
 * @returns {RunRecord}
 */
export function beginRun(header, { loadLine = true } = {}) {
  cleanUpOnInterrupt();
  const record = { started: performance.now(), loadAtStart: loadAverage() };
  if (!existsSync(SERVER_MAIN)) {
    log("apps/server/dist/main.js is missing: running npm run build …");
    const build = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
    if (build.status !== 0) throw new Error("npm run build failed");
  }
  log(typeof header === "function" ? header(record.loadAtStart) : header);
  if (loadLine) log(`load average at start: ${record.loadAtStart} (other work on this machine skews every figure)`);
  return record;
}

/**
 * Writes bench/results/<prefix><timestamp>.json: the date, node, CPUs and load averages of the
 * run, then `fields` in their order (config, targets, results, skipped …). Returns the file.
 * @param {RunRecord} record
 * @param {string} prefix  "" for `npm run bench`, "tracking-" …
 * @param {Record<string, unknown>} fields
 */
export async function writeResults(record, prefix, fields) {
  const file = path.join(ROOT, "bench/results", `${prefix}${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  await mkdir(path.dirname(file), { recursive: true });
  const header = { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, loadAverage: { start: record.loadAtStart, end: loadAverage() } };
  await writeFile(file, `${JSON.stringify({ ...header, ...fields }, null, 2)}\n`);
  return file;
}

/**
 * The closing lines of a run: the load average at both ends, where the results went and how long
 * the whole run took.
 * @param {RunRecord} record
 * @param {string} file  from writeResults
 */
export function printRunEnd(record, file) {
  log(`load average at start ${record.loadAtStart}, at end ${loadAverage()} (${os.cpus().length} CPUs)`);
  log(`results written to ${path.relative(ROOT, file)}; whole run ${secondsSince(record.started)} s`);
}

/**
 * The end of a run: under a `<name> results` banner each database's report and the databases
 * skipped (then `afterReports`, e.g. the client's JavaScript), the JSON file (`bench/results/
 * <prefix><timestamp>.json` with `fields`), under a `<name> summary` banner the summary (by
 * default printSummary's, for calls measured by measureCall), and the closing lines. With
 * `failOnSkipped` (the default) a database whose bench failed fails the process.
 * @template R
 * @param {RunRecord} record
 * @param {{ name?: string, prefix: string, results: R[], skipped: string[], report: (result: R) => void, fields: Record<string, unknown>,
 *   afterReports?: () => void, summary?: () => void, failOnSkipped?: boolean }} end
 */
export async function finishRun(record, { name, prefix, results, skipped, report, fields, afterReports, summary, failOnSkipped = true }) {
  const title = name ? `${name} ` : "";
  log(`\n================ ${title}results ================`);
  for (const result of results) report(result);
  for (const line of skipped) log(`\n${line}`);
  afterReports?.();
  const file = await writeResults(record, prefix, fields);

  log(`\n================ ${title}summary ================`);
  if (summary) summary();
  else printSummary(/** @type {any[]} */ (results));
  printRunEnd(record, file);
  if (failOnSkipped && skipped.some((line) => line.includes("failed"))) process.exitCode = 1;
}
