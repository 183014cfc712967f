import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { episodes, people, shows } from "../../src/db/schema/index.js";
import {
  HttpTvmazeClient,
  type TvmazeClient,
  type TvmazeEpisode,
  TvmazeError,
  TvmazeNotFoundError,
  TvmazeResponseError,
  type TvmazeShow,
  TvmazeUnavailableError,
} from "../../src/integrations/tvmaze/tvmaze.client.js";
import { importTvmazeShow } from "../../src/integrations/tvmaze/tvmaze.importer.js";
import {
  episodeInstant,
  mapCredits,
  mapCrewRole,
  mapEpisodes,
  mapGenres,
  mapPeople,
  mapShow,
  mapShowType,
  mapStatus,
  stripHtml,
} from "../../src/integrations/tvmaze/tvmaze.mapper.js";
import { createTestApp, type TestContext } from "../harness.js";
import { type FixtureServer, startFixtureServer } from "./fixture-server.js";

/** A port nothing listens on: taken from the system, then released. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const SERVER_ROOT = fileURLToPath(new URL("../../", import.meta.url));
const fixture = async <T>(name: string): Promise<T> =>
  JSON.parse(await readFile(path.join(SERVER_ROOT, "test/fixtures/tvmaze", name), "utf8")) as T;

let server: FixtureServer;
let ctx: TestContext;
let client: HttpTvmazeClient;
let showFixture: TvmazeShow;
let episodeFixture: TvmazeEpisode[];

beforeAll(async () => {
  [server, ctx] = await Promise.all([startFixtureServer(), createTestApp()]);
  client = new HttpTvmazeClient(server.baseUrl);
  showFixture = await fixture<TvmazeShow>("show-99001.json");
  episodeFixture = await fixture<TvmazeEpisode[]>("episodes-99001.json");
});
afterAll(async () => {
  await Promise.all([server?.close(), ctx?.close()]);
});
beforeEach(() => server.reset());

/** Row counts of every table an import writes. */
async function counts() {
  const { rows } = await ctx.database.query<Record<string, number>>(
    `select (select count(*)::int from shows) shows, (select count(*)::int from seasons) seasons,
            (select count(*)::int from episodes) episodes, (select count(*)::int from people) people,
            (select count(*)::int from credits) credits, (select count(*)::int from networks) networks,
            (select count(*)::int from show_genres) show_genres`,
  );
  return rows[0]!;
}

