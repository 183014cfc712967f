import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import type { Database } from "../../src/db/database.js";
import { buildDeps } from "../../src/deps.js";
import { startJobs } from "../../src/jobs/boss.js";
import { PROCESSORS } from "../../src/jobs/processors/index.js";
import { processorQueue } from "../../src/jobs/processors/processor.js";
import { openTestDatabase } from "../harness.js";

/**
 * Stopping the jobs while a worker's fetch is in flight: pg-boss 10's `stop` resolved at once (it
 * waits only for batches already in hand), the fetch then handed its batch to the handler, and the
 * batch's completion ran after the app had closed its database — an unhandled rejection, in about
 * one PostgreSQL suite run in five. The fetch is held here until `stop` has had every chance to
 * return: `stop` resolves only once the batch ran and was completed, while the database is open.
 */
const queue = processorQueue(PROCESSORS[0]!);
/** pg-boss's fetch of a queue's next jobs. */
const isFetch = (text: string, values: unknown[] | undefined) => /skip locked/i.test(text) && values?.[0] === queue;

describe("stopping the jobs with a fetch in flight", () => {
  let dataDir = "";
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("resolves once the fetched batch ran and was completed, before the database closes", async () => {
    const database = await openTestDatabase();
    let hold: { rows: number; release: () => void } | undefined;
    let held!: () => void;
    const fetchHeld = new Promise<void>((resolve) => (held = resolve));
    const holding: Database = {
      ...database,
      query: async <T,>(text: string, values?: unknown[]) => {
        const result = await database.query<T>(text, values);
        // The first fetch that takes the job is held until released.
        if (!hold && isFetch(text, values) && result.rows.length) {
          let release!: () => void;
          const released = new Promise<void>((resolve) => (release = resolve));
          hold = { rows: result.rows.length, release };
          held();
          await released;
        }
        return result;
      },
    };
    dataDir = await mkdtemp(path.join(os.tmpdir(), "dizilog-jobs-"));
    const deps = buildDeps(loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir }), holding);
    const jobs = await startJobs(deps, { work: true, schedule: false });
    // A processor job for an event that does not exist: the processor skips it and it completes.
    const id = await jobs.queue.send(queue, { eventId: 2_000_000_000 });
    await fetchHeld;

    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    // Every turn of the event loop pg-boss's stop needs to resolve with nothing in hand (no I/O).
    for (let turn = 0; turn < 50 && !stopped; turn++) await new Promise((resolve) => setImmediate(resolve));
    const stoppedWithFetchInFlight = stopped;
    hold!.release();
    await stopping;

    const [job] = (await database.query<{ state: string }>("select state from pgboss.job where id = $1", [id])).rows;
    await database.close();
    expect(stoppedWithFetchInFlight, "stop resolved while the fetch was in flight").toBe(false);
    expect(job?.state).toBe("completed");
  }, 30_000);
});
