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
import { withDatabase } from "./global-setup.js";

export interface TestContext {
  app: FastifyInstance;
  deps: AppDeps;
  database: Database;
  close(): Promise<void>;
}

/** A fresh copy of the migrated, seeded template database: embedded, or on the PostgreSQL server. */
export async function openTestDatabase(): Promise<Database> {
  const template = inject("dbTemplate");
  if (template.kind === "embedded") {
    const bytes = await readFile(template.file);
    return openDatabase({ loadDataDir: new Blob([bytes]) });
  }
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

/** The real app on a fresh database (no client files), for API tests through `app.inject`. */
export async function createTestApp(overrides: Partial<AppDeps> & { env?: Record<string, string> } = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "dizilog-api-"));
  const { env, ...rest } = overrides;
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, ...env });
  const deps: AppDeps = { ...buildDeps(config, database), ...rest };
  const app = await buildApp(deps, { serveClient: false });
  await app.ready();
  return {
    app,
    deps,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
