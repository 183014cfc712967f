import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, MESSAGES } from "@dizilog/shared";
import { type Account, type AccountsEnv, Client, PASSWORD, TestClock, login, makeVerifiedUser, resetLinkOf, startAccountsApp, uniqueUsername } from "./helpers.js";

const clock = new TestClock();
let env: AccountsEnv;
beforeAll(async () => {
  env = await startAccountsApp({ now: clock.now, env: { APP_URL: "http://dizilog.test:8080" } });
});
afterAll(async () => env.close());

const NEW_PASSWORD = "brand-new-secret-42";

const forgot = (email: string) => new Client(env.app).post("/api/auth/password/forgot", { email });

/** Asks for a link and reads it from the mail. */
async function mailedLink(account: Account) {
  const res = await forgot(account.email);
  expect(res.statusCode).toBe(200);
  return resetLinkOf(await env.smtp.waitForMail(account.email));
}

const reset = (body: { email: string; token: string; password?: string; password_confirmation?: string }) =>
  new Client(env.app).post("/api/auth/password/reset", { password: NEW_PASSWORD, password_confirmation: body.password ?? NEW_PASSWORD, ...body });

const canSignIn = async (name: string, password: string) => (await login(env, { login: name, password })).res.statusCode === 200;

describe("POST /api/auth/password/forgot", () => {
  it("answers 200 with the same message whether or not the account exists", async () => {
    const account = await makeVerifiedUser(env);
    const known = await forgot(account.email);
    const unknownEmail = `nobody-${uniqueUsername()}@example.com`;
    const unknown = await forgot(unknownEmail);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: ACCOUNT_MESSAGES.resetSent });
    expect(unknown.json()).toEqual(known.json());
    await env.smtp.waitForMail(account.email);
    await env.ctx.settle();
    expect(env.smtp.mailsTo(unknownEmail)).toHaveLength(0);
    // A username is not an email.
    const byName = await forgot(account.username);
    expect(byName.statusCode).toBe(422);
    expect(byName.json().errors.email).toEqual([ACCOUNT_MESSAGES.emailInvalid]);
  });

  it("mails a reset link over SMTP, built on APP_URL", async () => {
    const account = await makeVerifiedUser(env);
    expect((await forgot(account.email.toUpperCase())).statusCode).toBe(200);
    const mail = await env.smtp.waitForMail(account.email);
    expect(mail).toMatch(/^Subject: Reset your Dizilog password$/m);
    const link = resetLinkOf(mail);
    expect(link.url.startsWith("http://dizilog.test:8080/reset-password?token=")).toBe(true);
    expect(link.email).toBe(account.email);
    expect(link.token.length).toBeGreaterThanOrEqual(32);
    // Only a hash of the token is stored.
    const { rows } = await env.ctx.database.query("select * from password_resets where user_id = $1", [account.user.id]);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(link.token);
  });

  it("is limited to 5 per 30 minutes per email: the 6th answers 429 with Retry-After", async () => {
    const account = await makeVerifiedUser(env);
    const spellings = [account.email, account.email.toUpperCase()];
    for (let i = 0; i < 5; i++) expect((await forgot(spellings[i % 2]!)).statusCode).toBe(200);
    const sixth = await forgot(account.email);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ message: MESSAGES.tooManyRequests });
    const retryAfter = Number(sixth.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(29 * 60);
    expect(retryAfter).toBeLessThanOrEqual(30 * 60);
    await env.ctx.settle();
    expect(env.smtp.mailsTo(account.email).filter((m) => m.subject.startsWith("Reset"))).toHaveLength(5);
    // Another email is not limited.
    expect((await forgot(`other-${uniqueUsername()}@example.com`)).statusCode).toBe(200);
  });
});

