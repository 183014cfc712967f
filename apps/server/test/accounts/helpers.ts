import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { User } from "@dizilog/shared/api";
import { SmtpMailer } from "../../src/mail/mailer.js";
import { createTestApp, type TestContext } from "../harness.js";
import { type SmtpTestServer, startSmtp } from "../smtp.js";

export const PASSWORD = "correct-horse-7";
export const SESSION_COOKIE = "dz_session";
/** The double-submit value every test client sends as both the XSRF-TOKEN cookie and X-XSRF-TOKEN. */
export const XSRF = "test-xsrf-value";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type Res = Awaited<ReturnType<FastifyInstance["inject"]>>;

let ipCounter = 0;
/** A fresh loopback address, so the per-address limits of one test never touch another's. */
export function nextIp(): string {
  ipCounter++;
  return `127.${10 + Math.floor(ipCounter / 62_500)}.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

/** A unique valid username: letters and digits, 11 characters. */
export function uniqueUsername(prefix = "u"): string {
  return `${prefix}${randomBytes(5).toString("hex")}`.slice(0, 15);
}

/** A movable clock for `createTestApp({ now })`: real time plus an offset. */
export class TestClock {
  private offset = 0;
  readonly now = (): Date => new Date(Date.now() + this.offset);
  advance(ms: number): void {
    this.offset += ms;
  }
}

/**
 * A browser-like client: a cookie jar (session, two-factor challenge, XSRF-TOKEN) and one
 * address. Unsafe calls carry X-XSRF-TOKEN unless `xsrf: false`.
 */
export class Client {
  readonly cookies = new Map<string, { value: string; path: string }>();
  constructor(
    readonly app: FastifyInstance,
    readonly ip: string = nextIp(),
    readonly userAgent = "vitest-browser/1.0",
  ) {
    this.cookies.set("XSRF-TOKEN", { value: XSRF, path: "/" });
  }

  /** The raw session token of the jar, if any. */
  get token(): string | undefined {
    return this.cookies.get(SESSION_COOKIE)?.value;
  }

  async request(options: {
    method: Method;
    url: string;
    payload?: unknown;
    headers?: Record<string, string>;
    xsrf?: boolean;
    ip?: string;
  }): Promise<Res> {
    const path = options.url.split("?")[0]!;
    const cookies: Record<string, string> = {};
    for (const [name, cookie] of this.cookies) if (path.startsWith(cookie.path)) cookies[name] = cookie.value;
    const headers: Record<string, string> = { "user-agent": this.userAgent, ...options.headers };
    // The jar's own token, as the web client reads it: the server rotates it at sign-in and sign-out.
    if (options.method !== "GET" && options.xsrf !== false) headers["x-xsrf-token"] = this.cookies.get("XSRF-TOKEN")?.value ?? XSRF;
    const res = await this.app.inject({
      method: options.method,
      url: options.url,
      headers,
      cookies,
      remoteAddress: options.ip ?? this.ip,
      ...(options.payload === undefined ? {} : { payload: options.payload as string }),
    });
    for (const set of res.cookies as { name: string; value: string; path?: string; maxAge?: number; expires?: Date }[]) {
      const cleared = set.value === "" || set.maxAge === 0 || (set.expires !== undefined && set.expires.getTime() <= Date.now());
      if (cleared) this.cookies.delete(set.name);
      else this.cookies.set(set.name, { value: set.value, path: set.path ?? "/" });
    }
    return res;
  }

  get(url: string, headers?: Record<string, string>): Promise<Res> {
    return this.request({ method: "GET", url, ...(headers ? { headers } : {}) });
  }

  post(url: string, payload?: unknown): Promise<Res> {
    return this.request({ method: "POST", url, payload: payload ?? {} });
  }

  delete(url: string, payload?: unknown): Promise<Res> {
    return this.request({ method: "DELETE", url, ...(payload === undefined ? {} : { payload }) });
  }

  /** A copy of this jar with another session token (an old cookie kept by an attacker, another tab …). */
  withToken(token: string | undefined): Client {
    const other = new Client(this.app, this.ip, this.userAgent);
    if (token) other.cookies.set(SESSION_COOKIE, { value: token, path: "/" });
    return other;
  }
}

/** The app on a fresh database, sending its mail to a real SMTP server. */
export interface AccountsEnv {
  ctx: TestContext;
  app: FastifyInstance;
  smtp: SmtpTestServer;
  close(): Promise<void>;
}

export async function startAccountsApp(options: { now?: () => Date; env?: Record<string, string> } = {}): Promise<AccountsEnv> {
  const smtp = await startSmtp();
  const ctx = await createTestApp({
    mailer: new SmtpMailer(smtp.url, "Dizilog <no-reply@localhost>"),
    // Mail leaves through the event outbox and the real mail processor, as in production.
    jobs: true,
    ...(options.now ? { now: options.now } : {}),
    ...(options.env ? { env: options.env } : {}),
  });
  return {
    ctx,
    app: ctx.app,
    smtp,
    close: async () => {
      await ctx.close();
      await smtp.close();
    },
  };
}

export interface Account {
  user: User;
  client: Client;
  username: string;
  email: string;
  password: string;
}

export interface RegisterBody {
  name?: string;
  username?: string;
  email?: string;
  password?: string;
  password_confirmation?: string;
  country?: string;
  birthday?: string;
  locale?: string;
}

/** A valid registration body with a unique username and email; `overrides` replace fields. */
export function registrationBody(overrides: RegisterBody = {}): Required<Omit<RegisterBody, "birthday" | "locale">> & RegisterBody {
  const username = overrides.username ?? uniqueUsername();
  return {
    name: "Deniz Yılmaz",
    username,
    email: `${username.toLowerCase()}@example.com`,
    password: PASSWORD,
    password_confirmation: overrides.password ?? PASSWORD,
    country: "TR",
    ...overrides,
  };
}

/** Registers through the API from a fresh client (and address); throws unless it answers 201. */
export async function register(env: Pick<AccountsEnv, "app">, overrides: RegisterBody = {}, client = new Client(env.app)): Promise<Account> {
  const body = registrationBody(overrides);
  const res = await client.post("/api/auth/register", body);
  if (res.statusCode !== 201) throw new Error(`register answered ${res.statusCode}: ${res.body}`);
  return { user: res.json().data, client, username: body.username, email: body.email.toLowerCase(), password: body.password };
}

/** The 6-digit code of a mail's text (the subject carries it first). */
export function codeOf(mailText: string): string {
  const code = /\b(\d{6})\b/.exec(mailText)?.[1];
  if (!code) throw new Error(`no 6-digit code in mail:\n${mailText}`);
  return code;
}

/** The next verification code mailed to `email`. */
export async function mailedCode(env: Pick<AccountsEnv, "smtp">, email: string): Promise<string> {
  return codeOf(await env.smtp.waitForMail(email));
}

/** The token and email of the reset link in a mail's text. */
export function resetLinkOf(mailText: string): { url: string; token: string; email: string } {
  const match = /(https?:\/\/\S+\/reset-password\?token=([^&\s"]+)&email=([^\s"&<]+))/.exec(mailText);
  if (!match) throw new Error(`no reset link in mail:\n${mailText}`);
  return { url: match[1]!, token: decodeURIComponent(match[2]!), email: decodeURIComponent(match[3]!) };
}

/** Reads the account's code from its mail and verifies it; throws unless it answers 200. */
export async function verify(env: Pick<AccountsEnv, "smtp">, account: Account): Promise<User> {
  const code = await mailedCode(env, account.email);
  const res = await account.client.post("/api/auth/email/verify", { code });
  if (res.statusCode !== 200) throw new Error(`verify answered ${res.statusCode}: ${res.body}`);
  return res.json().data;
}

/** A registered account whose email is verified, signed in on its client. */
export async function makeVerifiedUser(env: Pick<AccountsEnv, "app" | "smtp">, overrides: RegisterBody = {}): Promise<Account> {
  const account = await register(env, overrides);
  const user = await verify(env, account);
  return { ...account, user };
}

/** Signs in from a fresh client (or the given one); answers the response and the client. */
export async function login(
  env: Pick<AccountsEnv, "app">,
  credentials: { login: string; password: string; remember?: boolean },
  client = new Client(env.app),
): Promise<{ res: Res; client: Client }> {
  const res = await client.post("/api/auth/login", credentials);
  return { res, client };
}

/** A multipart/form-data body built by the platform's FormData: the bytes and the content type. */
export async function multipart(fields: Record<string, string | { bytes: Buffer; filename: string; type: string }>): Promise<{
  payload: Buffer;
  headers: Record<string, string>;
}> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.filename);
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { "content-type": response.headers.get("content-type")! },
  };
}

/** The session cookie of a response, as set. */
export function sessionCookie(res: Res) {
  return (res.cookies as { name: string; value: string; maxAge?: number; expires?: Date; httpOnly?: boolean; sameSite?: string; secure?: boolean; path?: string }[]).find(
    (c) => c.name === SESSION_COOKIE,
  );
}
