import { and, count, eq, sum } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@dizilog/shared";
import { ENGAGEMENT_MESSAGES } from "@dizilog/shared/api";
import { ratings, showActivityDaily, shows } from "../../src/db/schema/index.js";
import { localDate } from "../../src/lib/time.js";
import { type Account, type AccountsEnv, Client, makeVerifiedUser, register, startAccountsApp } from "../accounts/helpers.js";
import { makeShow } from "../factories.js";

let env: AccountsEnv;
let alice: Account;
let bora: Account;
beforeAll(async () => {
  env = await startAccountsApp();
  [alice, bora] = await Promise.all([makeVerifiedUser(env), makeVerifiedUser(env)]);
});
afterAll(async () => env.close());

const db = () => env.ctx.database.db;
const rate = (client: Client, related_id: number, rating: unknown, related: unknown = "show") =>
  client.post("/api/user/rate", { related, related_id, rating });
const newShow = async () => (await makeShow(db(), { seasons: [2] })).show;

/** The show's counter caches next to what the ratings table says. */
async function totalsOf(showId: number) {
  const [cached] = await db().select({ sum: shows.ratingSum, count: shows.votesCount, rating: shows.rating }).from(shows).where(eq(shows.id, showId));
  const [actual] = await db().select({ sum: sum(ratings.rating), count: count() }).from(ratings).where(eq(ratings.showId, showId));
  return { cached: { sum: Number(cached!.sum), count: cached!.count }, actual: { sum: Number(actual!.sum ?? 0), count: actual!.count }, rating: Number(cached!.rating) };
}

describe("POST /api/user/rate: who may rate", () => {
  it("answers 401 to a visitor, whatever the body", async () => {
    const show = await newShow();
    for (const value of [4, 0]) {
      const res = await rate(new Client(env.app), show.id, value);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: MESSAGES.loginRequired });
    }
  });

  it("answers 403 with the verify message to an unverified account", async () => {
    const show = await newShow();
    const { client } = await register(env);
    const res = await rate(client, show.id, 4);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: "Please verify your email address to proceed." });
    expect((await totalsOf(show.id)).cached.count).toBe(0);
  });
});

describe("POST /api/user/rate: what may be rated", () => {
  it.each([
    ["0", 0],
    ["5.5", 5.5],
    ["2.3", 2.3],
    ["-1", -1],
    ["a word", "four"],
    ["null", null],
  ])("answers 422 with the show-ratings error for rating %s", async (_label, value) => {
    const show = await newShow();
    const res = await rate(alice.client, show.id, value);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: ENGAGEMENT_MESSAGES.ratingRange, errors: { rating: [ENGAGEMENT_MESSAGES.ratingRange] } });
    expect((await totalsOf(show.id)).cached.count).toBe(0);
  });

  it("answers 422 when the rating is missing", async () => {
    const show = await newShow();
    const res = await alice.client.post("/api/user/rate", { related: "show", related_id: show.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ rating: [MESSAGES.requiredField] });
  });

  it("answers 422 for anything but a show", async () => {
    const show = await newShow();
    for (const related of ["episode", "season", ""]) {
      const res = await rate(alice.client, show.id, 4, related);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ related: [ENGAGEMENT_MESSAGES.relatedInvalid] });
    }
  });

  it("answers 404 for an unknown show", async () => {
    const res = await rate(alice.client, 2_000_000_000, 4);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: MESSAGES.notFound });
  });

  it("accepts every half star from 0.5 to 5, also sent as text", async () => {
    const show = await newShow();
    for (const value of [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]) {
      const res = await rate(alice.client, show.id, value);
      expect(res.statusCode).toBe(200);
      expect(res.json().userVoted).toBe(value);
    }
    expect((await rate(alice.client, show.id, "3.5")).json()).toMatchObject({ userVoted: 3.5, total: 3.5, count: 1 });
  });
});

