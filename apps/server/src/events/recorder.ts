import type { Executor } from "../db/database.js";

/**
 * A domain event: something that happened, recorded in the same transaction as the change so
 * that its side effects (notifications, push, mail, realtime, counters) run if and only if the
 * change committed. The union of event types and their payload schemas lives in
 * `events/domain-events.ts`.
 */
export interface DomainEventInput {
  type: string;
  actorId: number | null;
  payload: Record<string, unknown>;
}

/** Records events through the executor it was made for (the service's transaction). */
export interface EventRecorder {
  record(event: DomainEventInput): Promise<void>;
}

/** The recorder bound to one executor. SKELETON: the outbox table and dispatcher come next. */
export function createEventRecorder(_db: Executor): EventRecorder {
  return {
    record: async () => {
      throw new Error("the event outbox is not built yet");
    },
  };
}
