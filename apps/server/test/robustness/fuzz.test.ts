import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { askSuggestions, episodes, lists, pollOptions, polls, posts, reports } from "../../src/db/schema/index.js";
import { encodeHashid } from "../../src/lib/hashid.js";
import { nextIp, XSRF } from "../accounts/helpers.js";
import { makeShow } from "../factories.js";
import { createTestApp, type TestContext } from "../harness.js";
import { type Operation, type SchemaNode, readOperations } from "./openapi.js";
import { makeLocalUser } from "./users.js";
import { type FakeGiphy, GIPHY_KEY, startFakeGiphy } from "../comments/fake-giphy.js";
import { DOUBLE_SECRET_KEY, DOUBLE_WEBHOOK_SECRET, type StripeDouble, startStripeDouble, stripeEnv } from "../stripe/stripe-double.js";

/**
 * Hostile input on every operation of the OpenAPI document (and the hidden media and feed routes),
 * as a visitor and as a signed-in verified user with the XSRF pair: no answer may be a 5xx.
 *
 * Seeded: `FUZZ_SEED=<n>` replays a run, `FUZZ_RUNS=<n>` sets the requests per operation and identity,
 * `FUZZ_PATHS=<regex>` keeps the operations whose path matches (a quick run over one feature's routes).
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
  "/media/comments/{name}.webp",
  "/media/posts/{name}.webp",
  "/api/calendar/{token}.ics",
].map((path) => ({
  method: "GET",
  path,
  params: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => ({ name: m[1]!, in: "path" as const, required: true, schema: { type: "string" } })),
  multipart: false,
  multipartFields: [],
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
  "hello\u0000world",
  "fuzzuser\u0000",
  "fuzz@example.test\u0000",
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

/** Real rows of the test database, so that plausible ids reach the code behind the lookups. */
const fixtures = { ids: [1] as number[], keys: ["1"] as string[] };

/** Values that pass well-known fields by name (the schema alone does not say what an email is). */
const BY_NAME: Record<string, fc.Arbitrary<unknown>> = {
  email: fc.constantFrom("fuzz@example.test", "someone@example.test"),
  login: fc.constantFrom("fuzz@example.test", "fuzzuser1"),
  username: fc.constantFrom("fuzzuser1", "Another22"),
  password: fc.constant("password123"),
  current_password: fc.constant("password123"),
  password_confirmation: fc.constant("password123"),
  name: fc.constantFrom("Fuzz", "Ayşe Yılmaz"),
  country: fc.constantFrom("TR", "de"),
  code: fc.constantFrom("123456", "000000"),
  recovery_code: fc.constant("abcde-fghij"),
  keyword: fc.constantFrom("a", "aşk", "kurt"),
  startDate: fc.constantFrom("2024-01-01", "2026-11-20"),
  endDate: fc.constantFrom("2024-01-08", "2026-12-01"),
  watched_at: fc.constantFrom("2024-01-01", "2024-01-01T20:00:00Z", "2024-01-01T20:00"),
  birthday: fc.constant("1990-05-05"),
  month: fc.constantFrom("2024-01", "5"),
  date: fc.constant("05-05"),
  token: fc.constant("a".repeat(32)),
  device_name: fc.constant("phone"),
  message: fc.constant("Hello there, a message."),
  subject: fc.constant("A subject"),
  source: fc.constantFrom("trakt", "tvtime"),
  time_zone: fc.constantFrom("Europe/Istanbul", "UTC"),
  spoilers: fc.constantFrom("true", "0"),
  title_lang_preference: fc.constantFrom("0", "1"),
  // Links the embed guard refuses before any connection (literal addresses: no DNS, no network).
  url: fc.constantFrom("http://127.0.0.1/", "http://[::1]/x", "https://169.254.169.254/latest/meta-data/", "http://10.0.0.1:8080/", "http://[::ffff:7f00:1]/"),
  // The wall's JSON-text fields, well-formed, so that the other fields' hostile values reach the post rules.
  properties: fc.constantFrom('{"season":1,"episode":1}', '{"season":2,"episode":3}'),
  poll: fc.constantFrom(`{"options":["a","b"],"ends_at":"${new Date(Date.now() + 2 * 86_400_000).toISOString()}"}`, '{"options":["a"],"ends_at":"x"}'),
  // The server reads an embed's link again: a literal loopback address is refused before any connection (no DNS, no network).
  embed: fc.constant('{"kind":"link","url":"http://127.0.0.1/","title":"t","description":null,"site":{"name":null},"image":null,"video":null}'),
};

