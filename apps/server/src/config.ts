import path from "node:path";
import { parseHostList } from "@dizilog/shared/api";
import { z } from "zod";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional(),
  APP_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  /** "true" turns on the development outbox (/dev/mailbox); never honoured when NODE_ENV=production. */
  DEV_MAILBOX: z.string().optional(),
  SCHEDULED_JOBS: z.enum(["on", "off"]).default("on"),
  REDIS_URL: z.string().optional(),
  TVMAZE_URL: z.string().url().default("https://api.tvmaze.com"),
  /** "true" (or a list of proxy addresses) only behind a proxy that sets X-Forwarded-For. */
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  /** Seconds a visitor's catalog answer is kept (http/visitor-cache.ts); 0 turns the cache off. */
  VISITOR_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  /** Comma list: accounts whose verified email is on it are staff (api-contract "Roles"). */
  STAFF_EMAILS: z.string().optional(),
  /** The VAPID key pair of web push (base64url, as web-push makes them); generated into DATA_DIR/vapid.json when unset. */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  /** Who the push services may contact about our pushes: a mailto: or https: URL (default: APP_URL when https, else a mailto: at its host). */
  VAPID_SUBJECT: z.string().optional(),
  /** Comma list of http://host:port origins a push subscription may point at (local test endpoints); ignored when NODE_ENV=production. */
  PUSH_TEST_ORIGINS: z.string().optional(),
  /** Comma list of http://host:port origins link embeds may read although they are not public (local test pages); ignored when NODE_ENV=production. */
  EMBED_TEST_ORIGINS: z.string().optional(),
  /** The GIF picker's provider (GIPHY); without a key GIF search answers 503 and the picker is not shown. */
  GIPHY_API_KEY: z.string().optional(),
  GIPHY_API_URL: z.string().url().default("https://api.giphy.com"),
  /**
   * Payments (api-contract "Pro"): Stripe, through its official client. Without STRIPE_SECRET_KEY no
   * provider is configured (checkout answers 503); without STRIPE_WEBHOOK_SECRET every webhook answers 400.
   */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PRICE_MONTH: z.string().optional(),
  STRIPE_PRICE_YEAR: z.string().optional(),
  STRIPE_PRICE_LIFETIME: z.string().optional(),
  /** Stripe's API base URL without `/v1`; tests point it at a local server that speaks the same protocol. */
  STRIPE_API_URL: z.string().url().default("https://api.stripe.com"),
  /** Seconds between the notification stream's heartbeat comments (proxies close idle connections). */
  STREAM_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(25),
  /** Seconds an account must exist before it may post on the wall (api-contract "The community wall"); tests and small communities lower it. */
  POSTING_MIN_ACCOUNT_AGE: z.coerce.number().int().min(0).max(31_536_000).default(86_400),
  /** Seconds a poll must stay open at least (the longest is 7 days), so that a test can see a poll close. */
  POLL_MIN_DURATION: z.coerce.number().int().min(1).max(604_800).default(86_400),
  /** Comma list of host names whose links (subdomains included) a wall post may not hold. */
  BLOCKED_LINK_HOSTS: z.string().optional(),
  /** Seconds a show suggestion waits before the sweep adds the show (api-contract "Suggestions"; default 48 hours). */
  SUGGESTION_DELAY: z.coerce.number().int().min(0).max(31_536_000).default(172_800),
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  /** Absolute path: the embedded database, uploads and generated keys live here. */
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  smtpUrl: string | undefined;
  /**
   * The development outbox: mail without SMTP_URL kept in the database and readable by anyone at
   * /dev/mailbox. Off unless DEV_MAILBOX=true (`npm run dev` sets it), and never in production;
   * otherwise mail without SMTP_URL goes to the server log.
   */
  devMailbox: boolean;
  /**
   * SCHEDULED_JOBS=off: the named jobs' crons are not scheduled (events are still processed). The
   * browser tests' server sets it, so that what they see does not depend on the hour they run at
   * (the social charts recompute yesterday at 03:00 New York time).
   */
  scheduledJobs: boolean;
  redisUrl: string | undefined;
  tvmazeUrl: string;
  /**
   * TVMAZE_URL when it was set: the daily catalog sync (decision 0048) runs only then; without it
   * the job logs that TVMaze is not configured and does nothing (the import CLI uses `tvmazeUrl`).
   */
  tvmazeSyncUrl: string | undefined;
  logLevel: string;
  /** Fastify's trustProxy: off by default, or anyone could pick their address and dodge rate limits. */
  trustProxy: boolean | string;
  /** Lifetime of the visitors' response cache; 0 (the default in tests) turns it off. */
  visitorCacheSeconds: number;
  /** Lower-cased addresses of STAFF_EMAILS. */
  staffEmails: ReadonlySet<string>;
  /** VAPID keys given as settings (both or neither); otherwise generated once into DATA_DIR. */
  vapid: { publicKey: string; privateKey: string } | undefined;
  vapidSubject: string;
  /** Origins of local push endpoints a subscription may name (never in production). */
  pushTestOrigins: ReadonlySet<string>;
  /** Origins of local pages a link embed may read (never in production). */
  embedTestOrigins: ReadonlySet<string>;
  /** GIPHY_API_KEY; undefined means no GIF provider is configured. */
  giphyApiKey: string | undefined;
  /** GIPHY_API_URL: GIPHY's API by default; tests point it at a local server speaking its protocol. */
  giphyApiUrl: string;
  /** Stripe's settings; undefined when STRIPE_SECRET_KEY is unset (no payment provider). */
  stripe: StripeSettings | undefined;
  /** STRIPE_WEBHOOK_SECRET; undefined: every webhook answers 400. */
  stripeWebhookSecret: string | undefined;
  /** Milliseconds between the notification stream's heartbeats. */
  streamHeartbeatMs: number;
  /** POSTING_MIN_ACCOUNT_AGE: seconds an account must exist before it posts on the wall. */
  postingMinAccountAgeSeconds: number;
  /** POLL_MIN_DURATION: the shortest poll, in seconds (the longest is 7 days). */
  pollMinDurationSeconds: number;
  /** BLOCKED_LINK_HOSTS, lower case: links to these hosts or their subdomains are refused in wall posts. */
  blockedLinkHosts: readonly string[];
  /** SUGGESTION_DELAY: seconds between a show suggestion and the sweep that adds the show. */
  suggestionDelaySeconds: number;
};

