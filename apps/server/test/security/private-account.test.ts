import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "../accounts/helpers.js";
import { createTestApp, type TestContext } from "../harness.js";
import { makeShow } from "../factories.js";
import { likeShows, rateAll } from "../rating-factories.js";
import { follow, setPrivate } from "../social/helpers.js";
import { makeUser } from "../user-factories.js";

/**
 * api-contract "Follows": a private account shows its diary, likes, ratings and follow lists (besides
 * its wall and lists) only to accepted followers; to others they answer 404. Its profile and its
 * reviews stay public.
 */
let env: TestContext;
beforeAll(async () => {
  env = await createTestApp();
});
afterAll(async () => env.close());
const db = () => env.database.db;

describe("a private account's diary, likes, ratings and follow lists", () => {
  it("answer 404 to strangers, visitors and pending requesters, and 200 to accepted followers and the owner", async () => {
    const [owner, stranger, requester, follower] = [await makeUser(env), await makeUser(env), await makeUser(env), await makeUser(env)];
    const { show } = await makeShow(db());
    await rateAll(db(), owner.id, [[show.id, 4]]);
    await likeShows(db(), owner.id, [show.id]);
    expect(await follow(follower, owner)).toBe("following");
    await setPrivate(owner, true);
    expect(await follow(requester, owner)).toBe("requested");

    const slug = owner.row.slug;
    const hidden = [`/api/users/${slug}/diary`, `/api/users/${slug}/likes?type=show`, `/api/users/${slug}/ratings`, `/api/users/${slug}/followers`, `/api/users/${slug}/following`];
    for (const path of hidden) {
      for (const [who, client] of [["stranger", stranger.client], ["requester", requester.client], ["visitor", new Client(env.app)]] as const) {
        expect((await client.get(path)).statusCode, `${who} ${path}`).toBe(404);
      }
      expect((await follower.client.get(path)).statusCode, `follower ${path}`).toBe(200);
      expect((await owner.client.get(path)).statusCode, `owner ${path}`).toBe(200);
    }
    const ratings = (await follower.client.get(`/api/users/${slug}/ratings`)).json().data as { show: { id: number } }[];
    expect(ratings.map((r) => r.show.id)).toEqual([show.id]);

    // The profile itself (name, avatar, counts) and the reviews stay public.
    const profile = await stranger.client.get(`/api/users/${slug}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({ name: owner.row.name, like_count: expect.any(Number), followers_count: 1 });
    expect(profile.json().data.abilities).toMatchObject({ view_activity: false, view_follows: false });
    expect((await follower.client.get(`/api/users/${slug}`)).json().data.abilities).toMatchObject({ view_activity: true });
    expect((await stranger.client.get(`/api/users/${slug}/reviews`)).statusCode).toBe(200);
  });

  it("a public account's pages stay open to everyone", async () => {
    const [owner, stranger] = [await makeUser(env), await makeUser(env)];
    for (const path of ["diary", "likes?type=show", "ratings", "followers", "following"]) {
      expect((await stranger.client.get(`/api/users/${owner.row.slug}/${path}`)).statusCode, path).toBe(200);
    }
  });
});
