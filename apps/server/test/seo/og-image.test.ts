import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, ogImagePath } from "@dizilog/shared";
import { episodes, listItems, lists, postImages, posts, reviews, shows, users } from "../../src/db/schema/index.js";
import { DiskStorage, type Storage } from "../../src/storage/storage.js";
import { makePerson, makeShow } from "../factories.js";
import { createTestApp, type TestContext } from "../harness.js";
import { type MadeUser, makeUser } from "../user-factories.js";

/** A poster host on this machine (allowed through EMBED_TEST_ORIGINS): a solid green PNG, a 404, and the paths asked. */
interface PosterHost {
  origin: string;
  requests: string[];
  close(): Promise<void>;
}

async function startPosterHost(): Promise<PosterHost> {
  const green = await sharp({ create: { width: 210, height: 295, channels: 3, background: { r: 0, g: 200, b: 0 } } }).png().toBuffer();
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? "");
    if (req.url === "/poster.png") {
      res.writeHead(200, { "content-type": "image/png", "content-length": green.length });
      res.end(green);
    } else {
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("no");
    }
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, requests, close: () => new Promise((done) => server.close(() => done())) };
}

/** The storage with every write counted: how many images were drawn. */
function countingPuts(storage: Storage): { storage: Storage; puts: string[] } {
  const puts: string[] = [];
  return {
    puts,
    storage: {
      put: (key, body, type) => {
        puts.push(key);
        return storage.put(key, body, type);
      },
      get: (key) => storage.get(key),
      deletePrefix: (prefix) => storage.deletePrefix(prefix),
      list: (folder) => storage.list(folder),
    },
  };
}

let env: TestContext;
let host: PosterHost;
let puts: string[];
const db = () => env.database.db;
/** Each test asks from its own address, so the per-address drawing limit is the limit test's alone. */
let nextAddress = 1;
const get = (url: string, headers: Record<string, string> = {}, ip = `198.51.100.${nextAddress++}`) => env.app.inject({ method: "GET", url, headers, remoteAddress: ip });

