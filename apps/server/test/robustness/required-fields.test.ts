import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, MESSAGES } from "@dizilog/shared";
import { nextIp, XSRF } from "../accounts/helpers.js";
import { makeShow } from "../factories.js";
import { createTestApp, type TestContext } from "../harness.js";
import { type Operation, type SchemaNode, readOperations } from "./openapi.js";
import { makeLocalUser } from "./users.js";

/**
 * Every operation of the OpenAPI document whose JSON body has required fields, sent an empty body
 * (`{}`): 422, and each required field says "This field is required." — numbers coerced from text
 * and fields whose schema has its own message included (decision 0034). Staff send them, so that
 * no role gate answers first; the path's ids are real rows.
 */
/** The spec words one field's own required message (product spec, sign-up). */
const SPEC_REQUIRED: Record<string, string> = { username: ACCOUNT_MESSAGES.usernameRequired };

const requiredOf = (body: SchemaNode | undefined): string[] => body?.required ?? [];

describe("a required field left out", () => {
  let ctx: TestContext;
  let operations: Operation[];
  let cookies: Record<string, string>;
  let pathValue: (name: string, schema: SchemaNode | undefined) => string;

  beforeAll(async () => {
    ctx = await createTestApp();
    operations = (await readOperations(ctx.app)).filter((op) => requiredOf(op.body).length > 0);
    const staff = await makeLocalUser(ctx, { role: "staff", avatar: true });
    cookies = staff.cookies;
    const { show } = await makeShow(ctx.database.db, { seasons: [1] });
    const ids: Record<string, string> = { slug: show.slug, hashid: String(show.id) };
    pathValue = (name) => ids[name] ?? String(show.id);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("finds operations with required body fields in the document", () => {
    expect(operations.length).toBeGreaterThan(20);
    expect(operations.map((op) => `${op.method} ${op.path}`)).toEqual(expect.arrayContaining(["POST /api/blocks", "POST /api/submit-report"]));
  });

  it("answers 422 with 'This field is required.' on each required field of every operation", async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      const params = Object.fromEntries(operation.params.filter((p) => p.in === "path").map((p) => [p.name, pathValue(p.name, p.schema)]));
      const url = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params[name]!));
      const res = await ctx.app.inject({
        method: operation.method,
        url,
        cookies,
        remoteAddress: nextIp(),
        headers: { "x-xsrf-token": XSRF, "content-type": "application/json" },
        payload: "{}",
      });
      const body = res.headers["content-type"]?.toString().startsWith("application/json") ? res.json<{ errors?: Record<string, string[]> }>() : {};
      const wrong = requiredOf(operation.body).filter((field) => {
        const messages = body.errors?.[field] ?? [];
        return messages.length !== 1 || (messages[0] !== MESSAGES.requiredField && messages[0] !== SPEC_REQUIRED[field]);
      });
      if (res.statusCode !== 422 || wrong.length) {
        failures.push(`${operation.method} ${operation.path}: ${res.statusCode} ${wrong.map((f) => `${f}: ${JSON.stringify(body.errors?.[f])}`).join(", ") || res.body.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("still answers a value that was sent with its own message", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/submit-report",
      cookies,
      remoteAddress: nextIp(),
      headers: { "x-xsrf-token": XSRF },
      payload: { type: "show", id: "abc", reason: "spam" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.id).toEqual(["The selected id is invalid."]);
    // A number that is no number: invalid data, not zod's "expected number, received NaN".
    const nan = await ctx.app.inject({ method: "POST", url: "/api/blocks", cookies, remoteAddress: nextIp(), headers: { "x-xsrf-token": XSRF }, payload: { user_id: "abc" } });
    expect(nan.statusCode).toBe(422);
    expect(nan.json().errors.user_id).toEqual([MESSAGES.validationFailed]);
  });
});
