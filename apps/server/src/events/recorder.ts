import type { Executor } from "../db/database.js";
import { insertDomainEvents } from "../repositories/domain-event.repository.js";
import { type DomainEventBody, domainEventSchema } from "./domain-events.js";

/**
 * A domain event to record: something that happened, written in the same transaction as the
 * change so that its side effects (notifications, push, mail, realtime, counters) run if and only
 * if the change committed. Only the types of `events/domain-events.ts` are accepted.
 */
export type DomainEventInput = DomainEventBody & { actorId: number | null };

/** Records events through the executor it was made for (the service's transaction). */
export interface EventRecorder {
  record(event: DomainEventInput): Promise<void>;
  /** Records many events in a few statements (a fan-out's thousands of deliveries). */
  recordMany(events: readonly DomainEventInput[]): Promise<void>;
}

/** Rows per insert statement: 3 parameters each, well under PostgreSQL's 65,535. */
const RECORD_CHUNK = 1000;

/**
 * The recorder bound to one executor: `record` inserts into the outbox on that executor, so a
 * rolled-back transaction takes its events with it. The insert's trigger notifies the dispatcher,
 * which PostgreSQL delivers at commit.
 */
export function createEventRecorder(db: Executor): EventRecorder {
  return {
    async record(event) {
      // The payload is checked against its schema here, where a wrong one is the caller's bug.
      const body = domainEventSchema.parse({ type: event.type, payload: event.payload });
      await insertDomainEvents(db, [{ type: body.type, actorId: event.actorId, payload: body.payload }]);
    },
    async recordMany(events) {
      const rows = events.map((event) => {
        const body = domainEventSchema.parse({ type: event.type, payload: event.payload });
        return { type: body.type, actorId: event.actorId, payload: body.payload };
      });
      for (let i = 0; i < rows.length; i += RECORD_CHUNK) await insertDomainEvents(db, rows.slice(i, i + RECORD_CHUNK));
    },
  };
}
