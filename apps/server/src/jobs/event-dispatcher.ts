import type PgBoss from "pg-boss";
import type { AppDeps } from "../context.js";
import { type DomainEvent, domainEventSchema } from "../events/domain-events.js";
import {
  claimPendingEvents,
  findEvent,
  markEventsDispatched,
  markProcessorRan,
  processorRan,
  pruneDispatchedEvents,
} from "../repositories/domain-event.repository.js";
import { PROCESSORS, processorsFor } from "./processors/index.js";
import { type EventProcessor, processorQueue } from "./processors/processor.js";

/** The dispatcher's queue: the minute sweep enqueues one job here (a commit's NOTIFY dispatches at once). */
export const DISPATCH_QUEUE = "events.dispatch";
/** The channel the outbox's insert trigger notifies (drizzle/0012_domain_events_notify.sql). */
export const EVENTS_CHANNEL = "dz_domain_events";

/** Events claimed per statement. */
const DISPATCH_BATCH = 100;
/** Jobs a processor's worker fetches at once; they run concurrently. */
export const PROCESSOR_BATCH = 50;
/** The fallback poll; commits wake the workers at once. */
const POLLING_SECONDS = 1;
/** Dispatched events (and their run markers) are deleted after a day: codes and links in payloads expire in an hour. */
const RETENTION_MS = 24 * 60 * 60_000;

/** A processor job: which event to run. */
interface ProcessorJob {
  eventId: number;
}

/**
 * Hands every undispatched event to its processors: claims a batch, enqueues one job per
 * (event, processor) — a queue keeps one job per event (`stately`, keyed by the event id) — then
 * marks the batch dispatched. A crash between the two leaves the claim to go stale and the batch
 * is sent again; the processors' run markers make that harmless. Answers the queues it fed.
 */
export async function dispatchEvents(
  deps: Pick<AppDeps, "database">,
  boss: Pick<PgBoss, "insert">,
  processors: readonly EventProcessor[] = PROCESSORS,
): Promise<{ events: number; queues: Set<string> }> {
  const { db } = deps.database;
  const queues = new Set<string>();
  let events = 0;
  for (;;) {
    const claimed = await claimPendingEvents(db, DISPATCH_BATCH, new Date());
    if (!claimed.length) break;
    const jobs = claimed.flatMap((event) =>
      processorsFor(event.type, processors).map((processor) => {
        queues.add(processorQueue(processor));
        return { name: processorQueue(processor), data: { eventId: event.id } satisfies ProcessorJob, singletonKey: String(event.id) };
      }),
    );
    if (jobs.length) await boss.insert(jobs);
    await markEventsDispatched(db, claimed.map((e) => e.id), new Date());
    events += claimed.length;
    if (claimed.length < DISPATCH_BATCH) break;
  }
  return { events, queues };
}

/**
 * Runs one processor for one event, unless it already finished it (a second dispatch, a retry
 * after the marker was written) or the event is gone (pruned). A throw fails the job, which
 * pg-boss retries with backoff; the user's change committed long before and is untouched.
 */
export async function runProcessor(deps: AppDeps, processor: EventProcessor, eventId: number): Promise<"ran" | "skipped"> {
  const { db } = deps.database;
  const row = await findEvent(db, eventId);
  if (!row || (await processorRan(db, eventId, processor.name))) return "skipped";
  const body = domainEventSchema.parse({ type: row.type, payload: row.payload });
  const event = { ...body, id: row.id, actorId: row.actorId, createdAt: row.createdAt } as DomainEvent;
  await processor.handle(deps, event);
  await markProcessorRan(db, eventId, processor.name, new Date());
  return "ran";
}

async function ensureQueue(boss: PgBoss, name: string, options: Omit<PgBoss.Queue, "name">): Promise<void> {
  await boss.createQueue(name, { name, ...options });
  // createQueue leaves an existing queue as it was; settings follow the code.
  await boss.updateQueue(name, { name, ...options });
}

export interface EventJobsOptions {
  work: boolean;
  schedule: boolean;
  /** The processor registry (tests may add a processor of their own beside the real ones). */
  processors?: readonly EventProcessor[];
}

/**
 * Creates the dispatcher's and the processors' queues; with `work`, starts their workers and
 * listens for commits that recorded events (each one runs the dispatcher at once); with
 * `schedule`, a sweep every minute catches anything a lost notification missed and prunes old
 * events. Answers a function that stops listening.
 */
export async function startEventJobs(deps: AppDeps, boss: PgBoss, options: EventJobsOptions): Promise<() => Promise<void>> {
  const processors = options.processors ?? PROCESSORS;
  await ensureQueue(boss, DISPATCH_QUEUE, { policy: "short", retryLimit: 5, retryDelay: 1, retryBackoff: true, expireInSeconds: 120 });
  for (const processor of processors) {
    await ensureQueue(boss, processorQueue(processor), { policy: "stately", retryLimit: 10, retryDelay: 1, retryBackoff: true, expireInSeconds: 120 });
  }
  if (options.schedule) await boss.schedule(DISPATCH_QUEUE, "* * * * *", { sweep: true });
  if (!options.work) return async () => undefined;

  const workers = new Map<string, string>();
  for (const processor of processors) {
    const queue = processorQueue(processor);
    const id = await boss.work<ProcessorJob>(queue, { batchSize: PROCESSOR_BATCH, pollingIntervalSeconds: POLLING_SECONDS }, async (jobs) => {
      const results = await Promise.allSettled(jobs.map((job) => runProcessor(deps, processor, job.data.eventId)));
      // pg-boss completes the batch as a whole; a failed job is failed here first, alone, so that
      // only it is retried (completing skips jobs that are no longer active).
      for (const [i, result] of results.entries()) {
        if (result.status === "rejected") {
          const error = result.reason instanceof Error ? result.reason : new Error(String(result.reason));
          console.warn(`jobs: ${queue} failed on event ${jobs[i]!.data.eventId}: ${error.message}`);
          await boss.fail(queue, jobs[i]!.id, { message: error.message });
        }
      }
      // A full batch means more may be waiting: fetch again now instead of after the poll.
      if (jobs.length === PROCESSOR_BATCH) boss.notifyWorker(workers.get(queue)!);
    });
    workers.set(queue, id);
  }

  // One dispatch at a time in this process; a wake during a run asks for one more run after it.
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const dispatchNow = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          const { queues } = await dispatchEvents(deps, boss, processors);
          for (const queue of queues) boss.notifyWorker(workers.get(queue)!);
        } while (again && !stopped);
      } finally {
        running = undefined;
      }
    })();
    return running;
  };

  // The sweep (and any dispatch job sent by hand) goes through the queue, so that it is retried.
  await boss.work<{ sweep?: boolean }>(DISPATCH_QUEUE, { batchSize: 1, pollingIntervalSeconds: POLLING_SECONDS }, async (jobs) => {
    await dispatchNow();
    if (jobs.some((job) => job.data?.sweep)) await pruneDispatchedEvents(deps.database.db, new Date(Date.now() - RETENTION_MS));
  });

  // A commit that recorded events wakes the dispatcher in this process at once, without a job
  // round trip; many commits in a burst fold into one more run.
  const wake = () => {
    if (stopped) return;
    dispatchNow().catch((error: unknown) => console.error("jobs: event dispatch failed (the sweep retries):", error));
  };
  const unlisten = await deps.database.listen(EVENTS_CHANNEL, wake);
  // Events recorded while no worker ran.
  wake();
  return async () => {
    stopped = true;
    await unlisten();
    // A dispatch a commit woke finishes before the database may close.
    await running?.catch(() => undefined);
  };
}
