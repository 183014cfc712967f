import { sql } from "drizzle-orm";
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The outbox of domain events (`events/domain-events.ts`): a service inserts one row in the same
 * transaction as its change, so an event exists if and only if the change committed. The
 * dispatcher (`jobs/event-dispatcher.ts`) claims undispatched rows and hands them to processors.
 */
export const domainEvents = pgTable(
  "domain_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** A stable name from the event union ("account.email_code_issued" …). */
    type: text("type").notNull(),
    /** The user whose action it was; null for the system. No foreign key: the event outlives its actor. */
    actorId: integer("actor_id"),
    payload: jsonb("payload").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When a dispatcher took the event; a claim older than a minute without `dispatched_at` is taken again. */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    /** When its processor jobs were enqueued. */
    dispatchedAt: timestamp("dispatched_at", { withTimezone: true }),
  },
  (t) => [index("domain_events_pending_idx").on(t.id).where(sql`${t.dispatchedAt} is null`)],
);

/** One row per (event, processor) that finished: a processor never runs twice for one event. */
export const domainEventRuns = pgTable(
  "domain_event_runs",
  {
    eventId: bigint("event_id", { mode: "number" })
      .notNull()
      .references(() => domainEvents.id, { onDelete: "cascade" }),
    processor: text("processor").notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.processor] })],
);
