import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@dizilog/shared";
import { comments, posts } from "../../src/db/schema/index.js";
import { nextIp, XSRF } from "../accounts/helpers.js";
import { createTestApp, type TestContext } from "../harness.js";
import { type Operation, readOperations } from "./openapi.js";
import { makeLocalUser } from "./users.js";

/**
 * Broken multipart framing — a body cut short, a boundary the body does not use, `multipart/form-data`
 * without a boundary, garbage — on every multipart operation of the OpenAPI document is the
 * contract's 400, never a 500 (the form is parsed in one place: `http/form-body.ts`). The user may
 * post on the wall (an old enough account with a photo), so the wall's form is read, not refused.
 */
const BOUNDARY = "----framingboundary";
const part = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (name: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${"x".repeat(2000)}\r\n`;

/** Framing the parser cannot read: 400. */
function brokenBodies(fields: string[]): { name: string; contentType: string; payload: string }[] {
  const text = fields.find((f) => !/avatar|file|image/.test(f)) ?? "content";
  const file = fields.find((f) => /avatar|file|image/.test(f)) ?? "image";
  const whole = `${part(text, "hello")}${filePart(file)}--${BOUNDARY}--\r\n`;
  const typed = `multipart/form-data; boundary=${BOUNDARY}`;
  return [
    { name: "a body cut short in a text part", contentType: typed, payload: `${part(text, "hello")}`.slice(0, -8) },
    { name: "a body cut short in a file part", contentType: typed, payload: whole.slice(0, whole.length - 1000) },
    { name: "a body without its closing boundary", contentType: typed, payload: part(text, "hello") },
    { name: "a boundary the body does not use", contentType: "multipart/form-data; boundary=something-else", payload: whole },
    { name: "multipart/form-data without a boundary", contentType: "multipart/form-data", payload: whole },
    { name: "garbage", contentType: typed, payload: "\u0000\u0001garbage\r\n--\r\n\u00ff" },
  ];
}

/** Framing the parser reads as a form without fields (parts it skips): the form's own answer, never a 5xx. */
function emptyForms(): { name: string; contentType: string; payload: string }[] {
  const typed = `multipart/form-data; boundary=${BOUNDARY}`;
  return [
    { name: "an empty body", contentType: typed, payload: "" },
    { name: "a part without headers", contentType: typed, payload: `--${BOUNDARY}\r\n\r\nhello\r\n--${BOUNDARY}--\r\n` },
    { name: "a malformed part header", contentType: typed, payload: `--${BOUNDARY}\r\nContent-Disposition form-data name\r\n\r\nhello\r\n--${BOUNDARY}--\r\n` },
  ];
}

describe("broken multipart framing", () => {
  let ctx: TestContext;
  let operations: Operation[];
  let cookies: Record<string, string>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ctx = await createTestApp({ env: { POSTING_MIN_ACCOUNT_AGE: "0" } });
    operations = (await readOperations(ctx.app)).filter((op) => op.multipart);
    const user = await makeLocalUser(ctx, { avatar: true });
    cookies = user.cookies;
    const db = ctx.database.db;
    const [post] = await db.insert(posts).values({ userId: user.user.id, wallUserId: user.user.id, type: "post", content: "Framing" }).returning();
    const [comment] = await db.insert(comments).values({ userId: user.user.id, itemType: "post", itemId: post!.id, content: "A comment" }).returning();
    ids.id = String(comment!.id);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("finds the multipart operations in the OpenAPI document", () => {
    const paths = operations.map((op) => `${op.method} ${op.path}`);
    for (const expected of ["POST /api/comments/add", "POST /api/comments/{id}/reply", "POST /api/me/fields", "POST /api/me/import/preview", "POST /api/wall/create"]) {
      expect(paths).toContain(expected);
    }
  });

  const send = (operation: Operation, body: { contentType: string; payload: string }) =>
    ctx.app.inject({
      method: operation.method,
      url: operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => ids[name] ?? "1"),
      cookies,
      remoteAddress: nextIp(),
      headers: { "x-xsrf-token": XSRF, "content-type": body.contentType },
      payload: body.payload,
    });
  const messageOf = (res: { headers: Record<string, unknown>; json: () => unknown }) =>
    String(res.headers["content-type"]).startsWith("application/json") ? (res.json() as { message?: unknown }).message : undefined;

  it("answers 400 with the contract's body on every multipart operation", async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      for (const body of brokenBodies(operation.multipartFields)) {
        const res = await send(operation, body);
        if (res.statusCode !== 400 || messageOf(res) !== MESSAGES.badRequest) failures.push(`${operation.method} ${operation.path}, ${body.name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
      for (const body of emptyForms()) {
        const res = await send(operation, body);
        if (res.statusCode >= 500 || (res.statusCode >= 400 && typeof messageOf(res) !== "string")) failures.push(`${operation.method} ${operation.path}, ${body.name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("still reads a well-formed form", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/wall/create",
      cookies,
      remoteAddress: nextIp(),
      headers: { "x-xsrf-token": XSRF, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
      payload: `${part("type", "post")}${part("content", "A well-formed post")}--${BOUNDARY}--\r\n`,
    });
    expect(res.statusCode).toBe(201);
  });
});
