import path from "node:path";
import type { Redis } from "ioredis";
import type { Config } from "./config.js";
import type { AppDeps } from "./context.js";
import type { Database } from "./db/database.js";
import { MemoryCache, RedisCache } from "./lib/cache.js";
import { MemoryRateLimiter, RedisRateLimiter } from "./lib/rate-limiter.js";
import { LogMailer, type Mailer, OutboxMailer, SmtpMailer } from "./mail/mailer.js";
import { WebPushSender } from "./push/web-push-sender.js";
import { MemoryHub } from "./realtime/memory-hub.js";
import { RedisHub } from "./realtime/redis-hub.js";
import { HttpLinkPreviewer } from "./integrations/embeds/http-link-previewer.js";
import { GiphyClient } from "./integrations/gifs/giphy.client.js";
import { StripeClient } from "./integrations/payments/stripe.client.js";
import { DiskStorage } from "./storage/storage.js";

/** Builds the dependencies from the settings: Redis-backed when there is Redis, in process otherwise. */
export function buildDeps(config: Config, database: Database, options: { redis?: Redis | undefined; mailer?: Mailer } = {}): AppDeps {
  const { redis } = options;
  const from = `Dizilog <no-reply@${new URL(config.appUrl).hostname}>`;
  const cache = redis ? new RedisCache(redis) : new MemoryCache();
  const storage = new DiskStorage(path.join(config.dataDir, "uploads"));
  return {
    config,
    database,
    cache,
    payments: config.stripe ? new StripeClient(config.stripe) : undefined,
    gifs: config.giphyApiKey ? new GiphyClient(config.giphyApiUrl, config.giphyApiKey, cache) : undefined,
    links: new HttpLinkPreviewer({ testOrigins: config.embedTestOrigins, appUrl: config.appUrl, storage }),
    limiter: redis ? new RedisRateLimiter(redis) : new MemoryRateLimiter(),
    mailer: options.mailer ?? selectMailer(config, database, from),
    storage,
    realtime: redis ? new RedisHub(redis) : new MemoryHub(),
    push: new WebPushSender({ dataDir: config.dataDir, vapid: config.vapid, subject: config.vapidSubject, testOrigins: config.pushTestOrigins }),
    now: () => new Date(),
  };
}

/** SMTP when SMTP_URL is set; else the development outbox when DEV_MAILBOX=true; else the server log. */
function selectMailer(config: Config, database: Database, from: string): Mailer {
  if (config.smtpUrl) return new SmtpMailer(config.smtpUrl, from);
  if (config.devMailbox) return new OutboxMailer(database.db);
  return new LogMailer(config.logLevel);
}
