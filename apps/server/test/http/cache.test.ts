import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { type Cache, MemoryCache, RedisCache, remember } from "../../src/lib/cache.js";

const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: false }) : undefined;
afterAll(async () => {
  await redis?.quit();
});

const caches: [string, () => Cache][] = [["memory", () => new MemoryCache()]];
if (redis) caches.push(["redis", () => new RedisCache(redis, `dz:test:${Date.now()}:`)]);

describe.each(caches)("%s cache", (_name, make) => {
  it("computes once and serves the stored copy until it expires", async () => {
    const cache = make();
    let calls = 0;
    const compute = async () => ({ n: ++calls });
    expect(await remember(cache, "k", 60, compute)).toEqual({ n: 1 });
    expect(await remember(cache, "k", 60, compute)).toEqual({ n: 1 });
    await cache.delete("k");
    expect(await remember(cache, "k", 60, compute)).toEqual({ n: 2 });
  });

  it("forgets an entry after its time to live", async () => {
    const cache = make();
    await cache.set("short", "v", 1);
    expect(await cache.get("short")).toBe("v");
    await new Promise((r) => setTimeout(r, 1100));
    expect(await cache.get("short")).toBeUndefined();
  });
});
