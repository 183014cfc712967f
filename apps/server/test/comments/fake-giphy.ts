import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local server speaking GIPHY's API v1 as documented (https://developers.giphy.com/docs/api):
 * `GET /v1/gifs/search?api_key&q&limit&offset&rating&lang` and `GET /v1/gifs/{gif_id}?api_key`,
 * answering GIF objects with `images.fixed_height` and `images.fixed_height_small` whose sizes are
 * strings, `meta` and `pagination` as GIPHY does; 401 for a wrong key, 404 for an unknown id.
 */
export interface FakeGiphy {
  baseUrl: string;
  /** Path and query of every request received, in order. */
  requests: URL[];
  /** The next request answers 500. */
  failOnce(): void;
  close(): Promise<void>;
}

export const GIPHY_KEY = "test-giphy-key";

/** A GIF object as GIPHY sends it; ids starting with `r` are rated r (a search with rating=g never returns them). */
function gifObject(base: string, id: string) {
  const image = (height: number) => ({ url: `${base}/media/${id}/${height}.gif`, width: String(Math.round(height * 1.5)), height: String(height), size: "12345", webp: `${base}/media/${id}/${height}.webp` });
  return {
    type: "gif",
    id,
    url: `https://giphy.com/gifs/${id}`,
    title: `GIF ${id}`,
    rating: id.startsWith("r") ? "r" : "g",
    images: { original: image(480), fixed_height: image(200), fixed_height_small: image(100), preview_gif: image(60) },
  };
}

export async function startFakeGiphy(): Promise<FakeGiphy> {
  const requests: URL[] = [];
  let fail = false;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    requests.push(url);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (fail) {
      fail = false;
      return send(500, { message: "Internal Server Error" });
    }
    if (url.searchParams.get("api_key") !== GIPHY_KEY) return send(401, { message: "No API key found in request." });
    if (url.pathname === "/v1/gifs/search") {
      const q = url.searchParams.get("q") ?? "";
      const limit = Number(url.searchParams.get("limit") ?? 25);
      const count = q === "nothing" ? 0 : Math.min(limit, 50);
      const data = Array.from({ length: count }, (_, i) => gifObject(base, `${q.replace(/\W/g, "") || "x"}${i}`));
      return send(200, { data, pagination: { total_count: count, count, offset: 0 }, meta: { status: 200, msg: "OK", response_id: "abc" } });
    }
    const match = /^\/v1\/gifs\/([A-Za-z0-9_-]+)$/.exec(url.pathname);
    if (match) {
      const id = match[1]!;
      if (id.startsWith("missing")) return send(404, { data: [], meta: { status: 404, msg: "Not Found", response_id: "abc" } });
      return send(200, { data: gifObject(base, id), meta: { status: 200, msg: "OK", response_id: "abc" } });
    }
    return send(404, { message: "Not Found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    failOnce: () => {
      fail = true;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
