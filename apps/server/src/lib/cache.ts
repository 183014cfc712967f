import type { Redis } from "ioredis";

/** A small JSON cache: in process by default, Redis when REDIS_URL is set (shared by instances). */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
}

/** Returns the cached value of `key`, computing and storing it when missing. */
export async function remember<T>(cache: Cache, key: string, ttlSeconds: number, compute: () => Promise<T>): Promise<T> {
  const hit = await cache.get<T>(key);
  if (hit !== undefined) return hit;
  const value = await compute();
  await cache.set(key, value, ttlSeconds);
  return value;
}

export class MemoryCache implements Cache {
  private readonly entries = new Map<string, { value: string; expiresAt: number }>();
  constructor(private readonly maxEntries = 5000) {}

  async get<T>(key: string): Promise<T | undefined> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return JSON.parse(entry.value) as T;
  }

  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    // Stored as JSON so that callers can never mutate a cached object by accident.
    this.entries.set(key, { value: JSON.stringify(value), expiresAt: Date.now() + ttlSeconds * 1000 });
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }
}

export class RedisCache implements Cache {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = "dz:cache:",
  ) {}

  async get<T>(key: string): Promise<T | undefined> {
    const raw = await this.redis.get(this.prefix + key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  }

  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    await this.redis.set(this.prefix + key, JSON.stringify(value), "EX", ttlSeconds);
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
