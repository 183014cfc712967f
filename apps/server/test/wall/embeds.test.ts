import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@dizilog/shared";
import { EMBED_LIMITS, EMBED_MESSAGES, type Embed } from "@dizilog/shared/api";
import sharp from "sharp";
import { HttpLinkPreviewer } from "../../src/integrations/embeds/http-link-previewer.js";
import { embedImageName, embedImagePath } from "../../src/storage/embed-image.js";
import { VIDEO_PLAYER_ORIGINS } from "../../src/integrations/embeds/video-hosts.js";
import { createTestApp, type TestContext } from "../harness.js";
import { makeUser } from "../user-factories.js";
import { type FakePages, memoryStorage, startConnectionCounter, startFakePages, transportTo } from "./fake-pages.js";

/** POST /api/embeds through the real app, against a local site allowed by EMBED_TEST_ORIGINS. */
let pages: FakePages;
let env: TestContext;
beforeAll(async () => {
  pages = await startFakePages();
  env = await createTestApp({ env: { EMBED_TEST_ORIGINS: pages.origin } });
});
afterAll(async () => {
  await env?.close();
  await pages?.close();
});

const embed = (user: Awaited<ReturnType<typeof makeUser>>, url: unknown) => user.client.post("/api/embeds", url === undefined ? {} : { url });

describe("POST /api/embeds", () => {
  it("answers a link's card: Open Graph title, description of at most 150, site name, our copy of the image, no player", async () => {
    const user = await makeUser(env);
    const res = await embed(user, `${pages.origin}/og`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as Embed;
    expect(Object.keys(data).sort()).toEqual(["description", "image", "kind", "site", "title", "url", "video"]);
    expect(data).toMatchObject({ kind: "link", url: `${pages.origin}/og`, title: "Yalı Çapkını & Final", site: { name: "Dizi Haber" }, image: embedImagePath(embedImageName(`${pages.origin}/img/cover.jpg`)), video: null });
    expect(data.description!.length).toBeLessThanOrEqual(EMBED_LIMITS.descriptionMax);
    expect(data.description).toMatch(/…$/);
  });

  it("serves the card's image from our media path as WebP within 1200 × 630 (the page's CSP allows 'self' only)", async () => {
    const user = await makeUser(env);
    const data = (await embed(user, `${pages.origin}/og?served=1`)).json().data as Embed;
    expect(data.image).toMatch(/^\/media\/embeds\/[a-f0-9]{64}\.webp$/);
    const res = await env.app.inject({ method: "GET", url: data.image! });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: "webp", width: 1120, height: 630 });
    expect((await env.app.inject({ method: "GET", url: `/media/embeds/${"0".repeat(64)}.webp` })).statusCode).toBe(404);
    expect((await env.app.inject({ method: "GET", url: "/media/embeds/..%2f..%2fsecret.webp" })).statusCode).not.toBe(200);
  });

  it("answers the card with image null when its image is not an image, does not decode, passes 2 MB or is on a private address", async () => {
    const user = await makeUser(env);
    const counter = await startConnectionCounter();
    try {
      const sources = ["/img/not-image", "/img/broken.png", "/img/huge.png", "/not-found"].map((path) => `${pages.origin}${path}`);
      sources.push(`http://127.0.0.1:${counter.port}/x.png`, "http://10.0.0.1/x.png", "http://169.254.169.254/latest/meta-data/", `${pages.origin}/to?location=${encodeURIComponent(`http://127.0.0.1:${counter.port}/x.png`)}`);
      for (const src of sources) {
        const res = await embed(user, `${pages.origin}/with-image?src=${encodeURIComponent(src)}`);
        expect(res.statusCode, src).toBe(200);
        expect(res.json().data, src).toMatchObject({ title: "With image", image: null });
      }
      expect(counter.connections()).toBe(0);
    } finally {
      await counter.close();
    }
  });

  it("answers the final address after redirects, and falls back to <title>", async () => {
    const user = await makeUser(env);
    const res = await embed(user, `${pages.origin}/to?location=%2Ftitle-only`);
    expect(res.json().data).toEqual({
      kind: "link",
      url: `${pages.origin}/title-only`,
      title: "Sadece bir & başlık",
      description: "Düz bir açıklama.",
      site: { name: "127.0.0.1" },
      image: null,
      video: null,
    });
  });

  it("asks visitors to sign in (401) and unverified users to verify (403), before reading the body", async () => {
    const visitor = await env.app.inject({ method: "POST", url: "/api/embeds", payload: { url: `${pages.origin}/og` } });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe(MESSAGES.loginRequired);
    const unverified = await makeUser(env, { verified: false });
    const res = await embed(unverified, "nonsense");
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.verifyEmail);
  });

  it("answers 422 on url: required when missing, the contract's message for anything that is not a readable http(s) link", async () => {
    const user = await makeUser(env);
    const missing = await embed(user, undefined);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.url).toEqual([MESSAGES.requiredField]);
    for (const url of ["", "   ", "not a link", "example.com", "ftp://example.com/", "javascript:alert(1)", "file:///etc/passwd", `http://x.test/${"a".repeat(2100)}`, 42, ["http://a.test"]]) {
      const res = await embed(user, url);
      expect(res.statusCode, String(url).slice(0, 40)).toBe(422);
      const expected = typeof url === "string" && url.trim() === "" ? MESSAGES.requiredField : EMBED_MESSAGES.unreadable;
      expect(res.json().errors.url, String(url).slice(0, 40)).toEqual([expected]);
    }
  });

  it("refuses private addresses, non-HTML pages and failures with the same 422 on url", async () => {
    const user = await makeUser(env);
    for (const url of ["http://127.0.0.1/", "http://169.254.169.254/latest/meta-data/", "http://[::1]/", "http://10.0.0.1/", `${pages.origin}/json`, `${pages.origin}/not-found`, `${pages.origin}/hops/4`]) {
      const res = await embed(user, url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json()).toMatchObject({ message: EMBED_MESSAGES.unreadable, errors: { url: [EMBED_MESSAGES.unreadable] } });
    }
  });

  it("caches a card by its link: the second call (even with another fragment) reads nothing; a failure is cached too", async () => {
    const user = await makeUser(env);
    const link = `${pages.origin}/og?cache=1`;
    const first = await embed(user, link);
    const before = pages.requests.length;
    const second = await embed(user, `${link}#again`);
    expect(second.json()).toEqual(first.json());
    expect(pages.requests.length).toBe(before);

    const broken = `${pages.origin}/json?cache=1`;
    expect((await embed(user, broken)).statusCode).toBe(422);
    const afterFailure = pages.requests.length;
    expect((await embed(user, broken)).statusCode).toBe(422);
    expect(pages.requests.length).toBe(afterFailure);
  });

  it("limits each user to 30 links a minute (429 with Retry-After), counting per user", async () => {
    const user = await makeUser(env);
    for (let i = 0; i < EMBED_LIMITS.rateMax; i++) expect((await embed(user, `${pages.origin}/og?cache=1`)).statusCode).toBe(200);
    const limited = await embed(user, `${pages.origin}/og?cache=1`);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(MESSAGES.tooManyRequests);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    const other = await makeUser(env);
    expect((await embed(other, `${pages.origin}/og?cache=1`)).statusCode).toBe(200);
  });

  it("is in the OpenAPI document with the Embed schema", async () => {
    const doc = (await env.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    expect(doc.paths["/api/embeds"].post).toBeDefined();
    expect(Object.keys(doc.components.schemas.Embed.properties).sort()).toEqual(["description", "image", "kind", "site", "title", "url", "video"]);
  });

  it("frames only the whitelisted players (Content-Security-Policy frame-src)", async () => {
    const user = await makeUser(env);
    const res = await embed(user, `${pages.origin}/og`);
    const policy = String(res.headers["content-security-policy"]);
    const frameSrc = policy.split(";").find((directive) => directive.startsWith("frame-src "));
    expect(frameSrc).toBe(`frame-src 'self' ${VIDEO_PLAYER_ORIGINS.join(" ")}`);
  });
});

