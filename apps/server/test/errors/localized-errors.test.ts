import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, MESSAGES } from "@dizilog/shared";
import { LIST_MESSAGES } from "@dizilog/shared/api";
import { type TestContext, createTestApp } from "../harness.js";
import { makeUser } from "../user-factories.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const visitorGet = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: "GET", url, headers });

describe("errors in the request's language, with a stable code", () => {
  it("answers a visitor in the Accept-Language, and in English without one", async () => {
    const tr = await visitorGet("/api/me", { "accept-language": "tr-TR,tr;q=0.9,en;q=0.5" });
    expect(tr.statusCode).toBe(401);
    expect(tr.json()).toEqual({ message: "Devam etmek için lütfen giriş yapın.", code: "unauthenticated" });

    const en = await visitorGet("/api/me");
    expect(en.json()).toEqual({ message: MESSAGES.loginRequired, code: "unauthenticated" });

    const unknown = await visitorGet("/api/no-such-thing", { "accept-language": "de" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Etwas ist schiefgelaufen", code: "not_found" });
  });

  it("speaks the signed-in user's language before the Accept-Language, field messages and their codes too", async () => {
    const owner = await makeUser(ctx, { locale: "tr" });
    const res = await owner.client.request({
      method: "POST",
      url: "/api/lists",
      payload: { name: "Uzun", description: "d".repeat(251), public: true },
      headers: { "accept-language": "en" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: "Açıklama en fazla 250 karakter olabilir.",
      code: "description_too_long",
      errors: { description: ["Açıklama en fazla 250 karakter olabilir."] },
      error_codes: { description: ["description_too_long"] },
    });

    const missing = await owner.client.post("/api/lists", { public: true });
    expect(missing.json()).toMatchObject({
      message: "Bu alan zorunludur.",
      code: "required",
      errors: { name: ["Bu alan zorunludur."] },
      error_codes: { name: ["required"] },
    });
  });

  it("keeps the English texts and adds the same codes for an English reader (an English account, whatever the browser says)", async () => {
    const owner = await makeUser(ctx, { locale: "en" });
    const res = await owner.client.request({
      method: "POST",
      url: "/api/lists",
      payload: { name: "Long", description: "d".repeat(251), public: true },
      headers: { "accept-language": "tr" },
    });
    expect(res.json()).toEqual({
      message: LIST_MESSAGES.descriptionMax,
      code: "description_too_long",
      errors: { description: [LIST_MESSAGES.descriptionMax] },
      error_codes: { description: ["description_too_long"] },
    });
  });

  it("names a rule a service applies (403 unverified) in the user's language", async () => {
    const unverified = await makeUser(ctx, { locale: "tr", verified: false });
    const res = await unverified.client.post("/api/lists", { name: "Favoriler", public: true });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: "Devam etmek için lütfen e-posta adresinizi doğrulayın.", code: "email_unverified" });
  });

  it("names a field message a schema does not word itself by zod's issue, and translates it", async () => {
    const tr = await visitorGet("/api/filter/shows?per_page=9999", { "accept-language": "tr" });
    expect(tr.statusCode).toBe(422);
    expect(tr.json()).toEqual({
      message: "Bu değer çok büyük.",
      code: "too_big",
      errors: { per_page: ["Bu değer çok büyük."] },
      error_codes: { per_page: ["too_big"] },
    });
    // English keeps zod's own wording, with the same code.
    const en = (await visitorGet("/api/filter/shows?per_page=9999")).json();
    expect(en.error_codes).toEqual({ per_page: ["too_big"] });
    expect(en.errors.per_page[0]).toMatch(/^Too big/);
  });

  it("gives the validators' {error} a code and the reader's language", async () => {
    const tr = await visitorGet("/api/auth/validate/username?username=ab", { "accept-language": "tr" });
    expect(tr.statusCode).toBe(422);
    expect(tr.json()).toEqual({ error: "Kullanıcı adı en az 4 karakter olmalıdır.", code: "username_too_short" });
    const en = await visitorGet("/api/auth/validate/username?username=ab");
    expect(en.json()).toEqual({ error: ACCOUNT_MESSAGES.usernameMin, code: "username_too_short" });
  });
});
