import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startMailCatcher } from "./mail-catcher.js";
import { DOUBLE_SECRET_KEY, DOUBLE_WEBHOOK_SECRET, startStripeDouble, stripeEnv } from "../apps/server/test/stripe/stripe-double.js";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    mailUrl: string;
    /** The local Stripe the server pays through (its hosted checkout page has a "Pay" button). */
    stripeUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, "..");

/** Accounts that are staff on the suite's server (api-contract "Roles": a verified email on STAFF_EMAILS); one per test that needs one. */
export const STAFF_EMAILS = [
  "staff-social@example.test",
  "staff-a11y@example.test",
  "staff-reports@example.test",
  "staff-community@example.test",
  "staff-charts@example.test",
  "staff-stats@example.test",
  "staff-news@example.test",
  "staff-contrib@example.test",
  "staff-contrib-a11y@example.test",
  "staff-watch@example.test",
  "staff-ratings@example.test",
  "staff-ratings-a11y@example.test",
];

/** Starts the built app (`npm run build` first) on a fresh embedded database, as `npm start` would. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "dizilog-e2e-"));
  const mail = await startMailCatcher();
  const port = 3100 + Math.floor(Math.random() * 800);
  // Payments go to a local server that speaks Stripe's protocol; its "Pay" button sends the signed webhooks here.
  const stripe = await startStripeDouble({ secretKey: DOUBLE_SECRET_KEY, webhookSecret: DOUBLE_WEBHOOK_SECRET, webhookUrl: `http://localhost:${port}/api/webhooks/payments` });
  const server: ChildProcess = spawn(process.execPath, [path.join(root, "apps/server/dist/main.js")], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: "production", APP_URL: `http://localhost:${port}`, LOG_LEVEL: "warn", DATABASE_URL: "", REDIS_URL: "", GIPHY_API_KEY: "", SMTP_URL: mail.smtpUrl, TRUST_PROXY: "true", STAFF_EMAILS: STAFF_EMAILS.join(","),
      // The wall: accounts made by the tests post at once (the default waits a day), and one host is
      // blocked so that the post form's own link check can be seen refusing it.
      POSTING_MIN_ACCOUNT_AGE: "0", SCHEDULED_JOBS: "off", BLOCKED_LINK_HOSTS: "blocked.example", ...stripeEnv(stripe) },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://localhost:${port}`;
  // E2E_START_SECONDS: a longer wait on a machine shared by many builds (the first start seeds the demo catalog).
  const startSeconds = Number(process.env.E2E_START_SECONDS ?? 120);
  const deadline = Date.now() + startSeconds * 1000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/genres`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not start in ${startSeconds} s`);
    await new Promise((r) => setTimeout(r, 300));
  }
  project.provide("baseUrl", baseUrl);
  project.provide("mailUrl", mail.httpUrl);
  project.provide("stripeUrl", stripe.url);
  return async () => {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    await mail.close();
    await stripe.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
