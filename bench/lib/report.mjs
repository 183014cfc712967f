/**
 * The table a bench prints per database after its runs: a headline (what was measured, how hard),
 * one row per call with the columns the bench chooses, the verdicts, and footnotes. Verdicts are
 * binding on PostgreSQL only; elsewhere they are shown in brackets, for information.
 */
import { log } from "./harness.mjs";
import { fmt, table } from "./stats.mjs";

/** @typedef {{ kind: "embedded" | "postgres", label: string }} DatabaseResult */

/** @typedef {[header: string, cell: (row: any) => string | number]} Column */

/**
 * Verdicts count on PostgreSQL only (the targets are set for it).
 * @param {DatabaseResult} result
 */
export const informational = (result) => result.kind !== "postgres";

/**
 * The table's headline: `<label>: <what>; 10 connections × 10 s per call`, and the note that the
 * verdicts are for information when the database is not PostgreSQL.
 * @param {DatabaseResult} result
 * @param {string} what  the data measured (sizes)
 * @param {import("./cli.mjs").LoadSettings} load
 * @param {string} [unit]  "call" or "endpoint"
 */
export function headline(result, what, load, unit = "call") {
  return (
    `\n${result.label}: ${what}; ${load.connections} connections × ${load.durationS} s per ${unit}` +
    (informational(result) ? " (targets apply to PostgreSQL; verdicts in brackets are for information)" : "")
  );
}

/**
 * The "result" cell: PASS or FAIL (in brackets when for information), then what missed.
 * @param {DatabaseResult} result
 * @returns {Column}
 */
export function resultColumn(result) {
  return [
    "result",
    (/** @type {{ pass: boolean, misses: string[] }} */ r) =>
      (informational(result) ? `(${r.pass ? "PASS" : "FAIL"})` : r.pass ? "PASS" : "FAIL") + (r.misses.length ? `  ${r.misses.join("; ")}` : ""),
  ];
}

/**
 * The columns of a call measured by measureCall (measure.mjs): its figures, target and floor.
 * @type {Column[]}
 */
export const CALL_COLUMNS = [
  ["call", (r) => r.call],
  ["req/s", (r) => fmt(r.http.reqPerSec, 0)],
  ["p50", (r) => fmt(r.http.p50, 0)],
  ["p99", (r) => fmt(r.http.p99, 0)],
  ["max", (r) => fmt(r.http.max, 0)],
  ["target p99", (r) => `< ${r.target}`],
  ["floor p50", (r) => fmt(r.floor?.p50, 2)],
  ["floor p99", (r) => fmt(r.floor?.p99, 2)],
  ["1-client p50", (r) => fmt(r.http.singleP50, 0)],
];

/**
 * Prints one database's table: the headline, a row per entry of `rows` with one cell per column,
 * then the footnote (what the columns mean).
 * @param {{ headline: string, columns: Column[], rows: any[], footnote?: string }} report
 */
export function reportTable({ headline: head, columns, rows, footnote }) {
  log(head);
  log(
    table(
      columns.map(([header]) => header),
      rows.map((row) => columns.map(([, cell]) => cell(row))),
    ),
  );
  if (footnote) log(footnote);
}