describe("TVMaze mapper", () => {
  it("maps TVMaze statuses to ours", () => {
    expect(mapStatus("Running")).toBe("Running");
    expect(mapStatus("Ended")).toBe("Ended");
    expect(mapStatus("To Be Determined")).toBe("Hiatus");
    expect(mapStatus("In Development")).toBe("In Production");
    expect(mapStatus("Something New")).toBe("unknown");
    expect(mapStatus(null)).toBe("unknown");
  });

  it("tells digital, daily and primetime shows apart", () => {
    const web = { id: 1, name: "Netflix", country: null };
    const tv = { id: 2, name: "ATV", country: null };
    expect(mapShowType({ network: null, webChannel: web, schedule: { time: "", days: [] } })).toBe("digital");
    expect(mapShowType({ network: tv, webChannel: web, schedule: { days: ["Monday"] } })).toBe("primetime");
    const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];
    expect(mapShowType({ network: tv, webChannel: null, schedule: { time: "14:00", days: weekdays } })).toBe("daily");
    expect(mapShowType({ network: tv, webChannel: null, schedule: { time: "20:00", days: ["Wednesday"] } })).toBe("primetime");
  });

  it("keeps only genres we have, once each", () => {
    expect(mapGenres(["Drama", "Thriller", "Mystery", "Horror", "Romance", "Science-Fiction"])).toEqual(["drama", "mystery", "romance"]);
    expect(mapGenres(null)).toEqual([]);
  });

  it("folds TVMaze crew types into our crew roles", () => {
    const roles = ["Creator", "Director", "Writer", "Screenwriter", "Executive Producer", "Producer", "Composer", "Music", "Director of Photography", "Editor", "Casting Director"];
    expect(roles.map(mapCrewRole)).toEqual([
      "Creator", "Director", "Screenwriter", "Screenwriter", "Producer", "Producer", "Composer", "Composer", "Cinematographer", "Editor", "Other",
    ]);
  });

  it("strips HTML and decodes entities", () => {
    expect(stripHtml("<p><b>Kara</b> &amp; Sevda&#39;s <i>story</i></p><p>Part&nbsp;two<br/>ends.</p>")).toBe("Kara & Sevda's story Part two ends.");
    expect(stripHtml(null)).toBe("");
  });

  it("computes the broadcast instant from airstamp, else from airdate and airtime in the network's zone", () => {
    expect(episodeInstant({ airstamp: "2023-09-13T17:00:00+00:00", airdate: "2023-09-13", airtime: "20:00" }, "Europe/Istanbul", null)?.toISOString()).toBe(
      "2023-09-13T17:00:00.000Z",
    );
    expect(episodeInstant({ airstamp: null, airdate: "2024-09-18", airtime: "20:00" }, "Europe/Istanbul", null)?.toISOString()).toBe("2024-09-18T17:00:00.000Z");
    expect(episodeInstant({ airstamp: null, airdate: "2024-07-01", airtime: "21:00" }, "America/New_York", null)?.toISOString()).toBe("2024-07-02T01:00:00.000Z");
    expect(episodeInstant({ airstamp: null, airdate: "2024-09-18", airtime: "" }, "Europe/Istanbul", "19:00")?.toISOString()).toBe("2024-09-18T16:00:00.000Z");
    expect(episodeInstant({ airstamp: null, airdate: "", airtime: "" }, "Europe/Istanbul", "20:00")).toBeNull();
  });

  it("maps a show, its episodes and its credits", async () => {
    const show = mapShow(showFixture);
    expect(show).toMatchObject({
      tvmazeId: 99001,
      originalTitle: "Rüzgarın Kızı",
      title: "Rüzgarın Kızı",
      type: "primetime",
      status: "Ended",
      network: { name: "Star TV", slug: "star-tv", kind: "tv" },
      year: 2023,
      premiered: "2023-09-13",
      runtime: 135,
      airTime: "20:00",
      airDays: ["wed"],
      genres: ["drama", "romance", "mystery"],
      posterUrl: "https://static.tvmaze.com/uploads/images/original_untouched/990/2475001.jpg",
      timeZone: "Europe/Istanbul",
    });
    expect(show.synopsis.en).toMatch(/^Rüzgarın Kızı follows Zeynep, a fisherman's daughter .* Kerem & his/);
    expect(show.synopsis.tr).toBe(show.synopsis.en);
    expect(mapShow(showFixture, { englishTitle: "Daughter of the Wind" }).title).toBe("Daughter of the Wind");
    expect(mapShow({ ...showFixture, runtime: null, averageRuntime: 120 }).runtime).toBe(120);

    const mapped = mapEpisodes(episodeFixture, show);
    expect(mapped).toHaveLength(6);
    expect(mapped.map((e) => `${e.seasonNumber}x${e.number}`)).toEqual(["1x1", "1x2", "1x3", "2x1", "2x2", "2x3"]);
    expect(mapped[1]).toMatchObject({ title: "İlk Karşılaşma", synopsis: { en: "Zeynep and Kerem meet at the harbour." } });
    expect(mapped[2]!.synopsis).toBeNull();
    expect(mapped[4]!.airsAt?.toISOString()).toBe("2024-09-18T17:00:00.000Z");

    const cast = await fixture<Parameters<typeof mapPeople>[0]>("cast-99001.json");
    const crew = await fixture<Parameters<typeof mapPeople>[1]>("crew-99001.json");
    expect(mapPeople(cast, crew).map((p) => [p.slug, p.birthday, p.gender, p.knownFor])).toEqual([
      ["elif-demirtas", "1991-03-14", "female", "acting"],
      ["kerem-aydin", "1988-11-02", "male", "acting"],
      ["beren-saat", "1984-02-26", "female", "acting"],
      ["ayse-yildirim", "1979-05-30", "female", "writing"],
      ["mehmet-celik", "1972-01-09", "male", "directing"],
    ]);
    expect(mapCredits(cast, crew).map((c) => [c.kind, c.personSlug, c.character ?? c.role, c.position])).toEqual([
      ["cast", "elif-demirtas", "Zeynep Karaca", 0],
      ["cast", "kerem-aydin", "Kerem Soylu", 1],
      ["cast", "beren-saat", "Leyla Soylu", 2],
      ["crew", "ayse-yildirim", "Creator", 0],
      ["crew", "mehmet-celik", "Director", 1],
    ]);
  });
});

