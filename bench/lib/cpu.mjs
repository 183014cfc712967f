/**
 * CPU per request: the CPU time the server process and the database's backends spent during a
 * measured run, read from /proc (on a shared machine req/s follows the share of the CPU a run
 * gets; CPU per request is the steadier figure). Used by bench:speed and bench:pages.
 */
import { readFileSync } from "node:fs";
import pg from "pg";

const TICK_MS = 10; // /proc's clock ticks (USER_HZ = 100 on Linux)

/** CPU time (ms) of a process from /proc, 0 when it is gone. @param {number} pid */
export function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/**
 * A CPU meter of the server process and the database backends serving it (PostgreSQL: the pids of
 * pg_stat_activity for the bench database, as the run starts and ends).
 * @param {number} serverPid @param {string | undefined} databaseUrl
 */
export async function cpuMeter(serverPid, databaseUrl) {
  const client = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : undefined;
  await client?.connect();
  const backends = async () =>
    client
      ? (await client.query("select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()")).rows.map((r) => Number(r.pid))
      : [];
  return {
    /** @returns {Promise<() => Promise<{ serverMs: number, databaseMs: number }>>} */
    async start() {
      const server0 = cpuMs(serverPid);
      /** @type {Map<number, number>} */
      const before = new Map((await backends()).map((pid) => [pid, cpuMs(pid)]));
      return async () => {
        const serverMs = cpuMs(serverPid) - server0;
        let databaseMs = 0;
        for (const pid of new Set([...before.keys(), ...(await backends())])) databaseMs += Math.max(0, cpuMs(pid) - (before.get(pid) ?? 0));
        // PGlite runs inside the server process: its CPU is the server's.
        return { serverMs, databaseMs: client ? databaseMs : Number.NaN };
      };
    },
    close: () => client?.end(),
  };
}

/**
 * Waits until a process is (nearly) idle: less than `busyMs` of CPU in a `windowMs` window, at most
 * `timeoutMs`. Before and after a measured run, so that the requests still in flight from the
 * warm-up are not counted in the run, and those the run sent but did not see answered are.
 * @param {number} pid
 * @param {{ windowMs?: number, busyMs?: number, timeoutMs?: number }} [options]
 */
export async function waitForIdle(pid, { windowMs = 250, busyMs = 20, timeoutMs = 30_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = cpuMs(pid);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const now = cpuMs(pid);
    if (now - last < busyMs || Date.now() > deadline) return;
    last = now;
  }
}
