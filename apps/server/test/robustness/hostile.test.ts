import { createDeflate, crc32 } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, MESSAGES } from "@dizilog/shared";
import { episodes } from "../../src/db/schema/index.js";
import { XSRF, multipart } from "../accounts/helpers.js";
import { makeShow } from "../factories.js";
import { createTestApp, type TestContext } from "../harness.js";
import { makeLocalUser } from "./users.js";

/** The hostile values of issue 8 one by one: each answers 404 or 422 (never 5xx) with the contract's body. */
let ctx: TestContext;
let cookies: Record<string, string>;
let episodeId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  cookies = (await makeLocalUser(ctx)).cookies;
  const { show } = await makeShow(ctx.database.db);
  const [episode] = await ctx.database.db.select({ id: episodes.id }).from(episodes).where((await import("drizzle-orm")).eq(episodes.showId, show.id)).limit(1);
  episodeId = episode!.id;
  // A tracked show, so that the calendar and upcoming queries have rows to compute dates for.
  expect((await send("POST", `/api/shows/${show.id}/track`, {})).statusCode).toBe(200);
});
afterAll(async () => ctx?.close());

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
const send = (method: Method, url: string, payload?: unknown, signedIn = true) =>
  ctx.app.inject({
    method,
    url,
    cookies: signedIn ? cookies : { "XSRF-TOKEN": XSRF },
    headers: { "x-xsrf-token": XSRF },
    ...(payload === undefined ? {} : { payload: payload as string }),
  });
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("ids beyond the integer column and slugs that decode to nothing", () => {
  it.each([
    ["GET", "/api/shows/2147483648"],
    ["GET", "/api/shows/9007199254740993"],
    ["GET", "/api/shows/nonexistent"],
    ["GET", "/api/people/2147483648"],
    ["POST", "/api/shows/2147483648/track"],
    ["DELETE", "/api/shows/2147483648/track"],
    ["POST", "/api/shows/2147483648/drop"],
    ["POST", "/api/shows/nonexistent/track"],
    ["GET", "/api/shows/2147483648/seasons/1/episodes/1"],
    ["GET", "/media/posters/9007199254740993.svg"],
    ["GET", "/media/posters/nonexistent.svg"],
    ["GET", "/media/thumbs/nonexistent.svg"],
  ] as const)("%s %s answers 404", async (method, url) => {
    const res = await send(method, url, method === "GET" ? undefined : {});
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: MESSAGES.notFound });
  });

  it.each([
    ["POST", "/api/seen/episode/2147483648", { status: true }],
    ["POST", "/api/seen/season/2147483648", { status: true }],
    ["POST", "/api/seen/show/2147483648", { status: true }],
    ["GET", "/api/filter/shows?network=2147483648", undefined],
    ["GET", "/api/filter/shows?genres[]=2147483648", undefined],
    ["GET", "/api/filter/shows?genres=99999999999", undefined],
    ["POST", "/api/show/track", { shows: [2147483648] }],
  ] as const)("%s %s answers 404 or 422", async (method, url, payload) => {
    const res = await send(method, url, payload);
    expect([404, 422]).toContain(res.statusCode);
  });
});

describe("NUL bytes", () => {
  it.each([
    ["GET", "/api/search/tv?keyword=a%00b", undefined, "keyword"],
    ["GET", "/api/filter/shows?keyword=%00", undefined, "keyword"],
    ["GET", "/api/casts/search?keyword=a%00", undefined, "keyword"],
    ["GET", "/api/users/a%00b", undefined, "slug"],
    ["GET", "/api/shows/a%00b", undefined, "id"],
    ["POST", "/api/auth/login", { login: "a\u0000b", password: "x" }, "login"],
    ["POST", "/api/auth/register", { name: "Ad\u0000", username: "abcd1234", email: "x@example.test", password: "password1", password_confirmation: "password1", country: "TR" }, "name"],
    ["POST", "/api/lists", { name: "My\u0000list", public: true }, "name"],
    ["POST", "/api/get-in-touch", { name: "A", email: "a@example.test", subject: "Hi", message: "hello\u0000" }, "message"],
  ] as const)("%s %s answers 422 naming the field", async (method, url, payload, field) => {
    const res = await send(method, url, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors?.[field]).toEqual([MESSAGES.invalidCharacter]);
  });

  it("in a diary note", async () => {
    const res = await send("POST", "/api/logs", { episode_id: episodeId, watched_at: "2021-01-01", note: "a\u0000b" });
    expect(res.statusCode).toBe(422);
  });

  it("in a profile field (multipart)", async () => {
    const { payload, headers } = await multipart({ biography: "a\u0000b" });
    const res = await ctx.app.inject({ method: "POST", url: "/api/me/fields", cookies, headers: { ...headers, "x-xsrf-token": XSRF }, payload });
    expect(res.statusCode).toBe(422);
  });
});

