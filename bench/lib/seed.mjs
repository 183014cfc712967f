/**
 * The synthetic data a bench starts from: the scale catalog and its accounts, written by
 * apps/server/scripts/seed-scale.ts, and signing one of those accounts in.
 */
import path from "node:path";
import { databaseArgs, lastJson, log, runNode } from "./harness.mjs";
import { ROOT } from "./server.mjs";
import { secondsSince } from "./stats.mjs";

/** The one password seed-scale gives every generated account (fan1, fan2 …). */
export const BENCH_PASSWORD = "dizilog-bench";

/**
 * Seeds the bench's database with seed-scale, printing `seeding <what> …` and the time it took;
 * `what` defaults to the sizes ("1,000 shows, 50,000 episodes, 10,000 users"). Returns
 * seed-scale's JSON summary (`seconds` …).
 * @param {{ dataDir?: string, databaseUrl?: string }} target
 * @param {{ shows: number, episodes: number, people: number, users?: number }} sizes
 * @param {{ what?: string, timeoutMs?: number }} [options]
 */
export async function seedScale(target, sizes, { what, timeoutMs = 600_000 } = {}) {
  const t = performance.now();
  const n = (/** @type {number} */ v) => v.toLocaleString("en-US");
  log(`  seeding ${what ?? `${n(sizes.shows)} shows, ${n(sizes.episodes)} episodes${sizes.users === undefined ? "" : `, ${n(sizes.users)} users`}`} …`);
  const out = await runNode(
    [
      "--import",
      "tsx",
      "scripts/seed-scale.ts",
      "--shows",
      String(sizes.shows),
      "--episodes",
      String(sizes.episodes),
      "--people",
      String(sizes.people),
      ...(sizes.users === undefined ? [] : ["--users", String(sizes.users)]),
      ...databaseArgs(target),
      "--json",
    ],
    { cwd: path.join(ROOT, "apps/server"), timeoutMs },
  );
  log(`  seeded in ${secondsSince(t)} s`);
  return lastJson(out);
}

/**
 * Signs a seeded account in through POST /api/auth/login (as a browser does: the session cookie)
 * and returns its session token.
 * @param {string} baseUrl
 * @param {string} login
 */
export async function signIn(baseUrl, login) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "10.254.0.1" },
    body: JSON.stringify({ login, password: BENCH_PASSWORD, remember: false }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`sign-in of ${login}: ${res.status} ${body.slice(0, 300)}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("dz_session="));
  if (!cookie) throw new Error(`sign-in of ${login}: no dz_session cookie (${body.slice(0, 200)})`);
  return cookie.slice("dz_session=".length).split(";")[0];
}
