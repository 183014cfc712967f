#!/usr/bin/env node
/**
 * `npm run bench:jobs` (also run at the end of `npm run bench`): how fast the side effects of a
 * user's action leave, through the domain-event outbox, the dispatcher and the mail processor,
 * to a real SMTP server on 127.0.0.1.
 *
 *   node bench/jobs.mjs [--signups 100] [--events 100] [--postgres-url URL] [--skip-embedded] [--skip-postgres]
 *
 * 1. Burst: `--signups` sign-ups sent at once (each from its own address); per user, the time
 *    from sending the request to the SMTP server receiving the verification code. Target: every
 *    code within 5 s.
 * 2. Event latency: `--events` password-reset requests, one every 50 ms; per request, the time
 *    from the answer (the event committed before it) to the mail received: an upper bound of the
 *    time an event takes to reach its processor, plus the SMTP send. Target: p99 under 1 s.
 *
 * The built server (apps/server/dist/main.js) runs with SMTP_URL set and TRUST_PROXY=true.
 */
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { SMTPServer } from "smtp-server";
import { cleanUpOnInterrupt, loadAverage, onEachDatabase, whole, withCleanup } from "./lib/harness.mjs";
import { DEFAULT_POSTGRES_URL } from "./lib/postgres.mjs";
import { ROOT, startServer } from "./lib/server.mjs";
import { fmt, summarize, table } from "./lib/stats.mjs";

const TARGETS = { burstMaxMs: 5_000, eventP99Ms: 1_000 };

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== "--"),
  options: {
    signups: { type: "string", default: "100" },
    events: { type: "string", default: "100" },
    "postgres-url": { type: "string", default: process.env.BENCH_POSTGRES_URL ?? DEFAULT_POSTGRES_URL },
    "skip-embedded": { type: "boolean", default: false },
    "skip-postgres": { type: "boolean", default: false },
  },
});
const signups = whole("signups", args.signups, 100);
const eventCount = whole("events", args.events, 100);
const log = (/** @type {string} */ line = "") => console.log(line);

