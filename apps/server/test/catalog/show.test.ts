import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../harness.js";
import { makeShow } from "../factories.js";

let ctx: TestContext;
let made: Awaited<ReturnType<typeof makeShow>>;
beforeAll(async () => {
  ctx = await createTestApp();
  made = await makeShow(ctx.database.db, { originalTitle: "Deneme Dizisi", seasons: [3, 2], firstAirsAt: new Date(Date.now() - 3.5 * 7 * 86_400_000) });
});
afterAll(async () => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: "GET", url, headers });

describe("GET /api/shows/{id|slug}", () => {
  it("finds a show by slug, numeric id and hashid", async () => {
    const bySlug = (await get("/api/shows/ask-i-memnu")).json().data;
    expect(bySlug).toMatchObject({ original_title: "Aşk-ı Memnu", slug: "ask-i-memnu", url: "/shows/ask-i-memnu", network: { name: "Kanal D" } });
    expect((await get(`/api/shows/${bySlug.id}`)).json().data.slug).toBe("ask-i-memnu");
    expect((await get(`/api/shows/${bySlug.hashid}`)).json().data.slug).toBe("ask-i-memnu");
    expect(bySlug.hashid).not.toBe(String(bySlug.id));
  });

  it("carries seasons with episode counts and totals", async () => {
    const show = (await get(`/api/shows/${made.show.slug}`)).json().data;
    expect(show.seasons).toEqual([
      { id: made.seasons[0]!.id, number: 1, episodeCount: 3, premiered: expect.any(String) },
      { id: made.seasons[1]!.id, number: 2, episodeCount: 2, premiered: expect.any(String) },
    ]);
    expect(show.seasons_count).toBe(2);
    expect(show.episodes_count).toBe(5);
    expect(show.rating).toBe(0);
    expect(show).not.toHaveProperty("genres");
    expect(show).not.toHaveProperty("cast");
  });

  it("embeds genres, cast and crew on request", async () => {
    const show = (await get("/api/shows/ask-i-memnu?include=genres,cast,crew")).json().data;
    expect(show.genres.data.length).toBeGreaterThan(0);
    expect(show.cast.data[0]).toMatchObject({ person: { name: expect.any(String), url: expect.stringMatching(/^\/person\//) }, character: expect.any(String) });
    expect(show.cast.data.map((c: { person: { name: string } }) => c.person.name)).toContain("Beren Saat");
    expect(show.crew.data.length).toBeGreaterThan(0);
  });

  it("answers the synopsis in the requested language", async () => {
    const en = (await get("/api/shows/ask-i-memnu", { "accept-language": "en" })).json().data.synopsis;
    const tr = (await get("/api/shows/ask-i-memnu", { "accept-language": "tr-TR,tr;q=0.9" })).json().data.synopsis;
    expect(en).not.toBe(tr);
    expect(tr.length).toBeGreaterThan(50);
  });

  it("answers 404 for an unknown show and 422 for an unknown include", async () => {
    const res = await get("/api/shows/no-such-show");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: "Something went wrong" });
    expect((await get("/api/shows/ask-i-memnu?include=reviews")).statusCode).toBe(422);
  });
});

describe("seasons and episodes", () => {
  it("lists a season's episodes in number order with code, url and air date", async () => {
    const res = await get(`/api/seasons/${made.seasons[0]!.id}/episodes`);
    const episodes = res.json().data;
    expect(episodes.map((e: { code: string }) => e.code)).toEqual(["S01E01", "S01E02", "S01E03"]);
    expect(episodes[0]).toMatchObject({
      number: 1,
      season: 1,
      season_number: 1,
      url: `/shows/${made.show.slug}/season-1/episode-1`,
      air_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      has_aired: true,
      has_seen: false,
    });
    expect((await get("/api/seasons/99999999/episodes")).statusCode).toBe(404);
    expect((await get("/api/seasons/abc/episodes")).statusCode).toBe(422);
  });

  it("labels air dates relative to today in the viewer's language", async () => {
    const episodes = (await get(`/api/seasons/${made.seasons[1]!.id}/episodes`, { "accept-language": "tr" })).json().data;
    // the 5th weekly episode airs about half a week from now: a future date, not aired
    expect(episodes[1].has_aired).toBe(false);
    expect(typeof episodes[1].dia).toBe("string");
  });

  it("answers the latest aired episodes, newest first", async () => {
    const latest = (await get(`/api/show/${made.show.id}/episodes/latest`)).json().data;
    expect(latest.map((e: { code: string }) => e.code)).toEqual(["S02E01", "S01E03", "S01E02", "S01E01"]);
  });

  it("finds an episode by id and by numbers, with previous and next across seasons", async () => {
    const detail = (await get(`/api/shows/${made.show.slug}/seasons/2/episodes/1`)).json().data;
    expect(detail.code).toBe("S02E01");
    expect(detail.previous.code).toBe("S01E03");
    expect(detail.next.code).toBe("S02E02");
    expect(detail.show.original_title).toBe("Deneme Dizisi");
    const byId = (await get(`/api/episodes/${detail.id}`)).json().data;
    expect(byId).toMatchObject({ code: "S02E01", show: { slug: made.show.slug } });
    const first = (await get(`/api/shows/${made.show.slug}/seasons/1/episodes/1`)).json().data;
    expect(first.previous).toBeNull();
    expect((await get(`/api/shows/${made.show.slug}/seasons/9/episodes/1`)).statusCode).toBe(404);
  });
});

describe("trending and home", () => {
  it("GET /api/v1/popular answers 10 shows", async () => {
    const res = await get("/api/v1/popular");
    expect(res.json().data).toHaveLength(10);
  });

  it("GET /api/home/upcoming lists episodes airing in the next 7 days, by air time", async () => {
    const data = (await get("/api/home/upcoming?include=show")).json().data;
    expect(data.length).toBeGreaterThan(0);
    const times = data.map((e: { airs_at: string }) => Date.parse(e.airs_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(data[0].show).toHaveProperty("original_title");
  });

  it("GET /api/home/widgets pages the widgets with a cursor", async () => {
    const first = (await get("/api/home/widgets?per_page=3&include=shows:limit(4)")).json();
    expect(first.data).toHaveLength(3);
    expect(first.data[1].shows.data.length).toBeLessThanOrEqual(4);
    const next = (await get(`/api/home/widgets?per_page=3&cursor=${first.meta.cursor.next}`)).json();
    expect(next.data.length).toBeGreaterThan(0);
    expect(next.meta.cursor.next).toBeNull();
  });
});

describe("generated artwork", () => {
  it("serves a poster SVG for a show and 404 for an unknown one", async () => {
    const show = (await get("/api/shows/ezel")).json().data;
    const res = await get(show.poster);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("image/svg+xml");
    expect(res.body).toContain("Ezel");
    expect((await get("/media/posters/zzzzzz.svg")).statusCode).toBe(404);
  });
});
