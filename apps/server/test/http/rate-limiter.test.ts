import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { AppError } from "../../src/errors.js";
import { MemoryRateLimiter, type RateLimiter, RedisRateLimiter, enforceLimits } from "../../src/lib/rate-limiter.js";

const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
afterAll(async () => {
  await redis?.quit();
});

const stores: [string, () => RateLimiter][] = [["memory", () => new MemoryRateLimiter()]];
if (redis) stores.push(["redis", () => new RedisRateLimiter(redis, `dz:test:${randomBytes(4).toString("hex")}`)]);

describe.each(stores)("the per-key rate limiter (%s store)", (_name, make) => {
  it("allows max attempts in a window, then refuses with the time left", async () => {
    const limiter = make();
    for (let i = 1; i <= 3; i++) expect(await limiter.hit("k", 3, 60)).toMatchObject({ allowed: true, count: i });
    const refused = await limiter.hit("k", 3, 60);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another key has its own count.
    expect((await limiter.hit("other", 3, 60)).allowed).toBe(true);
  });

  it("peeks without counting, and forgets a key on reset", async () => {
    const limiter = make();
    expect(await limiter.peek("p", 2, 60)).toMatchObject({ allowed: true, count: 0 });
    await limiter.hit("p", 2, 60);
    expect(await limiter.peek("p", 2, 60)).toMatchObject({ allowed: true, count: 1 });
    await limiter.hit("p", 2, 60);
    expect(await limiter.peek("p", 2, 60)).toMatchObject({ allowed: false, count: 2 });
    await limiter.reset("p", 2, 60);
    expect(await limiter.peek("p", 2, 60)).toMatchObject({ allowed: true, count: 0 });
  });

  it("starts a new window when the old one ends", async () => {
    const limiter = make();
    expect((await limiter.hit("w", 1, 1)).allowed).toBe(true);
    expect((await limiter.hit("w", 1, 1)).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await limiter.hit("w", 1, 1)).allowed).toBe(true);
  });

  it("answers 429 with Retry-After through enforceLimits", async () => {
    const limiter = make();
    const limits = [{ key: "e", max: 1, windowSeconds: 120 }];
    await enforceLimits(limiter, limits);
    const error = await enforceLimits(limiter, limits).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ retryAfterSeconds: expect.any(Number) });
  });
});

describe.skipIf(!redis)("the Redis store", () => {
  it("shares counts between instances (several app processes)", async () => {
    const prefix = `dz:test:${randomBytes(4).toString("hex")}`;
    const a = new RedisRateLimiter(redis!, prefix);
    const b = new RedisRateLimiter(redis!, prefix);
    await a.hit("shared", 2, 60);
    await b.hit("shared", 2, 60);
    expect((await a.hit("shared", 2, 60)).allowed).toBe(false);
    expect(await redis!.get(`${prefix}:shared`)).toBe("3");
  });
});
