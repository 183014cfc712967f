import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../harness.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

async function search(keyword: string, extra = "") {
  const res = await ctx.app.inject({ method: "GET", url: `/api/search/tv?keyword=${encodeURIComponent(keyword)}&limit=8${extra}` });
  expect(res.statusCode).toBe(200);
  return res.json().data as { original_title: string; year: number; poster: string; url: string; seasons?: unknown[] }[];
}

describe("GET /api/search/tv: search quality", () => {
  it.each([
    ["ask memnu", "Aşk-ı Memnu"],
    ["yali capkini", "Yalı Çapkını"],
    ["Yalı Çapkını", "Yalı Çapkını"],
    ["YALI ÇAPKINI", "Yalı Çapkını"],
    ["kurulus osman", "Kuruluş: Osman"],
    ["fatmagulun sucu ne", "Fatmagül'ün Suçu Ne?"],
    ["kizilcik serbeti", "Kızılcık Şerbeti"],
    ["erkenci kus", "Erkenci Kuş"],
  ])("%s finds %s first", async (keyword, title) => {
    const [first] = await search(keyword);
    expect(first?.original_title).toBe(title);
  });

  it.each([
    ["yali capkni", "Yalı Çapkını"],
    ["ask memmu", "Aşk-ı Memnu"],
    ["kara sevdda", "Kara Sevda"],
    ["hercaj", "Hercai"],
  ])("one typo still finds the show (%s)", async (keyword, title) => {
    const results = await search(keyword);
    expect(results.map((r) => r.original_title)).toContain(title);
  });

  it("finds a show by its English title", async () => {
    const results = await search("forbidden love");
    expect(results.map((r) => r.original_title)).toContain("Aşk-ı Memnu");
  });

  it("returns at most 8 results with poster, original title, year and url", async () => {
    const results = await search("a");
    expect(results.length).toBeLessThanOrEqual(8);
    const [first] = await search("ezel");
    expect(first).toMatchObject({ original_title: "Ezel", year: expect.any(Number), poster: expect.stringMatching(/^\//), url: "/shows/ezel" });
  });

  it("an empty query answers no results", async () => {
    expect(await search("")).toEqual([]);
    expect(await search("   ")).toEqual([]);
  });

  it("include=seasons adds the seasons", async () => {
    const [first] = await search("ezel", "&include=seasons");
    expect(first?.seasons?.length).toBeGreaterThan(0);
  });

  it("refuses a limit above 8 and an unknown include with 422", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/search/tv?keyword=ezel&limit=9" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty("limit");
    const bad = await ctx.app.inject({ method: "GET", url: "/api/search/tv?keyword=ezel&include=cast" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty("include");
  });
});

describe("search rate limit", () => {
  it("answers 429 with Retry-After past 120 searches a minute from one address", async () => {
    const send = () => ctx.app.inject({ method: "GET", url: "/api/search/tv?keyword=ezel", remoteAddress: "10.9.9.9" });
    for (let i = 0; i < 120; i++) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });
});
