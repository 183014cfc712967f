import { and, count, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../../src/db/database.js";
import { domainEvents, follows, users } from "../../src/db/schema/index.js";
import type { MadeUser } from "../user-factories.js";

/** Follows through the API and answers the `follow_status`. */
export async function follow(by: MadeUser, target: { id: number }): Promise<string> {
  const res = await by.client.post(`/api/users/${target.id}/follow`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.follow_status;
}

/** A user's two counters as stored. */
export async function countersOf(db: Db, userId: number): Promise<{ followers: number; following: number }> {
  const [row] = await db.select({ followers: users.followersCount, following: users.followingCount }).from(users).where(eq(users.id, userId));
  return row!;
}

/** The counters as the rows say they should be (accepted follows only). */
export async function countedFollows(db: Db, userId: number): Promise<{ followers: number; following: number }> {
  const [followers] = await db.select({ n: count() }).from(follows).where(and(eq(follows.followedId, userId), eq(follows.status, "accepted")));
  const [following] = await db.select({ n: count() }).from(follows).where(and(eq(follows.followerId, userId), eq(follows.status, "accepted")));
  return { followers: followers!.n, following: following!.n };
}

/** The payloads of recorded events of one type. */
export async function eventsOf(db: Db, type: string): Promise<Record<string, unknown>[]> {
  const rows = await db.select({ payload: domainEvents.payload }).from(domainEvents).where(eq(domainEvents.type, type));
  return rows.map((r) => r.payload as Record<string, unknown>);
}

/** Sets the `private_account` setting through the API. */
export async function setPrivate(user: MadeUser, value: boolean): Promise<void> {
  const res = await user.client.post("/api/settings/update", { key: "private_account", value });
  expect(res.statusCode, res.body).toBe(200);
}
