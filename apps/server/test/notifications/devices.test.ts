import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import { MESSAGES } from "@dizilog/shared";
import { NOTIFICATION_MESSAGES } from "@dizilog/shared/api";
import { devices } from "../../src/db/schema/index.js";
import { DEVICES_PER_USER } from "../../src/services/device.service.js";
import { Client } from "../accounts/helpers.js";
import { createTestApp, type TestContext } from "../harness.js";
import { makeUser } from "../user-factories.js";
import { startPushEndpoint, type PushEndpoint } from "./push-endpoint.js";

let ctx: TestContext;
let endpoint: PushEndpoint;
beforeAll(async () => {
  endpoint = await startPushEndpoint();
  ctx = await createTestApp({ env: { PUSH_TEST_ORIGINS: endpoint.origin } });
});
afterAll(async () => {
  await ctx?.close();
  await endpoint?.close();
});

const devicesOf = (userId: number) => ctx.database.db.select().from(devices).where(eq(devices.userId, userId));
/** A subscription of a real push service's shape (https), with keys of the right sizes. */
const httpsSubscription = (id: string) => JSON.parse(endpoint.subscribe(`/x/${id}`).token.replace(endpoint.origin, "https://fcm.googleapis.com/fcm/send")) as object;

describe("GET /api/push/key", () => {
  it("answers the VAPID public key to anyone, the same one every time (generated once into DATA_DIR)", async () => {
    const visitor = new Client(ctx.app);
    const first = (await visitor.get("/api/push/key")).json() as { data: { public_key: string } };
    expect(Buffer.from(first.data.public_key, "base64url")).toHaveLength(65);
    expect((await visitor.get("/api/push/key")).json()).toEqual(first);
  });

  it("uses the keys given as settings", async () => {
    const pair = webpush.generateVAPIDKeys();
    const keys = { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey };
    const other = await createTestApp({ env: keys });
    try {
      expect((await new Client(other.app).get("/api/push/key")).json()).toEqual({ data: { public_key: keys.VAPID_PUBLIC_KEY } });
    } finally {
      await other.close();
    }
  });
});

describe("POST /api/me/devices · DELETE /api/me/devices", () => {
  it("registers a browser's subscription; the same token twice keeps one device", async () => {
    const user = await makeUser(ctx);
    const token = JSON.stringify(httpsSubscription("one"));
    const first = await user.client.post("/api/me/devices", { token, platform: "web" });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ data: { id: expect.any(Number), platform: "web", delivery: "web_push" } });
    const again = await user.client.post("/api/me/devices", { token, platform: "web" });
    expect((again.json() as { data: { id: number } }).data.id).toBe((first.json() as { data: { id: number } }).data.id);
    expect(await devicesOf(user.id)).toHaveLength(1);
  });

  it("a token another account registered on this browser moves to the one signed in now", async () => {
    const [before, after] = [await makeUser(ctx), await makeUser(ctx)];
    const token = JSON.stringify(httpsSubscription("shared"));
    await before.client.post("/api/me/devices", { token, platform: "web" });
    await after.client.post("/api/me/devices", { token, platform: "web" });
    expect(await devicesOf(before.id)).toEqual([]);
    expect(await devicesOf(after.id)).toHaveLength(1);
  });

  it("stores store tokens and says they are not delivered", async () => {
    const user = await makeUser(ctx, { session: "bearer" });
    for (const platform of ["ios", "android"]) {
      const res = await user.client.request({ method: "POST", url: "/api/me/devices", payload: { token: `fcm:${platform}-token-0123456789`, platform }, headers: user.headers });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ data: { platform, delivery: "not_configured" } });
    }
    expect(await devicesOf(user.id)).toHaveLength(2);
  });

  it("refuses what is not a push subscription, with the field named", async () => {
    const user = await makeUser(ctx);
    const valid = httpsSubscription("valid") as { endpoint: string; keys: { p256dh: string; auth: string } };
    const bad = [
      "not json",
      "{}",
      JSON.stringify({ ...valid, endpoint: "http://push.example.com/x" }),
      JSON.stringify({ ...valid, endpoint: "https://user:secret@push.example.com/x" }),
      JSON.stringify({ ...valid, endpoint: "javascript:alert(1)" }),
      JSON.stringify({ ...valid, keys: { ...valid.keys, p256dh: "AAAA" } }),
      JSON.stringify({ ...valid, keys: { ...valid.keys, auth: "not base64!" } }),
    ];
    for (const token of bad) {
      const res = await user.client.post("/api/me/devices", { token, platform: "web" });
      expect(res.statusCode, token).toBe(422);
      expect(res.json(), token).toMatchObject({ errors: { token: [NOTIFICATION_MESSAGES.subscriptionInvalid] } });
    }
    expect((await user.client.post("/api/me/devices", { token: "short", platform: "ios" })).json()).toMatchObject({ errors: { token: [NOTIFICATION_MESSAGES.tokenInvalid] } });
    expect((await user.client.post("/api/me/devices", { token: "", platform: "web" })).json()).toMatchObject({ errors: { token: [MESSAGES.requiredField] } });
    expect((await user.client.post("/api/me/devices", { token: "x".repeat(20), platform: "windows" })).statusCode).toBe(422);
    expect((await user.client.post("/api/me/devices", { platform: "web" })).json()).toMatchObject({ errors: { token: [MESSAGES.requiredField] } });
    expect(await devicesOf(user.id)).toEqual([]);
  });

  it("forgets one's own device, 204 also when there is none, and never another user's", async () => {
    const [owner, other] = [await makeUser(ctx), await makeUser(ctx)];
    const token = JSON.stringify(httpsSubscription("mine"));
    await owner.client.post("/api/me/devices", { token, platform: "web" });
    expect((await other.client.delete("/api/me/devices", { token, platform: "web" })).statusCode).toBe(204);
    expect(await devicesOf(owner.id)).toHaveLength(1);
    expect((await owner.client.delete("/api/me/devices", { token, platform: "web" })).statusCode).toBe(204);
    expect(await devicesOf(owner.id)).toEqual([]);
    expect((await owner.client.delete("/api/me/devices", { token, platform: "web" })).statusCode).toBe(204);
  });

  it("keeps a user's latest devices only", async () => {
    const user = await makeUser(ctx);
    for (let i = 0; i < DEVICES_PER_USER + 3; i++) {
      expect((await user.client.post("/api/me/devices", { token: JSON.stringify(httpsSubscription(`many-${i}`)), platform: "web" })).statusCode).toBe(201);
    }
    const kept = await devicesOf(user.id);
    expect(kept).toHaveLength(DEVICES_PER_USER);
    expect(kept.some((d) => d.token.includes("/many-0"))).toBe(false);
    expect(kept.some((d) => d.token.includes(`/many-${DEVICES_PER_USER + 2}`))).toBe(true);
  });

  it("visitors get 401", async () => {
    const visitor = new Client(ctx.app);
    expect((await visitor.post("/api/me/devices", { token: "x", platform: "web" })).statusCode).toBe(401);
    expect((await visitor.delete("/api/me/devices", { token: "x", platform: "web" })).statusCode).toBe(401);
  });
});
