import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, type AccountsEnv, Client, makeVerifiedUser, startAccountsApp } from "../accounts/helpers.js";
import { makeShow } from "../factories.js";

// The visitors' response cache (http/visitor-cache.ts), on as in production (tests turn it off).
let env: AccountsEnv;
let alice: Account;
beforeAll(async () => {
  env = await startAccountsApp({ env: { VISITOR_CACHE_SECONDS: "30" } });
  alice = await makeVerifiedUser(env);
});
afterAll(async () => env.close());

const db = () => env.ctx.database.db;
const visitor = () => new Client(env.app);

describe("visitor response cache", () => {
  it("serves a visitor's second read of a show page from the cache, unchanged", async () => {
    const { show } = await makeShow(db(), { seasons: [2] });
    const first = await visitor().get(`/api/shows/${show.slug}?include=genres,seasons`);
    const second = await visitor().get(`/api/shows/${show.slug}?include=genres,seasons`);
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-visitor-cache"]).toBe("miss");
    expect(second.headers["x-visitor-cache"]).toBe("hit");
    expect(second.json()).toEqual(first.json());
    expect(second.headers["content-type"]).toMatch(/^application\/json/);
  });

  it("shows a visitor the count a user's rating, track and like just changed", async () => {
    const { show } = await makeShow(db(), { seasons: [2] });
    const url = `/api/shows/${show.id}`;
    const before = (await visitor().get(url)).json().data;
    expect((await visitor().get(url)).headers["x-visitor-cache"]).toBe("hit");

    expect((await alice.client.post("/api/user/rate", { related: "show", related_id: show.id, rating: 4 })).statusCode).toBe(200);
    const rated = await visitor().get(url);
    expect(rated.headers["x-visitor-cache"]).toBe("miss");
    expect(rated.json().data.votes_count).toBe(before.votes_count + 1);

    expect((await alice.client.post(`/api/shows/${show.id}/track`)).statusCode).toBe(200);
    expect((await visitor().get(url)).json().data.trackers_count).toBe(before.trackers_count + 1);

    expect((await alice.client.post("/api/like-item", { type: "show", id: show.id })).statusCode).toBe(200);
    expect((await visitor().get(url)).json().data.like_count).toBe(before.like_count + 1);
  });

  it("keeps one answer per language and never caches a signed-in reader's answer", async () => {
    const { show } = await makeShow(db(), { seasons: [1] });
    const url = `/api/shows/${show.id}`;
    await visitor().get(url, { "accept-language": "en" });
    expect((await visitor().get(url, { "accept-language": "tr" })).headers["x-visitor-cache"]).toBe("miss");
    expect((await visitor().get(url, { "accept-language": "tr" })).headers["x-visitor-cache"]).toBe("hit");
    const mine = await alice.client.get(url);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["x-visitor-cache"]).toBeUndefined();
    expect(mine.json().data.has_liked).toBe(false);
  });

  it("caches explore and search for visitors and stores no error answer", async () => {
    await makeShow(db(), { title: "Önbellek Sevdası" });
    for (const url of ["/api/filter/shows?sort_by=popular", "/api/search/tv?keyword=onbellek"]) {
      await visitor().get(url);
      const again = await visitor().get(url);
      expect(again.statusCode).toBe(200);
      expect(again.headers["x-visitor-cache"]).toBe("hit");
    }
    const invalid = "/api/filter/shows?page=0";
    expect((await visitor().get(invalid)).statusCode).toBe(422);
    expect((await visitor().get(invalid)).headers["x-visitor-cache"]).toBeUndefined();
    expect((await visitor().get("/api/shows/no-such-show")).statusCode).toBe(404);
    expect((await visitor().get("/api/shows/no-such-show")).headers["x-visitor-cache"]).toBe("miss");
  });
});

describe("the in-process store of visitors' answers", () => {
  it("keeps at most its byte budget, the oldest answers leaving first", async () => {
    const { BoundedAnswerStore } = await import("../../src/http/visitor-cache.js");
    const store = new BoundedAnswerStore(10_000);
    const body = "x".repeat(3_000);
    for (const key of ["a", "b", "c", "d"]) await store.set(key, { generation: "0", body }, 30);
    expect(await store.get("a")).toBeUndefined();
    expect(await store.get("d")).toEqual({ generation: "0", body });
    await store.set("e", { generation: "0", body: "y".repeat(9_000) }, 30);
    expect([await store.get("b"), await store.get("c"), await store.get("d")]).toEqual([undefined, undefined, undefined]);
    expect((await store.get<{ body: string }>("e"))?.body.length).toBe(9_000);
  });
});
