import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, MESSAGES } from "@dizilog/shared";
import { CUSTOMIZATION_MESSAGES, type User } from "@dizilog/shared/api";
import { Client, PASSWORD, multipart } from "../accounts/helpers.js";
import { createTestApp, type TestContext } from "../harness.js";
import { endPlan, grantPlan } from "../plans.js";
import { type MadeUser, makeUser } from "../user-factories.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const setAccent = (user: MadeUser, accent_color: unknown) => user.client.post("/api/me/customization", { accent_color });

async function uploadCover(client: Client, bytes: Buffer, filename = "cover.png", type = "image/png") {
  const { payload, headers } = await multipart({ file: { bytes, filename, type } });
  return client.request({ method: "POST", url: "/api/me/cover", payload, headers });
}

const image = (width: number, height: number, format: "png" | "jpeg" | "webp" | "gif" = "png") =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 64, b: 175 } } })[format]().toBuffer();

/** The stored sizes of a cover URL (`/media/covers/<id>/<key>/1500.webp`), as the media route serves them. */
async function coverFiles(url: string) {
  const sizes = [];
  for (const size of [640, 1500]) {
    const res = await ctx.app.inject({ method: "GET", url: url.replace("/1500.webp", `/${size}.webp`) });
    sizes.push({ size, status: res.statusCode, cache: res.headers["cache-control"], bytes: res.rawPayload });
  }
  return sizes;
}

const profileOf = async (slug: string) => ((await new Client(ctx.app).get(`/api/users/${slug}`)).json() as { data: User }).data;

describe("the accent colour", () => {
  it("is set by a Pro user, stored lower case, and shown on the profile", async () => {
    const pro = await makeUser(ctx, { pro: true });
    const res = await setAccent(pro, "#1A2B3C");
    expect(res.statusCode).toBe(200);
    expect(res.json().data.accent_color).toBe("#1a2b3c");
    expect((await profileOf(pro.row.slug)).accent_color).toBe("#1a2b3c");
    const cleared = await setAccent(pro, null);
    expect(cleared.json().data.accent_color).toBeNull();
  });

  it.each([["1a2b3c"], ["#1a2b3"], ["#1a2b3c4"], ["#gggggg"], ["red"], ["#1a2b3c "], [""], [123], [true]])("refuses %j with the colour message (422)", async (value) => {
    const pro = await makeUser(ctx, { pro: true });
    const res = await setAccent(pro, value);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(CUSTOMIZATION_MESSAGES.accentInvalid);
    expect(res.json().errors.accent_color).toEqual([CUSTOMIZATION_MESSAGES.accentInvalid]);
  });

  it("answers 401 to a visitor and 403 pro_required to a free user, who may still clear it", async () => {
    expect((await new Client(ctx.app).post("/api/me/customization", { accent_color: "#112233" })).statusCode).toBe(401);
    const free = await makeUser(ctx);
    const res = await setAccent(free, "#112233");
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: "pro_required", pro_required: true });
    expect((await setAccent(free, null)).statusCode).toBe(200);
  });
});

describe("a lapsed Pro", () => {
  it("keeps the values hidden while the plan is off, and shows them again when it returns", async () => {
    const user = await makeUser(ctx);
    const db = ctx.database.db;
    const plan = await grantPlan(db, user.id, "month", new Date());
    await setAccent(user, "#0f766e");
    const cover = (await uploadCover(user.client, await image(1200, 400))).json().data.cover as string;
    expect(cover).toMatch(new RegExp(`^/media/covers/${user.id}/[a-z0-9]+/1500\\.webp$`));

    await endPlan(db, user.id, plan, new Date());
    const hidden = await profileOf(user.row.slug);
    expect(hidden).toMatchObject({ accent_color: null, cover: null });
    const own = (await user.client.get("/api/me")).json().data;
    expect(own).toMatchObject({ accent_color: null, cover: null });
    expect(own.entitlements.customization).toBe(false);
    // Setting needs the plan again.
    expect((await setAccent(user, "#123456")).statusCode).toBe(403);
    expect((await uploadCover(user.client, await image(1200, 400))).statusCode).toBe(403);
    // The files are kept for the plan's return.
    expect((await coverFiles(cover)).map((f) => f.status)).toEqual([200, 200]);

    await grantPlan(db, user.id, "year", new Date());
    expect(await profileOf(user.row.slug)).toMatchObject({ accent_color: "#0f766e", cover });
  });

  it("may still remove the cover, and its files go", async () => {
    const user = await makeUser(ctx);
    const db = ctx.database.db;
    const plan = await grantPlan(db, user.id, "month", new Date());
    const cover = (await uploadCover(user.client, await image(1500, 500))).json().data.cover as string;
    await endPlan(db, user.id, plan, new Date());
    const res = await user.client.delete("/api/me/cover");
    expect(res.statusCode).toBe(200);
    expect((await coverFiles(cover)).map((f) => f.status)).toEqual([404, 404]);
    await grantPlan(db, user.id, "year", new Date());
    expect((await profileOf(user.row.slug)).cover).toBeNull();
  });
});

