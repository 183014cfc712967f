import { randomBytes } from "node:crypto";
import { writeFile, rm, mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { type Database, dumpEmbedded, openDatabase } from "../src/db/database.js";
import { createBoss } from "../src/jobs/boss.js";
import { prepareDatabase } from "../src/seed/prepare-database.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** Embedded: path of a dumped data dir. PostgreSQL: URL of the template database. */
    dbTemplate: { kind: "embedded"; file: string } | { kind: "postgres"; url: string; name: string; runId: string };
  }
}

/** Migrates and seeds one template database for the whole run (creating one takes seconds). */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    // One id per run: copies are named after it, so a run only ever drops its own databases.
    const runId = randomBytes(4).toString("hex");
    const name = `dz_tmpl_${runId}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = withDatabase(serverUrl, name);
    const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
    await prepareDatabase({ database, now: () => new Date() });
    await installJobs(database);
    await database.close();
    project.provide("dbTemplate", { kind: "postgres", url: serverUrl, name, runId });
    return async () => {
      const leftovers = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1 or datname = $2`,
        [`dz_t_${runId}_%`, name],
      );
      for (const row of leftovers.rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.end();
    };
  }

  const dir = await mkdtemp(path.join(os.tmpdir(), "dizilog-test-"));
  const file = path.join(dir, "template.tar");
  const database = await openDatabase({});
  await prepareDatabase({ database, now: () => new Date() });
  await installJobs(database);
  const dump = await dumpEmbedded(database);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("dbTemplate", { kind: "embedded", file });
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

/** pg-boss's schema in the template, so that a test app with jobs starts without migrating it. */
async function installJobs(database: Database): Promise<void> {
  const boss = createBoss({ database }, { work: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
