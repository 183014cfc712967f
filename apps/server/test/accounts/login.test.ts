import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, MESSAGES } from "@dizilog/shared";
import {
  type Account,
  type AccountsEnv,
  Client,
  PASSWORD,
  SESSION_COOKIE,
  login,
  makeVerifiedUser,
  nextIp,
  register,
  sessionCookie,
  startAccountsApp,
  uniqueUsername,
} from "./helpers.js";

let env: AccountsEnv;
let account: Account;
beforeAll(async () => {
  env = await startAccountsApp();
  account = await makeVerifiedUser(env, { username: uniqueUsername("Login") });
});
afterAll(async () => env.close());

const LOGIN_FAILED = { message: "Incorrect email or password.", code: "login_failed" };

describe("POST /api/auth/login", () => {
  it("signs in by email, in any case", async () => {
    for (const value of [account.email, account.email.toUpperCase(), `  ${account.email}  `]) {
      const { res, client } = await login(env, { login: value, password: PASSWORD });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ id: account.user.id, username: account.username, email: account.email });
      expect(res.body).not.toContain("password");
      expect((await client.get("/api/me")).json().data.id).toBe(account.user.id);
    }
  });

  it("signs in by username, in any case", async () => {
    for (const value of [account.username, account.username.toLowerCase(), account.username.toUpperCase()]) {
      const { res } = await login(env, { login: value, password: PASSWORD });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.id).toBe(account.user.id);
    }
  });

  it("answers the same 422 for a wrong password and for an unknown account", async () => {
    const wrongPassword = await login(env, { login: account.email, password: `${PASSWORD}x` });
    const wrongCase = await login(env, { login: account.username, password: PASSWORD.toUpperCase() });
    const unknownEmail = await login(env, { login: `nobody-${uniqueUsername()}@example.com`, password: PASSWORD });
    const unknownName = await login(env, { login: uniqueUsername(), password: PASSWORD });
    for (const { res } of [wrongPassword, wrongCase, unknownEmail, unknownName]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(LOGIN_FAILED);
      expect(sessionCookie(res)).toBeUndefined();
    }
    expect(ACCOUNT_MESSAGES.loginFailed).toBe(LOGIN_FAILED.message);
  });

  it("answers 422 naming the field when login or password is missing", async () => {
    const res = await new Client(env.app).post("/api/auth/login", { login: "" });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(["login", "password"]);
  });

  it("keeps the cookie 30 days with remember, and for the browser session without", async () => {
    const remembered = sessionCookie((await login(env, { login: account.email, password: PASSWORD, remember: true })).res)!;
    expect(remembered.maxAge).toBe(30 * 24 * 60 * 60);
    expect(remembered.httpOnly).toBe(true);
    expect(remembered.sameSite).toBe("Lax");
    const session = sessionCookie((await login(env, { login: account.email, password: PASSWORD })).res)!;
    expect(session.maxAge).toBeUndefined();
    expect(session.expires).toBeUndefined();
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe("Lax");
  });

  it("rotates the session token at sign-in: the old cookie of the same client stops working", async () => {
    const { client } = await login(env, { login: account.email, password: PASSWORD });
    const first = client.token!;
    const again = await client.post("/api/auth/login", { login: account.username, password: PASSWORD });
    expect(again.statusCode).toBe(200);
    const second = client.token!;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect((await client.get("/api/me")).statusCode).toBe(200);
    const stale = await client.withToken(first).get("/api/me");
    expect(stale.statusCode).toBe(401);
  });

  it("marks the cookie Secure when the app is served over https", async () => {
    const secureEnv = await startAccountsApp({ env: { APP_URL: "https://dizilog.example" } });
    try {
      const created = await register(secureEnv);
      const res = (await login(secureEnv, { login: created.email, password: PASSWORD })).res;
      expect(sessionCookie(res)).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax" });
    } finally {
      await secureEnv.close();
    }
  });
});

describe("POST /api/auth/logout", () => {
  it("answers 204, clears the cookie and ends the session", async () => {
    const { client } = await login(env, { login: account.email, password: PASSWORD });
    const token = client.token!;
    const res = await client.post("/api/auth/logout");
    expect(res.statusCode).toBe(204);
    expect(sessionCookie(res)?.value).toBe("");
    expect(client.token).toBeUndefined();
    const replay = await client.withToken(token).get("/api/me");
    expect(replay.statusCode).toBe(401);
    const { rows } = await env.ctx.database.query("select 1 from sessions where id = $1", [sha256(token)]);
    expect(rows).toHaveLength(0);
  });
});

