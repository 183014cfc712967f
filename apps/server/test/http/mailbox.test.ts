import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../src/config.js";
import { buildDeps } from "../../src/deps.js";
import { LogMailer } from "../../src/mail/mailer.js";
import { createTestApp, type TestContext } from "../harness.js";

let byDefault: TestContext;
let turnedOn: TestContext;
let production: TestContext;
beforeAll(async () => {
  // NODE_ENV unset: the default of `npm start`, where the outbox used to be open to everyone.
  byDefault = await createTestApp({ env: { NODE_ENV: undefined, LOG_LEVEL: "silent" } as unknown as Record<string, string> });
  turnedOn = await createTestApp({ env: { DEV_MAILBOX: "true" } });
  production = await createTestApp({ env: { NODE_ENV: "production", DEV_MAILBOX: "true", LOG_LEVEL: "silent" } });
});
afterAll(async () => {
  await byDefault.close();
  await turnedOn.close();
  await production.close();
});

describe("development mailbox", () => {
  it("does not exist by default: NODE_ENV unset and no DEV_MAILBOX", async () => {
    expect(byDefault.deps.config.env).toBe("development");
    expect((await byDefault.app.inject({ method: "GET", url: "/dev/mailbox" })).statusCode).toBe(404);
    expect((await byDefault.app.inject({ method: "GET", url: "/dev/mailbox.json" })).statusCode).toBe(404);
  });

  it("exists when DEV_MAILBOX=true turns it on", async () => {
    const res = await turnedOn.app.inject({ method: "GET", url: "/dev/mailbox" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Development mailbox");
    await turnedOn.deps.mailer.send({ to: "a@example.com", subject: "Your code 123456", text: "Code: 123456", html: "<p>123456</p>" });
    const json = await turnedOn.app.inject({ method: "GET", url: "/dev/mailbox.json" });
    expect(json.json().data[0]).toMatchObject({ to: "a@example.com", text: "Code: 123456" });
  });

  it("does not exist when NODE_ENV=production, even with DEV_MAILBOX=true", async () => {
    expect((await production.app.inject({ method: "GET", url: "/dev/mailbox" })).statusCode).toBe(404);
    expect((await production.app.inject({ method: "GET", url: "/dev/mailbox.json" })).statusCode).toBe(404);
  });
});

describe("mail without SMTP_URL", () => {
  it("goes to the server log by default, code included, at info level", async () => {
    const config = loadConfig({ DATA_DIR: "/tmp/unused" });
    expect(config.devMailbox).toBe(false);
    const deps = buildDeps(config, byDefault.database);
    expect(deps.mailer.kind).toBe("log");

    const lines: string[] = [];
    const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      await deps.mailer.send({ to: "b@example.com", subject: "Verify your email", text: "Your code is 654321.", html: "<p>654321</p>" });
    } finally {
      spy.mockRestore();
    }
    const mailLines = lines.filter((line) => line.includes("b@example.com"));
    expect(mailLines).toHaveLength(1);
    const entry = JSON.parse(mailLines[0]!);
    expect(entry).toMatchObject({ level: 30, mail: { to: "b@example.com", subject: "Verify your email", text: "Your code is 654321." } });
  });

  it("is not logged when the log level is above info", async () => {
    const lines: string[] = [];
    await new LogMailer("warn", (line) => lines.push(line)).send({ to: "c@example.com", subject: "s", text: "t", html: "h" });
    expect(lines).toEqual([]);
  });
});
