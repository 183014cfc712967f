import type { FastifyRequest } from "fastify";
import type { UserRow } from "./auth/session.repository.js";
import type { Config } from "./config.js";
import type { Database, Executor } from "./db/database.js";
import { withRetryingTransaction } from "./db/transaction.js";
import type { Relation } from "./domain/relation.js";
import { AppError } from "./errors.js";
import type { LinkPreviewer } from "./integrations/embeds/link-previewer.js";
import type { GifProvider } from "./integrations/gifs/gif-provider.js";
import type { PaymentProvider } from "./integrations/payments/payment-provider.js";
import { type EventRecorder, createEventRecorder } from "./events/recorder.js";
import type { Cache } from "./lib/cache.js";
import type { RateLimiter } from "./lib/rate-limiter.js";
import type { Mailer } from "./mail/mailer.js";
import type { PushSender } from "./push/push-sender.js";
import type { RealtimeHub } from "./realtime/hub.js";
import type { Storage } from "./storage/storage.js";
import { type Viewer, viewerOf } from "./lib/viewer.js";

/** What every service needs, built once at start and handed down (no module-level singletons). */
export interface AppDeps {
  config: Config;
  database: Database;
  cache: Cache;
  /** The clock; tests pin it. */
  now: () => Date;
  mailer: Mailer;
  /** Counters for the limits keyed by account or email (sign-in, sign-up, reset …). */
  limiter: RateLimiter;
  /** Uploaded files (avatars): the data dir by default; an S3-compatible store can replace it. */
  storage: Storage;
  /** Messages to users' open streams (the bell): in process, or Redis pub/sub across instances. */
  realtime: RealtimeHub;
  /** Web push (VAPID keys from the settings or DATA_DIR). */
  push: PushSender;
  /** Reads a link's page for a post's embed, behind the SSRF guard (decision 26). */
  links: LinkPreviewer;
  /** The GIF picker's provider; undefined when none is configured (GIPHY_API_KEY unset). */
  gifs?: GifProvider | undefined;
  /** The payment provider (Stripe); undefined when none is configured (STRIPE_SECRET_KEY unset). */
  payments?: PaymentProvider | undefined;
  /** Background jobs (pg-boss); without it, work such as mail is done in the request. */
  queue?: JobQueue | undefined;
}

export interface JobQueue {
  send(name: string, data: object): Promise<unknown>;
}

/**
 * The one context every service takes as its first argument: the executor its statements run on
 * (the database, or the open transaction), who acts, the request's clock and viewer, the event
 * recorder bound to that same executor, and the app's dependencies (mail, storage, limits …).
 */
export interface Ctx {
  db: Executor;
  /** The signed-in user; undefined for a visitor or a system task. */
  actor: UserRow | undefined;
  /** One clock reading per request: every write of one action carries the same instant. */
  now: Date;
  viewer: Viewer;
  events: EventRecorder;
  deps: AppDeps;
  /**
   * The actor's relationships (blocks both ways) to other users, loaded once per request for every
   * user id a policy asks about (`policies/actor.ts`) and shared with the transaction's ctx.
   */
  relations: Map<number, Relation>;
  /** The actor's moderated shows, loaded once per request by the first policy that needs them. */
  roles: { moderatedShows?: Set<number> };
}

/**
 * The context of a request: its signed-in user, its viewer (language, time zone) and one clock
 * reading. `userTimeZone`: a signed-in viewer sees days in their own time zone (tracker, calendar).
 */
export function ctxOf(request: FastifyRequest, deps: AppDeps, options: { userTimeZone?: boolean } = {}): Ctx {
  const now = deps.now();
  const db = deps.database.db;
  const actor = request.auth?.user ?? undefined;
  const base = viewerOf(request, now);
  const viewer = options.userTimeZone && actor ? { ...base, timeZone: actor.timeZone } : base;
  return { db, actor, now, viewer, events: createEventRecorder(db), deps, relations: new Map(), roles: {} };
}

/** A context outside a request (jobs, imports, seeds): no viewer headers, default language and zone. */
export function systemCtx(deps: AppDeps, actor?: UserRow): Ctx {
  const now = deps.now();
  const db = deps.database.db;
  const viewer: Viewer = { locale: "en", contentLanguage: "en", timeZone: actor?.timeZone ?? "Europe/Istanbul", now };
  return { db, actor, now, viewer, events: createEventRecorder(db), deps, relations: new Map(), roles: {} };
}

/**
 * Runs `fn` in a transaction: the one place services open one. Inside, `ctx.db` is the
 * transaction and `ctx.events` records into it, so events commit or roll back with the change.
 * A deadlock or serialization failure runs the whole transaction again (`withRetryingTransaction`),
 * so `fn` must write only through its ctx. Nested calls become savepoints (and do not retry).
 */
export function inTransaction<T>(ctx: Ctx, fn: (tx: Ctx) => Promise<T>): Promise<T> {
  return withRetryingTransaction(ctx.db, (tx) => fn({ ...ctx, db: tx, events: createEventRecorder(tx) }));
}

/** The signed-in actor; a route answers 401 before it calls a service that needs one. */
export function requireActor(ctx: Pick<Ctx, "actor">): UserRow {
  if (!ctx.actor) throw new AppError("unauthenticated");
  return ctx.actor;
}
