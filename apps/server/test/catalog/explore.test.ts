import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../harness.js";
import { addActivity, makeShow } from "../factories.js";
import { addDays, localDate } from "../../src/lib/time.js";

let ctx: TestContext;
let networkId: number;
const titles = ["Çiçek", "Cennet", "Ilık", "İnci", "Şahin", "Sarp", "Zeytin", "Öykü", "Orman", "Uçurum", "Ümit", "Ağaç"];

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const made = [];
  for (const [i, title] of titles.entries()) {
    made.push(
      await makeShow(db, {
        originalTitle: title,
        network: "Explore Test TV",
        type: i % 3 === 0 ? "daily" : "primetime",
        status: i % 2 === 0 ? "Running" : "Ended",
        premiered: `${2000 + i}-09-1${i % 9}`,
        genres: i % 2 === 0 ? ["drama"] : ["comedy", "romance"],
        trackers: i * 10,
        votes: i === 0 ? undefined : { count: 2, sum: Math.min(10, i) },
      }),
    );
  }
  networkId = made[0]!.show.networkId!;
  await addActivity(db, made[5]!.show.id, localDate(new Date()), 500);
  await addActivity(db, made[6]!.show.id, addDays(localDate(new Date()), -30), 9999);
});
afterAll(async () => ctx.close());

async function explore(query: string) {
  const res = await ctx.app.inject({ method: "GET", url: `/api/filter/shows?network=${networkId}&${query}` });
  return res;
}
const titlesOf = (res: Awaited<ReturnType<typeof explore>>) => res.json().data.map((s: { original_title: string }) => s.original_title);

