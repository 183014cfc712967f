import { randomBytes } from "node:crypto";
import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMENT_MESSAGES, type Comment } from "@dizilog/shared/api";
import { createTestApp, type TestContext } from "../harness.js";
import { makeShow } from "../factories.js";
import { makeUser } from "../user-factories.js";
import { comment, commentsCountOf, imageBytes, postMultipart } from "./helpers.js";

let env: TestContext;
beforeAll(async () => {
  env = await createTestApp();
});
afterAll(async () => env.close());
const db = () => env.database.db;

async function newShow() {
  return (await makeShow(db())).show;
}

const expectImageError = (res: { statusCode: number; json: () => { message: string; errors: Record<string, string[]> } }, message: string) => {
  expect(res.statusCode).toBe(422);
  expect(res.json()).toMatchObject({ message, errors: { image: [message] } });
};

describe("comment images", () => {
  it.each(["png", "jpeg", "webp", "gif"] as const)("takes a %s by its content, re-encoded to WebP and served from /media", async (format) => {
    const author = await makeUser(env);
    const show = await newShow();
    const bytes = await imageBytes(640, 360, format);
    // The declared name and type are not trusted: the content decides.
    const res = await postMultipart(author, "/api/comments/add", { type: "show", id: String(show.id), content: "Şu sahneye bakın" }, { bytes, filename: "x.bin", type: "application/octet-stream" });
    expect(res.statusCode, res.body).toBe(201);
    const photo = (res.json().data as Comment).photo!;
    expect(photo).toEqual({ url: expect.stringMatching(/^\/media\/comments\/[a-z0-9]+\.webp$/), width: 640, height: 360, kind: "image" });
    const served = await env.app.inject({ method: "GET", url: photo.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 640, 360]);
  });

  it("drops metadata (EXIF) and keeps a large image at most 1600 px a side", async () => {
    const author = await makeUser(env);
    const show = await newShow();
    const bytes = await imageBytes(3000, 2000, "jpeg", { exif: true });
    expect((await sharp(bytes).metadata()).exif).toBeDefined();
    const res = await postMultipart(author, "/api/comments/add", { type: "show", id: String(show.id), content: "EXIF" }, { bytes, type: "image/jpeg" });
    expect(res.statusCode, res.body).toBe(201);
    const photo = (res.json().data as Comment).photo!;
    expect([photo.width, photo.height]).toEqual([1600, 1067]);
    const served = await env.app.inject({ method: "GET", url: photo.url });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from("secret-camera-owner"))).toBe(false);
  });

  it("refuses what is not an image, a truncated image and an SVG: the type message on errors.image", async () => {
    const author = await makeUser(env);
    const show = await newShow();
    const fields = { type: "show", id: String(show.id), content: "x" };
    const png = await imageBytes(600, 400, "png");
    for (const bytes of [Buffer.from("definitely not an image"), png.subarray(0, Math.floor(png.length / 2)), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900"/>')]) {
      expectImageError(await postMultipart(author, "/api/comments/add", fields, { bytes }), COMMENT_MESSAGES.imageType);
    }
    expect(await commentsCountOf(db(), "show", show.id)).toBe(0);
  });

  it("refuses more than 2,000,000 bytes with the upload-size message (422, not 413)", async () => {
    const author = await makeUser(env);
    const show = await newShow();
    // Noise does not compress: a real PNG of about 2.3 MB.
    const noise = await sharp(randomBytes(1000 * 780 * 3), { raw: { width: 1000, height: 780, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(noise.length).toBeGreaterThan(2_000_000);
    expectImageError(await postMultipart(author, "/api/comments/add", { type: "show", id: String(show.id), content: "x" }, { bytes: noise }), COMMENT_MESSAGES.imageSize);
  });

  it("refuses an image narrower than 500 px, and takes exactly 500", async () => {
    const author = await makeUser(env);
    const show = await newShow();
    const fields = { type: "show", id: String(show.id), content: "x" };
    expectImageError(await postMultipart(author, "/api/comments/add", fields, { bytes: await imageBytes(499, 800) }), COMMENT_MESSAGES.imageWidth);
    expect((await postMultipart(author, "/api/comments/add", fields, { bytes: await imageBytes(500, 300) })).statusCode).toBe(201);
  });

  it("refuses an image over the pixel limit from its header", async () => {
    const author = await makeUser(env);
    const show = await newShow();
    // 5000 × 4000 of one colour is a small file whose header promises 20 million pixels.
    const huge = await sharp({ create: { width: 5000, height: 4000, channels: 3, background: "#336699" } }).png().toBuffer();
    expect(huge.length).toBeLessThan(2_000_000);
    expectImageError(await postMultipart(author, "/api/comments/add", { type: "show", id: String(show.id), content: "x" }, { bytes: huge }), COMMENT_MESSAGES.imagePixels);
  });

  it("refuses an image and a GIF together (422), before anything is stored", async () => {
    const author = await makeUser(env);
    const show = await newShow();
    const res = await postMultipart(author, "/api/comments/add", { type: "show", id: String(show.id), content: "x", gif: "abc123" }, { bytes: await imageBytes(600, 400) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.image).toEqual([COMMENT_MESSAGES.imageAndGif]);
    expect(res.json().errors.gif).toEqual([COMMENT_MESSAGES.imageAndGif]);
  });

  it("takes multipart text fields alone, and an image on a reply; deleting the comment removes its image", async () => {
    const author = await makeUser(env);
    const other = await makeUser(env);
    const show = await newShow();
    const plain = await postMultipart(author, "/api/comments/add", { type: "show", id: String(show.id), content: "Resimsiz", spoiler: "true" });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().data).toMatchObject({ photo: null, spoiler: true });
    const top = await comment(other, "show", show.id);
    const res = await postMultipart(author, `/api/comments/${top.id}/reply`, { content: "Resimli cevap" }, { bytes: await imageBytes(700, 500, "webp") });
    expect(res.statusCode, res.body).toBe(201);
    const url = (res.json().data as Comment).photo!.url;
    expect((await env.app.inject({ method: "GET", url })).statusCode).toBe(200);
    expect((await other.client.delete(`/api/comments/${top.id}`)).statusCode).toBe(204);
    expect((await env.app.inject({ method: "GET", url })).statusCode).toBe(404);
  });

  it("stores nothing for a comment that is refused", async () => {
    const author = await makeUser(env);
    const stored = async () => (await readdir(path.join(env.deps.config.dataDir, "uploads", "comments")).catch(() => [])).length;
    const before = await stored();
    const res = await postMultipart(author, "/api/comments/add", { type: "list", id: "2000000000", content: "x" }, { bytes: await imageBytes(600, 400) });
    expect(res.statusCode).toBe(404);
    const empty = await postMultipart(author, "/api/comments/add", { type: "show", id: String((await newShow()).id), content: " " }, { bytes: await imageBytes(600, 400) });
    expect(empty.statusCode).toBe(422);
    expect(await stored()).toBe(before);
  });
});
