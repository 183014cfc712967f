import PgBoss from "pg-boss";
import type { AppDeps } from "../context.js";
import { startEventJobs } from "./event-dispatcher.js";
import { JOBS } from "./registry.js";

/**
 * pg-boss on the app's own database (embedded or PostgreSQL), through its `executeSql` hook so
 * that jobs need no second connection string. PGlite's `query` takes one statement; pg-boss's
 * migrations send several in one text without parameters, which go through `exec`.
 */
export function createBoss(deps: Pick<AppDeps, "database">, options: { work: boolean; schedule: boolean }): PgBoss {
  const { database } = deps;
  const state = { stopping: false };
  const db = {
    executeSql: async (text: string, values: unknown[] = []) => {
      try {
        if (database.kind === "embedded" && values.length === 0 && text.includes(";")) {
          await database.exec(text);
          return { rows: [] };
        }
        return await database.query(text, values);
      } catch (error) {
        // pg-boss 10's stop resolves while a worker's fetch may still be in flight; that batch then
        // runs, and pg-boss completes or fails it without awaiting, after the app has closed its
        // database: an unhandled rejection. Once stopping, such bookkeeping is dropped: the job stays
        // active, expires and runs again, and every processor is idempotent (decision 13).
        if (state.stopping) return { rows: [] };
        throw error;
      }
    },
  };
  return new StoppableBoss(state, { db, schema: "pgboss", schedule: options.schedule, supervise: options.work });
}

/** pg-boss that tells its database adapter when it starts stopping (see `createBoss`). */
class StoppableBoss extends PgBoss {
  constructor(
    private readonly state: { stopping: boolean },
    options: PgBoss.ConstructorOptions,
  ) {
    super(options);
  }

  override async stop(options?: PgBoss.StopOptions): Promise<void> {
    this.state.stopping = true;
    await super.stop(options);
  }
}

/**
 * Starts pg-boss, creates every queue, registers workers and schedules (the named jobs, the event
 * dispatcher and one queue per event processor); returns a stop function.
 */
export async function startJobs(
  deps: AppDeps,
  options: { work: boolean; schedule: boolean },
): Promise<{ queue: PgBoss; stop: () => Promise<void> }> {
  const boss = createBoss(deps, options);
  boss.on("error", (error) => console.error("jobs:", error));
  await boss.start();
  for (const job of JOBS) {
    await boss.createQueue(job.name);
    if (options.schedule && job.cron) await boss.schedule(job.name, job.cron, {}, { tz: "Europe/Istanbul" });
    if (options.work) {
      await boss.work(job.name, { pollingIntervalSeconds: 1 }, async (jobs) => {
        for (const item of jobs) await job.handle(deps, job.payload.parse(item.data ?? {}));
      });
    }
  }
  const stopEvents = await startEventJobs(deps, boss, options);
  return {
    queue: boss,
    stop: async () => {
      await stopEvents();
      await boss.stop({ graceful: true, timeout: 5000, wait: true });
    },
  };
}
