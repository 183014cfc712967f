import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { NotificationStreamEvent } from "@dizilog/shared/api";
import { buildApp } from "../../src/app.js";
import { loadConfig } from "../../src/config.js";
import { buildDeps } from "../../src/deps.js";
import type { RealtimeHub, RealtimeMessage } from "../../src/realtime/hub.js";
import { MemoryHub } from "../../src/realtime/memory-hub.js";
import { RedisHub } from "../../src/realtime/redis-hub.js";
import { SESSION_COOKIE } from "../accounts/helpers.js";
import { makeShow } from "../factories.js";
import { createTestApp, type TestContext } from "../harness.js";
import { recordEvent } from "../notification-factories.js";
import { makeUser } from "../user-factories.js";
import { openSse } from "./sse-client.js";

const redisUrl = process.env.TEST_REDIS_URL;
/** Channels of this run only: the Redis server may be shared with other runs. */
const prefix = () => `dz:test:${process.pid}:${randomBytes(4).toString("hex")}:`;

const message = (id: number): RealtimeMessage => ({
  type: "notification",
  unreadCount: id,
  notification: {
    id,
    userId: 1,
    kind: "user_followed",
    subjectType: "user",
    subjectId: 2,
    data: { url: "/user/x", variant: "followed" },
    readAt: null,
    createdAt: new Date(0).toISOString(),
    actorId: null,
    actorName: null,
    actorUsername: null,
    actorSlug: null,
    actorAvatarKey: null,
    actorRole: null,
    actorPlan: null,
  },
});

const connections: Redis[] = [];
const connect = () => {
  const redis = new Redis(redisUrl!, { lazyConnect: false });
  connections.push(redis);
  return redis;
};
afterAll(async () => {
  await Promise.all(connections.map((r) => r.quit().catch(() => undefined)));
});

const hubs: [string, () => [RealtimeHub, RealtimeHub]][] = [
  [
    "memory",
    () => {
      const hub = new MemoryHub();
      return [hub, hub];
    },
  ],
];
if (redisUrl) {
  hubs.push([
    "redis",
    () => {
      const p = prefix();
      return [new RedisHub(connect(), p), new RedisHub(connect(), p)];
    },
  ]);
}

/** A message waited for, not slept for. */
function collector() {
  const got: RealtimeMessage[] = [];
  let wake: (() => void) | undefined;
  return {
    got,
    listener: (m: RealtimeMessage) => {
      got.push(m);
      wake?.();
    },
    async until(count: number) {
      const deadline = Date.now() + 5_000;
      while (got.length < count) {
        if (Date.now() > deadline) throw new Error(`${got.length} of ${count} messages`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 50);
        });
      }
    },
  };
}

describe.each(hubs)("%s hub", (_name, make) => {
  it("delivers a user's messages to that user's listeners on any instance, and to nobody else", async () => {
    const [publisher, subscriberHub] = make();
    const [mine, also, theirs] = [collector(), collector(), collector()];
    const stopMine = await subscriberHub.subscribe(7, mine.listener);
    const stopAlso = await subscriberHub.subscribe(7, also.listener);
    const stopTheirs = await subscriberHub.subscribe(8, theirs.listener);
    await publisher.publish(7, message(1));
    await mine.until(1);
    await also.until(1);
    expect(mine.got).toEqual([message(1)]);

    // One listener leaves; the other keeps the user's channel.
    await stopMine();
    await publisher.publish(7, message(2));
    await also.until(2);
    await publisher.publish(8, message(3));
    await theirs.until(1);
    expect(mine.got).toHaveLength(1);
    expect(theirs.got).toEqual([message(3)]);
    await Promise.all([stopAlso(), stopTheirs()]);
    await publisher.close();
    await subscriberHub.close();
  });
});

/**
 * Two app instances on one database and one Redis: the worker instance (A) handles an event and
 * publishes; a user connected to the other instance's stream (B) gets the notification. This is how
 * the site grows past one machine.
 */
describe.skipIf(!redisUrl)("two instances on the same database and Redis", () => {
  let a: TestContext;
  let b: FastifyInstance;
  let hubB: RealtimeHub;
  let dataDir: string;
  let base: string;
  beforeAll(async () => {
    const channels = prefix();
    a = await createTestApp({ jobs: true, realtime: new RedisHub(connect(), channels) });
    dataDir = await mkdtemp(path.join(os.tmpdir(), "dizilog-b-"));
    const redisB = connect();
    hubB = new RedisHub(redisB, channels);
    // Instance B serves HTTP only (no workers), on A's database.
    const deps = { ...buildDeps(loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir }), a.database, { redis: redisB }), realtime: hubB };
    b = await buildApp(deps, { serveClient: false, redis: redisB });
    await b.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(b.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await b?.close();
    await hubB?.close();
    await a?.deps.realtime.close();
    await a?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("an event handled by instance A lights the bell of a user connected to instance B", async () => {
    const [follower, user] = [await makeUser(a, { name: "Serenay Sarıkaya" }), await makeUser(a)];
    const stream = await openSse(`${base}/api/me/notifications/stream`, { accept: "text/event-stream", cookie: `${SESSION_COOKIE}=${user.token}` });
    try {
      expect(stream.status).toBe(200);
      await stream.next("unread");
      await recordEvent(a, { type: "follow.created", actorId: follower.id, payload: { followerId: follower.id, followedId: user.id, status: "accepted" } });
      const event = JSON.parse((await stream.next("notification")).data) as NotificationStreamEvent;
      expect(event).toMatchObject({ unread_count: 1, notification: { type: "user_followed", text: "Serenay Sarıkaya started following you" } });
    } finally {
      stream.close();
    }
  });

  it("a comment posted through instance A's API, mentioning a user connected to instance B, lights that user's bell", async () => {
    const [writer, fan] = [await makeUser(a, { name: "Kıvanç Tatlıtuğ" }), await makeUser(a)];
    const { show } = await makeShow(a.database.db, { originalTitle: "Gümüş Deneme" });
    const stream = await openSse(`${base}/api/me/notifications/stream`, { accept: "text/event-stream", cookie: `${SESSION_COOKIE}=${fan.token}` });
    try {
      await stream.next("unread");
      const posted = await writer.client.post("/api/comments/add", { type: "show", id: show.id, content: `Finali izledin mi @${fan.username}?` });
      expect(posted.statusCode).toBe(201);
      const event = JSON.parse((await stream.next("notification")).data) as NotificationStreamEvent;
      expect(event).toMatchObject({ unread_count: 1, notification: { type: "user_mention", text: "Kıvanç Tatlıtuğ mentioned you in a comment on “Gümüş Deneme”" } });
    } finally {
      stream.close();
    }
  });
});
