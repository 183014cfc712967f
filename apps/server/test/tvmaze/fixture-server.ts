import { readFileSync, readdirSync } from "node:fs";
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { slugify } from "../../src/lib/slug.js";

const FIXTURES = new URL("../fixtures/tvmaze/", import.meta.url);

/** TVMaze's body for an unknown resource. */
const NOT_FOUND = { name: "Not Found", message: "", code: 0, status: 404 };

type SearchHit = { score: number; show: { id: number; name: string } };

export interface FixtureServer {
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** Path and query of every request received, in order. */
  requests: string[];
  /** Serves `body` at `path` (e.g. "/shows/99001") instead of the fixture file. */
  set(path: string, body: unknown): void;
  /** Drops every override, pending switch and logged request. */
  reset(): void;
  /** The next request answers 429 with Retry-After: 1, as TVMaze does past its rate limit. */
  rateLimitOnce(): void;
  /** The next request answers 302 to `location`. */
  redirectOnce(location: string): void;
  /** The next request is answered only after `ms`. */
  delayOnce(ms: number): void;
  /**
   * Serves show 99001 as TVMaze would a season later (decision 0048's sync tests): running again,
   * a third season with two episodes, S2E3 moved a day later and S2E2 retitled. `reset()` undoes it.
   */
  serveChangedShow(): void;
  close(): Promise<void>;
}

/** Fixture files by route path: show-99001.json → /shows/99001, episodes-99001.json → /shows/99001/episodes. */
function loadFixtures(): Map<string, unknown> {
  const routes = new Map<string, unknown>();
  for (const file of readdirSync(FIXTURES)) {
    const match = /^(show|episodes|cast|crew|seasons)-(\d+)\.json$/.exec(file);
    if (!match) continue;
    const [, kind, id] = match;
    const body: unknown = JSON.parse(readFileSync(new URL(file, FIXTURES), "utf8"));
    routes.set(kind === "show" ? `/shows/${id}` : `/shows/${id}/${kind}`, body);
  }
  return routes;
}

function loadSearch(): SearchHit[] {
  return JSON.parse(readFileSync(new URL("search-shows.json", FIXTURES), "utf8")) as SearchHit[];
}

/** A local HTTP server that speaks TVMaze's protocol over the fixtures in test/fixtures/tvmaze. */
export async function startFixtureServer(): Promise<FixtureServer> {
  const fixtures = loadFixtures();
  const search = loadSearch();
  const overrides = new Map<string, unknown>();
  const requests: string[] = [];
  let pending: ((res: ServerResponse) => boolean) | undefined;
  let delayMs = 0;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    const text = JSON.stringify(body);
    res.writeHead(status, { "content-type": "application/json; charset=UTF-8", "content-length": Buffer.byteLength(text) });
    res.end(text);
  };

  const matches = (query: string) => {
    const q = slugify(query);
    return search.filter((hit) => q && slugify(hit.show.name).includes(q)).sort((a, b) => b.score - a.score);
  };

  const answer = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://fixture");
    const once = pending;
    pending = undefined;
    if (once?.(res)) return;
    if (url.pathname === "/singlesearch/shows") {
      const best = matches(url.searchParams.get("q") ?? "")[0];
      return best ? send(res, 200, overrides.get(`/shows/${best.show.id}`) ?? best.show) : send(res, 404, NOT_FOUND);
    }
    if (url.pathname === "/search/shows") return send(res, 200, matches(url.searchParams.get("q") ?? ""));
    const body = overrides.get(url.pathname) ?? fixtures.get(url.pathname);
    return body === undefined ? send(res, 404, NOT_FOUND) : send(res, 200, body);
  };

  const server = createServer((req, res) => {
    requests.push(req.url ?? "/");
    const wait = delayMs;
    delayMs = 0;
    if (wait > 0) setTimeout(() => answer(req, res), wait);
    else answer(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    set: (path, body) => void overrides.set(path, body),
    reset: () => {
      overrides.clear();
      requests.length = 0;
      pending = undefined;
      delayMs = 0;
    },
    rateLimitOnce: () => {
      pending = (res) => {
        res.writeHead(429, { "retry-after": "1", "content-type": "application/json" });
        res.end(JSON.stringify({ name: "Too Many Requests", message: "", code: 0, status: 429 }));
        return true;
      };
    },
    redirectOnce: (location) => {
      pending = (res) => {
        res.writeHead(302, { location });
        res.end();
        return true;
      };
    },
    delayOnce: (ms) => {
      delayMs = ms;
    },
    serveChangedShow: () => {
      for (const [path, body] of Object.entries(changedShow(fixtures))) overrides.set(path, body);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

type Json = Record<string, unknown>;

/** Show 99001 a season later: see `FixtureServer.serveChangedShow`. */
function changedShow(fixtures: Map<string, unknown>): Record<string, unknown> {
  const show = structuredClone(fixtures.get("/shows/99001")) as Json;
  const seasons = structuredClone(fixtures.get("/shows/99001/seasons")) as Json[];
  const list = structuredClone(fixtures.get("/shows/99001/episodes")) as Json[];
  show.status = "Running";
  seasons.push({ ...seasons[seasons.length - 1], id: 150003, number: 3, premiereDate: "2025-09-17", endDate: null });
  for (const episode of list) {
    if (episode.season === 2 && episode.number === 3) {
      episode.airdate = "2024-09-26";
      episode.airstamp = "2024-09-26T17:00:00+00:00";
    }
    if (episode.season === 2 && episode.number === 2) episode.name = "Yeni Bir Ad";
  }
  const template = list[list.length - 1]!;
  list.push(
    { ...template, id: 9900107, name: "Dönüş", season: 3, number: 1, airdate: "2025-09-17", airstamp: "2025-09-17T17:00:00+00:00", summary: "<p>Back.</p>" },
    { ...template, id: 9900108, name: null, season: 3, number: 2, airdate: "2025-09-24", airstamp: "2025-09-24T17:00:00+00:00", summary: null },
  );
  return { "/shows/99001": show, "/shows/99001/seasons": seasons, "/shows/99001/episodes": list };
}
