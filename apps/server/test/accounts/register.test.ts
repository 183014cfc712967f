import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, MESSAGES } from "@dizilog/shared";
import { type AccountsEnv, Client, PASSWORD, codeOf, nextIp, register, registrationBody, sessionCookie, startAccountsApp, uniqueUsername } from "./helpers.js";

let env: AccountsEnv;
beforeAll(async () => {
  env = await startAccountsApp();
});
afterAll(async () => env.close());

/** Posts a registration from a fresh client (and address, so the sign-up limit stays out of the way). */
const attempt = (body: object) => new Client(env.app).post("/api/auth/register", body);

/** Expects a 422 naming `field` with `message` (also the top-level message when it is the only error). */
async function expectRefused(body: object, field: string, message: string) {
  const res = await attempt(body);
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json().errors?.[field]).toContain(message);
  expect(sessionCookie(res)).toBeUndefined();
  return res;
}

describe("POST /api/auth/register", () => {
  it("creates the account: 201, a session cookie and the own User without any secret", async () => {
    const body = registrationBody({ birthday: "1994-05-06" });
    const client = new Client(env.app);
    const res = await client.post("/api/auth/register", body);
    expect(res.statusCode).toBe(201);
    const user = res.json().data;
    expect(user).toMatchObject({
      name: body.name,
      username: body.username,
      slug: body.username.toLowerCase(),
      url: `/user/${body.username.toLowerCase()}`,
      email: body.email,
      email_verified_at: null,
      country: "TR",
      birthday: "1994-05-06",
      is_onboarded: false,
      two_factor_enabled: false,
    });
    expect(user.id).toEqual(expect.any(Number));
    for (const secret of ["password", "hash", "argon2", "two_factor_secret", "secret", PASSWORD]) expect(res.body).not.toContain(secret);

    const cookie = sessionCookie(res)!;
    expect(cookie.value.length).toBeGreaterThanOrEqual(20);
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Lax");
    expect(cookie.path).toBe("/");
    expect(cookie.maxAge).toBeUndefined();
    expect(cookie.expires).toBeUndefined();
    // Served over plain http in tests: not Secure (login.test.ts checks https).
    expect(cookie.secure).toBeFalsy();

    const me = await client.get("/api/me");
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ id: user.id, email: body.email });
  });

  it("stores a lower-case country code in upper case and ignores an empty birthday", async () => {
    const { user } = await register(env, { country: "de", birthday: "" });
    expect(user.country).toBe("DE");
    expect(user.birthday).toBeNull();
  });

  describe("username (spec section 5)", () => {
    it("is required", async () => {
      const { username: _, ...withoutUsername } = registrationBody();
      const res = await expectRefused(withoutUsername, "username", ACCOUNT_MESSAGES.usernameRequired);
      expect(ACCOUNT_MESSAGES.usernameRequired).toBe("Username is required.");
      expect(res.json().message).toBe("Username is required.");
      await expectRefused(registrationBody({ username: "" }), "username", "Username is required.");
    });

    it("has at least 4 characters", async () => {
      await expectRefused(registrationBody({ username: "abc" }), "username", "Username must be at least 4 characters.");
    });

    it("has at most 15 characters", async () => {
      await expectRefused(registrationBody({ username: "abcdefghij123456" }), "username", "Username may not be greater than 15 characters.");
      // 4 and 15 are both allowed.
      expect((await register(env, { username: uniqueUsername("a").slice(0, 4) })).user.username).toHaveLength(4);
      expect((await register(env, { username: `${uniqueUsername("b")}WXYZ` })).user.username).toHaveLength(15);
    });

    it.each(["ab_cd", "ab-cd", "ab cd", "abc.def", "şükrü12", "ab@cd", "abcd\u00a0"])("allows letters and digits only: %j answers 422", async (username) => {
      const res = await attempt(registrationBody({ username, email: `${uniqueUsername()}@example.com` }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.username).toEqual([ACCOUNT_MESSAGES.usernameChars]);
    });

    it("is unique without regard to case", async () => {
      const first = await register(env, { username: uniqueUsername("Ali") });
      await expectRefused(
        registrationBody({ username: first.username.toUpperCase(), email: `${uniqueUsername()}@example.com` }),
        "username",
        "Username is already taken.",
      );
      await expectRefused(
        registrationBody({ username: first.username.toLowerCase(), email: `${uniqueUsername()}@example.com` }),
        "username",
        "Username is already taken.",
      );
    });
  });

  describe("email, password, name, country and birthday", () => {
    it("requires an email", async () => {
      const { email: _, ...withoutEmail } = registrationBody();
      await expectRefused(withoutEmail, "email", MESSAGES.requiredField);
    });

    it.each(["not-an-email", "a@", "@example.com", "a b@example.com"])("refuses the invalid email %j", async (email) => {
      await expectRefused(registrationBody({ email }), "email", ACCOUNT_MESSAGES.emailInvalid);
    });

    it("refuses an email already taken, without regard to case", async () => {
      const first = await register(env);
      await expectRefused(registrationBody({ email: first.email.toUpperCase() }), "email", ACCOUNT_MESSAGES.emailTaken);
    });

    it("needs a password of at least 8 characters, confirmed", async () => {
      await expectRefused(registrationBody({ password: "short12", password_confirmation: "short12" }), "password", ACCOUNT_MESSAGES.passwordMin);
      await expectRefused(registrationBody({ password: "", password_confirmation: "" }), "password", MESSAGES.requiredField);
      await expectRefused(registrationBody({ password_confirmation: `${PASSWORD}x` }), "password_confirmation", ACCOUNT_MESSAGES.passwordConfirmation);
    });

    it("needs a name of 2 to 50 characters", async () => {
      await expectRefused(registrationBody({ name: "A" }), "name", ACCOUNT_MESSAGES.nameMin);
      await expectRefused(registrationBody({ name: "x".repeat(51) }), "name", ACCOUNT_MESSAGES.nameMax);
      await expectRefused(registrationBody({ name: "" }), "name", MESSAGES.requiredField);
      const { user } = await register(env, { name: "x".repeat(50) });
      expect(user.name).toHaveLength(50);
    });

    it.each(["XX", "Turkey", "T", "TUR", ""])("refuses the country %j", async (country) => {
      const res = await attempt(registrationBody({ country }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.country).toEqual([country ? ACCOUNT_MESSAGES.countryInvalid : MESSAGES.requiredField]);
    });

    it("refuses a birthday in the future or one that is not a real date", async () => {
      const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      await expectRefused(registrationBody({ birthday: tomorrow }), "birthday", ACCOUNT_MESSAGES.birthdayInvalid);
      await expectRefused(registrationBody({ birthday: "2001-02-30" }), "birthday", ACCOUNT_MESSAGES.birthdayInvalid);
      await expectRefused(registrationBody({ birthday: "06/05/1994" }), "birthday", ACCOUNT_MESSAGES.birthdayInvalid);
    });

    it("reports every broken field at once", async () => {
      const res = await attempt({ name: "A", username: "ab", email: "nope", password: "1", password_confirmation: "2", country: "XX" });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(["country", "email", "name", "password", "username"]);
    });
  });
});