describe("import files with NUL bytes and impossible values", () => {
  it.each([
    ["trakt", JSON.stringify([{ show: { title: "Aşk\u0000Memnu", year: 2008, ids: { trakt: 2147483648, tvdb: -1 } }, seasons: [] }])],
    ["trakt", JSON.stringify([{ show: { title: "x", year: 1e20 }, last_watched_at: "9999-99-99T00:00:00Z" }])],
    ["tvtime", "tv_show_name,episode_season_number,episode_number,updated_at\nA\u0000B,1,1,0000-01-01 00:00:00\n"],
  ])("a %s file answers without a 5xx", async (source, text) => {
    const { payload, headers } = await multipart({ source, file: { bytes: Buffer.from(text), filename: "export", type: "application/octet-stream" } });
    const res = await ctx.app.inject({ method: "POST", url: "/api/me/import/preview", cookies, headers: { ...headers, "x-xsrf-token": XSRF }, payload });
    expect([200, 422]).toContain(res.statusCode);
  });
});

describe("forged cursors and far-off dates", () => {
  it.each([
    `/api/me/tracker?group=in_progress&cursor=${b64({ k: 1e20, id: 1 })}`,
    `/api/me/tracker?group=in_progress&cursor=${b64({ k: 1, id: 2147483648 })}`,
    `/api/me/watchlist?cursor=${b64({ k: -1e20, id: 1 })}`,
    `/api/me/likes?cursor=${b64({ at: "9999-99-99T00:00:00.000000Z", id: 1 })}`,
    `/api/me/ratings?cursor=${b64({ at: "9999-99-99T99:99:99.000000Z", id: 1 })}`,
  ])("%s answers 422 The cursor is invalid.", async (url) => {
    const res = await send("GET", url);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors?.cursor).toBeDefined();
  });

  it.each([
    "/api/me/upcoming?startDate=9999-12-31",
    "/api/me/upcoming?startDate=0000-01-01",
    "/api/me/upcoming?startDate=2024-01-01&endDate=9999-12-31",
    "/api/me/upcoming?startDate=9999-99-99",
    "/api/calendar?month=9999-12",
    "/api/users/x/diary?month=9999-12",
  ])("%s answers without a 5xx", async (url) => {
    const res = await send("GET", url);
    expect(res.statusCode).toBeLessThan(500);
    expect([200, 404, 422]).toContain(res.statusCode);
  });

  it.each(["0000-01-01T00:00:00Z", "-000001-01-01T00:00:00Z", "2024-02-30T10:00:00Z"])("watched_at %s on a seen mark answers 422 naming the field", async (watchedAt) => {
    const res = await send("POST", `/api/seen/episode/${episodeId}`, { status: true, watched_at: watchedAt });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.watched_at).toBeDefined();
  });

  it("watched_at 0000-01-01 in the diary answers 422", async () => {
    const res = await send("POST", "/api/logs", { episode_id: episodeId, watched_at: "0000-01-01" });
    expect(res.statusCode).toBe(422);
  });
});