/** A value the schema would accept (most of the time), so that hostile values reach deeper code. */
function plausible(schema: SchemaNode | undefined, name?: string): fc.Arbitrary<unknown> {
  if (name && BY_NAME[name]) return BY_NAME[name];
  if (name && /(^|_)(id|ids|shows|show_ids|slug|hashid|season|number|related_id|user_id|episode_id|show_id|userId)$/.test(name)) {
    const s = resolveType(schema);
    const type = Array.isArray(s.type) ? s.type[0] : s.type;
    if (type === "array") return fc.array(fc.constantFrom(...fixtures.ids), { minLength: 1, maxLength: 3 });
    return type === "integer" || type === "number" ? fc.constantFrom(...fixtures.ids) : fc.constantFrom(...fixtures.keys);
  }
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
  return fc.record(Object.fromEntries(entries.map(([key, prop]) => [key, plausible(prop, key)])), { requiredKeys: [] });
}

/** The raw body of a JSON operation when it is not an object at all. */
const MALFORMED_BODIES = [
  { payload: "null", contentType: "application/json" },
  { payload: "[]", contentType: "application/json" },
  { payload: '"x"', contentType: "application/json" },
  { payload: "1", contentType: "application/json" },
  { payload: "{", contentType: "application/json" },
  { payload: "", contentType: "application/json" },
  { payload: '{"a":1}', contentType: "text/plain" },
  { payload: "a=1&b=2", contentType: "application/x-www-form-urlencoded" },
  { payload: "\u0000", contentType: "application/json" },
  { payload: `{"a":${"[".repeat(5000)}${"]".repeat(5000)}}`, contentType: "application/json" },
];

const FILE_FIELDS = new Set(["avatar", "file", "image", "images[]"]);
const HOSTILE_FILES = [
  Buffer.alloc(0),
  Buffer.from("not an image"),
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
  Buffer.from("\u0000\u0000"),
  Buffer.from('{"a":"\u0000"}'),
  Buffer.from("title,year\nfoo\u0000,99999999999\n"),
  Buffer.from(JSON.stringify([{ show: { title: "a\u0000b", year: 1e20, ids: { tvdb: 2147483648, trakt: -1 } }, watched_at: "9999-99-99" }])),
];

/** Broken framing (decision 0034: a 400): a body cut short, a boundary it does not use or none, garbage. */
const BROKEN_FRAMING = ["cut", "wrong boundary", "no boundary", "garbage"] as const;

