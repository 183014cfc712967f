import { sql } from "drizzle-orm";
import { inTransaction, systemCtx } from "../src/context.js";
import type { Database } from "../src/db/database.js";
import { blocks, follows, userSettings } from "../src/db/schema/index.js";
import type { DomainEventInput } from "../src/events/recorder.js";
import type { TestContext } from "./harness.js";

/** Records a domain event as a producing service would: in a transaction of its own. */
export async function recordEvent(ctx: Pick<TestContext, "deps">, event: DomainEventInput): Promise<void> {
  await inTransaction(systemCtx(ctx.deps), (tx) => tx.events.record(event));
}

/** `follower` follows `followed` (accepted unless said otherwise), as the follows slice stores it. */
export async function makeFollow(database: Database, followerId: number, followedId: number, status: "accepted" | "pending" = "accepted"): Promise<void> {
  await database.db.insert(follows).values({ followerId, followedId, status, acceptedAt: status === "accepted" ? new Date() : null });
}

export async function makeBlock(database: Database, blockerId: number, blockedId: number): Promise<void> {
  await database.db.insert(blocks).values({ blockerId, blockedId });
}

/** Stores one of the user's settings (`notify_<kind>`, `email_<kind>` …) as the settings call does. */
export async function setSetting(database: Database, userId: number, key: string, value: unknown): Promise<void> {
  await database.db
    .insert(userSettings)
    .values({ userId, key, value })
    .onConflictDoUpdate({ target: [userSettings.userId, userSettings.key], set: { value } });
}

/**
 * `count` notifications for a user in one statement (newest has the highest id), `unread` of them
 * unread (the newest ones), with the counter cache moved to match: pages and benchmarks need many.
 */
export async function makeNotifications(
  database: Database,
  userId: number,
  count: number,
  options: { actorId?: number | null; unread?: number } = {},
): Promise<void> {
  const unread = options.unread ?? count;
  const actorId = options.actorId ?? null;
  await database.db.execute(sql`
    insert into notifications (user_id, kind, actor_id, subject_type, subject_id, data, read_at, created_at)
    select ${userId}, 'user_followed', ${actorId}::int, 'user', coalesce(${actorId}::int, 1),
           jsonb_build_object('url', '/user/someone', 'variant', 'followed'),
           case when g <= ${count - unread} then now() end,
           now() - make_interval(secs => ${count} - g)
      from generate_series(1, ${count}) g`);
  await database.db.execute(sql`update users set unread_count = unread_count + ${unread} where id = ${userId}`);
}
