import PgBoss from "pg-boss";
import type { AppDeps } from "../context.js";
import { startEventJobs } from "./event-dispatcher.js";
import { JOBS } from "./registry.js";

/**
 * What pg-boss is doing on the app's database: its statements and the workers' batches in flight.
 * pg-boss 10's `stop` resolves while a worker's fetch may still be in flight (it waits only for
 * batches already in hand); that fetch then hands a batch to its handler, and pg-boss completes or
 * fails it without awaiting, after the app has closed its database: an unhandled rejection. So
 * `stop` also waits here until nothing is in flight (decision 0034).
 */
class InFlight {
  private readonly pending = new Set<Promise<unknown>>();

  track<T>(promise: Promise<T>): Promise<T> {
    this.pending.add(promise);
    const done = () => this.pending.delete(promise);
    promise.then(done, done);
    return promise;
  }

  /** Waits until nothing is in flight across a turn of the event loop (a batch fetched starts its handler in microtasks); false after `timeoutMs`. */
  async drain(timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      await new Promise((resolve) => setImmediate(resolve));
      if (!this.pending.size) return true;
      const left = deadline - Date.now();
      if (left <= 0) return false;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.allSettled([...this.pending]), new Promise((resolve) => (timer = setTimeout(resolve, left)))]);
      clearTimeout(timer);
    }
  }
}

/**
 * pg-boss on the app's own database (embedded or PostgreSQL), through its `executeSql` hook so
 * that jobs need no second connection string. PGlite's `query` takes one statement; pg-boss's
 * migrations send several in one text without parameters, which go through `exec`.
 */
export function createBoss(deps: Pick<AppDeps, "database">, options: { work: boolean; schedule: boolean }): PgBoss {
  const { database } = deps;
  const inFlight = new InFlight();
  const run = async (text: string, values: unknown[]) => {
    if (database.kind === "embedded" && values.length === 0 && text.includes(";")) {
      await database.exec(text);
      return { rows: [] };
    }
    return database.query(text, values);
  };
  const db = { executeSql: (text: string, values: unknown[] = []) => inFlight.track(run(text, values)) };
  return new StoppableBoss(inFlight, { db, schema: "pgboss", schedule: options.schedule, supervise: options.work });
}

/** pg-boss whose `stop` resolves only once its statements and its workers' batches are done (see `InFlight`). */
class StoppableBoss extends PgBoss {
  constructor(
    private readonly inFlight: InFlight,
    options: PgBoss.ConstructorOptions,
  ) {
    super(options);
    // pg-boss puts `work` on the instance; every handler's run is tracked.
    const work = this.work.bind(this) as (name: string, ...args: unknown[]) => Promise<string>;
    this.work = ((name: string, ...args: unknown[]) => {
      const handler = args.pop() as (jobs: unknown) => Promise<unknown>;
      return work(name, ...args, (jobs: unknown) => inFlight.track(handler(jobs)));
    }) as typeof this.work;
  }

  override async stop(options?: PgBoss.StopOptions): Promise<void> {
    await super.stop(options);
    if (!(await this.inFlight.drain(options?.timeout ?? 30_000))) console.warn("jobs: stopped with work still in flight");
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
    if (options.schedule && job.cron && deps.config.scheduledJobs) await boss.schedule(job.name, job.cron, {}, { tz: job.tz ?? "Europe/Istanbul" });
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
