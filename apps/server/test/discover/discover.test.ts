import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { episodes } from "../../src/db/schema/index.js";
import { upsertShowProduction } from "../../src/repositories/discover.repository.js";
import { createTestApp, type TestContext } from "../harness.js";
import { makePerson, makeShow } from "../factories.js";
import { makeUser } from "../user-factories.js";
import { type Client } from "../accounts/helpers.js";

// The discovery pages' API (decision 0050): coming soon, unseen, mood and the people index.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const db = () => ctx.database.db;
const get = (url: string) => ctx.app.inject({ method: "GET", url });
const WEEK = 7 * 86_400_000;

async function episodesOf(showId: number) {
  return db().select().from(episodes).where(eq(episodes.showId, showId)).orderBy(episodes.seasonNumber, episodes.number);
}

describe("GET /api/shows/upcoming", () => {
  it("lists the demo catalog's coming shows with their production stages, marked as sample data, later stages first", async () => {
    const res = await get("/api/shows/upcoming");
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { show: { original_title: string }; production_stage: number | null; sample: boolean; expected_premiere: string | null }[];
    const demo = data.filter((d) => d.sample);
    expect(demo.map((d) => d.production_stage)).toEqual([4, 3, 2, 1]);
    expect(demo[0]).toMatchObject({ show: { original_title: "Boğaz Rüzgârı" }, expected_premiere: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(demo[3]!.expected_premiere).toBeNull();
  });

  it("takes a show with a production stage or an upcoming status, and leaves out one whose episodes have aired", async () => {
    const future = new Date(Date.now() + 10 * WEEK);
    const staged = await makeShow(db(), { status: "Running", firstAirsAt: future });
    const announced = await makeShow(db(), { status: "coming_soon", firstAirsAt: future });
    const aired = await makeShow(db(), { status: "upcoming", firstAirsAt: new Date(Date.now() - WEEK) });
    await upsertShowProduction(db(), [{ showId: staged.show.id, productionStage: 2, expectedPremiere: null, sample: false }]);
    const data = (await get("/api/shows/upcoming")).json().data as { show: { id: number }; production_stage: number | null; sample: boolean }[];
    const ids = data.map((d) => d.show.id);
    expect(data.find((d) => d.show.id === staged.show.id)).toMatchObject({ production_stage: 2, sample: false });
    expect(data.find((d) => d.show.id === announced.show.id)).toMatchObject({ production_stage: null });
    expect(ids).not.toContain(aired.show.id);
    // A show without a stage comes after every staged one.
    expect(ids.indexOf(announced.show.id)).toBeGreaterThan(ids.indexOf(staged.show.id));
  });

  it("filters one stage, and refuses a stage outside 1–4 with 422", async () => {
    const two = (await get("/api/shows/upcoming?stage=2")).json().data as { production_stage: number }[];
    expect(two.length).toBeGreaterThan(0);
    expect(new Set(two.map((d) => d.production_stage))).toEqual(new Set([2]));
    for (const stage of ["0", "5", "x", "1.5"]) {
      const res = await get(`/api/shows/upcoming?stage=${stage}`);
      expect(res.statusCode, stage).toBe(422);
      expect(res.json().errors).toHaveProperty("stage");
    }
  });
});

describe("GET /api/me/unseen", () => {
  it("answers 401 to a visitor", async () => {
    const res = await get("/api/me/unseen");
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("Please login to continue.");
  });

  it("counts each tracked show's aired episodes not seen, with the first unseen one; dropped, caught-up and unaired shows are left out", async () => {
    const { client } = await makeUser(ctx);
    const behind = await makeShow(db(), { status: "Running", seasons: [4, 2], firstAirsAt: new Date(Date.now() - 4.5 * WEEK) }); // 5 aired of 6
    const caughtUp = await makeShow(db(), { status: "Running", seasons: [2], firstAirsAt: new Date(Date.now() - 3 * WEEK) });
    const unaired = await makeShow(db(), { status: "upcoming", seasons: [2], firstAirsAt: new Date(Date.now() + WEEK) });
    const dropped = await makeShow(db(), { status: "Running", seasons: [2], firstAirsAt: new Date(Date.now() - 3 * WEEK) });
    const untracked = await makeShow(db(), { status: "Running", seasons: [2], firstAirsAt: new Date(Date.now() - 3 * WEEK) });
    for (const s of [behind, caughtUp, unaired, dropped]) expect((await client.post(`/api/shows/${s.show.id}/track`)).statusCode).toBeLessThan(300);
    const eps = await episodesOf(behind.show.id);
    await client.post(`/api/seen/episode/${eps[0]!.id}`, { status: true });
    await client.post(`/api/seen/episode/${eps[2]!.id}`, { status: true });
    await client.post(`/api/seen/show/${caughtUp.show.id}`, { status: true });
    expect((await client.post(`/api/shows/${dropped.show.id}/drop`)).statusCode).toBe(200);
    const res = await client.get("/api/me/unseen");
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { show: { id: number }; unseen_count: number; aired_count: number; next_episode: { code: string } | null }[];
    const ids = data.map((d) => d.show.id);
    expect(data.find((d) => d.show.id === behind.show.id)).toMatchObject({ unseen_count: 3, aired_count: 5, next_episode: { code: "S01E02" } });
    expect(ids).not.toContain(caughtUp.show.id);
    expect(ids).not.toContain(unaired.show.id);
    expect(ids).not.toContain(untracked.show.id);
    expect(ids).not.toContain(dropped.show.id);
  });

  it("shows nobody else's shows", async () => {
    const a = await makeUser(ctx);
    const b = await makeUser(ctx);
    const show = await makeShow(db(), { status: "Running", seasons: [3], firstAirsAt: new Date(Date.now() - 2.5 * WEEK) });
    await a.client.post(`/api/shows/${show.show.id}/track`);
    const theirs = (await b.client.get("/api/me/unseen")).json().data as { show: { id: number } }[];
    expect(theirs.map((d) => d.show.id)).not.toContain(show.show.id);
  });
});

describe("GET /api/mood", () => {
  it("puts each show under the reaction its episodes draw most, counted over all its episodes", async () => {
    // A fresh app: the mood ranking is cached for 10 minutes per app.
    const fresh = await createTestApp();
    try {
      const funny = await makeShow(fresh.database.db, { status: "Running", seasons: [3], firstAirsAt: new Date(Date.now() - 4 * WEEK) });
      const sad = await makeShow(fresh.database.db, { status: "Running", seasons: [2], firstAirsAt: new Date(Date.now() - 4 * WEEK) });
      const [f1, f2] = await fresh.database.db.select().from(episodes).where(eq(episodes.showId, funny.show.id)).orderBy(episodes.number);
      const [s1] = await fresh.database.db.select().from(episodes).where(eq(episodes.showId, sad.show.id)).orderBy(episodes.number);
      const users = await Promise.all([0, 1, 2].map(() => makeUser(fresh)));
      const react = (client: Client, id: number, reactId: string) => client.post("/api/react", { react_id: reactId, type: "episode", id });
      // funny: 3 × funny over two episodes, 2 × sad; sad: 2 × sad, 1 × wow.
      await react(users[0]!.client, f1!.id, "funny");
      await react(users[1]!.client, f1!.id, "funny");
      await react(users[0]!.client, f2!.id, "funny");
      await react(users[1]!.client, f2!.id, "sad");
      await react(users[2]!.client, f2!.id, "sad");
      await react(users[0]!.client, s1!.id, "sad");
      await react(users[1]!.client, s1!.id, "sad");
      await react(users[2]!.client, s1!.id, "wow");

      const overview = (await fresh.app.inject({ method: "GET", url: "/api/mood" })).json().data as { reaction: string; shows_count: number; shows: { data: { show: { id: number } }[] } }[];
      expect(overview.map((o) => o.reaction)).toEqual(["amazing", "funny", "sad", "wow", "meh", "wtf"]);
      expect(overview.find((o) => o.reaction === "funny")!.shows.data.map((s) => s.show.id)).toEqual([funny.show.id]);

      const sadPage = await fresh.app.inject({ method: "GET", url: "/api/mood/sad" });
      expect(sadPage.statusCode).toBe(200);
      expect(sadPage.json().data).toEqual([expect.objectContaining({ show: expect.objectContaining({ id: sad.show.id }), reaction: "sad", reactions_count: 2, total_reactions: 3 })]);
      expect(sadPage.json().meta.pagination).toMatchObject({ total: 1, current_page: 1, per_page: 24 });
      const funnyPage = (await fresh.app.inject({ method: "GET", url: "/api/mood/funny" })).json().data;
      expect(funnyPage[0]).toMatchObject({ reactions_count: 3, total_reactions: 5 });
      expect((await fresh.app.inject({ method: "GET", url: "/api/mood/wow" })).json().data).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it("refuses a reaction that does not exist with 422", async () => {
    const res = await get("/api/mood/happy");
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty("reaction");
    expect((await get("/api/mood/sad?page=0")).statusCode).toBe(422);
  });
});

describe("GET /api/people", () => {
  it("answers a page of people, most popular first", async () => {
    const res = await get("/api/people");
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json() as { data: { popularity: number; url: string; shows_count: number }[]; meta: { pagination: { per_page: number; total: number } } };
    expect(data).toHaveLength(24);
    expect(meta.pagination.per_page).toBe(24);
    expect(meta.pagination.total).toBeGreaterThan(24);
    const scores = data.map((p) => p.popularity);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(data[0]!.url).toMatch(/^\/person\//);
  });

  it("sorts by name in Turkish order and filters one initial letter", async () => {
    await makePerson(db(), { name: "Çağla Şimşek Dizin" });
    await makePerson(db(), { name: "Cem Dizin" });
    const names = ((await get("/api/people?sort=name&per_page=48")).json().data as { name: string }[]).map((p) => p.name);
    expect(names.length).toBe(48);
    const c = ((await get(`/api/people?sort=name&letter=${encodeURIComponent("ç")}&per_page=48`)).json().data as { name: string }[]).map((p) => p.name);
    expect(c).toContain("Çağla Şimşek Dizin");
    expect(c.every((n) => n.startsWith("Ç"))).toBe(true);
    const plainC = ((await get("/api/people?sort=name&letter=C&per_page=48")).json().data as { name: string }[]).map((p) => p.name);
    expect(plainC).toContain("Cem Dizin");
    expect(plainC).not.toContain("Çağla Şimşek Dizin");
  });

  it.each([["sort=age"], ["letter=ab"], ["letter=1"], ["per_page=49"], ["page=0"]])("refuses %s with 422", async (query) => {
    const res = await get(`/api/people?${query}`);
    expect(res.statusCode).toBe(422);
  });

  it("answers an empty page past the end with the real total", async () => {
    const res = (await get("/api/people?page=9999")).json();
    expect(res.data).toEqual([]);
    expect(res.meta.pagination.total).toBeGreaterThan(0);
  });
});

describe("the data saver cookie", () => {
  it("follows the setting: set when it is turned on or read as on, cleared when turned off", async () => {
    const { client } = await makeUser(ctx);
    const on = await client.post("/api/settings/update", { key: "data_saver", value: true });
    expect(on.statusCode).toBe(200);
    expect(String(on.headers["set-cookie"])).toMatch(/dz_data_saver=1/);
    const off = await client.post("/api/settings/update", { key: "data_saver", value: false });
    expect(String(off.headers["set-cookie"])).toMatch(/dz_data_saver=;/);
    const read = await client.get("/api/settings");
    expect(String(read.headers["set-cookie"] ?? "")).not.toMatch(/dz_data_saver=1/);
  });
});

describe("the sitemap", () => {
  it("lists the public discovery pages", async () => {
    const xml = (await get("/sitemaps/pages-1.xml")).body;
    for (const path of ["/home", "/upcoming", "/trending", "/people", "/mood"]) expect(xml, path).toContain(`${path}</loc>`);
  });
});
