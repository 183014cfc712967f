import { createDeflate, crc32 } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "@dizilog/shared";
import { type Account, type AccountsEnv, Client, makeVerifiedUser, multipart, startAccountsApp } from "./helpers.js";

let env: AccountsEnv;
beforeAll(async () => {
  env = await startAccountsApp();
});
afterAll(async () => env.close());

type Fields = Parameters<typeof multipart>[0];

async function saveFields(client: Client, fields: Fields) {
  const { payload, headers } = await multipart(fields);
  return client.request({ method: "POST", url: "/api/me/fields", payload, headers });
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 185, g: 28, b: 28 } } }).png().toBuffer();

/** GETs a media URL: its status, content type and bytes. */
async function fetchMedia(url: string) {
  const res = await env.app.inject({ method: "GET", url });
  return { status: res.statusCode, type: res.headers["content-type"], bytes: res.rawPayload };
}

/**
 * A valid PNG that declares width × height 1-bit pixels, with its whole (all-zero) image data
 * deflated: a few hundred KB that decode to gigabytes — a decompression bomb.
 */
async function pngBomb(width: number, height: number): Promise<Buffer> {
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
  header[8] = 1; // bit depth
  header[9] = 0; // grayscale
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

describe("GET /api/me", () => {
  it("answers the own User with every field of the contract", async () => {
    const account = await makeVerifiedUser(env, { birthday: "1990-01-02" });
    const res = await account.client.get("/api/me");
    expect(res.statusCode).toBe(200);
    const user = res.json().data;
    expect(Object.keys(user).sort()).toEqual(
      [
        "id", "name", "username", "slug", "url", "avatar", "biography", "country", "location", "joined", "is_verified", "is_pro",
        "premium", "lifetime", "following_count", "followers_count", "role", "private_account", "abilities", "track_count", "seen_count", "like_count", "email", "email_verified_at",
        "birthday", "is_onboarded", "unread_count", "spoilers", "title_pref", "time_zone", "locale", "two_factor_enabled", "accent_color", "cover", "entitlements",
      ].sort(),
    );
    expect(user).toMatchObject({
      id: account.user.id,
      username: account.username,
      slug: account.username.toLowerCase(),
      url: `/user/${account.username.toLowerCase()}`,
      avatar: `/media/users/${account.username.toLowerCase()}.svg`,
      biography: null,
      location: null,
      country: "TR",
      email: account.email,
      birthday: "1990-01-02",
      is_verified: false,
      is_pro: false,
      premium: false,
      lifetime: false,
      is_onboarded: false,
      unread_count: 0,
      spoilers: false,
      title_pref: 0,
      time_zone: "Europe/Istanbul",
      locale: "en",
      two_factor_enabled: false,
      track_count: 0,
      followers_count: 0,
      following_count: 0,
      role: "user",
      private_account: false,
      abilities: { follow: false, view_lists: true, view_follows: true, view_wall: true, view_activity: true, post_on_wall: true },
    });
    expect(Date.parse(user.joined)).not.toBeNaN();
    expect(Date.parse(user.email_verified_at)).not.toBeNaN();
    // The generated portrait is served.
    expect((await fetchMedia(user.avatar)).status).toBe(200);
  });

  it("embeds the upcoming episodes with include=upcoming.show", async () => {
    const account = await makeVerifiedUser(env);
    const res = await account.client.get("/api/me?include=upcoming.show");
    expect(res.statusCode).toBe(200);
    expect(res.json().data.upcoming).toEqual([]);
  });
});

describe("POST /api/me/fields", () => {
  let account: Account;
  beforeAll(async () => {
    account = await makeVerifiedUser(env);
  });

  it("saves biography, location, country, birthday, spoilers, title preference and time zone", async () => {
    const res = await saveFields(account.client, {
      biography: "Kuruluş Osman ve Aşk-ı Memnu hayranı.",
      location: "İzmir",
      country: "de",
      birthday: "1988-11-23",
      spoilers: "true",
      title_lang_preference: "1",
      time_zone: "Europe/Berlin",
    });
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      biography: "Kuruluş Osman ve Aşk-ı Memnu hayranı.",
      location: "İzmir",
      country: "DE",
      birthday: "1988-11-23",
      spoilers: true,
      title_pref: 1,
      time_zone: "Europe/Berlin",
    };
    expect(res.json().data).toMatchObject(expected);
    expect((await account.client.get("/api/me")).json().data).toMatchObject(expected);

    // Fields left out stay; an empty birthday clears it; spoilers turn off.
    const second = await saveFields(account.client, { birthday: "", spoilers: "false", title_lang_preference: "0" });
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({ biography: expected.biography, location: "İzmir", birthday: null, spoilers: false, title_pref: 0 });
  });

  it("answers 422 naming every invalid field, and saves none of them", async () => {
    const before = (await account.client.get("/api/me")).json().data;
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const res = await saveFields(account.client, {
      biography: "x".repeat(501),
      location: "y".repeat(101),
      country: "XX",
      birthday: future,
      spoilers: "maybe",
      title_lang_preference: "2",
      time_zone: "Mars/Olympus_Mons",
    });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(Object.keys(errors).sort()).toEqual(["biography", "birthday", "country", "location", "spoilers", "time_zone", "title_lang_preference"]);
    expect(errors.country).toEqual([ACCOUNT_MESSAGES.countryInvalid]);
    expect(errors.birthday).toEqual([ACCOUNT_MESSAGES.birthdayInvalid]);
    expect((await account.client.get("/api/me")).json().data).toEqual(before);
  });

  it.each([
    ["biography", "x".repeat(501)],
    ["location", "y".repeat(101)],
    ["country", "Turkey"],
    ["birthday", "1990-02-31"],
    ["spoilers", "yes please"],
    ["title_lang_preference", "original"],
    ["time_zone", "Istanbul"],
  ])("refuses an invalid %s alone", async (field, value) => {
    const res = await saveFields(account.client, { [field]: value });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual([field]);
  });

  it("accepts the longest biography and location", async () => {
    const res = await saveFields(account.client, { biography: "b".repeat(500), location: "l".repeat(100) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.biography).toHaveLength(500);
  });

  it("answers 401 signed out and 400 for a body that is not multipart", async () => {
    const { payload, headers } = await multipart({ biography: "x" });
    expect((await new Client(env.app).request({ method: "POST", url: "/api/me/fields", payload, headers })).statusCode).toBe(401);
    expect((await account.client.post("/api/me/fields", { biography: "x" })).statusCode).toBe(400);
  });
});

describe("avatar upload", () => {
  it("stores a PNG as WebP at 256 and 64 px and serves it", async () => {
    const account = await makeVerifiedUser(env);
    const res = await saveFields(account.client, { avatar: { bytes: await png(640, 480), filename: "me.png", type: "image/png" } });
    expect(res.statusCode, res.body).toBe(200);
    const avatar: string = res.json().data.avatar;
    expect(avatar).toMatch(new RegExp(`^/media/avatars/${account.user.id}/[a-z0-9]+/256\\.webp$`));

    for (const size of [256, 64]) {
      const media = await fetchMedia(avatar.replace("/256.webp", `/${size}.webp`));
      expect(media.status).toBe(200);
      expect(media.type).toBe("image/webp");
      const meta = await sharp(media.bytes).metadata();
      expect(meta).toMatchObject({ format: "webp", width: size, height: size });
    }
    expect((await account.client.get("/api/me")).json().data.avatar).toBe(avatar);
  });

  it("replaces the previous avatar and removes its files", async () => {
    const account = await makeVerifiedUser(env);
    const first = (await saveFields(account.client, { avatar: { bytes: await png(300, 300), filename: "a.png", type: "image/png" } })).json().data.avatar;
    const gif = await sharp({ create: { width: 120, height: 90, channels: 3, background: "#00f" } }).gif().toBuffer();
    const second = await saveFields(account.client, { avatar: { bytes: gif, filename: "b.gif", type: "image/gif" } });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.avatar).not.toBe(first);
    expect((await fetchMedia(second.json().data.avatar)).status).toBe(200);
    expect((await fetchMedia(first)).status).toBe(404);
    expect((await fetchMedia(first.replace("/256.webp", "/64.webp"))).status).toBe(404);
  });

  it("strips EXIF and other metadata", async () => {
    const account = await makeVerifiedUser(env);
    const jpeg = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#888" } })
      .withMetadata({ exif: { IFD0: { Copyright: "secret-copyright", Artist: "secret-artist" } } })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    expect(jpeg.includes("secret-copyright")).toBe(true);

    const res = await saveFields(account.client, { avatar: { bytes: jpeg, filename: "photo.jpg", type: "image/jpeg" } });
    expect(res.statusCode, res.body).toBe(200);
    for (const size of [256, 64]) {
      const media = await fetchMedia(res.json().data.avatar.replace("/256.webp", `/${size}.webp`));
      const meta = await sharp(media.bytes).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(media.bytes.includes("secret")).toBe(false);
    }
  });

  it("refuses a text file named avatar.png (422, type message)", async () => {
    const account = await makeVerifiedUser(env);
    const res = await saveFields(account.client, {
      avatar: { bytes: Buffer.from("this is not an image\n".repeat(50)), filename: "avatar.png", type: "image/png" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: ACCOUNT_MESSAGES.uploadType, errors: { avatar: [ACCOUNT_MESSAGES.uploadType] } });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    const vector = await saveFields(account.client, { avatar: { bytes: svg, filename: "avatar.png", type: "image/png" } });
    expect(vector.statusCode).toBe(422);
    expect(vector.json().errors.avatar).toEqual([ACCOUNT_MESSAGES.uploadType]);
    expect((await account.client.get("/api/me")).json().data.avatar).toMatch(/\.svg$/);
  });

  it("refuses 2,000,001 bytes with 422 and the size message, not 413", async () => {
    const account = await makeVerifiedUser(env);
    const bytes = Buffer.concat([await png(10, 10), Buffer.alloc(2_000_001)]).subarray(0, 2_000_001);
    const res = await saveFields(account.client, { avatar: { bytes, filename: "big.png", type: "image/png" }, biography: "kept?" });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: ACCOUNT_MESSAGES.uploadSize, errors: { avatar: [ACCOUNT_MESSAGES.uploadSize] } });
    expect((await account.client.get("/api/me")).json().data.biography).toBeNull();
  });

  it("accepts a real image just under 2,000,000 bytes", async () => {
    const account = await makeVerifiedUser(env);
    const noisy = await sharp({
      create: { width: 760, height: 760, channels: 3, background: "#777", noise: { type: "gaussian", mean: 128, sigma: 60 } },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(1_500_000);
    expect(noisy.length).toBeLessThan(2_000_000);
    const res = await saveFields(account.client, { avatar: { bytes: noisy, filename: "noise.png", type: "image/png" } });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("refuses a huge-pixel image (decompression bomb) with the dimensions message, without exhausting memory", async () => {
    const account = await makeVerifiedUser(env);
    const bomb = await pngBomb(30_000, 30_000);
    expect(bomb.length).toBeLessThan(2_000_000);
    const rss = process.memoryUsage().rss;
    const res = await saveFields(account.client, { avatar: { bytes: bomb, filename: "bomb.png", type: "image/png" } });
    const grown = process.memoryUsage().rss - rss;
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: ACCOUNT_MESSAGES.uploadDimensions, errors: { avatar: [ACCOUNT_MESSAGES.uploadDimensions] } });
    expect(grown).toBeLessThan(300 * 1024 * 1024);
  });
});