describe("TVMaze importer", () => {
  it("imports a show by name, and the API answers it from the same rows", async () => {
    const before = await counts();
    const [seededBeren] = await ctx.database.db.select().from(people).where(eq(people.slug, "beren-saat"));
    const result = await importTvmazeShow(ctx.database.db, client, "rüzgarın kızı");
    expect(result).toMatchObject({ slug: "ruzgarin-kizi", seasons: 2, episodes: 6, people: 5, created: true });
    expect(server.requests).toEqual(
      expect.arrayContaining(["/singlesearch/shows?q=r%C3%BCzgar%C4%B1n%20k%C4%B1z%C4%B1", "/shows/99001/episodes", "/shows/99001/cast"]),
    );

    const after = await counts();
    // Star TV and Beren Saat exist in the demo catalog and are reused, not duplicated.
    expect(after).toEqual({
      ...before,
      shows: before.shows! + 1,
      seasons: before.seasons! + 2,
      episodes: before.episodes! + 6,
      people: before.people! + 4,
      credits: before.credits! + 5,
      show_genres: before.show_genres! + 3,
    });

    const res = await ctx.app.inject({ method: "GET", url: `/api/shows/${result.slug}?include=genres,cast,crew` });
    expect(res.statusCode).toBe(200);
    const show = res.json().data;
    expect(show).toMatchObject({
      id: result.showId,
      original_title: "Rüzgarın Kızı",
      status: "Ended",
      type: "primetime",
      year: 2023,
      runtime: 135,
      network: { name: "Star TV", slug: "star-tv" },
      poster: "https://static.tvmaze.com/uploads/images/original_untouched/990/2475001.jpg",
      seasons_count: 2,
      episodes_count: 6,
    });
    expect(show.genres.data.map((g: { slug: string }) => g.slug).sort()).toEqual(["drama", "mystery", "romance"]);
    expect(show.cast.data.map((c: { person: { name: string }; character: string }) => [c.person.name, c.character])).toEqual([
      ["Elif Demirtaş", "Zeynep Karaca"],
      ["Kerem Aydın", "Kerem Soylu"],
      ["Beren Saat", "Leyla Soylu"],
    ]);
    expect(show.crew.data.map((c: { role: string }) => c.role)).toEqual(["Creator", "Director"]);
    expect(show.cast.data[2].person.id).toBe(seededBeren!.id);

    const season2 = show.seasons.find((s: { number: number }) => s.number === 2);
    const list = (await ctx.app.inject({ method: "GET", url: `/api/seasons/${season2.id}/episodes` })).json().data;
    expect(list.map((e: { airs_at: string }) => e.airs_at)).toEqual(["2024-09-11T17:00:00.000Z", "2024-09-18T17:00:00.000Z", "2024-09-25T17:00:00.000Z"]);
  });

  it("re-imports by id in place: same rows, changed fields applied", async () => {
    const before = await counts();
    const [row] = await ctx.database.db.select().from(shows).where(eq(shows.tvmazeId, 99001));
    server.set("/shows/99001", { ...showFixture, name: "Rüzgarın Kızı (Yeni)", status: "Running" });
    server.set("/shows/99001/episodes", episodeFixture.map((e) => (e.id === 9900101 ? { ...e, name: "Yeni Başlık" } : e)));

    const result = await importTvmazeShow(ctx.database.db, client, "99001");
    expect(result).toMatchObject({ showId: row!.id, slug: "ruzgarin-kizi", created: false, episodes: 6 });
    expect(await counts()).toEqual(before);
    const [updated] = await ctx.database.db.select().from(shows).where(eq(shows.id, row!.id));
    expect(updated).toMatchObject({ originalTitle: "Rüzgarın Kızı (Yeni)", title: "Rüzgarın Kızı (Yeni)", status: "Running", slug: "ruzgarin-kizi" });
    const [first] = await ctx.database.db.select().from(episodes).where(eq(episodes.showId, row!.id)).orderBy(episodes.seasonNumber, episodes.number).limit(1);
    expect(first!.title).toBe("Yeni Başlık");
  });

  it("writes nothing when fetching fails part way", async () => {
    const before = await counts();
    const failing: TvmazeClient = {
      ...fixtureClientAs(99002),
      episodes: async () => {
        throw new TvmazeUnavailableError(server.baseUrl, "connection reset");
      },
    };
    await expect(importTvmazeShow(ctx.database.db, failing, "99002")).rejects.toBeInstanceOf(TvmazeUnavailableError);
    expect(await counts()).toEqual(before);
  });

  it("rolls the whole transaction back when a write fails after the show was written", async () => {
    const before = await counts();
    const base = fixtureClientAs(99003);
    const broken: TvmazeClient = {
      ...base,
      showById: async () => ({ ...(await base.showById(99003)), name: "Yarım Kalan", network: { id: 9, name: "Deneme Kanal", country: null } }),
      cast: async () => [...(await base.cast(99003)), { person: { id: 1, name: "Yeni Oyuncu", country: null }, character: { name: "X" } }],
      // 40000 does not fit episodes.number (smallint): the insert fails after network, show, genres and seasons.
      episodes: async () => [...(await base.episodes(99003)), { ...episodeFixture[0]!, id: 1, number: 40_000 }],
    };
    const error = await importTvmazeShow(ctx.database.db, broken, "99003").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(TvmazeError);
    expect(`${String(error)} ${String((error as Error).cause)}`).toMatch(/out of range/);
    expect(await counts()).toEqual(before);
    expect(await ctx.database.db.select().from(shows).where(eq(shows.tvmazeId, 99003))).toEqual([]);
  });
});

