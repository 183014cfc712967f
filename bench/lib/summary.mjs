/**
 * The summary at the end of a bench: per database how many calls met their targets (for
 * information on the embedded database), then the verdict that counts — PostgreSQL's misses, or
 * that it met every target, or that it was not measured.
 */
import { log } from "./harness.mjs";
import { fmt } from "./stats.mjs";

/**
 * @typedef {object} SummaryRow
 * @property {boolean} pass
 * @property {string[]} misses
 */

/**
 * Prints the summary of `results` (one per database, rows judged against the targets).
 * The defaults word it for calls measured by measureCall (`call`, `http.p99`); `unit`, `name`,
 * `lead`, `tail` and `allWithin` reword it for another kind of row.
 * @param {{ kind: string, label: string, rows: any[] }[]} results
 * @param {{ unit?: string, name?: (row: any) => string, lead?: (result: any) => string, tail?: (result: any) => string, allWithin?: string }} [wording]
 */
export function printSummary(results, wording = {}) {
  const {
    unit = "call",
    name = (row) => row.call,
    lead = () => "",
    tail = (result) => `: ${result.rows.map((r) => `${r.call} p99 ${fmt(r.http.p99, 0)} ms`).join(", ")}`,
    allWithin = "every call within its target",
  } = wording;
  for (const result of results) {
    log(
      `${result.label.padEnd(16)} ${lead(result)}${result.rows.filter((r) => r.pass).length}/${result.rows.length} ${unit}s within the targets` +
        (result.kind === "postgres" ? "" : " (for information)") +
        tail(result),
    );
  }
  const postgres = results.find((r) => r.kind === "postgres");
  if (!postgres) log("PostgreSQL: not measured, so the targets were not checked");
  else {
    const failing = postgres.rows.filter((r) => !r.pass);
    if (failing.length) log(`PostgreSQL misses: ${failing.map((r) => `${name(r)} (${r.misses.join("; ")})`).join(", ")}`);
    else log(`PostgreSQL: ${allWithin}`);
  }
}
