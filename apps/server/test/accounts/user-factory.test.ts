import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../harness.js";
import { makeUser } from "../user-factories.js";
import { login } from "./helpers.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe("makeUser (test data without sign-up)", () => {
  it("makes a verified user signed in with a cookie: the API sees them", async () => {
    const made = await makeUser(ctx, { name: "Ayşe Kaya" });
    expect(made.user).toMatchObject({ id: made.id, username: made.username, name: "Ayşe Kaya", email: made.email });
    const me = await made.client.get("/api/me");
    expect(me.statusCode).toBe(200);
    // A verified-only write passes (an unverified user gets 403 there).
    expect((await made.client.post("/api/lists", { name: "Favoriler", public: true })).statusCode).toBe(201);
  });

  it("makes an unverified user on request", async () => {
    const made = await makeUser(ctx, { verified: false });
    expect((await made.client.post("/api/lists", { name: "Favoriler", public: true })).statusCode).toBe(403);
  });

  it("opens a Bearer session on request, and the password signs in", async () => {
    const made = await makeUser(ctx, { session: "bearer" });
    const res = await ctx.app.inject({ method: "GET", url: "/api/me", headers: made.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(made.id);
    const { res: signIn } = await login(ctx, { login: made.username, password: made.password });
    expect(signIn.statusCode).toBe(200);
  });
});