/** The fixture show (99001) served under another TVMaze id, so that a test imports a new show. */
function fixtureClientAs(id: number): TvmazeClient {
  return {
    showById: async () => ({ ...(await client.showById(99001)), id }),
    searchShow: async () => ({ ...(await client.showById(99001)), id }),
    episodes: () => client.episodes(99001),
    cast: () => client.cast(99001),
    crew: () => client.crew(99001),
    seasons: () => client.seasons(99001),
  };
}

describe("TVMaze HTTP client", () => {
  it("raises TvmazeUnavailableError when nothing listens", async () => {
    // fetch will not even dial port 1 ("bad port"), so the refused connection is shown on a freed port.
    await expect(new HttpTvmazeClient("http://127.0.0.1:1").showById(1)).rejects.toBeInstanceOf(TvmazeUnavailableError);
    const offline = new HttpTvmazeClient(`http://127.0.0.1:${await freePort()}`);
    const error = await offline.showById(1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TvmazeUnavailableError);
    expect((error as TvmazeUnavailableError).reason).toMatch(/ECONNREFUSED/);
    await expect(importTvmazeShow(ctx.database.db, offline, "Kara Sevda")).rejects.toBeInstanceOf(TvmazeUnavailableError);
  });

  it("raises TvmazeUnavailableError on a timeout", async () => {
    server.delayOnce(1_000);
    const impatient = new HttpTvmazeClient(server.baseUrl, { timeoutMs: 100 });
    await expect(impatient.showById(99001)).rejects.toBeInstanceOf(TvmazeUnavailableError);
  });

  it("waits for Retry-After and retries once after a 429", async () => {
    server.rateLimitOnce();
    const started = Date.now();
    const show = await client.showById(99001);
    expect(show.name).toBe("Rüzgarın Kızı");
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(server.requests).toEqual(["/shows/99001", "/shows/99001"]);
  });

  it("raises TvmazeNotFoundError for an unknown id or name", async () => {
    await expect(client.showById(12345)).rejects.toBeInstanceOf(TvmazeNotFoundError);
    await expect(client.searchShow("böyle bir dizi yok")).rejects.toBeInstanceOf(TvmazeNotFoundError);
    await expect(importTvmazeShow(ctx.database.db, client, "12345")).rejects.toBeInstanceOf(TvmazeNotFoundError);
  });

  it("follows a redirect on the same host and refuses one to another host", async () => {
    server.redirectOnce("/shows/99001");
    expect((await client.showById(1)).id).toBe(99001);
    server.redirectOnce(`${server.baseUrl.replace("127.0.0.1", "localhost")}/shows/99001`);
    await expect(client.showById(1)).rejects.toThrow(/another host/);
  });

  it("refuses a response larger than the cap, and one of the wrong shape", async () => {
    const small = new HttpTvmazeClient(server.baseUrl, { maxBytes: 1_000 });
    await expect(small.episodes(99001)).rejects.toBeInstanceOf(TvmazeResponseError);
    server.set("/shows/5", { id: "five" });
    await expect(client.showById(5)).rejects.toThrow(/Unexpected TVMaze data/);
  });
});