describe("the contract's error bodies", () => {
  it("a missing required field reads This field is required.", async () => {
    const res = await send("POST", "/api/lists", { public: true });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.name).toEqual([MESSAGES.requiredField]);
    const missingBody = await send("DELETE", "/api/me");
    expect(missingBody.statusCode).toBe(422);
    expect(missingBody.json().message).toBe(MESSAGES.requiredField);
  });

  it("repeated query keys answer the route's own 422, not Fastify's body", async () => {
    const res = await send("GET", "/api/auth/validate/username?username=a&username=b", undefined, false);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: expect.any(String) });
    const email = await send("GET", "/api/auth/validate/email?email=a@example.test&email=b@example.test", undefined, false);
    expect(email.statusCode).toBe(422);
    expect(email.json()).toMatchObject({ error: expect.any(String) });
  });

  it("a path parameter over the length limit answers 404 without echoing it", async () => {
    const long = `zz${"q".repeat(600)}`;
    for (const url of [`/api/shows/${long}`, `/api/users/${long}`, `/api/people/${long}`, `/media/posters/${long}.svg`]) {
      const res = await send("GET", url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain("qqqqqqqq");
      expect(res.json()).toMatchObject({ message: MESSAGES.notFound });
    }
  });
});

describe("profile saves", () => {
  const save = async (fields: Parameters<typeof multipart>[0]) => {
    const { payload, headers } = await multipart(fields);
    return ctx.app.inject({ method: "POST", url: "/api/me/fields", cookies, headers: { ...headers, "x-xsrf-token": XSRF }, payload });
  };

  it("a save with no known field changes nothing and answers the user", async () => {
    const res = await save({ unknown: "x" });
    expect(res.statusCode).toBe(200);
    const empty = await save({});
    expect(empty.statusCode).toBe(200);
  });

  it.each([
    ["an empty file", Buffer.alloc(0)],
    ["text named .png", Buffer.from("not an image")],
    ["a PNG header over garbage", Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)])],
  ])("%s as avatar answers 422 with the type message", async (_label, bytes) => {
    const res = await save({ avatar: { bytes, filename: "a.png", type: "image/png" } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.avatar).toEqual([ACCOUNT_MESSAGES.uploadType]);
  });

  it("a valid 36-megapixel PNG (a small file) is refused from its header, before decoding", async () => {
    const bytes = await largePng(6000, 6000);
    expect(bytes.length).toBeLessThan(2_000_000);
    const before = process.memoryUsage().rss;
    const res = await save({ avatar: { bytes, filename: "big.png", type: "image/png" } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.avatar).toEqual([ACCOUNT_MESSAGES.uploadDimensions]);
    expect(process.memoryUsage().rss - before).toBeLessThan(100_000_000);
  });
});

describe("the username-change race", () => {
  it("two users taking one free name at once: one gets it, the other 422 Username is already taken.", async () => {
    const wanted = `race${Date.now().toString(36)}`.slice(0, 15);
    const [a, b] = [await makeLocalUser(ctx), await makeLocalUser(ctx)];
    const change = (who: typeof a) =>
      ctx.app.inject({ method: "POST", url: "/api/me/account", cookies: who.cookies, headers: { "x-xsrf-token": XSRF }, payload: { username: wanted } });
    const results = await Promise.all([change(a), change(b)]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 422]);
    const loser = results.find((r) => r.statusCode === 422)!;
    expect(loser.json()).toMatchObject({ message: ACCOUNT_MESSAGES.usernameTaken, errors: { username: [ACCOUNT_MESSAGES.usernameTaken] } });
  });
});

/** A valid grayscale PNG of width × height 1-bit pixels, all zero: a few hundred KB that decode to many megapixels. */
async function largePng(width: number, height: number): Promise<Buffer> {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1;
  header[9] = 0;
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on("data", (part: Buffer) => parts.push(part));
  const ended = new Promise((resolve) => deflate.on("end", resolve));
  const row = Buffer.alloc(1 + Math.ceil(width / 8));
  for (let y = 0; y < height; y++) if (!deflate.write(row)) await new Promise((resolve) => deflate.once("drain", resolve));
  deflate.end();
  await ended;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", Buffer.concat(parts)), chunk("IEND", Buffer.alloc(0))]);
}
