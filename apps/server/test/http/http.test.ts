import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import { createTestApp, type TestContext } from "../harness.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe("HTTP conventions", () => {
  it("answers an unknown /api path with a 404 JSON body", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: "Something went wrong" });
  });

  it("answers a malformed JSON body with 400 Bad Request", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/get-in-touch",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: "Bad Request" });
  });

  it("sets the XSRF-TOKEN cookie on any response, readable by scripts", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/genres" });
    const cookie = res.cookies.find((c) => c.name === "XSRF-TOKEN");
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe("Lax");
  });

  it("refuses a cookie-authenticated unsafe call without the XSRF header", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/get-in-touch",
      cookies: { dz_session: "anything", "XSRF-TOKEN": "token-a" },
      payload: { name: "A", email: "a@example.com", subject: "s", message: "m" },
    });
    expect(res.statusCode).toBe(403);
    const ok = await ctx.app.inject({
      method: "POST",
      url: "/api/get-in-touch",
      cookies: { dz_session: "anything", "XSRF-TOKEN": "token-a" },
      headers: { "x-xsrf-token": "token-a" },
      payload: { name: "A", email: "a@example.com", subject: "s", message: "m" },
    });
    expect(ok.statusCode).toBe(201);
  });

  it("sends the security headers", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/genres" });
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
  });

  it("never leaks a stack trace from an unexpected error", async () => {
    const app = await buildApp(ctx.deps, { serveClient: false });
    app.get("/api/__boom", async () => {
      throw new Error("secret detail at /home/app/src/file.ts:12");
    });
    const res = await app.inject({ method: "GET", url: "/api/__boom" });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ message: "Internal server error" });
    expect(res.body).not.toContain("secret");
  });

  it("serves the OpenAPI document generated from the route schemas", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ["/api/genres", "/api/filter/shows", "/api/search/tv", "/api/shows/{id}", "/api/people/today", "/api/get-in-touch"]) {
      expect(doc.paths).toHaveProperty([path]);
    }
    const reference = await ctx.app.inject({ method: "GET", url: "/api/docs" });
    expect([200, 302]).toContain(reference.statusCode);
  });
});
