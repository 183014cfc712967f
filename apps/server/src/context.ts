import type { Config } from "./config.js";
import type { Database } from "./db/database.js";
import type { Cache } from "./lib/cache.js";

/** What every service needs, built once at start and handed down (no module-level singletons). */
export interface AppDeps {
  config: Config;
  database: Database;
  cache: Cache;
  /** The clock; tests pin it. */
  now: () => Date;
}
