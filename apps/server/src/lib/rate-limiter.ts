import ipaddr from "ipaddr.js";
import type { Redis } from "ioredis";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { AppError } from "../errors.js";

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
  /** Attempts counted in the current window (after this one, for `hit`). */
  count: number;
}

/** One limit: at most `max` attempts per `windowSeconds` for `key`. */
export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters for limits keyed by more than the address (per account, per email …),
 * carried by rate-limiter-flexible: its memory store in process by default, its Redis store when
 * REDIS_URL is set, so several instances share the counts.
 */
export interface RateLimiter {
  /** Counts one attempt; `allowed` is false past `max` in the window. */
  hit(key: string, max: number, windowSeconds: number): Promise<RateLimitResult>;
  /** The count so far, without counting; `allowed` is false once `max` attempts are spent. */
  peek(key: string, max: number, windowSeconds: number): Promise<RateLimitResult>;
  /** Forgets the key's count (a success that ends a run of failures). */
  reset(key: string, max: number, windowSeconds: number): Promise<void>;
}

/** One rate-limiter-flexible limiter per (max, window), made on first use and kept. */
class FlexibleRateLimiter implements RateLimiter {
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  constructor(private readonly make: (points: number, duration: number) => RateLimiterAbstract) {}

  private limiter(max: number, windowSeconds: number): RateLimiterAbstract {
    const id = `${max}/${windowSeconds}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = this.make(max, windowSeconds);
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  async hit(key: string, max: number, windowSeconds: number): Promise<RateLimitResult> {
    try {
      return result(await this.limiter(max, windowSeconds).consume(key), true);
    } catch (rejection) {
      // The library rejects with its result when the points are spent, and with an Error when the store fails.
      if (rejection instanceof RateLimiterRes) return result(rejection, false);
      throw rejection;
    }
  }

  async peek(key: string, max: number, windowSeconds: number): Promise<RateLimitResult> {
    const res = await this.limiter(max, windowSeconds).get(key);
    if (!res) return { allowed: true, retryAfterSeconds: 0, count: 0 };
    return result(res, res.consumedPoints < max);
  }

  async reset(key: string, max: number, windowSeconds: number): Promise<void> {
    await this.limiter(max, windowSeconds).delete(key);
  }
}

function result(res: RateLimiterRes, allowed: boolean): RateLimitResult {
  return { allowed, retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)), count: res.consumedPoints };
}

/** Counts in this process (one instance, or tests). */
export class MemoryRateLimiter extends FlexibleRateLimiter {
  constructor() {
    super((points, duration) => new RateLimiterMemory({ points, duration }));
  }
}

/**
 * Counts in Redis, shared by every instance (keys `dz:limit:<key>`). While Redis is unreachable
 * each instance counts in its own memory instead of failing the request.
 */
export class RedisRateLimiter extends FlexibleRateLimiter {
  constructor(redis: Redis, prefix = "dz:limit") {
    super(
      (points, duration) =>
        new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: prefix,
          points,
          duration,
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory({ keyPrefix: prefix, points, duration }),
        }),
    );
  }
}

/** Counts one attempt against each limit; the first exceeded answers 429 with Retry-After. */
export async function enforceLimits(limiter: RateLimiter, limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    const result = await limiter.hit(limit.key, limit.max, limit.windowSeconds);
    if (!result.allowed) throw new AppError("rate_limited", undefined, undefined, result.retryAfterSeconds);
  }
}

/**
 * The address a limit counts: an IPv4 address as it is (an IPv4-mapped IPv6 address as its IPv4),
 * an IPv6 address by its /64 network, since one subscriber is usually given a whole /64.
 */
export function limitAddress(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address instanceof ipaddr.IPv4) return address.toString();
  return `${address.parts.slice(0, 4).map((part) => part.toString(16)).join(":")}::/64`;
}