/** A real SMTP server that records when each recipient's mail arrived. */
async function startSmtp() {
  /** @type {Map<string, number[]>} */
  const arrivals = new Map();
  /** @type {(() => void)[]} */
  let listeners = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    maxClients: 1000,
    // No reverse DNS of 127.0.0.1 per connection: the bench measures the app, not the resolver.
    disableReverseLookup: true,
    onData(stream, session, callback) {
      stream.on("data", () => undefined);
      stream.on("end", () => {
        const at = performance.now();
        for (const rcpt of session.envelope.rcptTo) {
          const to = rcpt.address.toLowerCase();
          arrivals.set(to, [...(arrivals.get(to) ?? []), at]);
        }
        for (const listener of listeners) listener();
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve(undefined));
  });
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    arrivals,
    /** Resolves when `count` mails in all have arrived for the given addresses, or after `timeoutMs`. */
    waitFor(/** @type {string[]} */ addresses, /** @type {number} */ countEach, /** @type {number} */ timeoutMs) {
      const done = () => addresses.every((a) => (arrivals.get(a)?.length ?? 0) >= countEach);
      return new Promise((resolve) => {
        if (done()) return resolve(true);
        const timer = setTimeout(() => {
          listeners = listeners.filter((l) => l !== check);
          resolve(false);
        }, timeoutMs);
        const check = () => {
          if (!done()) return;
          clearTimeout(timer);
          listeners = listeners.filter((l) => l !== check);
          resolve(true);
        };
        listeners.push(check);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * @param {"embedded" | "postgres"} kind
 * @param {{ dataDir?: string, databaseUrl?: string }} target
 * @param {string} label
 */
async function bench(kind, target, label) {
  const smtp = await startSmtp();
  return withCleanup(
    async () => {
      const server = await startServer({ ...target, env: { SMTP_URL: smtp.url, TRUST_PROXY: "true" } });
      return withCleanup(
        async () => {
          const run = Date.now().toString(36).slice(-5);
          const password = "bench-password-123";
          const users = Array.from({ length: signups }, (_, i) => {
            const username = `j${run}${i}`.slice(0, 15);
            return { username, email: `${username}@bench.test`, ip: `10.77.${i >> 8}.${i & 255}` };
          });

          // 1. The burst.
          const load1 = os.loadavg()[0];
          const burst = await Promise.all(
            users.map(async (user) => {
              const sent = performance.now();
              const res = await fetch(`${server.baseUrl}/api/auth/register`, {
                method: "POST",
                headers: { "content-type": "application/json", "x-forwarded-for": user.ip },
                body: JSON.stringify({ name: "Bench User", username: user.username, email: user.email, password, password_confirmation: password, country: "TR" }),
              });
              const answered = performance.now();
              if (res.status !== 201) throw new Error(`register ${user.username}: ${res.status} ${await res.text()}`);
              return { user, sent, answered };
            }),
          );
          const allArrived = await smtp.waitFor(users.map((u) => u.email), 1, 30_000);
          const toMail = burst.map((b) => (smtp.arrivals.get(b.user.email)?.[0] ?? Number.NaN) - b.sent).filter((v) => !Number.isNaN(v));
          const toAnswer = burst.map((b) => b.answered - b.sent);
          const afterAnswer = burst.map((b) => (smtp.arrivals.get(b.user.email)?.[0] ?? Number.NaN) - b.answered).filter((v) => !Number.isNaN(v));
          const burstStats = { toAnswer: summarize(toAnswer), toMail: summarize(toMail), answerToMail: summarize(afterAnswer), received: toMail.length, loadAverage1m: load1 };

          // 2. Steady events: one password reset every 50 ms.
          const load2 = os.loadavg()[0];
          const steady = await Promise.all(
            users.slice(0, eventCount).map(async (user, i) => {
              await new Promise((r) => setTimeout(r, i * 50));
              const res = await fetch(`${server.baseUrl}/api/auth/password/forgot`, {
                method: "POST",
                headers: { "content-type": "application/json", "x-forwarded-for": user.ip },
                body: JSON.stringify({ email: user.email }),
              });
              const answered = performance.now();
              if (res.status !== 200) throw new Error(`forgot ${user.username}: ${res.status} ${await res.text()}`);
              return { user, answered };
            }),
          );
          await smtp.waitFor(steady.map((s) => s.user.email), 2, 30_000);
          const eventLatency = steady.map((s) => (smtp.arrivals.get(s.user.email)?.[1] ?? Number.NaN) - s.answered).filter((v) => !Number.isNaN(v));
          const eventStats = { ...summarize(eventLatency), received: eventLatency.length, loadAverage1m: load2 };

          const pass = {
            burst: allArrived && burstStats.toMail.max <= TARGETS.burstMaxMs,
            events: eventStats.received === steady.length && eventStats.p99 <= TARGETS.eventP99Ms,
          };
          log(
            table(
              ["measure", "n", "p50 ms", "p99 ms", "max ms", "target", "result"],
              [
                [`${signups} sign-ups at once: request → answer`, String(toAnswer.length), fmt(burstStats.toAnswer.p50, 0), fmt(burstStats.toAnswer.p99, 0), fmt(burstStats.toAnswer.max, 0), "", ""],
                [`${signups} sign-ups at once: request → code received`, `${toMail.length}/${signups}`, fmt(burstStats.toMail.p50, 0), fmt(burstStats.toMail.p99, 0), fmt(burstStats.toMail.max, 0), `max ≤ ${TARGETS.burstMaxMs}`, pass.burst ? "PASS" : "FAIL"],
                [`${signups} sign-ups at once: answer → code received`, String(afterAnswer.length), fmt(burstStats.answerToMail.p50, 0), fmt(burstStats.answerToMail.p99, 0), fmt(burstStats.answerToMail.max, 0), "", ""],
                [`event → processor (+SMTP), 20 events/s`, `${eventStats.received}/${steady.length}`, fmt(eventStats.p50, 0), fmt(eventStats.p99, 0), fmt(eventStats.max, 0), `p99 ≤ ${TARGETS.eventP99Ms}`, pass.events ? "PASS" : "FAIL"],
              ],
            ),
          );
          log(`  load average (1 min) before the burst ${fmt(load1, 2)}, before the events ${fmt(load2, 2)} (${os.cpus().length} CPUs)`);
          return { kind, label, burst: burstStats, events: eventStats, pass };
        },
        () => server.stop(),
      );
    },
    () => smtp.close(),
  );
}

async function main() {
  cleanUpOnInterrupt();
  const loadAtStart = loadAverage();
  const { results, skipped } = await onEachDatabase(
    { skipEmbedded: args["skip-embedded"], skipPostgres: args["skip-postgres"], postgresUrl: args["postgres-url"], tmpPrefix: "dizilog-bench-jobs-", log },
    bench,
  );
  const file = path.join(ROOT, "bench/results", `jobs-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify({ date: new Date().toISOString(), cpus: os.cpus().length, loadAverage: { start: loadAtStart, end: loadAverage() }, signups, events: eventCount, targets: TARGETS, results, skipped }, null, 2)}\n`);
  log(`\nresults written to ${path.relative(ROOT, file)}; load average at start ${loadAtStart}, at end ${loadAverage()}`);
  if (results.some((r) => !r.pass.burst || !r.pass.events)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