/** A multipart body over the operation's named fields: text fields plausible or hostile, files hostile. */
function multipartBody(fields: string[]) {
  const names = fields.length ? fields : ["unknown"];
  return fc
    .tuple(
      fc.tuple(...names.map((name) => fc.option(fc.oneof(plausible({ type: "string" }, name).map(String), hostileString), { nil: undefined }))),
      fc.constantFrom(...HOSTILE_FILES),
      fc.constantFrom("a.png", "x.json", "export.csv", "a\u0000.png"),
      fc.boolean(),
      fc.nat(2).map((n) => n === 0),
      fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom(...BROKEN_FRAMING) }),
    )
    .map(([values, file, filename, unknownField, withFile, broken]) => {
      const boundary = "----fuzzboundary";
      const parts: Buffer[] = [];
      names.forEach((name, i) => {
        if (FILE_FIELDS.has(name)) {
          // A file in a third of the runs, so that the text fields are checked on their own too.
          if (!withFile && !names.every((n) => FILE_FIELDS.has(n) || n === "source")) return;
          parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`), file, Buffer.from("\r\n"));
        } else if (values[i] !== undefined) {
          parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${values[i]}\r\n`));
        }
      });
      if (unknownField) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="unknown"\r\n\r\nx\r\n`));
      parts.push(Buffer.from(`--${boundary}--\r\n`));
      const payload = Buffer.concat(parts);
      const contentType = `multipart/form-data; boundary=${boundary}`;
      switch (broken) {
        case "cut":
          return { payload: payload.subarray(0, Math.max(0, payload.length - 9)), contentType };
        case "wrong boundary":
          return { payload, contentType: "multipart/form-data; boundary=----another" };
        case "no boundary":
          return { payload, contentType: "multipart/form-data" };
        case "garbage":
          return { payload: Buffer.from("\u0000garbage\r\n--\r\n"), contentType };
        default:
          return { payload, contentType };
      }
    });
}


/** Percent-encodes UTF-8; a lone surrogate becomes U+FFFD, as a browser would send it. */
const enc = (value: string) => encodeURIComponent(value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd"));

interface Slot {
  where: "path" | "query" | "body";
  name: string;
  schema: SchemaNode | undefined;
  required: boolean;
}

/**
 * One request: in "one" mode (most runs) every input is plausible but one, which is hostile, so the
 * hostile value gets past the other checks to the code behind them; in "mix" mode any input may be
 * hostile. A query parameter may be repeated; an extra unknown field or key may ride along; a JSON
 * body may be no object at all.
 */
function requestFor(operation: Operation): fc.Arbitrary<{ url: string; payload?: string | Buffer; contentType?: string }> {
  const slots: Slot[] = [
    ...operation.params.map((p) => ({ where: p.in as "path" | "query", name: p.name, schema: p.schema, required: p.in === "path" || Boolean(p.required) })),
    ...Object.entries(operation.body?.properties ?? {}).map(([name, schema]) => ({
      where: "body" as const,
      name,
      schema,
      required: operation.body?.required?.includes(name) ?? false,
    })),
  ];
  const hasBody = operation.method !== "GET" && !operation.multipart;
  const n = slots.length;
  return fc
    .record({
      mode: fc.constantFrom("one", "one", "one", "mix"),
      target: fc.nat({ max: Math.max(0, n - 1) }),
      plausibleValues: fc.tuple(...slots.map((slot) => plausible(slot.schema, slot.name))),
      hostileValues: fc.tuple(...slots.map((slot) => (slot.where === "body" ? hostileJson : hostileString))),
      bits: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
      repeat: fc.boolean(),
      extra: fc.oneof(
        { weight: 3, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.tuple(fc.constantFrom("unknown", "a[b]", "__proto__", "constructor", "a\u0000"), hostileJson) },
      ),
      malformed: fc.oneof({ weight: 9, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_BODIES) }),
      multipart: multipartBody(operation.multipartFields),
    })
    .map(({ mode, target, plausibleValues, hostileValues, bits, repeat, extra, malformed, multipart }) => {
      let url = operation.path;
      const query: [string, string][] = [];
      const body: Record<string, unknown> = {};
      slots.forEach((slot, i) => {
        const hostile = mode === "one" ? i === target : bits[i]!;
        const present = slot.required || hostile || mode === "mix";
        if (!present) return;
        const value = hostile ? hostileValues[i] : plausibleValues[i];
        if (slot.where === "path") url = url.replace(`{${slot.name}}`, enc(String(value)));
        else if (slot.where === "query") {
          if (hostile && repeat) query.push([slot.name, String(plausibleValues[i])]);
          for (const v of Array.isArray(value) && !hostile ? value : [value]) query.push([slot.name, typeof v === "string" ? v : JSON.stringify(v)]);
        } else body[slot.name] = value;
      });
      if (extra && !hasBody) query.push([extra[0], String(extra[1])]);
      if (extra && hasBody) body[extra[0]] = extra[1];
      if (query.length) url += `?${query.map(([k, v]) => `${enc(k)}=${enc(v)}`).join("&")}`;
      if (operation.multipart) return { url, payload: multipart.payload, contentType: multipart.contentType };
      if (!hasBody) return { url };
      if (malformed) return { url, ...malformed };
      return { url, payload: JSON.stringify(body), contentType: "application/json" };
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

  let giphy: FakeGiphy | undefined;
  // Payments through a local Stripe: without a provider, the Pro calls answer 503 by design.
  let stripe: StripeDouble | undefined;

  beforeAll(async () => {
    // A GIF provider that speaks GIPHY's protocol, so GIF search and comments naming a GIF run their real path.
    giphy = await startFakeGiphy();
    // Any account may post on the wall here (POSTING_MIN_ACCOUNT_AGE=0, users with a photo), so hostile posts reach the post rules.
    stripe = await startStripeDouble({ secretKey: DOUBLE_SECRET_KEY, webhookSecret: DOUBLE_WEBHOOK_SECRET });
    ctx = await createTestApp({ env: { GIPHY_API_KEY: GIPHY_KEY, GIPHY_API_URL: giphy.baseUrl, POSTING_MIN_ACCOUNT_AGE: "0", ...stripeEnv(stripe) } });
    const only = process.env.FUZZ_PATHS ? new RegExp(process.env.FUZZ_PATHS) : undefined;
    operations = [...(await readOperations(ctx.app)), ...HIDDEN].filter((op) => !only || only.test(op.path));
    const db = ctx.database.db;
    const { show, seasons } = await makeShow(db, { seasons: [3] });
    const episodeRows = await db.select({ id: episodes.id }).from(episodes).where(eq(episodes.showId, show.id));
    const owner = await makeLocalUser(ctx);
    const [list] = await db.insert(lists).values({ userId: owner.user.id, name: "Fuzz list", isPublic: true }).returning();
    // A report of the list, so that the moderation routes' deeper code is reached by the staff identity.
    const [report] = await db.insert(reports).values({ reporterId: owner.user.id, itemType: "list", itemId: list!.id, itemOwnerId: owner.user.id, reason: "spam" }).returning();
    // A wall post of the owner, so that the post routes find one.
    const [post] = await db.insert(posts).values({ userId: owner.user.id, wallUserId: owner.user.id, type: "post", content: "Fuzz #etiket" }).returning();
    // An ask with a suggestion and a poll with its options, so that votes, suggestions and their likes reach their rules.
    const [ask] = await db.insert(posts).values({ userId: owner.user.id, wallUserId: owner.user.id, type: "ask", content: "Fuzz?" }).returning();
    const [suggestion] = await db.insert(askSuggestions).values({ askId: ask!.id, showId: show.id, userId: owner.user.id }).returning();
    const [pollPost] = await db.insert(posts).values({ userId: owner.user.id, wallUserId: owner.user.id, type: "poll", content: "Fuzz poll" }).returning();
    const [poll] = await db.insert(polls).values({ postId: pollPost!.id, endsAt: new Date(Date.now() + 86_400_000) }).returning();
    const options = await db.insert(pollOptions).values([0, 1].map((position) => ({ pollId: poll!.id, position, choice: `Option ${position}` }))).returning();
    fixtures.ids = [show.id, seasons[0]!.id, ...episodeRows.map((e) => e.id), list!.id, owner.user.id, report!.id, post!.id, ask!.id, suggestion!.id, poll!.id, ...options.map((o) => o.id), 1];
    fixtures.keys = [String(show.id), show.slug, encodeHashid("show", show.id), owner.user.slug, String(list!.id), String(episodeRows[0]!.id), encodeHashid("post", post!.id)];
  });
  afterAll(async () => {
    await ctx?.close();
    await giphy?.close();
    await stripe?.close();
  });

  test(
    "no answer is a 5xx, as a visitor or as a verified user",
    async () => {
      const failures: Failure[] = [];
      let requests = 0;
      const statuses: Record<string, Record<number, number>> = {};
      const started = Date.now();
      for (const [index, operation] of operations.entries()) {
        // Moderation routes answer 404 to anyone but staff (and moderators): staff get past that gate.
        const identities = /^\/api\/(admin|moderation)\//.test(operation.path) ? (["visitor", "verified", "staff"] as const) : (["visitor", "verified"] as const);
        for (const identity of identities) {
          // A fresh user per operation: a fuzzed logout, email change or two-factor set-up does not leak
          // into the next operation.
          const cookies = identity === "visitor" ? { "XSRF-TOKEN": XSRF } : (await makeLocalUser(ctx, { role: identity === "staff" ? "staff" : "user", avatar: true })).cookies;
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
              const key = `${operation.method} ${operation.path} ${identity}`;
              (statuses[key] ??= {})[res.statusCode] = (statuses[key]?.[res.statusCode] ?? 0) + 1;
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
            { seed: SEED + index * 2 + (identity === "verified" ? 1 : identity === "staff" ? 1_000_000 : 0), numRuns: RUNS, endOnFailure: true },
          );
        }
      }
      const failedRoutes = new Set(failures.map((f) => f.route));
      console.info(
        `fuzz: ${operations.length} operations, ${requests} requests, ${failures.length} answers >= 500 on ${failedRoutes.size} routes ` +
          `(seed ${SEED}, ${RUNS} runs per operation and identity, ${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
      // FUZZ_STATUSES=1 prints the answers per route and identity, to see which checks the fuzz gets past.
      if (process.env.FUZZ_STATUSES) for (const [key, counts] of Object.entries(statuses)) console.info(key, JSON.stringify(counts));
      expect(failures, `seed ${SEED}`).toEqual([]);
    },
    600_000,
  );
});
