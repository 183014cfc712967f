import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction, systemCtx } from "../../src/context.js";
import type { DomainEvent } from "../../src/events/domain-events.js";
import { notifyForEvent } from "../../src/services/notify.service.js";
import { createTestApp, type TestContext } from "../harness.js";
import { makeShow } from "../factories.js";

const TRACKERS = 2000;
let ctx: TestContext;
beforeAll(async () => {
  // No job workers: the fan-out is called as the notification processor calls it, and its
  // 2,000 deliveries wait in the outbox.
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

/** Counts the statements run on the executor while `fn` runs (every `execute`, select, insert …). */
function counting<T extends object>(target: T, counter: { n: number }): T {
  return new Proxy(target, {
    get(obj, prop, receiver) {
      const value = Reflect.get(obj, prop, receiver) as unknown;
      if (typeof value !== "function") return value;
      if (["execute", "select", "insert", "update", "delete"].includes(String(prop))) {
        return (...args: unknown[]) => {
          counter.n++;
          return (value as (...a: unknown[]) => unknown).apply(obj, args);
        };
      }
      return (value as (...a: unknown[]) => unknown).bind(obj);
    },
  });
}

describe("a popular show's episode", () => {
  it(`tells ${TRACKERS} trackers in a handful of set-based statements, once even when the processor runs twice`, async () => {
    const { show } = await makeShow(ctx.database.db, { status: "Running", seasons: [2], title: "Popüler" });
    await ctx.database.db.execute(sql`
      insert into users (name, username, slug, email, email_verified_at, password_hash, country)
      select 'Fan ' || g, 'bulkfan' || g, 'bulkfan' || g, 'bulkfan' || g || '@example.com', now(), 'x', 'TR' from generate_series(1, ${TRACKERS}) g`);
    await ctx.database.db.execute(sql`
      insert into tracked_shows (user_id, show_id) select id, ${show.id} from users where username like 'bulkfan%'`);
    const [row] = (
      (await ctx.database.db.execute(sql`
        insert into domain_events (type, actor_id, payload, created_at)
        values ('episode.aired', null, ${JSON.stringify({ showId: show.id, showTitle: show.title, showSlug: show.slug, episodeId: 1, seasonNumber: 1, number: 2, airsAt: new Date().toISOString(), premiere: false })}::jsonb, now())
        returning id, created_at`)) as unknown as { rows: { id: number; created_at: string }[] }
    ).rows;
    const event = {
      id: Number(row!.id),
      actorId: null,
      createdAt: new Date(row!.created_at),
      type: "episode.aired",
      payload: { showId: show.id, showTitle: show.title, showSlug: show.slug, episodeId: 1, seasonNumber: 1, number: 2, airsAt: new Date().toISOString(), premiere: false },
    } as DomainEvent<"episode.aired">;

    const counter = { n: 0 };
    const reached = await inTransaction(systemCtx(ctx.deps), (tx) => notifyForEvent({ ...tx, db: counting(tx.db, counter) }, event));
    expect(reached).toBe(TRACKERS);
    // One fan-out statement; the deliveries recorded 1,000 a statement; no query per user.
    expect(counter.n).toBeLessThanOrEqual(5);
    const again = await inTransaction(systemCtx(ctx.deps), (tx) => notifyForEvent(tx, event));
    expect(again).toBe(0);

    const { rows } = (await ctx.database.db.execute(sql`
      select count(*)::int as n, count(distinct user_id)::int as users from notifications where kind = 'episode_info' and event_id = ${event.id}`)) as unknown as {
      rows: { n: number; users: number }[];
    };
    expect(rows[0]).toEqual({ n: TRACKERS, users: TRACKERS });
    const { rows: unread } = (await ctx.database.db.execute(sql`
      select count(*)::int as n from users where username like 'bulkfan%' and unread_count = 1`)) as unknown as { rows: { n: number }[] };
    expect(unread[0]!.n).toBe(TRACKERS);
  });
});
