import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@dizilog/shared";
import { ENGAGEMENT_MESSAGES, type RatingsPage } from "@dizilog/shared/api";
import { type Account, type AccountsEnv, Client, TestClock, makeVerifiedUser, startAccountsApp } from "../accounts/helpers.js";
import { makeShow } from "../factories.js";

const clock = new TestClock();
let env: AccountsEnv;
let owner: Account;
let viewer: Account;
beforeAll(async () => {
  env = await startAccountsApp({ now: clock.now });
  [owner, viewer] = await Promise.all([makeVerifiedUser(env), makeVerifiedUser(env)]);
});
afterAll(async () => env.close());

const newShow = async () => (await makeShow(env.ctx.database.db, { seasons: [1] })).show;
const rate = async (account: Account, showId: number, rating: number) => {
  expect((await account.client.post("/api/user/rate", { related: "show", related_id: showId, rating })).statusCode).toBe(200);
  clock.advance(60_000);
};
const page = async (client: Client, url: string) => {
  const res = await client.get(url);
  expect(res.statusCode).toBe(200);
  return res.json() as RatingsPage;
};

describe("GET /api/users/{slug}/ratings", () => {
  it("lists the owner's ratings, the latest first, page by page; a re-rating moves to the front", async () => {
    const [s1, s2, s3] = [await newShow(), await newShow(), await newShow()];
    await rate(owner, s1.id, 4);
    await rate(owner, s2.id, 2.5);
    await rate(owner, s3.id, 5);
    await rate(owner, s1.id, 3.5);
    const visitor = new Client(env.app);
    const first = await page(visitor, `/api/users/${owner.user.slug}/ratings?limit=2`);
    expect(first.data.map((r) => [r.show.id, r.rating])).toEqual([
      [s1.id, 3.5],
      [s3.id, 5],
    ]);
    expect(first.data[0]!.rated_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    expect(first.data[0]!.show).toMatchObject({ original_title: s1.originalTitle, url: `/shows/${s1.slug}` });
    // A visitor has no rating or tracking of their own.
    expect(first.data[0]!.show).not.toHaveProperty("user_rating");
    expect(first.meta.cursor.next).toEqual(expect.any(String));
    const second = await page(visitor, `/api/users/${owner.user.slug}/ratings?limit=2&cursor=${first.meta.cursor.next}`);
    expect(second.data.map((r) => [r.show.id, r.rating])).toEqual([[s2.id, 2.5]]);
    expect(second.meta.cursor.next).toBeNull();
  });

  it("puts the viewer's own rating and tracking on each show, and the owner's in `rating`", async () => {
    const show = await newShow();
    await rate(owner, show.id, 4.5);
    await rate(viewer, show.id, 1);
    const seen = await page(viewer.client, `/api/users/${owner.user.slug}/ratings?limit=1`);
    expect(seen.data[0]).toMatchObject({ rating: 4.5, show: { id: show.id, user_rating: 1, is_tracking: false } });
    const mine = await page(owner.client, "/api/me/ratings?limit=1");
    expect(mine.data[0]).toMatchObject({ rating: 4.5, show: { id: show.id, user_rating: 4.5 } });
  });

  it("answers 404 for an unknown user and to a viewer the owner blocked", async () => {
    const unknown = await new Client(env.app).get("/api/users/nosuchuser0/ratings");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: MESSAGES.notFound });
    const blocker = await makeVerifiedUser(env);
    await rate(blocker, (await newShow()).id, 3);
    expect((await viewer.client.get(`/api/users/${blocker.user.slug}/ratings`)).statusCode).toBe(200);
    expect((await blocker.client.post("/api/blocks", { user_id: viewer.user.id })).statusCode).toBe(200);
    const blocked = await viewer.client.get(`/api/users/${blocker.user.slug}/ratings`);
    expect(blocked.statusCode).toBe(404);
    expect(blocked.json()).toMatchObject({ message: MESSAGES.notFound });
  });

  it("answers 422 for a cursor it did not make", async () => {
    const res = await new Client(env.app).get(`/api/users/${owner.user.slug}/ratings?cursor=bm9wZQ`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ cursor: [ENGAGEMENT_MESSAGES.cursorInvalid] });
  });

  it("answers an empty page for a user without ratings, and 401 on /api/me/ratings to a visitor", async () => {
    const quiet = await makeVerifiedUser(env);
    expect(await page(new Client(env.app), `/api/users/${quiet.user.slug}/ratings`)).toEqual({
      data: [],
      meta: { cursor: { next: null } },
    });
    expect((await new Client(env.app).get("/api/me/ratings")).statusCode).toBe(401);
  });
});