describe("POST /api/embeds for a video host", () => {
  let video: TestContext;
  beforeAll(async () => {
    // A public name (as a resolver would answer it) carried to the local site: no internet needed.
    const storage = memoryStorage();
    const links = new HttpLinkPreviewer({
      testOrigins: new Set(),
      appUrl: "https://dizilog.test",
      storage,
      resolve: async () => [{ address: "93.184.215.14", family: 4 }],
      transport: transportTo(pages),
    });
    video = await createTestApp({ links, storage });
  });
  afterAll(async () => {
    await video?.close();
  });

  it("answers kind video with a player built from the link, for YouTube (a video, a short) and Dailymotion; another site is a link card", async () => {
    const user = await makeUser(video);
    const cases = [
      ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
      ["https://www.youtube.com/shorts/aBcDeFgHiJk", "https://www.youtube-nocookie.com/embed/aBcDeFgHiJk"],
      ["https://www.dailymotion.com/video/x8abc12", "https://www.dailymotion.com/embed/video/x8abc12"],
    ] as const;
    for (const [link, player] of cases) {
      const res = await embed(user, link);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ kind: "video", url: link, video: player, title: "Yalı Çapkını & Final" });
    }
    const plain = await embed(user, "https://haber.example.com/og");
    expect(plain.json().data).toMatchObject({ kind: "link", video: null, image: embedImagePath(embedImageName("https://haber.example.com/img/cover.jpg")) });
    // Read from the public host on the server, served to readers from our origin.
    expect((await video.app.inject({ method: "GET", url: plain.json().data.image })).statusCode).toBe(200);
  });
});
