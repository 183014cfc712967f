import type { AppDeps } from "../../context.js";
import type { DomainEvent, DomainEventType } from "../../events/domain-events.js";

/**
 * Something that happens after an event committed: a mail, a notification, a push, a realtime
 * message, a counter. Each processor runs as its own pg-boss job per event (queue
 * `event.<name>`), retried with backoff on failure, and never twice for one event: the runner
 * skips an event the processor already finished, and the queue holds one job per event.
 * A processor's own writes should be idempotent too (upserts, `on conflict do nothing`): a crash
 * after them and before the run is marked finished runs it again.
 */
export interface EventProcessor<T extends DomainEventType = DomainEventType> {
  /** Stable: it names the queue and the run markers of already-recorded events. */
  name: string;
  /** The event types it subscribes to. */
  events: readonly T[];
  handle(deps: AppDeps, event: DomainEvent<T>): Promise<void>;
}

/** Types `handle`'s event by the listed types (a switch over `event.type` is exhaustive). */
export function defineProcessor<T extends DomainEventType>(processor: EventProcessor<T>): EventProcessor {
  return processor as unknown as EventProcessor;
}

/** The pg-boss queue of a processor. */
export function processorQueue(processor: Pick<EventProcessor, "name">): string {
  return `event.${processor.name}`;
}
