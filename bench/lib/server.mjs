/** Starting and stopping the built server (apps/server/dist/main.js) for benchmarks. */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** The built server; BENCH_SERVER_MAIN points at another build (e.g. an older one, to compare). */
export const SERVER_MAIN = process.env.BENCH_SERVER_MAIN ? path.resolve(process.env.BENCH_SERVER_MAIN) : path.join(ROOT, "apps/server/dist/main.js");

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * @typedef {object} RunningServer
 * @property {string} baseUrl
 * @property {import("node:child_process").ChildProcess} child
 * @property {() => string} output  the last lines the server printed (for error reports)
 * @property {() => Promise<void>} stop  SIGTERM, then SIGKILL after 15 s
 */

/**
 * Starts the built server as production would and waits until GET /api/genres answers 200.
 * @param {{ dataDir?: string, databaseUrl?: string, timeoutMs?: number, env?: Record<string, string> }} options
 * @returns {Promise<RunningServer>}
 */
export async function startServer({ dataDir, databaseUrl, timeoutMs = 180_000, env = {} }) {
  if (!existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: run npm run build`);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_NODE_ARGS adds Node flags to the server alone, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
  // to see where a benchmark's time goes (Node refuses them in NODE_OPTIONS).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, SERVER_MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: baseUrl,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      // On PostgreSQL the database is elsewhere, but uploads and generated keys still need a
      // directory: a temporary one, never the working directory.
      DATA_DIR: dataDir ?? mkdtempSync(path.join(os.tmpdir(), "dz-bench-server-")),
      DATABASE_URL: databaseUrl ?? "",
      REDIS_URL: "",
      SMTP_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  /** @type {string[]} */
  const lines = [];
  const keep = (/** @type {Buffer} */ chunk) => {
    lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise((resolve) => child.once("exit", resolve));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    await exited;
    clearTimeout(timer);
  };
  const output = () => lines.slice(-40).join("\n");

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${baseUrl}/api/genres`, { signal: AbortSignal.timeout(5000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer /api/genres within ${timeoutMs / 1000} s:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { baseUrl, child, output, stop };
}
