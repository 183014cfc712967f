import { once } from "node:events";
import { type IncomingMessage, type ServerResponse, createServer, request as httpRequest } from "node:http";
import { type AddressInfo, type Server, createServer as createNetServer } from "node:net";
import { gzipSync } from "node:zlib";
import sharp from "sharp";
import type { Transport } from "../../src/integrations/embeds/guarded-fetch.js";
import type { Storage } from "../../src/storage/storage.js";

/**
 * A local web site for the link previewer's tests (allowed through EMBED_TEST_ORIGINS): pages with
 * Open Graph, a title-only page, JSON, a page whose head passes 1 MB, one whose head ends early
 * before a long body, answers that never come, redirect chains and redirects to private addresses;
 * and the images of cards: a JPEG (`/img/cover.jpg`, 1600 × 900) and a PNG made with sharp, a
 * non-image, an `image/png` that is not one, an image over 2 MB, and `/with-image?src=` (a page
 * whose og:image is `src`).
 */
export interface FakePages {
  origin: string;
  port: number;
  /** Paths requested, in order. */
  requests: string[];
  /** Bytes of a long body (`/huge-head`, `/long-body`) written before the reader hung up, and whether all of it went. */
  longBody: { written: number; total: number; finished: boolean; hungUp: boolean };
  /** A redirect target for `/to?location=`; set per test. */
  close(): Promise<void>;
}

export const LONG_DESCRIPTION =
  "Sezonun en çok konuşulan finali: Yalı Çapkını'nda Ferit ile Seyran'ın yolları bir kez daha kesişiyor, aile sırları ortaya dökülüyor ve hiçbir şey eskisi gibi olmayacak.";