let dataDir: string;
beforeAll(async () => {
  host = await startPosterHost();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "dizilog-og-"));
  const counted = countingPuts(new DiskStorage(dataDir));
  puts = counted.puts;
  env = await createTestApp({ env: { EMBED_TEST_ORIGINS: host.origin }, storage: counted.storage });
});
afterAll(async () => {
  await env.close();
  await host.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Answer = Awaited<ReturnType<typeof get>>;

async function expectJpeg(res: Answer) {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers["content-type"]).toBe("image/jpeg");
  expect(res.headers["cache-control"]).toBe("public, max-age=86400");
  expect(res.headers.etag).toMatch(/^"[0-9a-f]{16}"$/);
  const meta = await sharp(res.rawPayload).metadata();
  expect(meta).toMatchObject({ format: "jpeg", width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT });
}

/** The average colour of the picture's box (a poster sits at 60,60 340×510). */
async function posterColour(jpeg: Buffer): Promise<{ r: number; g: number; b: number }> {
  const { data } = await sharp(jpeg).extract({ left: 120, top: 150, width: 200, height: 300 }).resize(1, 1).raw().toBuffer({ resolveWithObject: true });
  return { r: data[0]!, g: data[1]!, b: data[2]! };
}

async function makeList(owner: MadeUser, options: { isPublic?: boolean; showId?: number } = {}) {
  const [list] = await db().insert(lists).values({ userId: owner.id, name: "Ağlatan diziler & finaller", isPublic: options.isPublic ?? true }).returning();
  if (options.showId) await db().insert(listItems).values({ listId: list!.id, showId: options.showId, position: 1 });
  return list!;
}

async function makePost(author: MadeUser, fields: Partial<typeof posts.$inferInsert> = {}) {
  const [post] = await db()
    .insert(posts)
    .values({ userId: author.id, wallUserId: author.id, type: "post", content: "Bu akşam final var!\nİkinci satır", visibility: "public", ...fields })
    .returning();
  return post!;
}

const SCORES = { story: 4, acting: 4, music: 4, visuals: 4, characters: 4, overall: 4.5 };
const privateAccount = (user: MadeUser) => db().update(users).set({ privateAccount: true }).where(eq(users.id, user.id));

describe("GET /og/{kind}/{id}.jpg", () => {
  it("draws a show's card once, then serves the stored JPEG with its ETag (304 on If-None-Match)", async () => {
    const { show } = await makeShow(db(), { originalTitle: "Kızılcık Şerbeti", network: "Show TV" });
    const before = puts.length;
    const t0 = performance.now();
    const first = await get(ogImagePath("show", show.id));
    const firstMs = performance.now() - t0;
    await expectJpeg(first);
    const t1 = performance.now();
    const second = await get(ogImagePath("show", show.id));
    const hitMs = performance.now() - t1;
    await expectJpeg(second);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(puts.length - before).toBe(1);
    const cached = await get(ogImagePath("show", show.id), { "if-none-match": String(first.headers.etag) });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
    console.info(`og image: first render ${firstMs.toFixed(1)} ms, stored hit ${hitMs.toFixed(1)} ms, ${first.rawPayload.length} bytes`);
  });

  it("draws a new image when the title changes, and forgets the old one", async () => {
    const { show } = await makeShow(db());
    const first = await get(ogImagePath("show", show.id));
    await db().update(shows).set({ originalTitle: "Yeni Başlık" }).where(eq(shows.id, show.id));
    const second = await get(ogImagePath("show", show.id));
    await expectJpeg(second);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    const files = await env.deps.storage.list(`og/show/${show.id}`);
    expect(files.map((f) => f.key)).toEqual([`og/show/${show.id}/${String(second.headers.etag).replaceAll('"', "")}.jpg`]);
  });

  it("answers the contract's 404 for an unknown id, an unknown kind and an id past int4", async () => {
    for (const url of ["/og/show/2147483000.jpg", "/og/nothing/1.jpg", "/og/show/2147483648.jpg", "/og/show/0.jpg", "/og/show/abc.jpg"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: "not_found" });
    }
  });

  it("draws every kind a visitor may see: episode, person, user, public list, review, public post", async () => {
    const { show } = await makeShow(db(), { seasons: [2] });
    const author = await makeUser(env, { name: "Ayşe Yılmaz" });
    const [episode] = await db().select({ id: episodes.id }).from(episodes).where(eq(episodes.showId, show.id)).limit(1);
    const person = await makePerson(db(), { name: "Hande Erçel" });
    const list = await makeList(author, { showId: show.id });
    const [review] = await db().insert(reviews).values({ userId: author.id, showId: show.id, title: "Çok iyi", content: "x".repeat(300), ...SCORES }).returning();
    const post = await makePost(author);
    const urls = [
      ogImagePath("person", person.id),
      ogImagePath("user", author.id),
      ogImagePath("list", list.id),
      ogImagePath("review", review!.id),
      ogImagePath("post", post.id),
      ogImagePath("episode", episode!.id),
    ];
    for (const url of urls) await expectJpeg(await get(url));
  });

  it("answers 404 for a private post, a profile-only or unlisted one, a removed one and a private account's public post — to its author too — and stores nothing", async () => {
    const author = await makeUser(env);
    const closed = await makeUser(env);
    await privateAccount(closed);
    const hidden = [
      await makePost(author, { visibility: "private" }),
      await makePost(author, { visibility: "profile" }),
      await makePost(author, { visibility: "unlisted" }),
      await makePost(author, { removedAt: new Date() }),
      await makePost(closed),
    ];
    const unknown = await get("/og/post/2147483001.jpg");
    for (const post of hidden) {
      for (const res of [await get(ogImagePath("post", post.id)), await author.client.get(ogImagePath("post", post.id)), await closed.client.get(ogImagePath("post", post.id))]) {
        expect(res.statusCode).toBe(404);
        // Nothing tells a hidden post from one that never was.
        expect(res.body).toBe(unknown.body);
        expect(res.headers["content-type"]).toBe(unknown.headers["content-type"]);
      }
      expect(await env.deps.storage.list(`og/post/${post.id}`)).toEqual([]);
      // A client's cached copy does not get past the rule either.
      expect((await get(ogImagePath("post", post.id), { "if-none-match": "*" })).statusCode).toBe(404);
    }
  });

  it("shows only the author of a post marked as a spoiler: the same drawing as a post with no words", async () => {
    const author = await makeUser(env);
    const spoiler = await makePost(author, { content: "Final: Ferit ölüyor", spoilers: true });
    const empty = await makePost(author, { content: "" });
    const worded = await makePost(author, { content: "Final: Ferit ölüyor" });
    const [a, b, c] = [await get(ogImagePath("post", spoiler.id)), await get(ogImagePath("post", empty.id)), await get(ogImagePath("post", worded.id))];
    await expectJpeg(a);
    expect(a.headers.etag).toBe(b.headers.etag);
    expect(c.headers.etag).not.toBe(a.headers.etag);
  });

  it("answers 404 for a private list and a private account's public list, and draws a public one", async () => {
    const owner = await makeUser(env);
    const closed = await makeUser(env);
    await privateAccount(closed);
    const privateList = await makeList(owner, { isPublic: false });
    const closedList = await makeList(closed);
    const unknown = await get("/og/list/2147483001.jpg");
    for (const list of [privateList, closedList]) {
      const res = await get(ogImagePath("list", list.id));
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(unknown.body);
      expect(await env.deps.storage.list(`og/list/${list.id}`)).toEqual([]);
    }
    await expectJpeg(await get(ogImagePath("list", (await makeList(owner)).id)));
  });

  it("answers 404 for a removed review", async () => {
    const { show } = await makeShow(db());
    const author = await makeUser(env);
    const [review] = await db().insert(reviews).values({ userId: author.id, showId: show.id, title: "Silindi", content: "x".repeat(300), ...SCORES, removedAt: new Date() }).returning();
    expect((await get(ogImagePath("review", review!.id))).statusCode).toBe(404);
  });

  it("draws a post's first image from storage", async () => {
    const author = await makeUser(env);
    const red = await sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 220, g: 0, b: 0 } } }).webp().toBuffer();
    await env.deps.storage.put("posts/ogtestimage.webp", red, "image/webp");
    const post = await makePost(author, { content: "" });
    await db().insert(postImages).values({ postId: post.id, position: 0, key: "posts/ogtestimage.webp", url: "/media/posts/ogtestimage.webp", width: 600, height: 600 });
    const res = await get(ogImagePath("post", post.id));
    await expectJpeg(res);
    // The square picture sits at 60,135 (360 × 360).
    const { data } = await sharp(res.rawPayload).extract({ left: 140, top: 215, width: 200, height: 200 }).resize(1, 1).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(170);
    expect(data[1]).toBeLessThan(60);
  });
});

