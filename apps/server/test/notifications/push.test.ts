import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devices, notifications } from "../../src/db/schema/index.js";
import { createTestApp, type TestContext } from "../harness.js";
import { recordEvent, setSetting } from "../notification-factories.js";
import { type MadeUser, makeUser } from "../user-factories.js";
import { makePost } from "../wall/social-helpers.js";
import { type PushEndpoint, startPushEndpoint, verifyVapid } from "./push-endpoint.js";

/**
 * Web push end to end: a device registered through the API, a follow recorded as the follows slice
 * records it, and the real processors (notification → push) sending to a local push service, which
 * checks the VAPID signature and decrypts the message with the keys the test made for the "browser".
 */
let ctx: TestContext;
let endpoint: PushEndpoint;
beforeAll(async () => {
  endpoint = await startPushEndpoint();
  ctx = await createTestApp({ jobs: true, env: { PUSH_TEST_ORIGINS: endpoint.origin } });
});
afterAll(async () => {
  await ctx?.close();
  await endpoint?.close();
});

async function follow(follower: MadeUser, followed: MadeUser): Promise<void> {
  await recordEvent(ctx, { type: "follow.created", actorId: follower.id, payload: { followerId: follower.id, followedId: followed.id, status: "accepted" } });
}

async function register(user: MadeUser, token: string): Promise<void> {
  const res = await user.client.post("/api/me/devices", { token, platform: "web" });
  expect(res.statusCode, res.body).toBe(201);
}

const devicesOf = (userId: number) => ctx.database.db.select().from(devices).where(eq(devices.userId, userId));

describe("web push", () => {
  it("sends each new notification to the user's browser: VAPID-signed, aes128gcm-encrypted, in the user's language", async () => {
    const [follower, user] = [await makeUser(ctx, { name: "Kerem Yıldız" }), await makeUser(ctx, { locale: "tr" })];
    const browser = endpoint.subscribe("/push/a1");
    await register(user, browser.token);
    await follow(follower, user);
    const [request] = await endpoint.waitFor("/push/a1");

    expect(request!.headers["content-encoding"]).toBe("aes128gcm");
    expect(request!.headers.ttl).toBe("86400");
    expect(request!.headers.urgency).toBe("normal");
    expect(request!.headers.topic).toMatch(/^n\d+$/);
    const { key, claims } = verifyVapid(request!.headers.authorization, endpoint.origin);
    const publicKey = ((await user.client.get("/api/push/key")).json() as { data: { public_key: string } }).data.public_key;
    expect(key).toBe(publicKey);
    expect(claims.sub).toMatch(/^mailto:|^https:/);

    const message = JSON.parse(browser.decrypt(request!.body)) as Record<string, string>;
    const [notification] = ((await user.client.get("/api/me/notifications")).json() as { data: { id: number }[] }).data;
    expect(message).toEqual({
      title: "Dizilog",
      body: "Kerem Yıldız seni takip etmeye başladı",
      url: `/user/${follower.row.slug}`,
      tag: `notification-${notification!.id}`,
      icon: "/icons/icon-192.png",
    });
    expect(request!.headers.topic).toBe(`n${notification!.id}`);
  });

  it("a grouped notification pushed once is pushed again when a later actor joins it after the interval (its new id starts without deliveries)", async () => {
    const [author, first, second] = [await makeUser(ctx), await makeUser(ctx), await makeUser(ctx)];
    const browser = endpoint.subscribe("/push/grouped");
    await register(author, browser.token);
    const post = await makePost(ctx.database.db, author.id);
    expect((await first.client.post("/api/like-item", { type: "post", id: post.id })).statusCode).toBe(200);
    await endpoint.waitFor("/push/grouped");
    await ctx.settle();
    // The push interval of a grouped notification (decision 0038) has passed.
    await ctx.database.db
      .update(notifications)
      .set({ deliveredAt: sql`${notifications.deliveredAt} - interval '16 minutes'` })
      .where(eq(notifications.userId, author.id));
    expect((await second.client.post("/api/like-item", { type: "post", id: post.id })).statusCode).toBe(200);
    await endpoint.waitFor("/push/grouped", 2);
    await ctx.settle();
    const bodies = endpoint.requests.filter((request) => request.path === "/push/grouped").map((request) => JSON.parse(browser.decrypt(request.body)) as { body: string });
    expect(bodies).toHaveLength(2);
    expect(bodies[1]!.body).toContain(second.row.name);
  });

  it("a push service answering 410 or 404 makes the device forgotten; other devices still get theirs", async () => {
    const [follower, user] = [await makeUser(ctx), await makeUser(ctx)];
    const gone = endpoint.subscribe("/push/gone");
    const missing = endpoint.subscribe("/push/missing");
    const alive = endpoint.subscribe("/push/alive");
    endpoint.status.set("/push/gone", [410]);
    endpoint.status.set("/push/missing", [404]);
    for (const browser of [gone, missing, alive]) await register(user, browser.token);
    expect(await devicesOf(user.id)).toHaveLength(3);
    await follow(follower, user);
    await endpoint.waitFor("/push/alive");
    await ctx.settle();
    const left = await devicesOf(user.id);
    expect(left.map((d) => JSON.parse(d.token).endpoint)).toEqual([alive.endpoint]);
  });

  it("a push service's 5xx is retried and the device kept", async () => {
    const [follower, user] = [await makeUser(ctx), await makeUser(ctx)];
    const browser = endpoint.subscribe("/push/flaky");
    endpoint.status.set("/push/flaky", [503]);
    await register(user, browser.token);
    await follow(follower, user);
    const [failed, retried] = await endpoint.waitFor("/push/flaky", 2, 20_000);
    expect(browser.decrypt(retried!.body)).toBe(browser.decrypt(failed!.body));
    expect(await devicesOf(user.id)).toHaveLength(1);
  });

  it("notify_<kind> off: no push of that kind", async () => {
    const [follower, user, other] = [await makeUser(ctx), await makeUser(ctx), await makeUser(ctx)];
    await setSetting(ctx.database, user.id, "notify_user_followed", false);
    const muted = endpoint.subscribe("/push/muted");
    const control = endpoint.subscribe("/push/control");
    await register(user, muted.token);
    await register(other, control.token);
    await follow(follower, user);
    await follow(follower, other);
    await endpoint.waitFor("/push/control");
    await ctx.settle();
    expect(endpoint.requests.filter((r) => r.path === "/push/muted")).toEqual([]);
  });

  it("a notification read before its push left is not pushed", async () => {
    const [follower, user] = [await makeUser(ctx), await makeUser(ctx)];
    await follow(follower, user);
    await ctx.settle();
    const browser = endpoint.subscribe("/push/late");
    await register(user, browser.token);
    await user.client.post("/api/me/notifications/read");
    // A second event whose notification the user reads at once would race; a processor run on a
    // read notification is checked directly instead.
    const { pushProcessor } = await import("../../src/jobs/processors/push.processor.js");
    const [notification] = ((await user.client.get("/api/me/notifications")).json() as { data: { id: number }[] }).data;
    await pushProcessor.handle(ctx.deps, {
      type: "notification.created",
      id: 0,
      actorId: follower.id,
      createdAt: new Date(),
      payload: { notificationId: notification!.id, userId: user.id, kind: "user_followed", mail: null },
    } as never);
    expect(endpoint.requests.filter((r) => r.path === "/push/late")).toEqual([]);
  });
});