describe("GET /api/auth/validate/username and /validate/email", () => {
  const check = (url: string) => env.app.inject({ method: "GET", url });

  it("answers {valid:true} for a free, well-formed username", async () => {
    const res = await check(`/api/auth/validate/username?username=${uniqueUsername()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: true });
  });

  it.each([
    ["", "Username is required."],
    ["abc", "Username must be at least 4 characters."],
    ["abcdefghij123456", "Username may not be greater than 15 characters."],
    ["ab_cd", ACCOUNT_MESSAGES.usernameChars],
  ])("answers 422 {error} for %j", async (username, error) => {
    const res = await check(`/api/auth/validate/username?username=${encodeURIComponent(username)}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error });
  });

  it("answers 422 'Username is required.' without the parameter, and 'taken' in any case", async () => {
    const missing = await check("/api/auth/validate/username");
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ error: "Username is required." });
    const { username } = await register(env);
    const taken = await check(`/api/auth/validate/username?username=${username.toUpperCase()}`);
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({ error: "Username is already taken." });
  });

  it("validates emails the same way", async () => {
    const free = await check(`/api/auth/validate/email?email=${uniqueUsername()}@example.com`);
    expect(free.statusCode).toBe(200);
    expect(free.json()).toEqual({ valid: true });
    const invalid = await check("/api/auth/validate/email?email=not-an-email");
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({ error: ACCOUNT_MESSAGES.emailInvalid });
    const missing = await check("/api/auth/validate/email");
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ error: MESSAGES.requiredField });
    const { email } = await register(env);
    const taken = await check(`/api/auth/validate/email?email=${encodeURIComponent(email.toUpperCase())}`);
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({ error: ACCOUNT_MESSAGES.emailTaken });
  });
});