const page = (head: string, body = "<p>Merhaba</p>") => `<!doctype html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

const OG_PAGE = page(
  `<title>Fallback title</title>
  <meta property="og:title" content="Yalı Çapkını &amp; Final">
  <meta property="og:description" content="${LONG_DESCRIPTION}">
  <meta property="og:site_name" content="Dizi Haber">
  <meta property="og:image" content="/img/cover.jpg">
  <meta name="description" content="Not this one">`,
);

async function writeLong(res: ServerResponse, prefix: string, total: number, record: FakePages["longBody"]): Promise<void> {
  record.written = 0;
  record.total = total;
  record.finished = false;
  record.hungUp = false;
  let closed = false;
  const hungUp = once(res, "close").then(() => {
    closed = true;
    record.hungUp = !record.finished;
  });
  res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  res.write(prefix);
  const chunk = Buffer.alloc(64 * 1024, "a");
  while (record.written < total && !closed) {
    record.written += chunk.length;
    if (!res.write(chunk)) await Promise.race([new Promise((drained) => res.once("drain", drained)), hungUp]);
  }
  if (!closed) {
    res.end("</p></body></html>");
    record.finished = true;
  }
}

/** Sizes of the fake site's images. */
export const COVER_JPEG = { width: 1600, height: 900 };
export const COVER_PNG = { width: 640, height: 360 };

export async function startFakePages(): Promise<FakePages> {
  const jpeg = await sharp({ create: { ...COVER_JPEG, channels: 3, background: { r: 200, g: 30, b: 60 } } }).jpeg().toBuffer();
  const png = await sharp({ create: { ...COVER_PNG, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 1 } } }).png().toBuffer();
  // Over 2,000,000 bytes whatever it holds: refused by its size, before decoding.
  const oversized = Buffer.concat([png, Buffer.alloc(2_100_000)]);
  const requests: string[] = [];
  const longBody = { written: 0, total: 0, finished: false, hungUp: false };
  const held: ServerResponse[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    requests.push(url.pathname + url.search);
    const html = (body: string, type = "text/html; charset=utf-8") => {
      res.writeHead(200, { "content-type": type });
      res.end(body);
    };
    const redirect = (location: string, status = 302) => {
      res.writeHead(status, { location });
      res.end();
    };
    const hops = /^\/hops\/(\d+)$/.exec(url.pathname);
    if (hops) {
      const n = Number(hops[1]);
      return n === 0 ? html(OG_PAGE) : redirect(`/hops/${n - 1}`, [301, 302, 303, 307, 308][n % 5]);
    }
    const image = (body: Buffer, type: string) => {
      res.writeHead(200, { "content-type": type, "content-length": body.length });
      res.end(body);
    };
    switch (url.pathname) {
      case "/img/cover.jpg":
        return image(jpeg, "image/jpeg");
      case "/img/cover.png":
      case "/x.png":
        return image(png, "image/png");
      case "/img/not-image":
        return html(page("<title>Not an image</title>"));
      case "/img/broken.png":
        return image(Buffer.from("this is no PNG at all, whatever the header says"), "image/png");
      case "/img/huge.png":
        return image(oversized, "image/png");
      case "/with-image": {
        const src = (url.searchParams.get("src") ?? "").replace(/&/g, "&amp;").replace(/"/g, "&quot;");
        return html(page(`<meta property="og:title" content="With image"><meta property="og:image" content="${src}">`));
      }
      case "/og":
      case "/watch":
      case "/video/x8abc12":
        return html(OG_PAGE);
      case "/title-only":
        return html(page(`<title>  Sadece   bir &amp; başlık\n</title><meta name="description" content="Düz bir açıklama.">`));
      case "/no-head":
        return html("<p>nothing here</p>", "text/html");
      case "/turkish-1254":
        res.writeHead(200, { "content-type": "text/html; charset=windows-1254" });
        return res.end(Buffer.from([...Buffer.from("<html><head><title>"), 0xde, 0x65, 0x79, 0x74, 0x61, 0x6e, ...Buffer.from("</title></head></html>")]));
      case "/gzip":
        res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" });
        return res.end(gzipSync(OG_PAGE));
      case "/json":
        return html(JSON.stringify({ title: "not html" }), "application/json");
      case "/image":
        return html("GIF89a", "image/gif");
      case "/not-found":
        res.writeHead(404, { "content-type": "text/html" });
        return res.end(page("<title>Not found</title>"));
      case "/huge-head":
        // The head never ends within 1 MB: a script of 8 MB.
        return void writeLong(res, "<html><head><title>Huge</title><script>var a='", 8_000_000, longBody);
      case "/long-body":
        // The head ends at once; the 8 MB body after it is not needed.
        return void writeLong(res, page('<meta property="og:title" content="Long body">', "<p>"), 8_000_000, longBody);
      case "/never":
        // Headers never come: the reader's clock must end it.
        held.push(res);
        return;
      case "/trickle":
        res.writeHead(200, { "content-type": "text/html" });
        res.write("<html><head><title>Trickle");
        held.push(res);
        return;
      case "/to": {
        const location = url.searchParams.get("location") ?? "/og";
        return redirect(location);
      }
      case "/no-location":
        res.writeHead(302);
        return res.end();
      case "/twitter-image":
        return html(page(`<title>Twitter</title><meta name="twitter:image" content="//cdn.example.test/x.png">`));
      case "/relative-image":
        return html(page(`<meta property="og:title" content="Relative"><meta property="og:image" content="javascript:alert(1)">`));
      default:
        // A video's own address (youtu.be/{id}): the test reads it through `transportTo`.
        if (/^\/(shorts\/)?[A-Za-z0-9_-]{11}$/.test(url.pathname)) return html(OG_PAGE);
        res.writeHead(404);
        res.end();
    }
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    longBody,
    close: async () => {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  };
}

/** A TCP server on 127.0.0.1 that only counts the connections made to it: a refused link must make none. */
export async function startConnectionCounter(): Promise<{ port: number; connections: () => number; close(): Promise<void> }> {
  let connections = 0;
  const server: Server = createNetServer((socket) => {
    connections++;
    socket.destroy();
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close: async () => {
      server.close();
      await once(server, "close");
    },
  };
}

/**
 * A transport that carries every request to the local pages server whatever address it names,
 * keeping the path and the Host: how a test reads "https://www.youtube.com/watch?v=…" without the
 * internet, after the guard has checked the (injected, public) address of the name.
 */
export function transportTo(pages: FakePages, seen: URL[] = []): Transport {
  return (url, options) => {
    seen.push(url);
    const { lookup: _lookup, ...rest } = options;
    return httpRequest({ ...rest, host: "127.0.0.1", port: pages.port, path: url.pathname + url.search, headers: { ...rest.headers, host: url.host } });
  };
}

/** Storage in memory, for a previewer built by a test (the app's own is on disk). */
export function memoryStorage(): Storage & { files: Map<string, Buffer> } {
  const files = new Map<string, Buffer>();
  return {
    files,
    put: async (key, body) => {
      files.set(key, body);
    },
    get: async (key) => files.get(key),
    deletePrefix: async (prefix) => {
      for (const key of [...files.keys()]) if (key.startsWith(prefix)) files.delete(key);
    },
    // Written "now": these tests never age their files.
    list: async (folder) => [...files.keys()].filter((key) => key.startsWith(`${folder}/`) && !key.slice(folder.length + 1).includes("/")).map((key) => ({ key, modifiedAt: new Date() })),
  };
}
