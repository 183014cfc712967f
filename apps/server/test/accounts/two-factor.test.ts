import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, MESSAGES } from "@dizilog/shared";
import { timeStep, totpCode } from "../../src/auth/totp.js";
import { type Account, type AccountsEnv, Client, PASSWORD, login, makeVerifiedUser, sessionCookie, startAccountsApp } from "./helpers.js";

let env: AccountsEnv;
beforeAll(async () => {
  env = await startAccountsApp();
});
afterAll(async () => env.close());

const WRONG_CODE = "The code you entered is incorrect. Please try again.";

/** The code an authenticator app shows now. */
const codeNow = (secret: string) => totpCode(secret, timeStep(new Date()));
/** A well-formed code that is wrong now and in the steps either side. */
function wrongCode(secret: string): string {
  const step = timeStep(new Date());
  const valid = new Set([step - 1, step, step + 1, step + 2].map((s) => totpCode(secret, s)));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, "0");
    if (!valid.has(candidate)) return candidate;
  }
}

/** An account with two-factor on: its secret and recovery codes. */
async function withTwoFactor(): Promise<Account & { secret: string; recoveryCodes: string[] }> {
  const account = await makeVerifiedUser(env);
  const { secret } = (await account.client.post("/api/me/two-factor")).json();
  // The previous step's code (still accepted): the current one stays fresh for the sign-in.
  const confirm = await account.client.post("/api/me/two-factor/confirm", { code: totpCode(secret, timeStep(new Date()) - 1) });
  expect(confirm.statusCode).toBe(200);
  return { ...account, secret, recoveryCodes: confirm.json().recovery_codes };
}

/** Signs in with the password: answers the client that holds the challenge cookie. */
async function passwordStep(account: Account): Promise<Client> {
  const { res, client } = await login(env, { login: account.email, password: PASSWORD });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ two_factor: true });
  return client;
}

describe("enabling two-factor", () => {
  it("answers the secret, the otpauth URL and a QR code as SVG", async () => {
    const account = await makeVerifiedUser(env);
    const res = await account.client.post("/api/me/two-factor");
    expect(res.statusCode).toBe(200);
    const { secret, otpauth_url, qr_svg } = res.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauth_url);
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(decodeURIComponent(url.pathname)).toBe(`/Dizilog:${account.email}`);
    expect(url.searchParams.get("secret")).toBe(secret);
    expect(url.searchParams.get("issuer")).toBe("Dizilog");
    expect(url.searchParams.get("digits")).toBe("6");
    expect(qr_svg.trimStart()).toMatch(/^<svg/);
    expect(qr_svg).toContain("</svg>");
    // Not on until a code confirms it; the secret is never part of the User.
    const me = await account.client.get("/api/me");
    expect(me.json().data.two_factor_enabled).toBe(false);
    expect(me.body).not.toContain(secret);
    expect((await login(env, { login: account.email, password: PASSWORD })).res.json().data.id).toBe(account.user.id);
  });

  it("refuses a wrong code with 422 and the spec's message", async () => {
    const account = await makeVerifiedUser(env);
    const { secret } = (await account.client.post("/api/me/two-factor")).json();
    for (const code of [wrongCode(secret), "12345", "abcdef"]) {
      const res = await account.client.post("/api/me/two-factor/confirm", { code });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(WRONG_CODE);
      expect(res.json().errors.code).toEqual([WRONG_CODE]);
    }
    expect(ACCOUNT_MESSAGES.twoFactorWrong).toBe(WRONG_CODE);
    expect((await account.client.get("/api/me")).json().data.two_factor_enabled).toBe(false);
  });

  it("turns on with a right code and answers 8 distinct recovery codes", async () => {
    const account = await withTwoFactor();
    expect(account.recoveryCodes).toHaveLength(8);
    expect(new Set(account.recoveryCodes).size).toBe(8);
    for (const code of account.recoveryCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    const me = (await account.client.get("/api/me")).json().data;
    expect(me.two_factor_enabled).toBe(true);
    // Only hashes are stored.
    const { rows } = await env.ctx.database.query<{ code_hash: string }>("select code_hash from recovery_codes where user_id = $1", [account.user.id]);
    expect(rows).toHaveLength(8);
    for (const code of account.recoveryCodes) expect(JSON.stringify(rows)).not.toContain(code.replace("-", ""));
    // Enabling again while on is a conflict.
    expect((await account.client.post("/api/me/two-factor")).statusCode).toBe(409);
  });

  it("needs a session", async () => {
    expect((await new Client(env.app).post("/api/me/two-factor")).statusCode).toBe(401);
    expect((await new Client(env.app).post("/api/me/two-factor/confirm", { code: "123456" })).statusCode).toBe(401);
  });
});