describe("the cover upload", () => {
  it("stores a 3:1 banner at 640 and 1500 px wide, cached for a year", async () => {
    const pro = await makeUser(ctx, { pro: "lifetime" });
    const res = await uploadCover(pro.client, await image(2000, 1500, "jpeg"), "photo.jpg", "image/jpeg");
    expect(res.statusCode).toBe(200);
    const cover: string = res.json().data.cover;
    expect((await profileOf(pro.row.slug)).cover).toBe(cover);
    for (const file of await coverFiles(cover)) {
      expect(file.status).toBe(200);
      expect(file.cache).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(file.bytes).metadata();
      expect(meta).toMatchObject({ format: "webp", width: file.size, height: Math.round(file.size / 3) });
    }
  });

  it("replaces the old cover's files, and DELETE removes the new one's", async () => {
    const pro = await makeUser(ctx, { pro: true });
    const first = (await uploadCover(pro.client, await image(1200, 400))).json().data.cover as string;
    const second = (await uploadCover(pro.client, await image(1300, 500, "webp"), "b.webp", "image/webp")).json().data.cover as string;
    expect(second).not.toBe(first);
    expect((await coverFiles(first)).map((f) => f.status)).toEqual([404, 404]);
    expect((await coverFiles(second)).map((f) => f.status)).toEqual([200, 200]);
    const removed = await pro.client.delete("/api/me/cover");
    expect(removed.json().data.cover).toBeNull();
    expect((await coverFiles(second)).map((f) => f.status)).toEqual([404, 404]);
    // Removing again changes nothing.
    expect((await pro.client.delete("/api/me/cover")).statusCode).toBe(200);
  });

  const refusals: [string, () => Promise<{ bytes: Buffer; filename: string; type: string }>, string][] = [
    ["not an image", async () => ({ bytes: Buffer.from("just some text\n".repeat(40)), filename: "cover.png", type: "image/png" }), CUSTOMIZATION_MESSAGES.coverType],
    ["a GIF renamed .png", async () => ({ bytes: await image(1200, 400, "gif"), filename: "cover.png", type: "image/png" }), CUSTOMIZATION_MESSAGES.coverType],
    ["a PNG cut short", async () => ({ bytes: (await image(1200, 400)).subarray(0, 200), filename: "cover.png", type: "image/png" }), CUSTOMIZATION_MESSAGES.coverType],
    ["too narrow", async () => ({ bytes: await image(999, 400), filename: "cover.png", type: "image/png" }), CUSTOMIZATION_MESSAGES.coverWidth],
    [
      "over 2,000,000 bytes",
      async () => ({
        bytes: await sharp(Buffer.from(Array.from({ length: 1200 * 1000 * 3 }, (_, i) => (i * 7919) % 251)), { raw: { width: 1200, height: 1000, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer(),
        filename: "cover.png",
        type: "image/png",
      }),
      ACCOUNT_MESSAGES.uploadSize,
    ],
    ["over the pixel limit (a decompression bomb)", async () => ({ bytes: await image(4100, 4100), filename: "cover.png", type: "image/png" }), ACCOUNT_MESSAGES.uploadDimensions],
  ];
  it.each(refusals)("refuses %s (422 on file) and stores nothing", async (_label, make, message) => {
    const pro = await makeUser(ctx, { pro: true });
    const upload = await make();
    const res = await uploadCover(pro.client, upload.bytes, upload.filename, upload.type);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(message);
    expect(res.json().errors.file).toEqual([message]);
    expect(await ctx.deps.storage.list(`covers/${pro.id}`)).toEqual([]);
    expect((await pro.client.get("/api/me")).json().data.cover).toBeNull();
  });

  it("asks for a file (422), and answers 401 to a visitor and 403 pro_required to a free user", async () => {
    const pro = await makeUser(ctx, { pro: true });
    const { payload, headers } = await multipart({ other: "x" });
    const empty = await pro.client.request({ method: "POST", url: "/api/me/cover", payload, headers });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.file).toEqual([MESSAGES.requiredField]);
    expect((await uploadCover(new Client(ctx.app), await image(1200, 400))).statusCode).toBe(401);
    const free = await makeUser(ctx);
    const res = await uploadCover(free.client, await image(1200, 400));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: "pro_required", pro_required: true });
    expect((await new Client(ctx.app).delete("/api/me/cover")).statusCode).toBe(401);
  });

  it("goes with the account", async () => {
    const user = await makeUser(ctx);
    const plan = await grantPlan(ctx.database.db, user.id, "month", new Date());
    const cover = (await uploadCover(user.client, await image(1200, 400))).json().data.cover as string;
    // An active subscription blocks deletion: the plan ends first, the stored cover stays until the account goes.
    await endPlan(ctx.database.db, user.id, plan, new Date());
    expect((await user.client.delete("/api/me", { password: PASSWORD })).statusCode).toBe(204);
    expect((await coverFiles(cover)).map((f) => f.status)).toEqual([404, 404]);
  });
});
