import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@dizilog/shared";
import type { RecommendationsResponse } from "@dizilog/shared/api";
import { type Account, type AccountsEnv, Client, register, startAccountsApp } from "../accounts/helpers.js";
import { makeShow } from "../factories.js";
import { likeShows, makeUserRow, rateAll, trackShows } from "../rating-factories.js";

let env: AccountsEnv;
beforeAll(async () => {
  env = await startAccountsApp();
});
afterAll(async () => env.close());

const db = () => env.ctx.database.db;
/** A show whose own rating is `rating` (one vote), so ties in score have a known order. */
const newShow = async (rating = 0) => (await makeShow(db(), { seasons: [1], votes: rating ? { count: 1, sum: rating } : { count: 0, sum: 0 } })).show;
const recommendations = async (account: Account) => {
  const res = await account.client.get("/api/me/recommendations");
  expect(res.statusCode).toBe(200);
  return res.json() as RecommendationsResponse;
};

describe("GET /api/me/recommendations", () => {
  it("answers 401 to a visitor", async () => {
    const res = await new Client(env.app).get("/api/me/recommendations");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: MESSAGES.loginRequired });
  });

  it("recommends what similar users rated 4+ or liked, by summed weight, then the show's rating", async () => {
    const me = await register(env);
    const [a, b, c] = [await newShow(), await newShow(), await newShow()];
    const x = await newShow(2);
    const y = await newShow(4);
    const w = await newShow(3);
    const v = await newShow(5);
    const [tracked, dropped, lukewarm, farPick, loneSharePick] = [await newShow(5), await newShow(5), await newShow(5), await newShow(5), await newShow(5)];
    await rateAll(db(), me.user.id, [
      [a.id, 5],
      [b.id, 4],
      [c.id, 1],
    ]);
    await trackShows(db(), me.user.id, [tracked.id]);
    await trackShows(db(), me.user.id, [dropped.id], true);

    // Agrees on all three of my shows: weight 3.
    const close = await makeUserRow(db());
    await rateAll(db(), close.id, [
      [a.id, 5],
      [b.id, 4],
      [c.id, 1],
      [x.id, 5],
      [y.id, 4],
      [lukewarm.id, 3.5],
      [tracked.id, 5],
    ]);
    // Rating x 5 and liking it is one vote, not two.
    await likeShows(db(), close.id, [w.id, dropped.id, x.id]);
    // Agrees on two (within one star): weight 2.
    const near = await makeUserRow(db());
    await rateAll(db(), near.id, [
      [a.id, 4.5],
      [b.id, 5],
      [x.id, 4],
      [v.id, 4.5],
    ]);
    // Disagrees: three shared shows, 3.7 stars apart on average.
    const far = await makeUserRow(db());
    await rateAll(db(), far.id, [
      [a.id, 1],
      [b.id, 1],
      [c.id, 5],
      [farPick.id, 5],
    ]);
    // Only one show in common: not similar, however close.
    const lone = await makeUserRow(db());
    await rateAll(db(), lone.id, [
      [a.id, 5],
      [loneSharePick.id, 5],
    ]);

    const answer = await recommendations(me);
    expect(answer.reason).toBeNull();
    // x: 3 + 2; y (rated 4.0) and w (rated 3.0) tie on 3; v: 2. Never: my own shows, tracked or
    // dropped shows, a 3.5 rating, the far user's or the one-show user's picks.
    expect(answer.data.map((r) => [r.show.id, r.score])).toEqual([
      [x.id, 5],
      [y.id, 3],
      [w.id, 3],
      [v.id, 2],
    ]);
    const first = answer.data[0]!;
    expect(first.show.is_tracking).toBe(false);
    expect(first.show.user_rating).toBeNull();
    // Both voters agreed with me on a and b; only the close one on c.
    expect(first.because.map((s) => s.id)).toEqual([a.id, b.id]);
    expect(first.because[0]).toMatchObject({ original_title: a.originalTitle, url: `/shows/${a.slug}` });
    expect(answer.data[3]!.because.map((s) => s.id)).toEqual([a.id, b.id]);
  });

  it("says need_ratings below two ratings", async () => {
    const fresh = await register(env);
    expect(await recommendations(fresh)).toEqual({ data: [], reason: "need_ratings" });
    await rateAll(db(), fresh.user.id, [[(await newShow()).id, 4]]);
    expect(await recommendations(fresh)).toEqual({ data: [], reason: "need_ratings" });
  });

  it("says no_neighbours when nobody rated two of the same shows", async () => {
    const me = await register(env);
    const [a, b] = [await newShow(), await newShow()];
    await rateAll(db(), me.user.id, [
      [a.id, 4],
      [b.id, 2],
    ]);
    const other = await makeUserRow(db());
    await rateAll(db(), other.id, [
      [a.id, 4],
      [(await newShow()).id, 5],
    ]);
    expect(await recommendations(me)).toEqual({ data: [], reason: "no_neighbours" });
  });

  it("says no_new_shows when similar users liked only what I rated or track", async () => {
    const me = await register(env);
    const [a, b, mine] = [await newShow(), await newShow(), await newShow()];
    await rateAll(db(), me.user.id, [
      [a.id, 4],
      [b.id, 2],
    ]);
    await trackShows(db(), me.user.id, [mine.id]);
    const twin = await makeUserRow(db());
    await rateAll(db(), twin.id, [
      [a.id, 4],
      [b.id, 2],
      [mine.id, 5],
    ]);
    expect(await recommendations(me)).toEqual({ data: [], reason: "no_new_shows" });
  });
});