describe("import:tvmaze CLI", () => {
  const run = promisify(execFile);
  const tsx = path.join(SERVER_ROOT, "../../node_modules/.bin/tsx");
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "dizilog-import-"));
  });
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** Runs the script on a fresh embedded database; resolves with the exit code and output. */
  async function cli(args: string[], tvmazeUrl: string) {
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", TVMAZE_URL: tvmazeUrl, NODE_ENV: "test" };
    try {
      const { stdout, stderr } = await run(tsx, ["scripts/import-tvmaze.ts", ...args], { cwd: SERVER_ROOT, env });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  it("imports, reports a missing show, an unreachable TVMaze and a usage error", async () => {
    const ok = await cli(["99001"], server.baseUrl);
    expect(ok).toMatchObject({ code: 0, stderr: "" });
    expect(ok.stdout.trim()).toMatch(/^Imported "Rüzgarın Kızı" \(show \d+, \/shows\/ruzgarin-kizi\): 2 seasons, 6 episodes, 5 people$/);

    const again = await cli(["Rüzgarın", "Kızı"], server.baseUrl);
    expect(again.stdout.trim()).toMatch(/^Updated "Rüzgarın Kızı"/);

    const missing = await cli(["böyle bir dizi yok"], server.baseUrl);
    expect(missing).toMatchObject({ code: 1, stdout: "", stderr: 'TVMaze has no show matching "böyle bir dizi yok"\n' });

    const port = await freePort();
    const offline = await cli(["99001"], `http://127.0.0.1:${port}`);
    expect(offline).toMatchObject({ code: 2, stdout: "" });
    expect(offline.stderr).toBe(`TVMaze cannot be reached from this machine (http://127.0.0.1:${port}): connect ECONNREFUSED 127.0.0.1:${port}\n`);

    const usage = await cli([], server.baseUrl);
    expect(usage.code).toBe(64);
    expect(usage.stderr).toMatch(/^Usage: npm run import:tvmaze/);
  }, 60_000);
});