describe("signing in with two-factor", () => {
  it("asks for the second factor and starts no session after the password", async () => {
    const account = await withTwoFactor();
    const { res, client } = await login(env, { login: account.username, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ two_factor: true });
    expect(sessionCookie(res)).toBeUndefined();
    const me = await client.get("/api/me");
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ message: MESSAGES.loginRequired });
  });

  it("refuses a wrong code with 422 and signs in with the right one", async () => {
    const account = await withTwoFactor();
    const client = await passwordStep(account);
    const wrong = await client.post("/api/auth/two-factor", { code: wrongCode(account.secret) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ message: WRONG_CODE, errors: { code: [WRONG_CODE] } });
    expect(client.token).toBeUndefined();

    const right = await client.post("/api/auth/two-factor", { code: codeNow(account.secret) });
    expect(right.statusCode).toBe(200);
    expect(right.json().data).toMatchObject({ id: account.user.id, two_factor_enabled: true });
    expect(sessionCookie(right)).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    expect((await client.get("/api/me")).json().data.id).toBe(account.user.id);
    // The challenge is spent with the sign-in.
    expect((await client.post("/api/auth/two-factor", { code: codeNow(account.secret) })).statusCode).toBe(422);
  });

  it("keeps 'remember me' through the second step", async () => {
    const account = await withTwoFactor();
    const { client } = await login(env, { login: account.email, password: PASSWORD, remember: true });
    const res = await client.post("/api/auth/two-factor", { code: codeNow(account.secret) });
    expect(res.statusCode).toBe(200);
    expect(sessionCookie(res)?.maxAge).toBe(30 * 24 * 60 * 60);
  });

  it("refuses the second step without a challenge from the password step", async () => {
    const account = await withTwoFactor();
    const res = await new Client(env.app).post("/api/auth/two-factor", { code: codeNow(account.secret) });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(WRONG_CODE);
  });

  it("lets a challenge stand 5 wrong codes at most", async () => {
    const account = await withTwoFactor();
    const client = await passwordStep(account);
    for (let i = 0; i < 5; i++) expect((await client.post("/api/auth/two-factor", { code: wrongCode(account.secret) })).statusCode).toBe(422);
    const right = await client.post("/api/auth/two-factor", { code: codeNow(account.secret) });
    expect(right.statusCode).toBe(422);
    expect(right.json().message).toBe(WRONG_CODE);
  });

  it("accepts a recovery code once; the second use fails", async () => {
    const account = await withTwoFactor();
    const [recovery] = account.recoveryCodes;
    const first = await (await passwordStep(account)).post("/api/auth/two-factor", { recovery_code: recovery });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.id).toBe(account.user.id);

    const second = await (await passwordStep(account)).post("/api/auth/two-factor", { recovery_code: recovery });
    expect(second.statusCode).toBe(422);
    expect(second.json()).toMatchObject({ message: WRONG_CODE, errors: { recovery_code: [WRONG_CODE] } });

    // Another one of the set still works, typed without the dash and in upper case.
    const other = account.recoveryCodes[1]!.replace("-", "").toUpperCase();
    expect((await (await passwordStep(account)).post("/api/auth/two-factor", { recovery_code: other })).statusCode).toBe(200);
    const unknown = await (await passwordStep(account)).post("/api/auth/two-factor", { recovery_code: "aaaaa-bbbbb" });
    expect(unknown.statusCode).toBe(422);
  });

  it("refuses Bearer tokens for accounts with two-factor (403)", async () => {
    const account = await withTwoFactor();
    const res = await new Client(env.app).post("/api/auth/tokens", { login: account.email, password: PASSWORD, device_name: "iPhone" });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toEqual(expect.any(String));
    expect(res.body).not.toContain("token\":");
  });
});

describe("disabling two-factor", () => {
  it("answers 423 'Incorrect Password' for a wrong password and stays on", async () => {
    const account = await withTwoFactor();
    const res = await account.client.delete("/api/me/two-factor", { password: "not-my-password" });
    expect(res.statusCode).toBe(423);
    expect(res.json()).toMatchObject({ message: "Incorrect Password" });
    expect((await account.client.get("/api/me")).json().data.two_factor_enabled).toBe(true);
    expect((await login(env, { login: account.email, password: PASSWORD })).res.json()).toEqual({ two_factor: true });
  });

  it("answers 204 with the right password; sign-in no longer asks for a code and the recovery codes die", async () => {
    const account = await withTwoFactor();
    const res = await account.client.delete("/api/me/two-factor", { password: PASSWORD });
    expect(res.statusCode).toBe(204);
    expect((await account.client.get("/api/me")).json().data.two_factor_enabled).toBe(false);
    const { res: signIn } = await login(env, { login: account.email, password: PASSWORD });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().data.id).toBe(account.user.id);
    expect(sessionCookie(signIn)).toBeDefined();
    const { rows } = await env.ctx.database.query("select 1 from recovery_codes where user_id = $1", [account.user.id]);
    expect(rows).toHaveLength(0);
    // Bearer tokens are allowed again.
    const token = await new Client(env.app).post("/api/auth/tokens", { login: account.email, password: PASSWORD, device_name: "iPhone" });
    expect(token.statusCode).toBe(201);
  });
});

describe("replayed codes", () => {
  it("accepts a code from the app only once", async () => {
    const account = await withTwoFactor();
    const code = codeNow(account.secret);
    const first = await passwordStep(account);
    expect((await first.post("/api/auth/two-factor", { code })).statusCode).toBe(200);
    const second = await passwordStep(account);
    const replay = await second.post("/api/auth/two-factor", { code });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().message).toBe(WRONG_CODE);
  });
});
