import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listItems, lists } from "../../src/db/schema/index.js";
import { makeShow } from "../factories.js";
import { type Account, type AccountsEnv, Client, makeVerifiedUser, startAccountsApp } from "../accounts/helpers.js";

let env: AccountsEnv;
let owner: Account;
const L: Record<string, number> = {};

const db = () => env.ctx.database.db;
const DAY = 86_400_000;

/**
 * Lists made in id order L1 … L6 with known likes, creation times and shows:
 * ratings s45 = 4.5, s3 = 3, s2 = 2, unrated (no votes) = none.
 */
beforeAll(async () => {
  env = await startAccountsApp();
  owner = await makeVerifiedUser(env);
  const s45 = (await makeShow(db(), { votes: { count: 2, sum: 9 } })).show.id;
  const s3 = (await makeShow(db(), { votes: { count: 1, sum: 3 } })).show.id;
  const s2 = (await makeShow(db(), { votes: { count: 4, sum: 8 } })).show.id;
  const unrated = (await makeShow(db())).show.id;
  const now = Date.now();
  const specs: [string, { likes: number; ageDays: number; shows: number[]; isPublic?: boolean }][] = [
    ["L1", { likes: 5, ageDays: 5, shows: [s45] }], // mean 4.5
    ["L2", { likes: 5, ageDays: 5, shows: [s3, unrated] }], // mean 3: a show without votes does not count
    ["L3", { likes: 9, ageDays: 1, shows: [s45, s2] }], // mean 3.25
    ["L4", { likes: 0, ageDays: 3, shows: [] }], // no rating
    ["L5", { likes: 0, ageDays: 3, shows: [s3] }], // mean 3
    ["L6", { likes: 100, ageDays: 0, shows: [s45], isPublic: false }], // private: never listed
  ];
  for (const [key, spec] of specs) {
    const at = new Date(now - spec.ageDays * DAY);
    const [row] = await db()
      .insert(lists)
      .values({ userId: owner.user.id, name: key, isPublic: spec.isPublic ?? true, likesCount: spec.likes, createdAt: at, updatedAt: at })
      .returning();
    L[key] = row!.id;
    if (spec.shows.length) await db().insert(listItems).values(spec.shows.map((showId, i) => ({ listId: row!.id, showId, position: i + 1 })));
  }
});
afterAll(async () => env.close());

const ids = (...keys: string[]) => keys.map((k) => L[k]);

async function order(url: string, client = new Client(env.app)): Promise<number[]> {
  const res = await client.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.map((l: { id: number }) => l.id);
}

describe("GET /api/lists sorts", () => {
  it.each([
    ["most_liked", ["L3", "L1", "L2", "L4", "L5"]],
    ["least_liked", ["L4", "L5", "L1", "L2", "L3"]],
    ["newest", ["L3", "L5", "L4", "L2", "L1"]],
    ["oldest", ["L1", "L2", "L4", "L5", "L3"]],
    ["highest_rated", ["L1", "L3", "L2", "L5", "L4"]],
    ["lowest_rated", ["L2", "L5", "L3", "L1", "L4"]],
  ])("%s orders public lists, ties broken by id", async (sort, expected) => {
    expect(await order(`/api/lists?sort=${sort}`)).toEqual(ids(...expected));
  });

  it("defaults to most liked and never shows a private list, not even to its owner", async () => {
    expect(await order("/api/lists")).toEqual(ids("L3", "L1", "L2", "L4", "L5"));
    expect(await order("/api/lists", owner.client)).not.toContain(L.L6);
  });

  it("sorts a user's own lists the same way, private ones included for the owner", async () => {
    const slug = owner.username.toLowerCase();
    expect(await order(`/api/users/${slug}/lists?sort=most_liked`, owner.client)).toEqual(ids("L6", "L3", "L1", "L2", "L4", "L5"));
    expect(await order(`/api/users/${slug}/lists`, owner.client)).toEqual(ids("L6", "L3", "L5", "L4", "L2", "L1"));
    expect(await order(`/api/users/${slug}/lists?sort=highest_rated`)).toEqual(ids("L1", "L3", "L2", "L5", "L4"));
  });

  it("answers the list fields with shows and likes counts", async () => {
    const res = await new Client(env.app).get("/api/lists?sort=oldest");
    const first = res.json().data[0];
    expect(first).toMatchObject({ id: L.L1, name: "L1", shows_count: 1, likes_count: 5, public: true, abilities: { edit: false, delete: false } });
    const l2 = res.json().data.find((l: { id: number }) => l.id === L.L2);
    expect(l2.shows_count).toBe(2);
  });

  it("answers 422 for an unknown sort or page", async () => {
    for (const query of ["sort=popular", "sort=", "page=0", "page=abc"]) {
      expect((await new Client(env.app).get(`/api/lists?${query}`)).statusCode, query).toBe(422);
    }
  });

  it("pages by 20 with the page envelope", async () => {
    const other = await makeVerifiedUser(env);
    const at = new Date(Date.now() - 30 * DAY);
    await db()
      .insert(lists)
      .values(Array.from({ length: 20 }, (_, i) => ({ userId: other.user.id, name: `Extra ${i}`, createdAt: at, updatedAt: at })));
    const first = await new Client(env.app).get("/api/lists?sort=newest");
    expect(first.json().data).toHaveLength(20);
    expect(first.json().meta.pagination).toEqual({ count: 20, current_page: 1, per_page: 20, total: 25, total_pages: 2 });
    expect(first.json().data.slice(0, 5).map((l: { id: number }) => l.id)).toEqual(ids("L3", "L5", "L4", "L2", "L1"));
    const second = await new Client(env.app).get("/api/lists?sort=newest&page=2");
    expect(second.json().meta.pagination).toEqual({ count: 5, current_page: 2, per_page: 20, total: 25, total_pages: 2 });
    const beyond = await new Client(env.app).get("/api/lists?sort=newest&page=3");
    expect(beyond.json()).toEqual({ data: [], meta: { pagination: { count: 0, current_page: 3, per_page: 20, total: 25, total_pages: 2 } } });
  });
});
