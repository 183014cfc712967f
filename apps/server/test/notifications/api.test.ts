import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@dizilog/shared";
import type { Notification, User } from "@dizilog/shared/api";
import { notifications } from "../../src/db/schema/index.js";
import { countUnreadRows } from "../../src/repositories/notification.repository.js";
import { Client } from "../accounts/helpers.js";
import { createTestApp, type TestContext } from "../harness.js";
import { makeNotifications } from "../notification-factories.js";
import { type MadeUser, makeUser } from "../user-factories.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

type Page = { data: Notification[]; meta: { cursor: { next: string | null } } };

const page = async (user: MadeUser, query = "") => {
  const res = await user.client.get(`/api/me/notifications${query}`, user.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};
const unreadOf = async (user: MadeUser) => ((await user.client.get("/api/me", user.headers)).json() as { data: User }).data.unread_count;
const idsOf = async (user: MadeUser) =>
  (await ctx.database.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, user.id))).map((r) => r.id).sort((a, b) => b - a);

describe("GET /api/me/notifications", () => {
  it("pages 10 at a time, newest first, with a cursor to the next page and none after the last", async () => {
    const actor = await makeUser(ctx, { name: "Burak Çelik" });
    const user = await makeUser(ctx);
    await makeNotifications(ctx.database, user.id, 23, { actorId: actor.id });
    const all = await idsOf(user);

    const first = await page(user);
    expect(first.data.map((n) => n.id)).toEqual(all.slice(0, 10));
    expect(first.data[0]).toMatchObject({ type: "user_followed", read_at: null, actor: { id: actor.id, name: "Burak Çelik" }, text: "Burak Çelik started following you" });
    const second = await page(user, `?cursor=${first.meta.cursor.next}`);
    expect(second.data.map((n) => n.id)).toEqual(all.slice(10, 20));
    const third = await page(user, `?cursor=${second.meta.cursor.next}`);
    expect(third.data.map((n) => n.id)).toEqual(all.slice(20));
    expect(third.meta.cursor.next).toBeNull();
    expect((await page(user, "?limit=5")).data).toHaveLength(5);
  });

  it("a notification that arrives while the client pages lands before the first page: no repeat, no gap", async () => {
    const user = await makeUser(ctx);
    await makeNotifications(ctx.database, user.id, 12);
    const first = await page(user);
    await makeNotifications(ctx.database, user.id, 1);
    const second = await page(user, `?cursor=${first.meta.cursor.next}`);
    expect(second.data).toHaveLength(2);
    expect(new Set([...first.data, ...second.data].map((n) => n.id)).size).toBe(12);
  });

  it("an empty list for a new user; a gone actor reads as someone", async () => {
    const user = await makeUser(ctx);
    expect(await page(user)).toEqual({ data: [], meta: { cursor: { next: null } } });
    await makeNotifications(ctx.database, user.id, 1, { actorId: null });
    const [notification] = (await page(user)).data;
    expect(notification).toMatchObject({ actor: null, text: "Someone started following you" });
  });

  it("texts are in the reader's language", async () => {
    const actor = await makeUser(ctx, { name: "Ömer Koç" });
    const user = await makeUser(ctx);
    await makeNotifications(ctx.database, user.id, 1, { actorId: actor.id });
    const text = async (language: string) =>
      ((await user.client.get("/api/me/notifications", { "accept-language": language })).json() as Page).data[0]!.text;
    expect(await text("tr-TR,tr;q=0.9")).toBe("Ömer Koç seni takip etmeye başladı");
    expect(await text("de")).toBe("Ömer Koç folgt dir jetzt");
    expect(await text("pt-BR")).toBe("Ömer Koç começou a seguir você");
    expect(await text("fa")).toBe("\u2068Ömer Koç\u2069 شما را دنبال می‌کند");
  });

  it("refuses visitors, and a bad limit or cursor with the contract's 422", async () => {
    const user = await makeUser(ctx);
    const visitor = new Client(ctx.app);
    expect((await visitor.get("/api/me/notifications")).json()).toMatchObject({ message: MESSAGES.loginRequired });
    for (const query of ["?limit=0", "?limit=51", "?limit=abc", "?cursor=%2F%2F", "?cursor=abc"]) {
      const res = await user.client.get(`/api/me/notifications${query}`);
      expect(res.statusCode, query).toBe(422);
    }
    const forged = Buffer.from(JSON.stringify({ id: 1e300 })).toString("base64url");
    const res = await user.client.get(`/api/me/notifications?cursor=${forged}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: { cursor: ["The cursor is invalid."] } });
  });

  it("answers a Bearer client as it answers the browser", async () => {
    const user = await makeUser(ctx, { session: "bearer" });
    await makeNotifications(ctx.database, user.id, 2);
    expect((await page(user)).data).toHaveLength(2);
  });
});

describe("reading notifications", () => {
  it("marking one read decrements the count; again changes nothing; User.unread_count follows", async () => {
    const user = await makeUser(ctx);
    await makeNotifications(ctx.database, user.id, 3);
    expect(await unreadOf(user)).toBe(3);
    const [newest] = (await page(user)).data;
    const res = await user.client.post(`/api/me/notifications/read/${newest!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { unread_count: 2 } });
    expect((await user.client.post(`/api/me/notifications/read/${newest!.id}`)).json()).toEqual({ data: { unread_count: 2 } });
    expect((await page(user)).data[0]!.read_at).not.toBeNull();
    expect(await unreadOf(user)).toBe(2);
  });

  it("marking all read sets the count to 0 and every notification read", async () => {
    const user = await makeUser(ctx);
    await makeNotifications(ctx.database, user.id, 15, { unread: 12 });
    const res = await user.client.post("/api/me/notifications/read");
    expect(res.json()).toEqual({ data: { unread_count: 0 } });
    expect(await countUnreadRows(ctx.database.db, user.id)).toBe(0);
    expect((await page(user, "?limit=50")).data.every((n) => n.read_at !== null)).toBe(true);
    expect((await user.client.post("/api/me/notifications/read")).json()).toEqual({ data: { unread_count: 0 } });
  });

  it("another user's notification, or none, is 404; a malformed id 422; a visitor 401; a cross-site call 403", async () => {
    const [owner, other] = [await makeUser(ctx), await makeUser(ctx)];
    await makeNotifications(ctx.database, owner.id, 1);
    const [mine] = await idsOf(owner);
    expect((await other.client.post(`/api/me/notifications/read/${mine}`)).statusCode).toBe(404);
    expect((await other.client.post("/api/me/notifications/read/999999999999")).statusCode).toBe(404);
    for (const id of ["abc", "0", "-1", "1e3", "9".repeat(16)]) expect((await other.client.post(`/api/me/notifications/read/${id}`)).statusCode, id).toBe(422);
    expect(await unreadOf(owner)).toBe(1);
    expect((await new Client(ctx.app).post(`/api/me/notifications/read/${mine}`)).statusCode).toBe(401);
    expect((await owner.client.request({ method: "POST", url: "/api/me/notifications/read", payload: {}, xsrf: false })).statusCode).toBe(403);
  });

  it("concurrent reads keep the counter exact", async () => {
    const user = await makeUser(ctx);
    await makeNotifications(ctx.database, user.id, 20);
    const ids = await idsOf(user);
    await Promise.all([
      ...ids.slice(0, 10).map((id) => user.client.post(`/api/me/notifications/read/${id}`)),
      ...ids.slice(5, 15).map((id) => user.client.post(`/api/me/notifications/read/${id}`)),
    ]);
    expect(await unreadOf(user)).toBe(5);
    await Promise.all([user.client.post("/api/me/notifications/read"), user.client.post(`/api/me/notifications/read/${ids[19]}`)]);
    expect(await unreadOf(user)).toBe(0);
    expect(await countUnreadRows(ctx.database.db, user.id)).toBe(0);
  });
});
