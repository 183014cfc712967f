import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@dizilog/shared";
import { NOTIFICATION_MESSAGES, type NotificationStreamEvent } from "@dizilog/shared/api";
import { MemoryHub } from "../../src/realtime/memory-hub.js";
import { SESSION_COOKIE } from "../accounts/helpers.js";
import { createTestApp, type TestContext } from "../harness.js";
import { makeNotifications, recordEvent } from "../notification-factories.js";
import { type MadeUser, makeUser } from "../user-factories.js";
import { CountingHub } from "./counting-hub.js";
import { openSse } from "./sse-client.js";

/** The stream over real HTTP (app.inject waits for an answer's end, which a stream never has). */
let ctx: TestContext;
let hub: CountingHub;
let base: string;
beforeAll(async () => {
  hub = new CountingHub(new MemoryHub());
  ctx = await createTestApp({ jobs: true, realtime: hub, env: { STREAM_HEARTBEAT_SECONDS: "1" } });
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  // Streams still open must not keep the server from closing.
  await ctx?.close();
});

const STREAM = "/api/me/notifications/stream";
const asBrowser = (user: MadeUser, extra: Record<string, string> = {}) => ({ accept: "text/event-stream", cookie: `${SESSION_COOKIE}=${user.token}`, ...extra });
const follow = (follower: MadeUser, followed: MadeUser) =>
  recordEvent(ctx, { type: "follow.created", actorId: follower.id, payload: { followerId: follower.id, followedId: followed.id, status: "accepted" } });

describe("GET /api/me/notifications/stream", () => {
  it("opens with the unread count, then sends each new notification with the new count as it arrives", async () => {
    const [follower, user] = [await makeUser(ctx, { name: "Hande Erçel" }), await makeUser(ctx)];
    await makeNotifications(ctx.database, user.id, 2);
    const stream = await openSse(`${base}${STREAM}`, asBrowser(user));
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
      expect(stream.headers["cache-control"]).toBe("no-cache, no-transform");
      expect(stream.headers["content-security-policy"]).toBeDefined();
      expect(JSON.parse((await stream.next("unread")).data)).toEqual({ unread_count: 2 });

      await follow(follower, user);
      const event = JSON.parse((await stream.next("notification")).data) as NotificationStreamEvent;
      expect(event.unread_count).toBe(3);
      expect(event.notification).toMatchObject({ type: "user_followed", read_at: null, text: "Hande Erçel started following you", actor: { id: follower.id } });
      const [listed] = ((await user.client.get("/api/me/notifications")).json() as { data: unknown[] }).data;
      expect(event.notification).toEqual(listed);
    } finally {
      stream.close();
    }
  });

  it("sends heartbeat comments while nothing happens", async () => {
    const user = await makeUser(ctx);
    const stream = await openSse(`${base}${STREAM}`, asBrowser(user));
    try {
      await stream.next("unread");
      const deadline = Date.now() + 5_000;
      while (!stream.comments.includes("heartbeat")) {
        if (Date.now() > deadline) throw new Error("no heartbeat within 5 s");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      stream.close();
    }
  });

  it("another user's notification never reaches this stream", async () => {
    const [follower, user, other] = [await makeUser(ctx), await makeUser(ctx), await makeUser(ctx)];
    const stream = await openSse(`${base}${STREAM}`, asBrowser(user));
    try {
      await stream.next("unread");
      await follow(follower, other);
      await follow(follower, user);
      const event = JSON.parse((await stream.next("notification")).data) as NotificationStreamEvent;
      await ctx.settle();
      expect(stream.events.filter((e) => e.event === "notification")).toHaveLength(1);
      expect(event.unread_count).toBe(1);
    } finally {
      stream.close();
    }
  });

  it("speaks the reader's language (?lang=, since EventSource sets no headers) and takes a Bearer token", async () => {
    const follower = await makeUser(ctx, { name: "Kıvanç Tatlıtuğ" });
    const user = await makeUser(ctx, { session: "bearer" });
    const stream = await openSse(`${base}${STREAM}?lang=es`, { accept: "text/event-stream", authorization: `Bearer ${user.token}` });
    try {
      expect(stream.status).toBe(200);
      await stream.next("unread");
      await follow(follower, user);
      const event = JSON.parse((await stream.next("notification")).data) as NotificationStreamEvent;
      expect(event.notification.text).toBe("Kıvanç Tatlıtuğ empezó a seguirte");
    } finally {
      stream.close();
    }
  });

  it("stops listening as soon as the client goes away", async () => {
    const user = await makeUser(ctx);
    await hub.waitForActive(0);
    const streams = await Promise.all([1, 2, 3].map(() => openSse(`${base}${STREAM}`, asBrowser(user))));
    await Promise.all(streams.map((s) => s.next("unread")));
    expect(hub.active).toBe(3);
    streams[0]!.close();
    await hub.waitForActive(2);
    for (const stream of streams.slice(1)) stream.close();
    await hub.waitForActive(0);
  });

  it("answers a visitor 401, a client that does not ask for events 406, and too many streams 429", async () => {
    const user = await makeUser(ctx);
    const visitor = await openSse(`${base}${STREAM}`, { accept: "text/event-stream" });
    expect(visitor.status).toBe(401);
    const plain = await openSse(`${base}${STREAM}`, { cookie: `${SESSION_COOKIE}=${user.token}`, accept: "application/json" });
    expect(plain.status).toBe(406);
    const inject = await ctx.app.inject({ method: "GET", url: STREAM, cookies: { [SESSION_COOKIE]: user.token! } });
    expect(inject.json()).toMatchObject({ message: NOTIFICATION_MESSAGES.streamOnly });
    expect((await ctx.app.inject({ method: "GET", url: STREAM, headers: { accept: "text/event-stream" } })).json()).toMatchObject({ message: MESSAGES.loginRequired });

    const streams = await Promise.all(Array.from({ length: 10 }, () => openSse(`${base}${STREAM}`, asBrowser(user))));
    try {
      expect(streams.every((s) => s.status === 200)).toBe(true);
      const extra = await openSse(`${base}${STREAM}`, asBrowser(user));
      expect(extra.status).toBe(429);
      expect(extra.headers["retry-after"]).toBe("60");
    } finally {
      for (const stream of streams) stream.close();
    }
    await hub.waitForActive(0);
  });
});