describe("GET /api/filter/shows", () => {
  it("answers a page of 20 shows with the pagination meta", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/filter/shows" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(20);
    expect(body.meta.pagination).toMatchObject({ count: 20, current_page: 1, per_page: 20 });
    expect(body.meta.pagination.total).toBeGreaterThanOrEqual(60);
    expect(body.meta.pagination.total_pages).toBe(Math.ceil(body.meta.pagination.total / 20));
    expect(body.data[0]).toMatchObject({ id: expect.any(Number), hashid: expect.any(String), seasons: expect.any(Array), url: expect.stringMatching(/^\/shows\//) });
  });

  it("honours per_page up to 50 and refuses 51 with 422 naming the field", async () => {
    const ok = await ctx.app.inject({ method: "GET", url: "/api/filter/shows?per_page=50" });
    expect(ok.json().data).toHaveLength(50);
    const bad = await ctx.app.inject({ method: "GET", url: "/api/filter/shows?per_page=51" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty("per_page");
  });

  it.each([
    ["sort_by=best", "sort_by"],
    ["status[]=Airing", "status[]"],
    ["type[]=weekly", "type[]"],
    ["rate_start=6", "rate_start"],
    ["rate_start=2.3", "rate_start"],
    ["page=0", "page"],
    ["genres[]=abc", "genres[]"],
    ["include=cast", "include"],
  ])("refuses %s with 422 and the field named", async (query, field) => {
    const res = await ctx.app.inject({ method: "GET", url: `/api/filter/shows?${query}` });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual(expect.any(String));
    expect(Object.keys(res.json().errors)).toContain(field.replace("[]", ""));
  });

  it("refuses a year range whose end is before its start", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/filter/shows?year_start=2010&year_end=2000" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty("year_end");
  });

  it("filters by network, type and status; values within a facet are alternatives", async () => {
    expect(titlesOf(await explore("per_page=50"))).toHaveLength(12);
    expect(titlesOf(await explore("type[]=daily&per_page=50"))).toHaveLength(4);
    expect(titlesOf(await explore("type[]=daily&type[]=primetime&per_page=50"))).toHaveLength(12);
    expect(titlesOf(await explore("type[]=daily&status[]=Running&per_page=50")).sort()).toEqual(["Zeytin", "Çiçek"].sort());
  });

  it("filters by genres as alternatives and by year and rating ranges", async () => {
    const drama = titlesOf(await explore("genres[]=4&per_page=50"));
    expect(drama).toHaveLength(6);
    const genresRes = await ctx.app.inject({ method: "GET", url: "/api/genres" });
    const ids = genresRes.json().data.filter((g: { slug: string }) => ["drama", "romance"].includes(g.slug)).map((g: { id: number }) => g.id);
    expect(titlesOf(await explore(`genres=${ids.join(",")}&per_page=50`))).toHaveLength(12);
    expect(titlesOf(await explore("year_start=2003&year_end=2005&per_page=50")).sort()).toEqual(["Sarp", "Şahin", "İnci"].sort());
    const rated = await explore("rate_start=4&per_page=50");
    for (const show of rated.json().data) expect(show.rating).toBeGreaterThanOrEqual(4);
    expect(titlesOf(rated)).not.toContain("Çiçek");
  });

  it("sorts titles in Turkish alphabetical order", async () => {
    expect(titlesOf(await explore("sort_by=title&per_page=50"))).toEqual([
      "Ağaç", "Cennet", "Çiçek", "Ilık", "İnci", "Orman", "Öykü", "Sarp", "Şahin", "Uçurum", "Ümit", "Zeytin",
    ]);
  });

  it("sorts by popularity, rating, date and trending (last 7 days only)", async () => {
    expect(titlesOf(await explore("sort_by=popular&per_page=3"))).toEqual(["Ağaç", "Ümit", "Uçurum"]);
    const byRating = (await explore("sort_by=rating&per_page=50")).json().data.map((s: { rating: number }) => s.rating);
    expect(byRating).toEqual([...byRating].sort((a, b) => b - a));
    expect(titlesOf(await explore("sort_by=date&per_page=2"))).toEqual(["Ağaç", "Ümit"]);
    expect(titlesOf(await explore("sort_by=trending&per_page=1"))).toEqual(["Sarp"]);
  });

  it("default sort puts running shows first", async () => {
    const statuses = (await explore("per_page=50")).json().data.map((s: { status: string }) => s.status);
    const firstEnded = statuses.indexOf("Ended");
    expect(statuses.slice(firstEnded)).not.toContain("Running");
  });

  it("pages are stable and disjoint", async () => {
    const one = titlesOf(await explore("sort_by=title&per_page=5&page=1"));
    const two = titlesOf(await explore("sort_by=title&per_page=5&page=2"));
    const three = titlesOf(await explore("sort_by=title&per_page=5&page=3"));
    expect(new Set([...one, ...two, ...three]).size).toBe(12);
    const beyond = await explore("page=9");
    expect(beyond.json().data).toEqual([]);
    expect(beyond.json().meta.pagination.total).toBe(12);
  });

  it("matches a keyword typed without Turkish letters", async () => {
    expect(titlesOf(await explore("keyword=sahin"))).toEqual(["Şahin"]);
    expect(titlesOf(await explore("keyword=ucurum"))).toEqual(["Uçurum"]);
  });

  it("include=genres embeds genres as {data: []}", async () => {
    const res = await explore("include=genres&sort_by=title&per_page=1");
    expect(res.json().data[0].genres).toEqual({ data: [expect.objectContaining({ slug: "comedy" }), expect.objectContaining({ slug: "romance" })] });
  });

  it("onboarding spreads popular shows across the chosen genres", async () => {
    const genresRes = await ctx.app.inject({ method: "GET", url: "/api/genres" });
    const ids = genresRes.json().data.filter((g: { slug: string }) => ["drama", "comedy"].includes(g.slug)).map((g: { id: number }) => g.id);
    const res = await explore(`sort_by=onboarding&genres=${ids.join(",")}&per_page=2`);
    const firstTwo = res.json().data;
    // the most tracked drama and the most tracked comedy come first
    expect(titlesOf(res).sort()).toEqual(["Ağaç", "Ümit"].sort());
    expect(firstTwo).toHaveLength(2);
  });
});
