import { once } from "node:events";
import { readFileSync } from "node:fs";
import https from "node:https";
import net, { type AddressInfo, type LookupFunction } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import sharp from "sharp";
import { type FakePages, LONG_DESCRIPTION, memoryStorage, startConnectionCounter, startFakePages, transportTo } from "../../../test/wall/fake-pages.js";
import { embedImageKey, embedImageName, embedImagePath } from "../../storage/embed-image.js";
import { type Resolver, type Transport, nodeTransport, systemResolver } from "./guarded-fetch.js";
import { HttpLinkPreviewer, type HttpLinkPreviewerOptions, cutOnWord } from "./http-link-previewer.js";
import { LinkPreviewError } from "./link-previewer.js";
import { loadConfig } from "../../config.js";

let pages: FakePages;
let counter: Awaited<ReturnType<typeof startConnectionCounter>>;
beforeAll(async () => {
  pages = await startFakePages();
  counter = await startConnectionCounter();
});
afterAll(async () => {
  await pages?.close();
  await counter?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const APP_URL = "https://dizilog.test";
/** An address of the public internet (TEST-NET ranges are reserved, so a documentation-free public one). */
const PUBLIC_V4 = "93.184.215.14";

function previewer(options: Partial<HttpLinkPreviewerOptions> = {}) {
  return new HttpLinkPreviewer({ testOrigins: new Set([pages.origin]), appUrl: APP_URL, storage: memoryStorage(), ...options });
}

/** Our media path of a card image read from `imageUrl`. */
const copyOf = (imageUrl: string) => embedImagePath(embedImageName(imageUrl));

async function failure(promise: Promise<unknown>): Promise<LinkPreviewError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LinkPreviewError);
  return error as LinkPreviewError;
}

