import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { nextIp, XSRF } from "../accounts/helpers.js";
import { createTestApp, type TestContext } from "../harness.js";
import { type Operation, type Parameter, type SchemaNode, readOperations } from "./openapi.js";
import { makeLocalUser } from "./users.js";

/**
 * Hostile input on every operation of the OpenAPI document (and the hidden media and feed routes),
 * as a visitor and as a signed-in verified user with the XSRF pair: no answer may be a 5xx.
 *
 * Seeded: `FUZZ_SEED=<n>` replays a run, `FUZZ_RUNS=<n>` sets the requests per operation and identity.
 * A failure prints the seed and the requests that answered 5xx.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

/** Routes kept out of the document (`hide: true`) that still take input from the address. */
const HIDDEN: Operation[] = [
  "/media/posters/{hashid}.svg",
  "/media/thumbs/{hashid}.svg",
  "/media/episodes/{id}.svg",
  "/media/users/{slug}.svg",
  "/media/people/{slug}.svg",
  "/media/avatars/{userId}/{key}/{size}.webp",
  "/api/calendar/{token}.ics",
].map((path) => ({
  method: "GET",
  path,
  params: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => ({ name: m[1]!, in: "path" as const, required: true, schema: { type: "string" } })),
  multipart: false,
}));

const b64 = (value: unknown) => Buffer.from(typeof value === "string" ? value : JSON.stringify(value)).toString("base64url");

/** Strings no well-behaved client sends. */
const HOSTILE_STRINGS = [
  "2147483648",
  "-2147483649",
  "9007199254740993",
  "99999999999999999999999",
  "-1",
  "0",
  "1e20",
  "1.5",
  "NaN",
  "Infinity",
  "0x10",
  "abc",
  "nonexistent",
  "",
  " ",
  "a\u0000b",
  "\u0000",
  "\ud800",
  "x".repeat(300),
  "9".repeat(400),
  "9999-99-99",
  "9999-12-31",
  "0000-01-01",
  "2024-02-30",
  "+275760-09-13",
  "-000001-01-01T00:00:00Z",
  "9999-12-31T23:59:59Z",
  "2024-13-45T25:61:61Z",
  "00-00",
  "13-32",
  "2024-00",
  "true",
  "null",
  "[]",
  "{}",
  "../../etc/passwd",
  "%",
  "'; select pg_sleep(1); --",
  "Ğüşİıöç",
  b64({ k: 1e20 }),
  b64({ k: 1e20, id: 1 }),
  b64({ at: "9999-99-99", id: 1 }),
  b64({ at: "0000-01-01T00:00:00Z", id: -1 }),
  b64({ id: 2147483648 }),
  b64({ k: "x\u0000", id: "y" }),
  b64("[]"),
  b64("null"),
  b64("not json"),
];

const hostileString = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String) },
);

const HOSTILE_JSON: unknown[] = [
  2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1,
  0,
  0.5,
  -0,
  true,
  false,
  null,
  [],
  {},
  [1, 2],
  [2147483648],
  ["a\u0000b"],
  { $gt: 1 },
  Array.from({ length: 200 }, (_, i) => i),
];

const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_JSON) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

const resolveType = (schema: SchemaNode | undefined): SchemaNode => {
  if (!schema) return {};
  const first = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  return first && !schema.type ? resolveType(first) : schema;
};

/** A value the schema would accept (most of the time), so that hostile values reach deeper code. */
function plausible(schema: SchemaNode | undefined): fc.Arbitrary<unknown> {
  const s = resolveType(schema);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  if (s.const !== undefined) return fc.constant(s.const);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case "integer":
    {
      const min = Math.max(s.minimum ?? 0, 0);
      return fc.integer({ min, max: Math.max(min, Math.min(s.maximum ?? 60, 60)) });
    }
    case "number":
      return fc.constantFrom(1, 2.5, 4.5, 5);
    case "boolean":
      return fc.boolean();
    case "array":
      return fc.array(plausible(s.items), { maxLength: 3 });
    case "object":
      return plausibleObject(s);
    default:
      if (s.format === "date-time") return fc.constantFrom("2024-01-01T10:00:00Z", "2020-09-15");
      if (s.format === "email") return fc.constantFrom("someone@example.test", "fzuser@example.test");
      return fc.constantFrom("1", "2", "test", "hello world", "2024-01-01", "2024-01", "01-15", "TR", "show");
  }
}

function plausibleObject(schema: SchemaNode): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(schema.properties ?? {});
  if (!entries.length) return fc.constant({});
  return fc.record(Object.fromEntries(entries.map(([key, prop]) => [key, plausible(prop)])), { requiredKeys: [] });
}

/** Each field: left out, plausible or hostile; sometimes a field the schema does not know. */
function hostileObject(schema: SchemaNode): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(schema.properties ?? {});
  const field = (prop: SchemaNode) => fc.oneof({ weight: 2, arbitrary: plausible(prop) }, { weight: 3, arbitrary: hostileJson });
  return fc
    .tuple(
      fc.record(Object.fromEntries(entries.map(([key, prop]) => [key, field(prop)])), { requiredKeys: [] }),
      fc.option(fc.dictionary(fc.constantFrom("extra", "__proto__", "constructor", "a\u0000"), hostileJson, { maxKeys: 1 }), { nil: undefined }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
}

/** The raw body of a JSON operation: a hostile object most of the time, else a malformed one. */
function hostileBody(schema: SchemaNode | undefined): fc.Arbitrary<{ payload: string; contentType: string } | undefined> {
  const json = (value: unknown) => ({ payload: JSON.stringify(value), contentType: "application/json" });
  return fc.oneof(
    { weight: 8, arbitrary: hostileObject(schema ?? {}).map(json) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        json(null),
        json([]),
        json("x"),
        json(1),
        { payload: "{", contentType: "application/json" },
        { payload: "", contentType: "application/json" },
        { payload: '{"a":1}', contentType: "text/plain" },
        { payload: "a=1&b=2", contentType: "application/x-www-form-urlencoded" },
        { payload: "\u0000", contentType: "application/json" },
      ),
    },
  );
}

