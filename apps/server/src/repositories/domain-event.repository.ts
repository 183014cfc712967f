import { and, asc, eq, inArray, isNull, lt, or } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { domainEventRuns, domainEvents } from "../db/schema/index.js";

export type NewDomainEvent = typeof domainEvents.$inferInsert;

/**
 * Writes events to the outbox, one statement (one event, or a chunk of a fan-out); the insert's
 * trigger notifies the dispatcher, which PostgreSQL delivers at commit.
 */
export async function insertDomainEvents(db: Executor, events: NewDomainEvent[]): Promise<void> {
  await db.insert(domainEvents).values(events);
}

/** A claim older than this is taken to be a dispatcher that died mid-batch; the event is taken again. */
export const STALE_CLAIM_MS = 60_000;

/**
 * Claims up to `limit` undispatched events, oldest first, skipping rows another dispatcher holds
 * (FOR UPDATE SKIP LOCKED) and claims younger than `STALE_CLAIM_MS`. One statement: nothing stays
 * locked while the processors' jobs are enqueued.
 */
export async function claimPendingEvents(db: Executor, limit: number, now: Date): Promise<{ id: number; type: string }[]> {
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS);
  const pending = db
    .select({ id: domainEvents.id })
    .from(domainEvents)
    .where(and(isNull(domainEvents.dispatchedAt), or(isNull(domainEvents.claimedAt), lt(domainEvents.claimedAt, staleBefore))))
    .orderBy(asc(domainEvents.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(domainEvents)
    .set({ claimedAt: now })
    .where(inArray(domainEvents.id, pending))
    .returning({ id: domainEvents.id, type: domainEvents.type });
}

/** Marks claimed events as handed to their processors. */
export async function markEventsDispatched(db: Executor, ids: number[], now: Date): Promise<void> {
  if (ids.length) await db.update(domainEvents).set({ dispatchedAt: now }).where(inArray(domainEvents.id, ids));
}

export async function findEvent(db: Executor, id: number) {
  const [row] = await db.select().from(domainEvents).where(eq(domainEvents.id, id));
  return row;
}

/** Whether `processor` already finished `eventId`. */
export async function processorRan(db: Executor, eventId: number, processor: string): Promise<boolean> {
  const [row] = await db
    .select({ eventId: domainEventRuns.eventId })
    .from(domainEventRuns)
    .where(and(eq(domainEventRuns.eventId, eventId), eq(domainEventRuns.processor, processor)));
  return Boolean(row);
}

export async function markProcessorRan(db: Executor, eventId: number, processor: string, now: Date): Promise<void> {
  await db.insert(domainEventRuns).values({ eventId, processor, finishedAt: now }).onConflictDoNothing();
}

/**
 * Takes the run of `processor` for `eventId` inside the processor's own transaction: true for the
 * first taker, false when a run already committed (a concurrent one waits for it on the key). A
 * processor whose writes cannot all be upserts (a fan-out that also records deliveries) marks its
 * run with them, so a crash before the runner's marker cannot run it twice.
 */
export async function claimProcessorRun(db: Executor, eventId: number, processor: string, now: Date): Promise<boolean> {
  const rows = await db.insert(domainEventRuns).values({ eventId, processor, finishedAt: now }).onConflictDoNothing().returning({ eventId: domainEventRuns.eventId });
  return rows.length > 0;
}

/** Deletes events dispatched before `before` (and their run markers). */
export async function pruneDispatchedEvents(db: Executor, before: Date): Promise<number> {
  const rows = await db.delete(domainEvents).where(lt(domainEvents.dispatchedAt, before)).returning({ id: domainEvents.id });
  return rows.length;
}