describe("a remote poster", () => {
  it("is read through the guarded fetcher from an allowed host and drawn", async () => {
    const { show } = await makeShow(db());
    await db().update(shows).set({ posterUrl: `${host.origin}/poster.png` }).where(eq(shows.id, show.id));
    const res = await get(ogImagePath("show", show.id));
    await expectJpeg(res);
    expect(host.requests).toContain("/poster.png");
    const colour = await posterColour(res.rawPayload);
    expect(colour.g).toBeGreaterThan(150);
    expect(colour.r).toBeLessThan(60);
  });

  it("falls back to the generated artwork when the poster fails, or its address is refused by the guard", async () => {
    const asked = host.requests.length;
    for (const posterUrl of [`${host.origin}/missing.png`, "http://127.0.0.1:9/poster.png", "http://10.0.0.1/poster.png", "https://localhost/poster.png"]) {
      const { show } = await makeShow(db());
      await db().update(shows).set({ posterUrl }).where(eq(shows.id, show.id));
      const res = await get(ogImagePath("show", show.id));
      await expectJpeg(res);
      const colour = await posterColour(res.rawPayload);
      // Not the green poster: the generated artwork's gradient.
      expect(colour.g < 150 || colour.r > 60).toBe(true);
    }
    // Only the allowed host's failing address was asked; the refused ones never left the machine.
    expect(host.requests.slice(asked)).toEqual(["/missing.png"]);
  });
});

describe("bounds", () => {
  it("draws an image asked for 20 times at once once", async () => {
    const { show } = await makeShow(db());
    const before = puts.filter((key) => key.startsWith(`og/show/${show.id}/`)).length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(ogImagePath("show", show.id))));
    for (const res of answers) expect(res.statusCode).toBe(200);
    expect(new Set(answers.map((res) => res.headers.etag)).size).toBe(1);
    expect(puts.filter((key) => key.startsWith(`og/show/${show.id}/`)).length - before).toBe(1);
  });

  it("limits new drawings per address (30 a minute), not stored ones", async () => {
    const made = [];
    for (let i = 0; i < 31; i++) made.push((await makeShow(db(), { seasons: [0] })).show);
    const ip = "203.0.113.77";
    for (const show of made.slice(0, 30)) expect((await get(ogImagePath("show", show.id), {}, ip)).statusCode).toBe(200);
    const limited = await get(ogImagePath("show", made[30]!.id), {}, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: "rate_limited" });
    expect(String(limited.headers["cache-control"] ?? "")).not.toMatch(/public/);
    expect(limited.headers.etag).toBeUndefined();
    // A stored image still comes back to that address.
    expect((await get(ogImagePath("show", made[0]!.id), {}, ip)).statusCode).toBe(200);
  });
});

describe("the OpenAPI document", () => {
  it("leaves the images out (they are for crawlers, not API clients)", async () => {
    const paths = Object.keys((await get("/api/openapi.json")).json().paths as object);
    expect(paths.length).toBeGreaterThan(50);
    expect(paths.filter((p) => p.startsWith("/og") || p.startsWith("/sitemap") || p === "/robots.txt")).toEqual([]);
  });
});

describe("GET /og/site.jpg", () => {
  it("is the site's card", async () => {
    await expectJpeg(await get("/og/site.jpg"));
  });
});