/** A multipart body with hostile text fields and sometimes a hostile file. */
const multipartBody = fc
  .tuple(
    fc.dictionary(
      fc.constantFrom("biography", "location", "country", "birthday", "spoilers", "title_lang_preference", "time_zone", "kind", "source", "unknown"),
      hostileString,
      { maxKeys: 4 },
    ),
    fc.option(
      fc.constantFrom(Buffer.alloc(0), Buffer.from("not an image"), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]), Buffer.from("\u0000\u0000")),
      { nil: undefined },
    ),
    fc.constantFrom("avatar", "file"),
  )
  .map(([fields, file, fileField]) => {
    const boundary = "----fuzzboundary";
    const parts: Buffer[] = [];
    for (const [name, value] of Object.entries(fields)) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    }
    if (file) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`), file, Buffer.from("\r\n"));
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
  });

/** `name=value` pairs for the query: each parameter absent, once or repeated. */
function hostileQuery(params: Parameter[]): fc.Arbitrary<[string, string][]> {
  const one = (p: Parameter) =>
    fc
      .array(fc.oneof({ weight: 2, arbitrary: plausible(p.schema).map(String) }, { weight: 3, arbitrary: hostileString }), { maxLength: 2 })
      .map((values) => values.map((v): [string, string] => [p.name, v]));
  return fc
    .tuple(fc.tuple(...params.map(one)), fc.option(fc.tuple(fc.constantFrom("unknown", "a[b]", "__proto__"), hostileString), { nil: undefined }))
    .map(([lists, extra]) => [...lists.flat(), ...(extra ? [extra] : [])]);
}

/** Percent-encodes UTF-8; a lone surrogate becomes U+FFFD, as a browser would send it. */
const enc = (value: string) => encodeURIComponent(value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd"));

function requestFor(operation: Operation): fc.Arbitrary<{ url: string; payload?: string | Buffer; contentType?: string }> {
  const pathParams = operation.params.filter((p) => p.in === "path");
  const queryParams = operation.params.filter((p) => p.in === "query");
  const pathValue = (p: Parameter) => fc.oneof({ weight: 1, arbitrary: plausible(p.schema).map(String) }, { weight: 3, arbitrary: hostileString });
  const body = operation.multipart ? multipartBody : operation.method === "GET" ? fc.constant(undefined) : hostileBody(operation.body);
  return fc.tuple(fc.tuple(...pathParams.map(pathValue)), hostileQuery(queryParams), body).map(([values, query, content]) => {
    let url = operation.path;
    pathParams.forEach((p, i) => {
      url = url.replace(`{${p.name}}`, enc(String(values[i])));
    });
    if (query.length) url += `?${query.map(([k, v]) => `${enc(k)}=${enc(v)}`).join("&")}`;
    return { url, ...(content ? { payload: content.payload, contentType: content.contentType } : {}) };
  });
}

interface Failure {
  route: string;
  identity: string;
  method: string;
  url: string;
  payload?: string;
  status: number;
  body: string;
}

describe("hostile input on every route", () => {
  let ctx: TestContext;
  let operations: Operation[];

  beforeAll(async () => {
    ctx = await createTestApp();
    operations = [...(await readOperations(ctx.app)), ...HIDDEN];
  });
  afterAll(async () => {
    await ctx?.close();
  });

  test(
    "no answer is a 5xx, as a visitor or as a verified user",
    async () => {
      const failures: Failure[] = [];
      let requests = 0;
      const started = Date.now();
      for (const [index, operation] of operations.entries()) {
        for (const identity of ["visitor", "verified"] as const) {
          // A fresh user per operation: a fuzzed logout, email change or two-factor set-up does not leak
          // into the next operation.
          const cookies = identity === "verified" ? (await makeLocalUser(ctx.database.db)).cookies : { "XSRF-TOKEN": XSRF };
          await fc.assert(
            fc.asyncProperty(requestFor(operation), async (req) => {
              requests++;
              const res = await ctx.app.inject({
                method: operation.method,
                url: req.url,
                cookies,
                remoteAddress: nextIp(),
                headers: {
                  ...(operation.method === "GET" ? {} : { "x-xsrf-token": XSRF }),
                  ...(req.contentType ? { "content-type": req.contentType } : {}),
                },
                ...(req.payload === undefined ? {} : { payload: req.payload }),
              });
              if (res.statusCode >= 500) {
                failures.push({
                  route: `${operation.method} ${operation.path}`,
                  identity,
                  method: operation.method,
                  url: req.url.slice(0, 300),
                  ...(typeof req.payload === "string" ? { payload: req.payload.slice(0, 300) } : {}),
                  status: res.statusCode,
                  body: res.body.slice(0, 200),
                });
              }
              return true;
            }),
            { seed: SEED + index * 2 + (identity === "verified" ? 1 : 0), numRuns: RUNS, endOnFailure: true },
          );
        }
      }
      const failedRoutes = new Set(failures.map((f) => f.route));
      console.info(
        `fuzz: ${operations.length} operations, ${requests} requests, ${failures.length} answers >= 500 on ${failedRoutes.size} routes ` +
          `(seed ${SEED}, ${RUNS} runs per operation and identity, ${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
      expect(failures, `seed ${SEED}`).toEqual([]);
    },
    600_000,
  );
});
