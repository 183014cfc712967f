import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devices } from "../../src/db/schema/index.js";
import { createTestApp, type TestContext } from "../harness.js";
import { recordEvent } from "../notification-factories.js";
import { type PushEndpoint, startPushEndpoint } from "../notifications/push-endpoint.js";
import { type MadeUser, makeUser } from "../user-factories.js";

/**
 * One push per device and notification (decision 0033): a device that fails does not make the
 * others get the same notification again when the job retries, and a device whose address is
 * refused (the SSRF guard) is forgotten instead of failing the job.
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

async function followed(follower: MadeUser, followed: MadeUser): Promise<void> {
  await recordEvent(ctx, { type: "follow.created", actorId: follower.id, payload: { followerId: follower.id, followedId: followed.id, status: "accepted" } });
}

async function register(user: MadeUser, token: string): Promise<void> {
  const res = await user.client.post("/api/me/devices", { token, platform: "web" });
  expect(res.statusCode, res.body).toBe(201);
}

/** A subscription of the local push service moved to another endpoint (keys stay valid). */
function elsewhere(token: string, endpointUrl: string): string {
  return JSON.stringify({ ...(JSON.parse(token) as object), endpoint: endpointUrl });
}

const endpointsOf = async (userId: number) =>
  (await ctx.database.db.select({ token: devices.token }).from(devices).where(eq(devices.userId, userId))).map((d) => (JSON.parse(d.token) as { endpoint: string }).endpoint);
const pushesTo = (path: string) => endpoint.requests.filter((r) => r.path === path);

describe("push per device", () => {
  it("a refused address (a name resolving to no public address, a private literal address) is forgotten; the working device gets the push once", async () => {
    const [follower, user] = [await makeUser(ctx), await makeUser(ctx)];
    const working = endpoint.subscribe("/push/working");
    await register(user, elsewhere(endpoint.subscribe("/x").token, "https://localhost:9/push/refused-name"));
    await register(user, elsewhere(endpoint.subscribe("/y").token, "https://10.0.0.7/push/refused-literal"));
    await register(user, working.token);
    await followed(follower, user);
    await endpoint.waitFor("/push/working");
    // The job finished at its first run: nothing is left to retry.
    await ctx.settle();
    expect(pushesTo("/push/working")).toHaveLength(1);
    expect(await endpointsOf(user.id)).toEqual([working.endpoint]);
  });

  it("a device whose push service fails is retried alone: the other device gets the notification once", async () => {
    const [follower, user] = [await makeUser(ctx), await makeUser(ctx)];
    const flaky = endpoint.subscribe("/push/flaky-one");
    const steady = endpoint.subscribe("/push/steady");
    endpoint.status.set("/push/flaky-one", [503, 503]);
    await register(user, flaky.token);
    await register(user, steady.token);
    await followed(follower, user);
    const [, , delivered] = await endpoint.waitFor("/push/flaky-one", 3, 30_000);
    await ctx.settle(10_000);
    expect(pushesTo("/push/steady")).toHaveLength(1);
    expect(pushesTo("/push/flaky-one")).toHaveLength(3);
    expect(flaky.decrypt(delivered!.body)).toBe(steady.decrypt(pushesTo("/push/steady")[0]!.body));
    expect(await endpointsOf(user.id)).toHaveLength(2);
  });
});
