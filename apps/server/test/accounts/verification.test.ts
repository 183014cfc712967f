import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, MESSAGES } from "@dizilog/shared";
import { buildApp } from "../../src/app.js";
import { requireVerified } from "../../src/auth/auth-plugin.js";
import type { AppError } from "../../src/errors.js";
import { type AccountsEnv, Client, TestClock, mailedCode, makeVerifiedUser, register, startAccountsApp } from "./helpers.js";

const clock = new TestClock();
let env: AccountsEnv;
beforeAll(async () => {
  env = await startAccountsApp({ now: clock.now });
});
afterAll(async () => env.close());

/** Any 6-digit code other than `code`. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("POST /api/auth/email/verify", () => {
  it("answers 422 with the invalid-code message for a wrong code", async () => {
    const account = await register(env);
    const code = await mailedCode(env, account.email);
    const res = await account.client.post("/api/auth/email/verify", { code: otherCode(code) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: ACCOUNT_MESSAGES.codeInvalid, errors: { code: [ACCOUNT_MESSAGES.codeInvalid] } });
    for (const malformed of ["12345", "1234567", "abcdef", ""]) {
      const bad = await account.client.post("/api/auth/email/verify", { code: malformed });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.code).toHaveLength(1);
    }
    expect((await account.client.get("/api/me")).json().data.email_verified_at).toBeNull();
  });

  it("answers 422 with the expired-code message for the right code after 60 minutes", async () => {
    const account = await register(env);
    const code = await mailedCode(env, account.email);
    clock.advance(61 * 60_000);
    const res = await account.client.post("/api/auth/email/verify", { code });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: ACCOUNT_MESSAGES.codeExpired, errors: { code: [ACCOUNT_MESSAGES.codeExpired] } });
    expect(ACCOUNT_MESSAGES.codeExpired).not.toBe(ACCOUNT_MESSAGES.codeInvalid);
    expect((await account.client.get("/api/me")).json().data.email_verified_at).toBeNull();

    // A new code (resend) works again.
    expect((await account.client.post("/api/auth/email/resend")).statusCode).toBe(202);
    const fresh = await mailedCode(env, account.email);
    expect((await account.client.post("/api/auth/email/verify", { code: fresh })).statusCode).toBe(200);
  });

  it("verifies the email with the right code: 200 and email_verified_at set", async () => {
    const account = await register(env);
    const code = await mailedCode(env, account.email);
    const before = clock.now().getTime();
    const res = await account.client.post("/api/auth/email/verify", { code });
    expect(res.statusCode).toBe(200);
    const verifiedAt = Date.parse(res.json().data.email_verified_at);
    expect(verifiedAt).toBeGreaterThanOrEqual(before - 1_000);
    expect(verifiedAt).toBeLessThanOrEqual(clock.now().getTime() + 1_000);
    expect((await account.client.get("/api/me")).json().data.email_verified_at).toBe(res.json().data.email_verified_at);
    const { rows } = await env.ctx.database.query<{ email_verified_at: Date | null }>("select email_verified_at from users where id = $1", [account.user.id]);
    expect(rows[0]!.email_verified_at).not.toBeNull();
    // Codes are stored hashed.
    const codes = await env.ctx.database.query("select * from email_verifications where user_id = $1", [account.user.id]);
    expect(codes.rows).toHaveLength(1);
    expect(JSON.stringify(codes.rows)).not.toContain(`"${code}"`);

    // A spent code does not verify again.
    const again = await account.client.post("/api/auth/email/verify", { code });
    expect(again.statusCode).toBe(422);
  });

  it("answers 401 without a session", async () => {
    const res = await new Client(env.app).post("/api/auth/email/verify", { code: "123456" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: MESSAGES.loginRequired });
  });

  it("stops accepting a code after 5 wrong tries (brute force), until a new one is sent", async () => {
    const account = await register(env);
    const code = await mailedCode(env, account.email);
    for (let i = 0; i < 5; i++) expect((await account.client.post("/api/auth/email/verify", { code: otherCode(code) })).statusCode).toBe(422);
    const right = await account.client.post("/api/auth/email/verify", { code });
    expect(right.statusCode).toBe(422);
    expect(right.json().message).toBe(ACCOUNT_MESSAGES.codeInvalid);
    expect((await account.client.post("/api/auth/email/resend")).statusCode).toBe(202);
    expect((await account.client.post("/api/auth/email/verify", { code: await mailedCode(env, account.email) })).statusCode).toBe(200);
  });
});

describe("POST /api/auth/email/resend", () => {
  it("answers 202 and mails a new code; only the latest code counts", async () => {
    const account = await register(env);
    const first = await mailedCode(env, account.email);
    const res = await account.client.post("/api/auth/email/resend");
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
    const second = await mailedCode(env, account.email);
    expect(env.smtp.mailsTo(account.email)).toHaveLength(2);
    if (first !== second) {
      const old = await account.client.post("/api/auth/email/verify", { code: first });
      expect(old.statusCode).toBe(422);
      expect(old.json().message).toBe(ACCOUNT_MESSAGES.codeInvalid);
    }
    expect((await account.client.post("/api/auth/email/verify", { code: second })).statusCode).toBe(200);
  });

  it("allows 3 resends per 15 minutes per user; the 4th answers 429 with Retry-After", async () => {
    const account = await register(env);
    for (let i = 0; i < 3; i++) expect((await account.client.post("/api/auth/email/resend")).statusCode).toBe(202);
    const fourth = await account.client.post("/api/auth/email/resend");
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ message: MESSAGES.tooManyRequests });
    const retryAfter = Number(fourth.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // 1 registration mail + 3 resends, nothing for the refused one.
    await env.ctx.settle();
    expect(env.smtp.mailsTo(account.email)).toHaveLength(4);
    // Per user: the same user from another device is limited too; another user is not.
    const elsewhere = new Client(env.app).withToken(account.client.token);
    expect((await elsewhere.post("/api/auth/email/resend")).statusCode).toBe(429);
    const other = await register(env);
    expect((await other.client.post("/api/auth/email/resend")).statusCode).toBe(202);
  });

  it("answers 409 once the email is verified", async () => {
    const account = await makeVerifiedUser(env);
    const res = await account.client.post("/api/auth/email/resend");
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: ACCOUNT_MESSAGES.alreadyVerified });
  });

  it("answers 401 without a session", async () => {
    expect((await new Client(env.app).post("/api/auth/email/resend")).statusCode).toBe(401);
  });
});

describe("requireVerified", () => {
  it("answers 403 with the verify message for an unverified user, through a route that uses it", async () => {
    // No route of the accounts area needs a verified email yet (rating, reacting and commenting
    // will): a probe route on the real app, with the real session handling.
    const app = await buildApp(env.ctx.deps, { serveClient: false });
    app.post("/api/__verified-only", async (request) => ({ user_id: requireVerified(request).user.id }));
    try {
      const unverified = await register(env);
      const verified = await makeVerifiedUser(env);
      const call = (client: Client) => new Client(app, client.ip).withToken(client.token).post("/api/__verified-only");
      const refused = await call(unverified.client);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: "Please verify your email address to proceed." });
      const allowed = await call(verified.client);
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json()).toEqual({ user_id: verified.user.id });
      const anonymous = await new Client(app).post("/api/__verified-only");
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ message: "Please login to continue." });
    } finally {
      await app.close();
    }
  });

  it("throws 401 without auth and 403 for an unverified user (minimal request object)", () => {
    const request = (auth: unknown) => ({ auth }) as unknown as FastifyRequest;
    const thrown = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        return error as AppError;
      }
      throw new Error("did not throw");
    };
    expect(thrown(() => requireVerified(request(null)))).toMatchObject({ status: 401, message: MESSAGES.loginRequired });
    const unverified = { user: { id: 1, emailVerifiedAt: null }, session: {}, via: "cookie" };
    expect(thrown(() => requireVerified(request(unverified)))).toMatchObject({ status: 403, message: MESSAGES.verifyEmail });
    const verified = { user: { id: 1, emailVerifiedAt: new Date() }, session: {}, via: "cookie" };
    expect(requireVerified(request(verified))).toBe(verified);
  });
});
