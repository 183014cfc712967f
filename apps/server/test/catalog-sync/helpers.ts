import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Notification } from "@dizilog/shared/api";
import type { Database } from "../../src/db/database.js";
import { trackedShows } from "../../src/db/schema/index.js";
import type { MadeUser } from "../user-factories.js";

/** The user tracks the show (dropped when said), as the tracking slice stores it. */
export async function track(database: Database, userId: number, showId: number, options: { dropped?: boolean } = {}): Promise<void> {
  await database.db.insert(trackedShows).values({ userId, showId, droppedAt: options.dropped ? new Date() : null });
}

/** How many outbox rows of each catalog event type there are. */
export async function catalogEventCounts(database: Database): Promise<Record<string, number>> {
  const { rows } = (await database.db.execute(sql`
    select type, count(*)::int as n from domain_events where type like 'catalog.%' or type = 'episode.aired' group by type order by type`)) as unknown as {
    rows: { type: string; n: number }[];
  };
  return Object.fromEntries(rows.map((r) => [r.type, Number(r.n)]));
}

export async function notificationsOf(user: MadeUser, lang = "en"): Promise<Notification[]> {
  const res = await user.client.get("/api/me/notifications?limit=50", { ...user.headers, "accept-language": lang });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: Notification[] }).data;
}
