import type { Config } from "./config.js";
import type { Database } from "./db/database.js";
import type { Cache } from "./lib/cache.js";
import type { RateLimiter } from "./lib/rate-limiter.js";
import type { Mailer } from "./mail/mailer.js";
import type { Storage } from "./storage/storage.js";

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
  /** Background jobs (pg-boss); without it, work such as mail is done in the request. */
  queue?: JobQueue | undefined;
}

export interface JobQueue {
  send(name: string, data: object): Promise<unknown>;
}