describe("GET /api/me and session handling", () => {
  it("answers 401 'Please login to continue.' without a session, or with an unknown one", async () => {
    const res = await env.app.inject({ method: "GET", url: "/api/me" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: MESSAGES.loginRequired });
    const unknown = await env.app.inject({ method: "GET", url: "/api/me", cookies: { [SESSION_COOKIE]: "forged-token-value" } });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ message: "Please login to continue." });
    // The stale cookie is dropped so the browser stops sending it.
    expect(sessionCookie(unknown)?.value).toBe("");
  });

  it("stores sessions hashed: the sessions table never holds the raw token", async () => {
    const { client } = await login(env, { login: account.email, password: PASSWORD });
    const token = client.token!;
    const { rows } = await env.ctx.database.query<Record<string, unknown>>("select * from sessions where user_id = $1", [account.user.id]);
    expect(rows.length).toBeGreaterThan(0);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(token);
    expect(rows.map((r) => r.id)).toContain(sha256(token));
  });

  it("refuses a cookie-authenticated unsafe call without the X-XSRF-TOKEN header, or with another value", async () => {
    const { client } = await login(env, { login: account.email, password: PASSWORD });
    const payload = { key: "theme", value: "dark" };
    const without = await client.request({ method: "POST", url: "/api/settings/update", payload, xsrf: false });
    expect(without.statusCode).toBe(403);
    const mismatched = await client.request({ method: "POST", url: "/api/settings/update", payload, xsrf: false, headers: { "x-xsrf-token": "another-value" } });
    expect(mismatched.statusCode).toBe(403);
    const withHeader = await client.post("/api/settings/update", payload);
    expect(withHeader.statusCode).toBe(200);
  });
});

describe("POST /api/auth/tokens (Bearer)", () => {
  it("answers 201 {token}; the token works as Bearer, also for unsafe calls without X-XSRF-TOKEN", async () => {
    const res = await new Client(env.app).post("/api/auth/tokens", { login: account.username, password: PASSWORD, device_name: "Pixel 9" });
    expect(res.statusCode).toBe(201);
    const { token } = res.json();
    expect(token).toEqual(expect.any(String));
    expect(sessionCookie(res)).toBeUndefined();
    const authorization = `Bearer ${token}`;

    const me = await env.app.inject({ method: "GET", url: "/api/me", headers: { authorization } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.id).toBe(account.user.id);

    const update = await env.app.inject({ method: "POST", url: "/api/settings/update", headers: { authorization }, payload: { key: "data_saver", value: true } });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toEqual({ message: "Your settings have been updated!" });

    // A Bearer token is not a cookie: sent as one, it signs nobody in.
    const asCookie = await env.app.inject({ method: "GET", url: "/api/me", cookies: { [SESSION_COOKIE]: token } });
    expect(asCookie.statusCode).toBe(401);

    const sessions = await env.app.inject({ method: "GET", url: "/api/me/sessions", headers: { authorization } });
    expect(sessions.json().data.find((s: { current: boolean }) => s.current)).toMatchObject({ kind: "bearer", device: "Pixel 9" });
  });

  it("answers 422 for wrong credentials and a missing device name", async () => {
    const wrong = await new Client(env.app).post("/api/auth/tokens", { login: account.email, password: "wrong-password", device_name: "x" });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual(LOGIN_FAILED);
    const missing = await new Client(env.app).post("/api/auth/tokens", { login: account.email, password: PASSWORD });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty("device_name");
  });

  it("answers 401 for an unknown Bearer token", async () => {
    const res = await env.app.inject({ method: "GET", url: "/api/me", headers: { authorization: "Bearer not-a-token" } });
    expect(res.statusCode).toBe(401);
  });
});

describe("sign-in limits (25 per 5 minutes per address)", () => {
  it("answers the 26th attempt from one address with 429 and Retry-After", async () => {
    const ip = nextIp();
    for (let i = 0; i < 25; i++) {
      const { res } = await login(env, { login: `nobody${i}-${uniqueUsername()}`, password: "whatever-1" }, new Client(env.app, ip));
      expect(res.statusCode).toBe(422);
    }
    const { res } = await login(env, { login: account.email, password: PASSWORD }, new Client(env.app, ip));
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ message: MESSAGES.tooManyRequests });
    const retryAfter = Number(res.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(4 * 60);
    expect(retryAfter).toBeLessThanOrEqual(5 * 60);
    expect(sessionCookie(res)).toBeUndefined();
    // Bearer tokens share the limit.
    const token = await new Client(env.app, ip).post("/api/auth/tokens", { login: account.email, password: PASSWORD, device_name: "x" });
    expect(token.statusCode).toBe(429);
    // Another address still signs in.
    expect((await login(env, { login: account.email, password: PASSWORD })).res.statusCode).toBe(200);
  });

  // Per account: see lockout.test.ts (decision 15).
});

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}
