import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type Cache, RedisCache } from "../lib/cache.js";
import { viewerOf } from "../lib/viewer.js";
import { SESSION_COOKIE } from "./security.js";

/**
 * A shared cache of the answers visitors (no session) get from the catalog reads: explore, search
 * and the show page. See docs/decisions/0019-visitor-response-cache.md.
 *
 * - The routes are listed here (CACHED_ROUTES) or opt in with `config: { visitorCache: true }`;
 *   only GET requests without a session
 *   cookie or Bearer token are served from it or stored in it, and only 200 answers are stored.
 * - The key is the URL (path and query as sent) + the language and time zone the answer is
 *   written for (the same resolution as the presenters: `?lang=`, Accept-Language, X-Time-Zone).
 * - Entries live `ttlSeconds` (short) and carry the "generation" current when they were made; a
 *   successful write by a signed-in user (any POST, PUT, PATCH or DELETE answered 2xx) starts a
 *   new generation, so counts a visitor sees (trackers, votes, rating, likes) follow ratings,
 *   tracks and likes at once.
 * - The store is the app's cache: in process, or Redis when REDIS_URL is set (shared by
 *   instances, generation included).
 */
declare module "fastify" {
  interface FastifyContextConfig {
    /** Answers to visitors may be served from the shared visitor cache (catalog reads only). */
    visitorCache?: boolean;
  }
  interface FastifyRequest {
    visitorCacheKey?: { key: string; generation: string } | undefined;
  }
}

const GENERATION_KEY = "visitor:generation";
const ENTRY_PREFIX = "visitor:answer:";

interface Entry {
  generation: string;
  body: string;
}

/** The catalog reads whose answer to a visitor depends only on the URL, language and time zone. */
const CACHED_ROUTES = new Set([
  "/api/filter/shows",
  "/api/v1/shows",
  "/api/v1/popular",
  "/api/search/tv",
  "/api/shows/:id",
  "/api/seasons/:id/episodes",
  "/api/show/:id/episodes/latest",
  "/api/news",
  "/api/news/:slug",
]);

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** A visitor's request: no session cookie and no Bearer token (a stale cookie is not a visitor). */
function isVisitor(request: FastifyRequest): boolean {
  return request.cookies[SESSION_COOKIE] === undefined && !request.headers.authorization;
}

export interface VisitorCache {
  /** Starts a new generation: every stored answer is stale. */
  invalidate(): Promise<void>;
  /**
   * A stored answer of another kind (a server-drawn page, http/page-render.ts) under the same
   * generation rule: `body` when current, and the generation to store a fresh one under.
   */
  lookup(key: string): Promise<{ body?: string | undefined; generation: string }>;
  store(key: string, generation: string, body: string): Promise<void>;
}

/**
 * Registers the hooks (before compression, so that the stored body is the JSON text). A TTL of 0
 * turns the cache off (the default in tests, which enable it where they test it).
 */
export function registerVisitorCache(app: FastifyInstance, shared: Cache, ttlSeconds: number, now: () => Date): VisitorCache {
  // In process, answers get their own store bounded in bytes (a crawler walking every explore
  // filter must not fill the memory, nor evict the app's other cached values); Redis bounds itself.
  const redis = shared instanceof RedisCache;
  const cache: Cache = redis ? shared : new BoundedAnswerStore(MAX_BYTES);
  // The generation: in Redis beside the answers (shared by instances), or in this process — never
  // in the bounded store, whose evictions must not bring an old generation back.
  let local = "0";
  const generation = async () => (redis ? ((await shared.get<string>(GENERATION_KEY)) ?? "0") : local);
  const invalidate = async () => {
    const next = randomUUID();
    // Outlives every entry it invalidates; a missing generation reads "0", which no bump writes.
    if (redis) await shared.set(GENERATION_KEY, next, Math.max(ttlSeconds * 4, 3600));
    else local = next;
  };
  const lookup = async (key: string) => {
    if (ttlSeconds <= 0) return { generation: "0" };
    const [current, entry] = await Promise.all([generation(), cache.get<Entry>(`${ENTRY_PREFIX}${key}`)]);
    return { body: entry && entry.generation === current ? entry.body : undefined, generation: current };
  };
  const store = async (key: string, entryGeneration: string, body: string) => {
    if (ttlSeconds > 0) await cache.set(`${ENTRY_PREFIX}${key}`, { generation: entryGeneration, body } satisfies Entry, ttlSeconds);
  };
  if (ttlSeconds <= 0) return { invalidate, lookup, store };

  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.includes("GET") && CACHED_ROUTES.has(route.url)) route.config = { ...route.config, visitorCache: true };
  });

  app.addHook("preHandler", async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== "GET" || !request.routeOptions.config.visitorCache || !isVisitor(request)) return;
    const viewer = viewerOf(request, now());
    const key = `${ENTRY_PREFIX}${request.url}\u0000${viewer.locale}\u0000${viewer.timeZone}`;
    const [current, entry] = await Promise.all([generation(), cache.get<Entry>(key)]);
    if (entry && entry.generation === current) {
      reply.header("content-type", "application/json; charset=utf-8").header("x-visitor-cache", "hit");
      return reply.send(entry.body);
    }
    request.visitorCacheKey = { key, generation: current };
    reply.header("x-visitor-cache", "miss");
  });

  app.addHook("onSend", async (request, reply, payload) => {
    // Before the answer leaves, so that the writer's next read (or anyone's) already misses.
    if (UNSAFE.has(request.method) && request.auth && reply.statusCode < 300) await invalidate();
    const pending = request.visitorCacheKey;
    if (pending && reply.statusCode === 200 && typeof payload === "string") {
      request.visitorCacheKey = undefined;
      await cache.set(pending.key, { generation: pending.generation, body: payload } satisfies Entry, ttlSeconds);
    }
    return payload;
  });

  return { invalidate, lookup, store };
}

/** In-process answers: at most this many bytes of JSON text (oldest entries leave first). */
const MAX_BYTES = 64 * 1024 * 1024;

/** A small in-process store of visitors' answers, bounded by the size of what it holds. */
export class BoundedAnswerStore implements Cache {
  private readonly entries = new Map<string, { value: unknown; bytes: number; expiresAt: number }>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}

  async get<T>(key: string): Promise<T | undefined> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      await this.delete(key);
      return undefined;
    }
    return entry.value as T;
  }

  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    await this.delete(key);
    // Entries are { generation, body } objects or a generation string, never changed after this.
    const bytes = key.length + (typeof value === "string" ? value.length : ((value as Partial<Entry>).body?.length ?? 0)) + 64;
    while (this.bytes + bytes > this.maxBytes && this.entries.size) {
      const oldest = this.entries.keys().next().value as string;
      await this.delete(oldest);
    }
    this.entries.set(key, { value, bytes, expiresAt: Date.now() + ttlSeconds * 1000 });
    this.bytes += bytes;
  }

  async delete(key: string): Promise<void> {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
