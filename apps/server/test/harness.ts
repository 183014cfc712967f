import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import type { AppDeps } from "../src/context.js";
import { type Database, openDatabase } from "../src/db/database.js";
import { buildDeps } from "../src/deps.js";
import { count, isNull } from "drizzle-orm";
import { domainEvents } from "../src/db/schema/index.js";
import { startJobs } from "../src/jobs/boss.js";
import { DISPATCH_QUEUE } from "../src/jobs/event-dispatcher.js";
import { PROCESSORS } from "../src/jobs/processors/index.js";
import { processorQueue } from "../src/jobs/processors/processor.js";
import { withDatabase } from "./global-setup.js";

export interface TestContext {
  app: FastifyInstance;
  deps: AppDeps;
  database: Database;
  /**
   * Waits until every recorded event was dispatched and every processor job ran (with jobs on):
   * what a test needs before counting mail that must not have been sent.
   */
  settle(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** A fresh copy of the migrated, seeded template database: embedded, or on the PostgreSQL server. */
export async function openTestDatabase(): Promise<Database> {
  const template = inject("dbTemplate");
  if (template.kind === "embedded") return openDatabase({ loadDataDir: await templateDump(template.file) });
  const name = `dz_t_${template.runId}_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template.name}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ databaseUrl: withDatabase(template.url, name), poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: template.url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * The embedded template's dump, read once per worker (its files share the modules, vitest.config.ts):
 * a Blob is immutable, so every copy starts from the same bytes.
 */
const dumps = new Map<string, Promise<Blob>>();
export function templateDump(file: string): Promise<Blob> {
  let dump = dumps.get(file);
  if (!dump) dumps.set(file, (dump = readFile(file).then((bytes) => new Blob([bytes]))));
  return dump;
}

export interface TestAppOptions extends Partial<AppDeps> {
  env?: Record<string, string>;
  /**
   * Run the real job workers (pg-boss on the test database: the event dispatcher and every
   * processor, so mail leaves as in production). Off by default: events then wait in the outbox.
   */
  jobs?: boolean;
}

/** The real app on a fresh database (no client files), for API tests through `app.inject`. */
export async function createTestApp(overrides: TestAppOptions = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "dizilog-api-"));
  const { env, jobs: withJobs, ...rest } = overrides;
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, ...env });
  const deps: AppDeps = { ...buildDeps(config, database), ...rest };
  const jobs = withJobs ? await startJobs(deps, { work: true, schedule: false }) : undefined;
  if (jobs) deps.queue = jobs.queue;
  const app = await buildApp(deps, { serveClient: false });
  await app.ready();
  return {
    app,
    deps,
    database,
    settle: async (timeoutMs = 5_000) => {
      if (!jobs) throw new Error("settle() needs createTestApp({ jobs: true })");
      const queues = [DISPATCH_QUEUE, ...PROCESSORS.map(processorQueue)];
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const [waiting] = await database.db.select({ n: count() }).from(domainEvents).where(isNull(domainEvents.dispatchedAt));
        let busy = waiting!.n;
        for (const queue of queues) busy += await jobs.queue.getQueueSize(queue, { before: "completed" });
        if (busy === 0) return;
        if (Date.now() > deadline) throw new Error(`event work still pending after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: async () => {
      await app.close();
      await jobs?.stop();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