describe("POST /api/auth/password/reset", () => {
  it("sets the new password and ends every session of the account", async () => {
    const account = await makeVerifiedUser(env);
    const bearer = (await new Client(env.app).post("/api/auth/tokens", { login: account.email, password: PASSWORD, device_name: "app" })).json().token;
    const link = await mailedLink(account);
    const res = await reset({ email: link.email, token: link.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordChanged });

    expect(await canSignIn(account.email, NEW_PASSWORD)).toBe(true);
    expect(await canSignIn(account.email, PASSWORD)).toBe(false);
    const old = await account.client.get("/api/me");
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ message: MESSAGES.loginRequired });
    expect((await env.app.inject({ method: "GET", url: "/api/me", headers: { authorization: `Bearer ${bearer}` } })).statusCode).toBe(401);
  });

  it("uses a link once: the second use answers 422 on the token field", async () => {
    const account = await makeVerifiedUser(env);
    const link = await mailedLink(account);
    expect((await reset({ email: link.email, token: link.token })).statusCode).toBe(200);
    const again = await reset({ email: link.email, token: link.token, password: "yet-another-pass-1" });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ message: ACCOUNT_MESSAGES.resetInvalid, errors: { token: [ACCOUNT_MESSAGES.resetInvalid] } });
    expect(await canSignIn(account.email, NEW_PASSWORD)).toBe(true);
  });

  it("refuses a link after 60 minutes", async () => {
    const account = await makeVerifiedUser(env);
    const link = await mailedLink(account);
    clock.advance(61 * 60_000);
    const res = await reset({ email: link.email, token: link.token });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ token: [ACCOUNT_MESSAGES.resetInvalid] });
    expect(await canSignIn(account.email, PASSWORD)).toBe(true);
  });

  it("refuses a made-up token, another account's email, a short password and a wrong confirmation", async () => {
    const account = await makeVerifiedUser(env);
    const other = await makeVerifiedUser(env);
    const link = await mailedLink(account);
    const madeUp = await reset({ email: account.email, token: "x".repeat(43) });
    expect(madeUp.statusCode).toBe(422);
    expect(madeUp.json().errors).toEqual({ token: [ACCOUNT_MESSAGES.resetInvalid] });
    const wrongAccount = await reset({ email: other.email, token: link.token });
    expect(wrongAccount.statusCode).toBe(422);
    expect(wrongAccount.json().errors).toEqual({ token: [ACCOUNT_MESSAGES.resetInvalid] });
    const short = await reset({ email: account.email, token: link.token, password: "short", password_confirmation: "short" });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual([ACCOUNT_MESSAGES.passwordMin]);
    const mismatch = await reset({ email: account.email, token: link.token, password_confirmation: "something-else-1" });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password_confirmation).toEqual([ACCOUNT_MESSAGES.passwordConfirmation]);
    // None of these spent the link.
    expect((await reset({ email: account.email, token: link.token })).statusCode).toBe(200);
    expect(await canSignIn(other.email, PASSWORD)).toBe(true);
  });

  it("still accepts the link after the forgot limit was reached", async () => {
    const account = await makeVerifiedUser(env);
    for (let i = 0; i < 5; i++) expect((await forgot(account.email)).statusCode).toBe(200);
    let link = resetLinkOf(await env.smtp.waitForMail(account.email));
    for (let i = 1; i < 5; i++) link = resetLinkOf(await env.smtp.waitForMail(account.email));
    const res = await reset({ email: link.email, token: link.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(await canSignIn(account.email, NEW_PASSWORD)).toBe(true);
  });
});

describe("POST /api/me/password", () => {
  const change = (client: Client, current_password: string, password = NEW_PASSWORD, password_confirmation = password) =>
    client.post("/api/me/password", { current_password, password, password_confirmation });

  it("answers 423 'Incorrect Password' when the current password is wrong", async () => {
    const account = await makeVerifiedUser(env);
    const res = await change(account.client, "not-the-password");
    expect(res.statusCode).toBe(423);
    expect(res.json()).toMatchObject({ message: "Incorrect Password" });
    expect(await canSignIn(account.email, PASSWORD)).toBe(true);
  });

  it("validates the new password", async () => {
    const account = await makeVerifiedUser(env);
    const short = await change(account.client, PASSWORD, "short");
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual([ACCOUNT_MESSAGES.passwordMin]);
    const mismatch = await change(account.client, PASSWORD, NEW_PASSWORD, "other-password-9");
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password_confirmation).toEqual([ACCOUNT_MESSAGES.passwordConfirmation]);
    expect((await new Client(env.app).post("/api/me/password", { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode).toBe(401);
  });

  it("changes it: 200, other sessions end, the current one stays", async () => {
    const account = await makeVerifiedUser(env);
    const { client: otherDevice } = await login(env, { login: account.email, password: PASSWORD });
    expect((await otherDevice.get("/api/me")).statusCode).toBe(200);
    const res = await change(account.client, PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordChanged });
    expect((await account.client.get("/api/me")).statusCode).toBe(200);
    expect((await otherDevice.get("/api/me")).statusCode).toBe(401);
    expect(await canSignIn(account.email, NEW_PASSWORD)).toBe(true);
    expect(await canSignIn(account.email, PASSWORD)).toBe(false);
  });
});

describe("POST /api/auth/confirm-password", () => {
  it("answers 200 {confirmed:true} for the right password, 423 for a wrong one, 401 signed out", async () => {
    const account = await makeVerifiedUser(env);
    const right = await account.client.post("/api/auth/confirm-password", { password: PASSWORD });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ confirmed: true });
    const wrong = await account.client.post("/api/auth/confirm-password", { password: "wrong-password" });
    expect(wrong.statusCode).toBe(423);
    expect(wrong.json()).toMatchObject({ message: MESSAGES.incorrectPassword });
    expect((await new Client(env.app).post("/api/auth/confirm-password", { password: PASSWORD })).statusCode).toBe(401);
    const empty = await account.client.post("/api/auth/confirm-password", { password: "" });
    expect(empty.statusCode).toBe(422);
  });
});
