import type { Redis } from "ioredis";
import { AppError } from "../errors.js";

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters for limits keyed by more than the address (per account, per email …).
 * In process by default; in Redis when REDIS_URL is set, so several instances share the counts.
 */
export interface RateLimiter {
  hit(key: string, max: number, windowSeconds: number): Promise<RateLimitResult>;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  async hit(key: string, max: number, windowSeconds: number): Promise<RateLimitResult> {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size > 100_000) this.windows.clear();
      window = { count: 0, resetAt: now + windowSeconds * 1000 };
      this.windows.set(key, window);
    }
    window.count++;
    return { allowed: window.count <= max, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
  }
}

export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = "dz:limit:",
  ) {}

  async hit(key: string, max: number, windowSeconds: number): Promise<RateLimitResult> {
    const name = this.prefix + key;
    const results = await this.redis.multi().incr(name).expire(name, windowSeconds, "NX").pttl(name).exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    const ttl = Number(results?.[2]?.[1] ?? windowSeconds * 1000);
    return { allowed: count <= max, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
  }
}

/** Counts one attempt against each limit; the first exceeded answers 429 with Retry-After. */
export async function enforceLimits(limiter: RateLimiter, limits: { key: string; max: number; windowSeconds: number }[]): Promise<void> {
  for (const limit of limits) {
    const result = await limiter.hit(limit.key, limit.max, limit.windowSeconds);
    if (!result.allowed) throw new AppError("rate_limited", undefined, undefined, result.retryAfterSeconds);
  }
}
