import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@dizilog/shared";
import { follows, likes, users } from "../../src/db/schema/index.js";
import { recordFeedVisit } from "../../src/repositories/checklist.repository.js";
import { Client } from "../accounts/helpers.js";
import { createTestApp, type TestContext } from "../harness.js";
import { makeUser } from "../user-factories.js";
import { makePost } from "./social-helpers.js";

let env: TestContext;
beforeAll(async () => {
  env = await createTestApp();
});
afterAll(async () => env.close());
const db = () => env.database.db;

const DAY = 86_400_000;
const checklist = async (user: { client: Client }) => {
  const res = await user.client.get("/api/me/checklist");
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Record<string, boolean>;
};

describe("GET /api/me/checklist", () => {
  it("answers 401 to a visitor", async () => {
    const res = await new Client(env.app).get("/api/me/checklist");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: MESSAGES.loginRequired });
  });

  it("starts with nothing done for a new, unverified account (which may read it)", async () => {
    const user = await makeUser(env, { verified: false });
    expect(await checklist(user)).toEqual({
      avatar: false,
      verified_email: false,
      joined_7_days: false,
      bio: false,
      follow_5: false,
      like_3_posts: false,
      visit_feed: false,
    });
  });

  it("computes every step from the user's real data, at the thresholds", async () => {
    const user = await makeUser(env, { createdAt: new Date(Date.now() - 8 * DAY) });
    await db().update(users).set({ avatarKey: "abc123", biography: "Dizi bağımlısı" }).where(eq(users.id, user.id));
    const others = await Promise.all(Array.from({ length: 5 }, () => makeUser(env)));
    // Four accepted follows and a pending one: not yet five.
    await db()
      .insert(follows)
      .values(others.map((o, i) => ({ followerId: user.id, followedId: o.id, status: i < 4 ? ("accepted" as const) : ("pending" as const) })));
    const postsOfOthers = await Promise.all(others.slice(0, 3).map((o) => makePost(db(), o.id)));
    await db()
      .insert(likes)
      .values(postsOfOthers.slice(0, 2).map((p) => ({ userId: user.id, itemType: "post" as const, itemId: p.id })));
    expect(await checklist(user)).toEqual({
      avatar: true,
      verified_email: true,
      joined_7_days: true,
      bio: true,
      follow_5: false,
      like_3_posts: false,
      visit_feed: false,
    });

    await db().update(follows).set({ status: "accepted" }).where(eq(follows.followerId, user.id));
    await db().insert(likes).values({ userId: user.id, itemType: "post", itemId: postsOfOthers[2]!.id });
    await recordFeedVisit(db(), user.id);
    await recordFeedVisit(db(), user.id); // a second visit changes nothing
    expect(await checklist(user)).toMatchObject({ follow_5: true, like_3_posts: true, visit_feed: true });
  });

  it("notes the visit of the personal feed when the user opens the following stream", async () => {
    const user = await makeUser(env);
    expect((await checklist(user)).visit_feed).toBe(false);
    expect((await user.client.get("/api/feeds?stream=global")).statusCode).toBe(200);
    expect((await checklist(user)).visit_feed).toBe(false);
    expect((await user.client.get("/api/feeds?stream=following")).statusCode).toBe(200);
    expect((await checklist(user)).visit_feed).toBe(true);
    expect((await user.client.get("/api/feeds/following")).statusCode).toBe(200);
  });

  it("counts a bio of spaces as no bio, and six days as not yet seven", async () => {
    const user = await makeUser(env, { createdAt: new Date(Date.now() - 6 * DAY) });
    await db().update(users).set({ biography: "   " }).where(eq(users.id, user.id));
    expect(await checklist(user)).toMatchObject({ bio: false, joined_7_days: false });
  });

  it("counts likes of posts only (a liked show is not a liked post)", async () => {
    const user = await makeUser(env);
    await db()
      .insert(likes)
      .values([1, 2, 3].map((itemId) => ({ userId: user.id, itemType: "show" as const, itemId })));
    expect((await checklist(user)).like_3_posts).toBe(false);
  });
});