describe("POST /api/user/rate: one rating per user and show", () => {
  it("saves a rating and answers the show's totals", async () => {
    const show = await newShow();
    const res = await rate(alice.client, show.id, 4);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ total: 4, userVoted: 4, count: 1, message: ENGAGEMENT_MESSAGES.ratingSaved });
  });

  it("replaces the rating when the user rates again: the count stays, the total follows", async () => {
    const show = await newShow();
    await rate(alice.client, show.id, 4);
    expect((await rate(bora.client, show.id, 5)).json()).toMatchObject({ total: 4.5, userVoted: 5, count: 2 });
    const again = await rate(alice.client, show.id, 1);
    expect(again.json()).toEqual({ total: 3, userVoted: 1, count: 2, message: ENGAGEMENT_MESSAGES.ratingSaved });
    const totals = await totalsOf(show.id);
    expect(totals.cached).toEqual({ sum: 6, count: 2 });
    expect(totals.cached).toEqual(totals.actual);
  });

  it("shows the rating with one decimal", async () => {
    const show = await newShow();
    const carol = await makeVerifiedUser(env);
    await rate(alice.client, show.id, 5);
    await rate(bora.client, show.id, 4.5);
    expect((await rate(carol.client, show.id, 4.5)).json()).toMatchObject({ total: 4.7, count: 3 });
  });

  it("updates the show's rating and votes_count on GET /api/shows/{slug} at once", async () => {
    const show = await newShow();
    const before = (await env.app.inject({ method: "GET", url: `/api/shows/${show.slug}` })).json().data;
    expect(before).toMatchObject({ rating: 0, votes_count: 0 });
    await rate(alice.client, show.id, 3.5);
    await rate(bora.client, show.id, 2);
    let after = (await env.app.inject({ method: "GET", url: `/api/shows/${show.slug}` })).json().data;
    expect(after).toMatchObject({ rating: 2.8, votes_count: 2 });
    await rate(bora.client, show.id, 5);
    after = (await env.app.inject({ method: "GET", url: `/api/shows/${show.slug}` })).json().data;
    expect(after).toMatchObject({ rating: 4.3, votes_count: 2 });
  });

  it("adds a point to today's trending activity for a new rating, not for a change", async () => {
    const show = await newShow();
    const today = localDate(env.ctx.deps.now());
    const score = async () =>
      (await db().select({ score: showActivityDaily.score }).from(showActivityDaily).where(and(eq(showActivityDaily.showId, show.id), eq(showActivityDaily.day, today))))[0]
        ?.score ?? 0;
    await rate(alice.client, show.id, 4);
    expect(await score()).toBe(1);
    await rate(alice.client, show.id, 2);
    expect(await score()).toBe(1);
    await rate(bora.client, show.id, 2);
    expect(await score()).toBe(2);
    await alice.client.delete(`/api/user/rate?related=show&related_id=${show.id}`);
    expect(await score()).toBe(1);
  });
});

describe("concurrent ratings", () => {
  let raters: Account[];
  beforeAll(async () => {
    raters = await Promise.all(Array.from({ length: 8 }, () => makeVerifiedUser(env)));
    raters.push(alice, bora);
  });

  it("keeps rating_sum and votes_count equal to the ratings table when 10 users rate at once", async () => {
    const show = await newShow();
    const values = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5];
    const answers = await Promise.all(raters.map((r, i) => rate(r.client, show.id, values[i])));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const totals = await totalsOf(show.id);
    expect(totals.cached).toEqual({ sum: 27.5, count: 10 });
    expect(totals.actual).toEqual(totals.cached);
    expect(totals.rating).toBe(2.8);

    // …and when all ten change their minds at once.
    await Promise.all(raters.map((r, i) => rate(r.client, show.id, values[9 - i])));
    const changed = await totalsOf(show.id);
    expect(changed.cached).toEqual({ sum: 27.5, count: 10 });
    expect(changed.actual).toEqual(changed.cached);
  });

  it("counts one vote when one user rates 10 times at once, and keeps the sum exact", async () => {
    const show = await newShow();
    await rate(bora.client, show.id, 3);
    const values = [5, 4.5, 4, 3.5, 3, 2.5, 2, 1.5, 1, 0.5];
    const answers = await Promise.all(values.map((v) => rate(alice.client, show.id, v)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const totals = await totalsOf(show.id);
    expect(totals.cached.count).toBe(2);
    expect(totals.actual).toEqual(totals.cached);
    const [own] = await db().select({ rating: ratings.rating }).from(ratings).where(and(eq(ratings.showId, show.id), eq(ratings.userId, alice.user.id)));
    expect(totals.cached.sum).toBe(3 + Number(own!.rating));
  });

  it("keeps the totals exact when rating and removing race", async () => {
    const show = await newShow();
    const calls = Array.from({ length: 10 }, (_, i) =>
      i % 2 ? alice.client.delete(`/api/user/rate?related=show&related_id=${show.id}`) : rate(alice.client, show.id, 1 + (i % 4)),
    );
    const answers = await Promise.all(calls);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const totals = await totalsOf(show.id);
    expect(totals.actual).toEqual(totals.cached);
  });
});

describe("DELETE /api/user/rate", () => {
  it("removes the user's rating and answers the totals with userVoted 0 (idempotent)", async () => {
    const show = await newShow();
    await rate(alice.client, show.id, 4);
    await rate(bora.client, show.id, 2);
    const url = `/api/user/rate?related=show&related_id=${show.id}`;
    const res = await alice.client.delete(url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ total: 2, userVoted: 0, count: 1, message: ENGAGEMENT_MESSAGES.ratingRemoved });
    expect((await alice.client.delete(url)).json()).toMatchObject({ total: 2, userVoted: 0, count: 1 });
    const totals = await totalsOf(show.id);
    expect(totals.cached).toEqual({ sum: 2, count: 1 });
    expect(totals.actual).toEqual(totals.cached);
  });

  it("breaks the same rules as rating: 401, 403, 404 and 422", async () => {
    const show = await newShow();
    const url = `/api/user/rate?related=show&related_id=${show.id}`;
    expect((await new Client(env.app).delete(url)).statusCode).toBe(401);
    const unverified = await register(env);
    const forbidden = await unverified.client.delete(url);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe(MESSAGES.verifyEmail);
    expect((await alice.client.delete("/api/user/rate?related=show&related_id=2000000000")).statusCode).toBe(404);
    const invalid = await alice.client.delete(`/api/user/rate?related=episode&related_id=${show.id}`);
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ related: [ENGAGEMENT_MESSAGES.relatedInvalid] });
  });
});
