/**
 * Loading one endpoint of the running server with autocannon, the same way in every bench: one
 * request to check the answer, a short warm-up, the measured run at N connections, then one
 * connection alone (the request's own latency, without queueing) — and the verdict of the result
 * against its p99 target beside the endpoint's floor (its code run without HTTP).
 */
import { log } from "./harness.mjs";
import { fmt } from "./stats.mjs";

/**
 * @typedef {object} BenchRequest  one request of a call; `next()` gives a new one for every request
 * @property {string} path                       path and query string
 * @property {string} [method]                   GET when missing
 * @property {string} [body]                     JSON (sent with content-type: application/json)
 * @property {Record<string, string>} [headers]  session, authorization …
 */

/**
 * @typedef {object} LoadFigures  what the measured run and the one-client run gave (ms, req/s)
 * @property {number} reqPerSec
 * @property {number} p50
 * @property {number} p99
 * @property {number} max
 * @property {number} requests
 * @property {number} non2xx
 * @property {number} errors     errors and timeouts
 * @property {number | undefined} singleP50
 * @property {number | undefined} singleP99
 */

/**
 * The headers of one request. Every request "comes from" its own address (X-Forwarded-For, which
 * a server with TRUST_PROXY=true believes), so the per-address rate limits (search, mark-seen:
 * 300 a minute …) do not turn the measurement into a measurement of 429s.
 * @param {BenchRequest} request
 * @param {number} address  a counter, spread over 10.x.y.z
 */
function headersOf(request, address) {
  return {
    ...(request.body ? { "content-type": "application/json" } : {}),
    ...request.headers,
    "x-forwarded-for": `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
  };
}

/**
 * One autocannon run of the requests `next` gives, stopped by force if it overruns its duration.
 * @param {string} baseUrl
 * @param {() => BenchRequest} next
 * @param {number} connections
 * @param {number} durationS
 * @param {{ onResponse?: (status: number, headers: Record<string, string>) => void }} [options]
 *   `onResponse` sees every answer's status and headers (e.g. to count `x-visitor-cache: hit`)
 * @returns {Promise<any>}  autocannon's result
 */
export async function loadRun(baseUrl, next, connections, durationS, { onResponse } = {}) {
  // Imported here: the --prepare children import the bench's script but never load.
  const { default: autocannon } = await import("autocannon");
  let n = 0;
  return new Promise((resolve, reject) => {
    const requests = [
      {
        setupRequest: (/** @type {any} */ request) => {
          const r = next();
          return { ...request, method: r.method ?? "GET", path: r.path, body: r.body, headers: { ...request.headers, ...headersOf(r, n++) } };
        },
        ...(onResponse ? { onResponse: (/** @type {number} */ status, /** @type {unknown} */ _body, /** @type {unknown} */ _context, /** @type {Record<string, string>} */ headers) => onResponse(status, headers) } : {}),
      },
    ];
    const instance = autocannon({ url: baseUrl, connections, duration: durationS, timeout: 10, requests }, (error, result) => {
      clearTimeout(guard);
      if (error) reject(error);
      else resolve(result);
    });
    const guard = setTimeout(() => instance.stop(), (durationS + 15) * 1000);
  });
}

/**
 * Loads one endpoint: one request to check the answer (its status and parsed body are returned),
 * `warmupS` seconds of warm-up (0: the bench warmed up before), the measured run at `connections`
 * for `durationS`, then one connection for `singleDurationS` (0 skips it).
 * @param {string} baseUrl
 * @param {() => BenchRequest} next
 * @param {import("./cli.mjs").LoadSettings & { warmupS?: number }} settings
 * @returns {Promise<{ first: BenchRequest, status: number, body: any, figures: LoadFigures }>}
 */
export async function measureEndpoint(baseUrl, next, { connections, durationS, singleDurationS, warmupS = 1 }) {
  const first = next();
  const probe = await fetch(baseUrl + first.path, {
    method: first.method ?? "GET",
    body: first.body,
    headers: { ...headersOf(first, 0), "x-forwarded-for": "10.254.0.2" },
    signal: AbortSignal.timeout(30_000),
  });
  const body = /** @type {any} */ (await probe.json().catch(() => ({})));
  if (warmupS > 0) await loadRun(baseUrl, next, connections, warmupS);
  const loaded = await loadRun(baseUrl, next, connections, durationS);
  const single = singleDurationS > 0 ? await loadRun(baseUrl, next, 1, singleDurationS) : undefined;
  return {
    first,
    status: probe.status,
    body,
    figures: {
      reqPerSec: loaded.requests.total / loaded.duration,
      p50: loaded.latency.p50,
      p99: loaded.latency.p99,
      max: loaded.latency.max,
      requests: loaded.requests.total,
      non2xx: loaded.non2xx,
      errors: loaded.errors + loaded.timeouts,
      singleP50: single?.latency.p50,
      singleP99: single?.latency.p99,
    },
  };
}

/**
 * What missed the target: the answer's own problems (`notes`; a "note: …" informs and does not
 * fail), failed requests, and p99 at or over the target.
 * @param {{ non2xx: number, errors: number, p99: number }} figures
 * @param {number} targetP99Ms
 * @param {string[]} notes
 */
export function verdict(figures, targetP99Ms, notes) {
  const misses = [...notes];
  if (figures.non2xx || figures.errors) misses.push(`${figures.non2xx} non-2xx, ${figures.errors} errors`);
  if (!(figures.p99 < targetP99Ms)) misses.push(`p99 ${fmt(figures.p99, 0)} ms ≥ ${targetP99Ms}`);
  return { pass: misses.every((m) => m.startsWith("note:")), misses };
}

/**
 * The progress line of one measured run: `  <name>   123 req/s  p50 8 ms  p99 31 ms<tail>`.
 * @param {string} name
 * @param {number} width  the bench's longest name, so the figures line up
 * @param {{ reqPerSec: number, p50: number, p99: number }} figures
 * @param {string} tail
 */
export function progressLine(name, width, figures, tail) {
  return `  ${name.padEnd(width)} ${fmt(figures.reqPerSec, 0).padStart(6)} req/s  p50 ${fmt(figures.p50, 0)} ms  p99 ${fmt(figures.p99, 0)} ms${tail}`;
}

/**
 * @typedef {object} BenchCall  one call of a bench (tracking, comments …)
 * @property {string} name
 * @property {number} target  p99 target (ms)
 * @property {() => BenchRequest} next
 * @property {(probe: { first: BenchRequest, status: number, body: any }) => { fields: Record<string, unknown>, notes: string[] }} describe
 *   what the checked answer says: the fields the JSON keeps ahead of the figures (request, status,
 *   items …) and what is wrong with it
 */

/**
 * Measures one call (measureEndpoint), pairs it with its floor, judges it against its target and
 * prints its progress line. The row: `{ call, target, http, floor, pass, misses }`, `http` being
 * the call's fields, the figures and the notes.
 * @param {string} baseUrl
 * @param {BenchCall} call
 * @param {{ p50: number, p99: number } | undefined} floor
 * @param {import("./cli.mjs").LoadSettings & { warmupS?: number, width: number }} settings
 */
export async function measureCall(baseUrl, call, floor, settings) {
  const measured = await measureEndpoint(baseUrl, call.next, settings);
  const { fields, notes } = call.describe(measured);
  const http = { ...fields, ...measured.figures, notes };
  const { pass, misses } = verdict(http, call.target, notes);
  log(progressLine(call.name, settings.width, http, `  (target p99 < ${call.target} ms)  floor ${fmt(floor?.p50, 1)} ms`));
  return { call: call.name, target: call.target, http, floor, pass, misses };
}
