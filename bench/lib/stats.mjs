/** Small numeric and formatting helpers of the benchmark reports, and the timing of a floor. */

/**
 * The q-quantile (0…1) of already sorted numbers, nearest-rank.
 * @param {number[]} sorted
 * @param {number} q
 */
export function quantile(sorted, q) {
  if (!sorted.length) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank];
}

/**
 * Median, p99, mean, min and max of durations in milliseconds.
 * @param {number[]} samples
 */
export function summarize(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = sorted.reduce((s, v) => s + v, 0) / (sorted.length || 1);
  return { runs: sorted.length, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), mean, min: sorted[0] ?? Number.NaN, max: sorted.at(-1) ?? Number.NaN };
}

/**
 * A number with a fixed count of decimals, or "-" when missing.
 * @param {number | undefined | null} value
 * @param {number} [digits]
 */
export function fmt(value, digits = 1) {
  return value === undefined || value === null || Number.isNaN(value) ? "-" : value.toFixed(digits);
}

/**
 * A plain-text table with aligned columns (numbers right-aligned).
 * @param {string[]} headers
 * @param {(string | number)[][]} rows
 */
export function table(headers, rows) {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? "").length)));
  const numeric = headers.map((_, i) => rows.every((r) => /^[-\d.,×x%()]+$|^-$/.test(String(r[i] ?? ""))));
  const line = (/** @type {string[]} */ r) =>
    r.map((c, i) => (numeric[i] ? (c ?? "").padStart(widths[i]) : (c ?? "").padEnd(widths[i]))).join("  ").trimEnd();
  return [line(cells[0]), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)].join("\n");
}

/**
 * Seconds since a performance.now() mark, one decimal.
 * @param {number} since
 */
export function secondsSince(since) {
  return ((performance.now() - since) / 1000).toFixed(1);
}

/**
 * The floor of one call: `warmup` runs, then `runs` timed runs one after another (on one
 * connection: the least the call can cost, without queueing), stopped early after `budgetMs` —
 * a very slow call reports fewer runs. Median, p99 … in ms.
 * @param {() => Promise<unknown>} fn
 * @param {{ runs: number, warmup?: number, budgetMs?: number }} options
 */
export async function sequentialFloor(fn, { runs, warmup = 10, budgetMs = Number.POSITIVE_INFINITY }) {
  for (let w = 0; w < warmup; w++) await fn();
  /** @type {number[]} */
  const samples = [];
  const started = performance.now();
  for (let r = 0; r < runs && performance.now() - started < budgetMs; r++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  return summarize(samples);
}