describe("reading a page", () => {
  it("reads Open Graph first: title, description cut to 150 on a word, site name, image made absolute and copied to our storage", async () => {
    const preview = await previewer().preview(`${pages.origin}/og#comments`);
    expect(preview).toEqual({
      kind: "link",
      url: `${pages.origin}/og`,
      title: "Yalı Çapkını & Final",
      description: expect.stringMatching(/…$/),
      siteName: "Dizi Haber",
      image: copyOf(`${pages.origin}/img/cover.jpg`),
      video: null,
    });
    expect(preview.description!.length).toBeLessThanOrEqual(150);
    expect(LONG_DESCRIPTION.startsWith(preview.description!.slice(0, -1))).toBe(true);
    // Cut after a whole word: the next character of the original is a space.
    expect(LONG_DESCRIPTION[preview.description!.length - 1]).toMatch(/[\s,]/);
  });

  it("falls back to <title> and the meta description, white space collapsed, entities decoded; the host names the site", async () => {
    expect(await previewer().preview(`${pages.origin}/title-only`)).toEqual({
      kind: "link",
      url: `${pages.origin}/title-only`,
      title: "Sadece bir & başlık",
      description: "Düz bir açıklama.",
      siteName: "127.0.0.1",
      image: null,
      video: null,
    });
  });

  it("reads a page without a head as a card without title, a gzip page, and a page in windows-1254", async () => {
    expect((await previewer().preview(`${pages.origin}/no-head`)).title).toBeNull();
    expect((await previewer().preview(`${pages.origin}/gzip`)).title).toBe("Yalı Çapkını & Final");
    expect((await previewer().preview(`${pages.origin}/turkish-1254`)).title).toBe("Şeytan");
  });

  it("keeps only http(s) images: a javascript: one is dropped, a protocol-relative one made absolute (and read from its host)", async () => {
    const preview = await previewer().preview(`${pages.origin}/relative-image`);
    expect(preview).toMatchObject({ title: "Relative", image: null });
    const seen: URL[] = [];
    const twitter = previewer({ resolve: async () => [{ address: PUBLIC_V4, family: 4 }], transport: transportTo(pages, seen), testOrigins: new Set() });
    expect((await twitter.preview("http://news.example.com/twitter-image")).image).toBe(copyOf("http://cdn.example.test/x.png"));
    expect(seen.map((u) => u.href)).toEqual(["http://news.example.com/twitter-image", "http://cdn.example.test/x.png"]);
  });

  it("refuses what is not text/html, and an answer other than 2xx", async () => {
    for (const path of ["/json", "/image", "/not-found", "/no-location"]) {
      await failure(previewer().preview(`${pages.origin}${path}`));
    }
  });

  it("stops reading at the end of the head: a page with a long body costs its head only", async () => {
    const preview = await previewer().preview(`${pages.origin}/long-body`);
    expect(preview.title).toBe("Long body");
    // The reader hung up after the head: the server saw the connection close before its 8 MB went.
    await expect.poll(() => pages.longBody.hungUp).toBe(true);
    expect(pages.longBody.finished).toBe(false);
  });

  it("fails a page whose head passes 1 MB, and hangs up instead of reading the rest", async () => {
    const error = await failure(previewer().preview(`${pages.origin}/huge-head`));
    expect(error.message).toMatch(/1000000 bytes/);
    await expect.poll(() => pages.longBody.hungUp).toBe(true);
    expect(pages.longBody.finished).toBe(false);
    expect(pages.longBody.written).toBeLessThan(8_000_000);
  });

  it("gives up when the answer does not come in time: name, headers or body (a short clock injected)", async () => {
    const quick = previewer({ timeoutMs: 200 });
    const started = Date.now();
    expect((await failure(quick.preview(`${pages.origin}/never`))).message).toBe("timed out");
    expect((await failure(quick.preview(`${pages.origin}/trickle`))).message).toBe("timed out");
    const hanging = previewer({ timeoutMs: 200, resolve: () => new Promise(() => undefined), testOrigins: new Set() });
    expect((await failure(hanging.preview("https://slow-dns.example/"))).message).toBe("timed out");
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

describe("redirects", () => {
  it("follows up to 3 redirects, each checked, and answers the final address", async () => {
    const preview = await previewer().preview(`${pages.origin}/hops/3`);
    expect(preview.url).toBe(`${pages.origin}/hops/0`);
    expect(preview.title).toBe("Yalı Çapkını & Final");
  });

  it("refuses a 4th redirect without following it", async () => {
    pages.requests.length = 0;
    const error = await failure(previewer().preview(`${pages.origin}/hops/4`));
    expect(error.reason).toBe("refused");
    expect(pages.requests).toEqual(["/hops/4", "/hops/3", "/hops/2", "/hops/1"]);
  });

  it("refuses a redirect to a private address or another local port, without connecting to it", async () => {
    const connect = vi.spyOn(net.Socket.prototype, "connect");
    for (const location of [`http://127.0.0.1:${counter.port}/`, "http://10.0.0.7/admin", "http://169.254.169.254/latest/meta-data/", "http://[::1]/", "file:///etc/passwd"]) {
      const error = await failure(previewer().preview(`${pages.origin}/to?location=${encodeURIComponent(location)}`));
      expect(error.reason, location).toBe("refused");
    }
    // One connection per link: to the test page that redirected, none to where it pointed.
    expect(connect).toHaveBeenCalledTimes(5);
    expect(counter.connections()).toBe(0);
  });
});

describe("the SSRF guard", () => {
  /** Names that resolve (in this test) to addresses inside the network, and one that mixes a public address with a private one. */
  const resolver: Resolver = async (hostname) => {
    const answers: Record<string, string[]> = {
      "intranet.example": ["10.1.2.3"],
      "router.example": ["192.168.1.1"],
      "docker.example": ["172.17.0.1"],
      "metadata.example": ["169.254.169.254"],
      "cgnat.example": ["100.64.0.1"],
      "v6-private.example": ["fd00::1"],
      "mapped.example": ["::ffff:127.0.0.1"],
      "mixed.example": [PUBLIC_V4, "127.0.0.1"],
      "localhost": ["127.0.0.1", "::1"],
    };
    const found = answers[hostname];
    if (!found) return systemResolver(hostname);
    return found.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };

  const refused = [
    // loopback
    "http://127.0.0.1/",
    "http://127.0.0.2/",
    "https://127.0.0.1/",
    "http://[::1]/",
    "http://localhost/",
    "http://LOCALHOST./",
    // the same loopback written otherwise (the URL parser makes them 127.0.0.1)
    "http://2130706433/",
    "http://0x7f.0.0.1/",
    "http://127.1/",
    // private
    "http://10.0.0.1/",
    "http://172.16.0.1/",
    "http://172.31.255.254/",
    "http://192.168.0.1/",
    // link-local and the cloud metadata service
    "http://169.254.169.254/latest/meta-data/iam/security-credentials/",
    "http://[fe80::1]/",
    // carrier-grade NAT
    "http://100.64.0.1/",
    "http://100.127.255.254/",
    // IPv4-mapped and -embedding IPv6
    "http://[::ffff:127.0.0.1]/",
    "http://[::ffff:a00:1]/",
    "http://[2002:7f00:1::1]/",
    "http://[64:ff9b::a00:1]/",
    // unique-local, multicast, unspecified, broadcast, reserved
    "http://[fc00::1]/",
    "http://[fd12:3456::1]/",
    "http://224.0.0.1/",
    "http://[ff02::1]/",
    "http://0.0.0.0/",
    "http://[::]/",
    "http://255.255.255.255/",
    "http://240.0.0.1/",
    "http://192.0.2.1/",
    // names resolving inside
    "http://intranet.example/",
    "http://router.example/",
    "http://docker.example/",
    "http://metadata.example/latest/meta-data/",
    "http://cgnat.example/",
    "http://v6-private.example/",
    "http://mapped.example/",
    "http://mixed.example/",
    // the counting server itself: a local port, and not a test origin
    `http://127.0.0.1:${0}/`,
    `http://localhost:${0}/`,
    // other ports of a public host, other schemes, credentials
    `http://${PUBLIC_V4}:22/`,
    "ftp://example.com/file",
    "file:///etc/passwd",
    "gopher://127.0.0.1:6379/_INFO",
    "data:text/html,<title>x</title>",
    "javascript:alert(1)",
    `http://user:secret@${PUBLIC_V4}/`,
  ];

  it("refuses loopback, private, link-local, metadata, CGNAT, mapped, unique-local and the like without making any connection", async () => {
    const connect = vi.spyOn(net.Socket.prototype, "connect");
    const transport = vi.fn<Transport>(nodeTransport);
    const guarded = previewer({ resolve: resolver, transport });
    const links = refused.map((link) => link.replace(/:0\//, `:${counter.port}/`));
    for (const link of links) {
      const error = await failure(guarded.preview(link));
      expect(error.reason, `${link}: ${error.message}`).toBe("refused");
    }
    expect(transport).not.toHaveBeenCalled();
    expect(connect).not.toHaveBeenCalled();
    expect(counter.connections()).toBe(0);
  });

  it("a test origin admits that exact origin only, and EMBED_TEST_ORIGINS is ignored in production", async () => {
    const list = `${pages.origin}, http://127.0.0.1:9/`;
    expect([...loadConfig({ NODE_ENV: "test", EMBED_TEST_ORIGINS: list }).embedTestOrigins]).toEqual([pages.origin, "http://127.0.0.1:9"]);
    expect(loadConfig({ NODE_ENV: "production", EMBED_TEST_ORIGINS: list }).embedTestOrigins.size).toBe(0);
    const transport = vi.fn<Transport>(nodeTransport);
    const guarded = previewer({ transport, testOrigins: new Set([pages.origin]) });
    await failure(guarded.preview(`http://127.0.0.1:${counter.port}/og`));
    await failure(guarded.preview(`http://localhost:${pages.port}/og`));
    expect(transport).not.toHaveBeenCalled();
    expect(counter.connections()).toBe(0);
  });

  it("connects to the address it checked: the name is resolved once per hop and the socket's lookup answers that address", async () => {
    const resolve = vi.fn<Resolver>(async () => [{ address: "127.0.0.1", family: 4 }]);
    // system DNS does not know this name: the page can only be reached through the checked address.
    const origin = `http://pinned.invalid:${pages.port}`;
    const seen: Parameters<Transport>[] = [];
    const transport: Transport = (url, options) => {
      seen.push([url, options]);
      return nodeTransport(url, options);
    };
    const preview = await previewer({ resolve, transport, testOrigins: new Set([origin]) }).preview(`${origin}/hops/1`);
    expect(preview.url).toBe(`${origin}/hops/0`);
    // Two hops of the page, then its image (through the same guard).
    expect(resolve).toHaveBeenCalledTimes(3);
    expect(resolve).toHaveBeenCalledWith("pinned.invalid");
    // Whatever a later resolution would say (a rebinding DNS server), the socket asks this lookup.
    const lookup = seen[0]![1].lookup!;
    const answered = await new Promise<string>((done) => lookup("pinned.invalid", {}, (_e, address) => done(address as string)));
    expect(answered).toBe("127.0.0.1");
  });

  it("reads a public name through the checked address, and makes players only for whitelisted video hosts", async () => {
    const resolve: Resolver = async () => [{ address: PUBLIC_V4, family: 4 }];
    const seen: URL[] = [];
    const guarded = previewer({ resolve, transport: transportTo(pages, seen), testOrigins: new Set() });
    const youtube = await guarded.preview("https://youtu.be/dQw4w9WgXcQ?t=42");
    expect(youtube).toMatchObject({ kind: "video", url: "https://youtu.be/dQw4w9WgXcQ?t=42", video: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42", title: "Yalı Çapkını & Final" });
    const dailymotion = await guarded.preview("https://www.dailymotion.com/video/x8abc12");
    expect(dailymotion).toMatchObject({ kind: "video", video: "https://www.dailymotion.com/embed/video/x8abc12" });
    // A page that offers og:video elsewhere is still a link card: players come from the whitelist only.
    const other = await guarded.preview("https://news.example.com/og");
    expect(other).toMatchObject({ kind: "link", video: null, siteName: "Dizi Haber", image: copyOf("https://news.example.com/img/cover.jpg") });
    // Each page, then its image, through the same guard.
    expect(seen.map((u) => u.host)).toEqual(["youtu.be", "youtu.be", "www.dailymotion.com", "www.dailymotion.com", "news.example.com", "news.example.com"]);
  });
});

describe("a card's image", () => {
  it("is read through the guard, re-encoded to WebP within 1200 × 630 and stored under the hash of its address, once", async () => {
    const storage = memoryStorage();
    const reader = previewer({ storage });
    const jpeg = `${pages.origin}/img/cover.jpg`;
    expect((await reader.preview(`${pages.origin}/og`)).image).toBe(copyOf(jpeg));
    const stored = storage.files.get(embedImageKey(embedImageName(jpeg)))!;
    // 1600 × 900 fits 1200 × 630 as 1120 × 630, as WebP without metadata.
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1120, height: 630 });
    expect(meta.exif).toBeUndefined();
    // Another page with the same image: the copy is used, the image is not read again.
    pages.requests.length = 0;
    expect((await reader.preview(`${pages.origin}/with-image?src=%2Fimg%2Fcover.jpg`)).image).toBe(copyOf(jpeg));
    expect(pages.requests).toEqual(["/with-image?src=%2Fimg%2Fcover.jpg"]);
    // A PNG smaller than the box keeps its size; an image behind a redirect is read at its end.
    const png = `${pages.origin}/img/cover.png`;
    expect((await reader.preview(`${pages.origin}/with-image?src=${encodeURIComponent(png)}`)).image).toBe(copyOf(png));
    expect(await sharp(storage.files.get(embedImageKey(embedImageName(png)))!).metadata()).toMatchObject({ format: "webp", width: 640, height: 360 });
    const hop = `${pages.origin}/to?location=%2Fimg%2Fcover.png`;
    expect((await reader.preview(`${pages.origin}/with-image?src=${encodeURIComponent(hop)}`)).image).toBe(copyOf(hop));
  });

  it("is null, the card still answered, when the image is not an image, does not decode, passes 2 MB or is missing", async () => {
    const storage = memoryStorage();
    const reader = previewer({ storage });
    for (const src of ["/img/not-image", "/img/broken.png", "/img/huge.png", "/not-found"].map((path) => `${pages.origin}${path}`)) {
      const preview = await reader.preview(`${pages.origin}/with-image?src=${encodeURIComponent(src)}`);
      expect(preview, src).toMatchObject({ kind: "link", title: "With image", image: null });
    }
    expect(storage.files.size).toBe(0);
  });

  it("stops reading an image at its byte limit (injected here)", async () => {
    const reader = previewer({ maxImageBytes: 1_000 });
    const png = `${pages.origin}/img/cover.png`;
    expect((await reader.preview(`${pages.origin}/with-image?src=${encodeURIComponent(png)}`)).image).toBeNull();
  });

  it("is refused on a private address, directly or after a redirect, without any connection to it", async () => {
    const storage = memoryStorage();
    const seen: URL[] = [];
    const transport: Transport = (url, options) => {
      seen.push(url);
      return nodeTransport(url, options);
    };
    const reader = previewer({ storage, transport });
    const inside = [`http://127.0.0.1:${counter.port}/x.png`, "http://10.0.0.7/x.png", "http://169.254.169.254/latest/meta-data/", "http://[::1]/x.png", "http://localhost/x.png"];
    const viaRedirect = inside.map((src) => `${pages.origin}/to?location=${encodeURIComponent(src)}`);
    for (const src of [...inside, ...viaRedirect]) {
      const preview = await reader.preview(`${pages.origin}/with-image?src=${encodeURIComponent(src)}`);
      expect(preview, src).toMatchObject({ title: "With image", image: null });
    }
    // Only the test site was called: each page, and the redirects it answered for an image.
    expect(seen.every((url) => url.origin === pages.origin)).toBe(true);
    expect(seen).toHaveLength(inside.length * 2 + viaRedirect.length);
    expect(counter.connections()).toBe(0);
    expect(storage.files.size).toBe(0);
  });

  it("shares the page's clock: an image that does not come in time leaves the card without one", async () => {
    const started = Date.now();
    const preview = await previewer({ timeoutMs: 300 }).preview(`${pages.origin}/with-image?src=%2Fnever`);
    expect(preview).toMatchObject({ title: "With image", image: null });
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

describe("https", () => {
  const fixture = (name: string) => readFileSync(new URL(`../../../test/wall/fixtures/${name}`, import.meta.url));
  const cert = fixture("secure-test.crt");
  let server: https.Server;
  let port = 0;
  beforeAll(async () => {
    server = https.createServer({ key: fixture("secure-test.key"), cert }, (_req, res) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end('<html><head><meta property="og:title" content="Güvenli"></head></html>');
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server?.close();
  });

  /** The guard's own https request, carried to the local TLS server (which trusts the fixture's certificate). */
  function carried(asked: string[]): Transport {
    const loopback: LookupFunction = (_host, options, callback) =>
      options.all ? (callback as unknown as (e: null, a: object[]) => void)(null, [{ address: "127.0.0.1", family: 4 }]) : callback(null, "127.0.0.1", 4);
    return (url, options) => {
      const lookup = options.lookup!;
      lookup(url.hostname, {}, (_e, address) => asked.push(address as string));
      return https.request(url, { ...options, port, ca: cert, lookup: loopback });
    };
  }

  it("reads an https page through the checked address, and checks the certificate against the link's name", async () => {
    const asked: string[] = [];
    const guarded = previewer({ resolve: async () => [{ address: PUBLIC_V4, family: 4 }], transport: carried(asked), testOrigins: new Set() });
    expect(await guarded.preview("https://secure.test/og")).toMatchObject({ url: "https://secure.test/og", title: "Güvenli", siteName: "secure.test" });
    // A certificate for another name is not accepted because the address matched.
    expect((await failure(guarded.preview("https://other.test/og"))).message).toMatch(/altnames|certificate/i);
    expect(asked).toEqual([PUBLIC_V4, PUBLIC_V4]);
  });
});

describe("cutOnWord", () => {
  it("keeps short texts, cuts long ones on a word with an ellipsis within the limit, never splitting an emoji", () => {
    expect(cutOnWord("Kısa", 150)).toBe("Kısa");
    expect(cutOnWord("bir iki üç dört", 10)).toBe("bir iki…");
    expect(cutOnWord("a".repeat(20), 10)).toBe(`${"a".repeat(9)}…`);
    const emoji = cutOnWord("😀".repeat(10), 10);
    expect(emoji.length).toBeLessThanOrEqual(10);
    expect(emoji).toBe("😀😀😀😀…");
  });
});
