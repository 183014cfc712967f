#!/usr/bin/env node
// Sign-in latency (argon2id included): POST /api/auth/login at 10 concurrent clients against the
// built server on a fresh embedded database, or on PostgreSQL with --database-url. Every request
// comes "from" its own address (X-Forwarded-For, TRUST_PROXY=true) and accounts rotate, so the
// sign-in rate limits (25 per 5 minutes per address and per account) measure nothing here.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startServer } from "./lib/server.mjs";
import { fmt, table } from "./lib/stats.mjs";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    accounts: { type: "string", default: "40" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
  },
});
const accounts = Number(values.accounts);
const password = "bench-password-123";
const dataDir = values["database-url"] ? undefined : mkdtempSync(path.join(os.tmpdir(), "dizilog-signin-"));
const server = await startServer({ dataDir, databaseUrl: values["database-url"], env: { TRUST_PROXY: "true" } });

try {
  const run = Date.now().toString(36);
  const logins = [];
  for (let i = 0; i < accounts; i++) {
    const username = `b${run}${i}`.slice(0, 15);
    const res = await fetch(`${server.baseUrl}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `10.200.${i >> 8}.${i & 255}` },
      body: JSON.stringify({ name: "Bench User", username, email: `${username}@bench.test`, password, password_confirmation: password, country: "TR" }),
    });
    if (res.status !== 201) throw new Error(`register ${username}: ${res.status} ${await res.text()}`);
    logins.push(username);
  }

  let n = 0;
  const result = await new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${server.baseUrl}/api/auth/login`,
        connections: Number(values.connections),
        duration: Number(values.duration),
        requests: [
          {
            method: "POST",
            setupRequest: (request) => {
              const i = n++;
              return {
                ...request,
                headers: { "content-type": "application/json", "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
                body: JSON.stringify({ login: logins[i % logins.length], password, remember: false }),
              };
            },
          },
        ],
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
  });
  const ok = result["2xx"];
  const rows = [["POST /api/auth/login", fmt(result.requests.average, 0), fmt(result.latency.p50, 0), fmt(result.latency.p99, 0), String(ok), String(result.non2xx)]];
  console.log(`\nSign-in, ${values.connections} concurrent clients, ${values.duration} s, ${accounts} accounts, ${values["database-url"] ? "PostgreSQL" : "embedded"} database`);
  console.log(table(["call", "req/s", "p50 ms", "p99 ms", "2xx", "non-2xx"], rows));
} finally {
  await server.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
