import { randomBytes } from "node:crypto";
import type { PaidPlanId, User } from "@dizilog/shared/api";
import { hashPassword } from "../src/auth/password.js";
import { createSession, type UserRow } from "../src/auth/session.repository.js";
import type { Database } from "../src/db/database.js";
import { users } from "../src/db/schema/index.js";
import { grantPlan } from "./plans.js";
import { type Account, Client, PASSWORD, SESSION_COOKIE, type AccountsEnv } from "./accounts/helpers.js";
import type { TestContext } from "./harness.js";

export interface MakeUserOptions {
  username?: string;
  name?: string;
  /** Default: `<username>@example.com`. */
  email?: string;
  /** Default: the suite's `PASSWORD` (its argon2 hash is made once per test file). */
  password?: string;
  /** A verified email (default) or not yet. */
  verified?: boolean;
  /** Finished onboarding; sign-up leaves it false, and so does the default. */
  onboarded?: boolean;
  locale?: string;
  country?: string;
  timeZone?: string;
  /** 0 original title first, 1 translated title first. */
  titlePref?: 0 | 1;
  spoilers?: boolean;
  birthday?: string;
  createdAt?: Date;
  /** An active Pro plan (a yearly subscription row), for the gated features (services/entitlements.ts). */
  /** A paid plan, as a webhook would leave it (true: a year plan). */
  pro?: boolean | PaidPlanId;
  /** The session to open: a browser cookie (default), a Bearer token, or none. */
  session?: "cookie" | "bearer" | false;
}

/** What a test needs to act as the user: the API's `User`, a client signed in as them, and the row. */
export interface MadeUser extends Account {
  id: number;
  row: UserRow;
  /** The raw session token (cookie value or Bearer token); undefined with `session: false`. */
  token: string | undefined;
  /** `{ authorization: "Bearer …" }` for a Bearer session; empty otherwise. */
  headers: Record<string, string>;
}

const hashes = new Map<string, Promise<string>>();
/** argon2 is slow on purpose: hash each password once per file. */
function passwordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}

type Env = Pick<AccountsEnv, "app" | "ctx"> | Pick<TestContext, "app" | "database">;
const databaseOf = (env: Env): Database => ("ctx" in env ? env.ctx.database : env.database);

/**
 * Inserts a user straight into the database and opens a session for them: no sign-up request,
 * no mail, no verification round trip. For tests about something else than signing up (those
 * keep `register` / `makeVerifiedUser`, which go through the API).
 */
export async function makeUser(env: Env, options: MakeUserOptions = {}): Promise<MadeUser> {
  const db = databaseOf(env).db;
  const username = options.username ?? `f${randomBytes(6).toString("hex")}`.slice(0, 15);
  const password = options.password ?? PASSWORD;
  const now = new Date();
  const [row] = await db
    .insert(users)
    .values({
      name: options.name ?? "Deniz Yılmaz",
      username,
      slug: username.toLowerCase(),
      email: options.email ?? `${username.toLowerCase()}@example.com`,
      emailVerifiedAt: options.verified === false ? null : now,
      passwordHash: await passwordHash(password),
      country: options.country ?? "TR",
      birthday: options.birthday ?? null,
      locale: options.locale ?? "en",
      isOnboarded: options.onboarded ?? false,
      ...(options.timeZone ? { timeZone: options.timeZone } : {}),
      ...(options.titlePref === undefined ? {} : { titlePref: options.titlePref }),
      ...(options.spoilers === undefined ? {} : { spoilers: options.spoilers }),
      createdAt: options.createdAt ?? now,
    })
    .returning();
  if (options.pro) await grantPlan(db, row!.id, options.pro === true ? "year" : options.pro, now);
  const client = new Client(env.app);
  const kind = options.session ?? "cookie";
  let token: string | undefined;
  const headers: Record<string, string> = {};
  if (kind) {
    ({ token } = await createSession(db, { userId: row!.id, kind, remember: false, userAgent: client.userAgent, ipAddress: client.ip }, now));
    if (kind === "cookie") client.cookies.set(SESSION_COOKIE, { value: token, path: "/" });
    else headers.authorization = `Bearer ${token}`;
  }
  // The API's own view of the user (what sign-up and verification answer), when a session exists.
  const user = kind ? ((await client.get("/api/me", headers)).json() as { data: User }).data : (undefined as unknown as User);
  return { id: row!.id, row: row!, user, client, username, email: row!.email, password, token, headers };
}
