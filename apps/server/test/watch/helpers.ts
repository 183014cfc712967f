import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { domainEvents, notifications, trackedShows, users } from "../../src/db/schema/index.js";
import type { Db } from "../../src/db/database.js";
import { type DomainEvent, domainEventSchema } from "../../src/events/domain-events.js";
import { notificationProcessor } from "../../src/jobs/processors/notification.processor.js";
import type { TestContext } from "../harness.js";

/** Runs the notification processor over the outbox's events of these types (no job workers, no waits). */
export async function runNotifications(ctx: TestContext, types: string[], afterId = 0): Promise<number> {
  const rows = await ctx.database.db
    .select()
    .from(domainEvents)
    .where(and(inArray(domainEvents.type, types), gt(domainEvents.id, afterId)))
    .orderBy(asc(domainEvents.id));
  for (const row of rows) {
    const body = domainEventSchema.parse({ type: row.type, payload: row.payload });
    await notificationProcessor.handle(ctx.deps, { ...body, id: row.id, actorId: row.actorId, createdAt: row.createdAt } as DomainEvent);
  }
  return rows.length;
}

export async function notificationsOfKind(db: Db, userId: number, kind: string) {
  return db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.kind, kind))).orderBy(asc(notifications.id));
}

export async function track(db: Db, userId: number, showId: number, dropped = false): Promise<void> {
  await db.insert(trackedShows).values({ userId, showId, droppedAt: dropped ? new Date() : null });
}

export async function makeStaff(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ role: "staff" }).where(eq(users.id, userId));
}

/** A clock tests move by hand (deps.now). */
export class TestClock {
  constructor(private at: Date = new Date()) {}
  readonly now = (): Date => new Date(this.at);
  advance(seconds: number): void {
    this.at = new Date(this.at.getTime() + seconds * 1000);
  }
}

/** The outbox's latest event id (events after it are a test's own). */
export async function lastEventId(db: Db): Promise<number> {
  const [row] = await db.select({ id: sql<number>`coalesce(max(${domainEvents.id}), 0)::int` }).from(domainEvents);
  return row?.id ?? 0;
}