describe("the verification mail", () => {
  it("sends a 6-digit code over SMTP, in English by default", async () => {
    const account = await register(env, { name: "Kerem Bursin" });
    const mail = await env.smtp.waitForMail(account.email);
    expect(mail).toMatch(/^Subject: \d{6} is your Dizilog verification code$/m);
    expect(mail).toContain("Hi Kerem Bursin, welcome to Dizilog!");
    expect(mail).toContain("The code expires in 60 minutes.");
    const code = codeOf(mail);
    expect(code).toMatch(/^\d{6}$/);
    const sent = env.smtp.mailsTo(account.email).at(-1)!;
    expect(sent.raw).toMatch(/^From: Dizilog <no-reply@localhost>/m);
    // The code the mail carries is the one the account accepts.
    const res = await account.client.post("/api/auth/email/verify", { code });
    expect(res.statusCode).toBe(200);
  });

  it("is in Turkish (subject and body) for locale tr", async () => {
    const account = await register(env, { name: "Şükrü Çağlar", locale: "tr" });
    expect(account.user.locale).toBe("tr");
    const mail = await env.smtp.waitForMail(account.email);
    expect(mail).toMatch(/^Subject: Dizilog doğrulama kodun: \d{6}$/m);
    expect(mail).toContain("Merhaba Şükrü Çağlar, Dizilog'a hoş geldin!");
    expect(mail).toContain("Kod 60 dakika geçerlidir.");
    expect(mail).not.toContain("welcome to Dizilog");
    expect(codeOf(mail)).toMatch(/^\d{6}$/);
  });

  it("falls back to English for an unknown locale", async () => {
    const account = await register(env, { locale: "xx-YY" });
    expect(account.user.locale).toBe("en");
    expect(await env.smtp.waitForMail(account.email)).toMatch(/^Subject: \d{6} is your Dizilog verification code$/m);
  });
});

describe("the sign-up limit", () => {
  it("allows 5 sign-ups per 30 minutes per address; the 6th answers 429 with Retry-After", async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      const res = await new Client(env.app, ip).post("/api/auth/register", registrationBody());
      expect(res.statusCode, res.body).toBe(201);
    }
    const sixth = await new Client(env.app, ip).post("/api/auth/register", registrationBody());
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ message: MESSAGES.tooManyRequests });
    const retryAfter = Number(sixth.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(25 * 60);
    expect(retryAfter).toBeLessThanOrEqual(30 * 60);
    expect(sessionCookie(sixth)).toBeUndefined();

    // Another address is not limited.
    const other = await new Client(env.app, nextIp()).post("/api/auth/register", registrationBody());
    expect(other.statusCode).toBe(201);
  });
});