export interface StripeSettings {
  secretKey: string;
  /** STRIPE_API_URL, without `/v1`. */
  apiUrl: string;
  /** The price id of each paid plan (STRIPE_PRICE_*); a plan without one cannot be bought. */
  prices: { month: string | undefined; year: string | undefined; lifetime: string | undefined };
}

/** Reads the server settings of api-contract.md ("Server settings") from the environment. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.parse(env);
  return {
    env: parsed.NODE_ENV,
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: path.resolve(parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL || undefined,
    appUrl: parsed.APP_URL ?? `http://localhost:${parsed.PORT}`,
    smtpUrl: parsed.SMTP_URL || undefined,
    scheduledJobs: parsed.SCHEDULED_JOBS === "on",
    devMailbox: parsed.NODE_ENV !== "production" && (parsed.DEV_MAILBOX === "true" || parsed.DEV_MAILBOX === "1"),
    redisUrl: parsed.REDIS_URL || undefined,
    tvmazeUrl: parsed.TVMAZE_URL,
    tvmazeSyncUrl: env.TVMAZE_URL ? parsed.TVMAZE_URL : undefined,
    logLevel: parsed.LOG_LEVEL ?? (parsed.NODE_ENV === "test" ? "silent" : "info"),
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    visitorCacheSeconds: parsed.VISITOR_CACHE_SECONDS ?? (parsed.NODE_ENV === "test" ? 0 : 30),
    giphyApiKey: parsed.GIPHY_API_KEY || undefined,
    giphyApiUrl: parsed.GIPHY_API_URL,
    staffEmails: new Set((parsed.STAFF_EMAILS ?? "").split(",").map((e) => e.trim().toLowerCase()).filter(Boolean)),
    stripe: parsed.STRIPE_SECRET_KEY
      ? {
          secretKey: parsed.STRIPE_SECRET_KEY,
          apiUrl: parsed.STRIPE_API_URL,
          prices: { month: parsed.STRIPE_PRICE_MONTH || undefined, year: parsed.STRIPE_PRICE_YEAR || undefined, lifetime: parsed.STRIPE_PRICE_LIFETIME || undefined },
        }
      : undefined,
    stripeWebhookSecret: parsed.STRIPE_WEBHOOK_SECRET || undefined,
    streamHeartbeatMs: parsed.STREAM_HEARTBEAT_SECONDS * 1000,
    postingMinAccountAgeSeconds: parsed.POSTING_MIN_ACCOUNT_AGE,
    pollMinDurationSeconds: parsed.POLL_MIN_DURATION,
    blockedLinkHosts: parseHostList(parsed.BLOCKED_LINK_HOSTS),
    suggestionDelaySeconds: parsed.SUGGESTION_DELAY,
    vapid: parseVapid(parsed.VAPID_PUBLIC_KEY, parsed.VAPID_PRIVATE_KEY),
    vapidSubject: parsed.VAPID_SUBJECT || defaultVapidSubject(parsed.APP_URL ?? `http://localhost:${parsed.PORT}`),
    pushTestOrigins: testOrigins(parsed.NODE_ENV, parsed.PUSH_TEST_ORIGINS),
    embedTestOrigins: testOrigins(parsed.NODE_ENV, parsed.EMBED_TEST_ORIGINS),
  };
}

/** A comma list of local origins the server may call in tests; always empty in production. */
function testOrigins(env: Config["env"], list: string | undefined): ReadonlySet<string> {
  if (env === "production") return new Set();
  return new Set((list ?? "").split(",").map((o) => o.trim().replace(/\/$/, "")).filter(Boolean));
}

function parseVapid(publicKey: string | undefined, privateKey: string | undefined): Config["vapid"] {
  if (!publicKey && !privateKey) return undefined;
  if (!publicKey || !privateKey) throw new Error("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither.");
  return { publicKey, privateKey };
}

/** Push services want a way to reach the sender: the site itself over https, or a mailbox at its host. */
function defaultVapidSubject(appUrl: string): string {
  const url = new URL(appUrl);
  return url.protocol === "https:" ? url.origin : `mailto:no-reply@${url.hostname}`;
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === "false") return false;
  return value === "true" ? true : value;
}
