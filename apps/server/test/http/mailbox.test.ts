import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../harness.js";

let dev: TestContext;
let production: TestContext;
beforeAll(async () => {
  dev = await createTestApp();
  production = await createTestApp({ env: { NODE_ENV: "production" } });
});
afterAll(async () => {
  await dev.close();
  await production.close();
});

describe("development mailbox", () => {
  it("shows the outbox outside production", async () => {
    const res = await dev.app.inject({ method: "GET", url: "/dev/mailbox" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Development mailbox");
  });

  it("does not exist when NODE_ENV=production", async () => {
    expect((await production.app.inject({ method: "GET", url: "/dev/mailbox" })).statusCode).toBe(404);
    expect((await production.app.inject({ method: "GET", url: "/dev/mailbox.json" })).statusCode).toBe(404);
  });
});
