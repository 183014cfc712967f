import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Database, openDatabase } from "../apps/server/src/db/database.js";

const root = path.resolve(import.meta.dirname, "..");

export interface OwnServer {
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * The built app on an embedded database of its own, prepared before the server starts: for a
 * browser test that needs rows no API writes yet (the embedded database belongs to one process,
 * so they go in first). The same build and settings as the suite's server otherwise.
 */
export async function startOwnServer(prepare: (database: Database) => Promise<void>, env: Record<string, string> = {}): Promise<OwnServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "dizilog-e2e-own-"));
  const database = await openDatabase({ dataDir });
  try {
    // Migrated only: a catalog the test adds keeps the demo catalog out (the server seeds an empty one).
    await database.migrate();
    await prepare(database);
  } finally {
    await database.close();
  }
  const port = 3900 + Math.floor(Math.random() * 800);
  const server: ChildProcess = spawn(process.execPath, [path.join(root, "apps/server/dist/main.js")], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: "production", APP_URL: `http://localhost:${port}`, LOG_LEVEL: "warn", DATABASE_URL: "", REDIS_URL: "", SMTP_URL: "", TRUST_PROXY: "true", ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ready = await fetch(`${baseUrl}/api/genres`).then((res) => res.ok, () => false);
    if (ready) break;
    if (Date.now() > deadline) throw new Error("the server did not start in 120 s");
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    baseUrl,
    close: async () => {
      server.kill("SIGTERM");
      await new Promise((r) => server.once("exit", r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
