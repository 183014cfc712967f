import type { DomainEventType } from "../../events/domain-events.js";
import { mailProcessor } from "./mail.processor.js";
import { notificationProcessor } from "./notification.processor.js";
import type { EventProcessor } from "./processor.js";
import { pushProcessor } from "./push.processor.js";
import { realtimeProcessor } from "./realtime.processor.js";

/**
 * Every event processor. A new one is a `<name>.processor.ts` beside this file (made with
 * `defineProcessor`, listing the event types it handles) and one line here; the dispatcher
 * creates its queue and worker and routes its events to it.
 */
export const PROCESSORS: readonly EventProcessor[] = [
  mailProcessor,
  notificationProcessor,
  realtimeProcessor,
  pushProcessor,
];

/** The processors subscribed to an event type. */
export function processorsFor(type: string, processors: readonly EventProcessor[] = PROCESSORS): EventProcessor[] {
  return processors.filter((p) => (p.events as readonly string[]).includes(type as DomainEventType));
}
