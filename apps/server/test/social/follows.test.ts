import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@dizilog/shared";
import { SOCIAL_MESSAGES } from "@dizilog/shared/api";
import { follows, lists } from "../../src/db/schema/index.js";
import { Client } from "../accounts/helpers.js";
import { type TestContext, createTestApp } from "../harness.js";
import { makeUser } from "../user-factories.js";
import { countedFollows, countersOf, eventsOf, follow, setPrivate } from "./helpers.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());
const db = () => ctx.database.db;

describe("POST /api/users/{id}/follow · DELETE", () => {
  it("follows a public account at once, moves both counters, is idempotent, and unfollows", async () => {
    const fan = await makeUser(ctx);
    const star = await makeUser(ctx);
    expect(await follow(fan, star)).toBe("following");
    expect(await follow(fan, star)).toBe("following");
    expect(await countersOf(db(), star.id)).toEqual({ followers: 1, following: 0 });
    expect(await countersOf(db(), fan.id)).toEqual({ followers: 0, following: 1 });

    const profile = (await fan.client.get(`/api/users/${star.user.slug}`)).json().data;
    expect(profile).toMatchObject({ followers_count: 1, following_count: 0, follow_status: "following", role: "user", private_account: false });
    expect(profile.abilities).toEqual({ follow: true, view_lists: true, view_follows: true, view_wall: true, view_activity: true, post_on_wall: false });
    const own = (await fan.client.get("/api/me")).json().data;
    expect(own.following_count).toBe(1);
    expect(own.follow_status).toBeUndefined();

    const res = await fan.client.delete(`/api/users/${star.id}/follow`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { follow_status: "none" } });
    expect((await fan.client.delete(`/api/users/${star.id}/follow`)).json().data.follow_status).toBe("none");
    expect(await countersOf(db(), star.id)).toEqual({ followers: 0, following: 0 });
    expect(await countersOf(db(), fan.id)).toEqual({ followers: 0, following: 0 });
    expect((await fan.client.get(`/api/users/${star.user.slug}`)).json().data.follow_status).toBe("none");
  });

  it("records follow.created in the follow's transaction (the notifications slice makes user_followed of it)", async () => {
    const fan = await makeUser(ctx);
    const star = await makeUser(ctx);
    await follow(fan, star);
    await follow(fan, star);
    const events = (await eventsOf(db(), "follow.created")).filter((p) => p.followedId === star.id);
    expect(events).toEqual([{ followerId: fan.id, followedId: star.id, status: "accepted" }]);
  });

  it("answers 422 for oneself, 404 for an unknown user and 401 to a visitor", async () => {
    const fan = await makeUser(ctx);
    const self = await fan.client.post(`/api/users/${fan.id}/follow`);
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toBe(SOCIAL_MESSAGES.followSelf);
    expect((await fan.client.post("/api/users/2147483000/follow")).statusCode).toBe(404);
    expect((await fan.client.delete("/api/users/2147483000/follow")).statusCode).toBe(404);
    expect((await fan.client.post("/api/users/0/follow")).statusCode).toBe(422);
    const visitor = await new Client(ctx.app).post(`/api/users/${fan.id}/follow`);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe(MESSAGES.loginRequired);
  });

  it("answers 404 across a block either way, and a block ends the follows both ways with their counters", async () => {
    const a = await makeUser(ctx);
    const b = await makeUser(ctx);
    await follow(a, b);
    await follow(b, a);
    expect(await countersOf(db(), a.id)).toEqual({ followers: 1, following: 1 });
    expect((await a.client.post("/api/blocks", { user_id: b.id })).statusCode).toBe(200);
    expect(await countersOf(db(), a.id)).toEqual({ followers: 0, following: 0 });
    expect(await countersOf(db(), b.id)).toEqual({ followers: 0, following: 0 });
    expect(await db().select().from(follows).where(eq(follows.followerId, a.id))).toEqual([]);
    // Whom you block, and who blocks you: 404 both.
    expect((await a.client.post(`/api/users/${b.id}/follow`)).statusCode).toBe(404);
    expect((await b.client.post(`/api/users/${a.id}/follow`)).statusCode).toBe(404);
    const seen = (await a.client.get(`/api/users/${b.user.slug}`)).json().data;
    expect(seen.abilities.follow).toBe(false);
  });

  it("keeps counters exact when many follow, unfollow and block one user at once", async () => {
    const star = await makeUser(ctx);
    const fans = await Promise.all(Array.from({ length: 24 }, () => makeUser(ctx)));
    const statuses: number[] = [];
    const run = async (call: Promise<{ statusCode: number }>) => statuses.push((await call).statusCode);
    await Promise.all(
      fans.map(async (fan, i) => {
        await run(fan.client.post(`/api/users/${star.id}/follow`));
        // Twice, concurrently with everyone else: one row, one count.
        await Promise.all([run(fan.client.post(`/api/users/${star.id}/follow`)), run(star.client.post(`/api/users/${fan.id}/follow`))]);
        if (i % 3 === 0) await run(fan.client.delete(`/api/users/${star.id}/follow`));
        if (i % 4 === 1) await run(star.client.post("/api/blocks", { user_id: fan.id }));
      }),
    );
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(await countersOf(db(), star.id)).toEqual(await countedFollows(db(), star.id));
    for (const fan of fans) expect(await countersOf(db(), fan.id)).toEqual(await countedFollows(db(), fan.id));
    const expected = fans.filter((_, i) => i % 3 !== 0 && i % 4 !== 1).length;
    expect((await countersOf(db(), star.id)).followers).toBe(expected);
  });
});

describe("private accounts (the setting private_account)", () => {
  it("makes follows requests that the owner accepts; the wall, lists and follows stay for accepted followers", async () => {
    const owner = await makeUser(ctx);
    const fan = await makeUser(ctx);
    await setPrivate(owner, true);
    expect((await owner.client.get("/api/settings")).json().data.private_account).toBe(true);
    const [list] = await db().insert(lists).values({ userId: owner.id, name: "Benim dizilerim", isPublic: true }).returning();

    expect(await follow(fan, owner)).toBe("requested");
    expect(await follow(fan, owner)).toBe("requested");
    expect(await countersOf(db(), owner.id)).toEqual({ followers: 0, following: 0 });
    const before = (await fan.client.get(`/api/users/${owner.user.slug}`)).json().data;
    expect(before).toMatchObject({ private_account: true, follow_status: "requested", followers_count: 0 });
    expect(before.abilities).toEqual({ follow: true, view_lists: false, view_follows: false, view_wall: false, view_activity: false, post_on_wall: false });
    for (const path of [`/api/users/${owner.user.slug}/lists`, `/api/users/${owner.user.slug}/followers`, `/api/users/${owner.user.slug}/following`, `/api/lists/${list!.id}`]) {
      expect((await fan.client.get(path)).statusCode, path).toBe(404);
      expect((await new Client(ctx.app).get(path)).statusCode, path).toBe(404);
    }
    // The owner sees everything of their own.
    expect((await owner.client.get(`/api/users/${owner.user.slug}/followers`)).statusCode).toBe(200);
    // Everyone's lists leave it out too.
    const everyone = (await fan.client.get("/api/lists?sort=newest")).json().data as { id: number }[];
    expect(everyone.map((l) => l.id)).not.toContain(list!.id);

    const requests = (await owner.client.get("/api/me/follow-requests")).json();
    expect(requests.data).toHaveLength(1);
    expect(requests.data[0].user).toMatchObject({ id: fan.id, username: fan.username });
    expect(requests.meta.cursor.next).toBeNull();

    const accepted = await owner.client.post(`/api/me/follow-requests/${fan.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.follow_status).toBe("following");
    expect((await owner.client.post(`/api/me/follow-requests/${fan.id}/accept`)).statusCode).toBe(404);
    expect(await countersOf(db(), owner.id)).toEqual({ followers: 1, following: 0 });
    expect(await countersOf(db(), fan.id)).toEqual({ followers: 0, following: 1 });
    const after = (await fan.client.get(`/api/users/${owner.user.slug}`)).json().data;
    expect(after.follow_status).toBe("following");
    expect(after.abilities.view_lists).toBe(true);
    expect((await fan.client.get(`/api/users/${owner.user.slug}/lists`)).json().data.map((l: { id: number }) => l.id)).toEqual([list!.id]);
    expect((await fan.client.get(`/api/lists/${list!.id}`)).statusCode).toBe(200);
    expect((await fan.client.get("/api/lists?sort=newest")).json().data.map((l: { id: number }) => l.id)).toContain(list!.id);
    expect((await fan.client.get(`/api/users/${owner.user.slug}/followers`)).json().data.map((u: { id: number }) => u.id)).toEqual([fan.id]);
    expect((await owner.client.get("/api/me/follow-requests")).json().data).toEqual([]);

    expect((await eventsOf(db(), "follow.created")).filter((p) => p.followedId === owner.id)).toEqual([{ followerId: fan.id, followedId: owner.id, status: "requested" }]);
    expect((await eventsOf(db(), "follow.accepted")).filter((p) => p.followedId === owner.id)).toEqual([{ followerId: fan.id, followedId: owner.id }]);
  });

  it("rejects a request without telling, and lets the requester take it back; 404 without a request", async () => {
    const owner = await makeUser(ctx);
    const fan = await makeUser(ctx);
    const other = await makeUser(ctx);
    await setPrivate(owner, true);
    await follow(fan, owner);
    await follow(other, owner);
    const rejected = await owner.client.post(`/api/me/follow-requests/${fan.id}/reject`);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data.follow_status).toBe("none");
    expect((await owner.client.post(`/api/me/follow-requests/${fan.id}/reject`)).statusCode).toBe(404);
    expect((await fan.client.get(`/api/users/${owner.user.slug}`)).json().data.follow_status).toBe("none");
    expect((await other.client.delete(`/api/users/${owner.id}/follow`)).json().data.follow_status).toBe("none");
    expect((await owner.client.get("/api/me/follow-requests")).json().data).toEqual([]);
    expect(await countersOf(db(), owner.id)).toEqual({ followers: 0, following: 0 });
    expect((await owner.client.post("/api/me/follow-requests/abc/accept")).statusCode).toBe(422);
    expect((await new Client(ctx.app).get("/api/me/follow-requests")).statusCode).toBe(401);
  });

  it("accepts every pending request when the account turns public again (decision 22)", async () => {
    const owner = await makeUser(ctx);
    const fans = [await makeUser(ctx), await makeUser(ctx), await makeUser(ctx)];
    await setPrivate(owner, true);
    for (const fan of fans) expect(await follow(fan, owner)).toBe("requested");
    await setPrivate(owner, false);
    expect(await countersOf(db(), owner.id)).toEqual({ followers: 3, following: 0 });
    for (const fan of fans) expect((await fan.client.get(`/api/users/${owner.user.slug}`)).json().data.follow_status).toBe("following");
    const accepted = (await eventsOf(db(), "follow.accepted")).filter((p) => p.followedId === owner.id).map((p) => p.followerId);
    expect(accepted.sort()).toEqual(fans.map((f) => f.id).sort());
    // Turning private again keeps the accepted follows.
    await setPrivate(owner, true);
    expect(await countersOf(db(), owner.id)).toEqual({ followers: 3, following: 0 });
    expect((await fans[0]!.client.get(`/api/users/${owner.user.slug}/followers`)).statusCode).toBe(200);
  });

  it("answers 422 for a value that is not true or false", async () => {
    const owner = await makeUser(ctx);
    expect((await owner.client.post("/api/settings/update", { key: "private_account", value: "yes" })).statusCode).toBe(422);
    expect((await owner.client.get("/api/settings")).json().data.private_account).toBe(false);
  });
});

describe("GET /api/users/{slug}/followers · following", () => {
  it("pages users newest first with the viewer's follow_status, leaving out users blocked either way", async () => {
    const star = await makeUser(ctx);
    const viewer = await makeUser(ctx);
    const fans = [];
    for (let i = 0; i < 23; i++) fans.push(await makeUser(ctx));
    for (const fan of fans) await follow(fan, star);
    // One follow per second, in the fans' order: the expected order does not hang on the clock's resolution.
    for (const [i, fan] of fans.entries()) {
      await db().update(follows).set({ createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)) }).where(and(eq(follows.followerId, fan.id), eq(follows.followedId, star.id)));
    }
    await follow(viewer, fans[22]!);
    // fans[1] blocked the viewer; the viewer blocked fans[2]: both left out of the viewer's page.
    await fans[1]!.client.post("/api/blocks", { user_id: viewer.id });
    await viewer.client.post("/api/blocks", { user_id: fans[2]!.id });
    // Blocking the viewer did not touch their follows of the star.
    const first = (await viewer.client.get(`/api/users/${star.user.slug}/followers`)).json();
    expect(first.data).toHaveLength(20);
    expect(first.data[0]).toMatchObject({ id: fans[22]!.id, follow_status: "following" });
    expect(first.data[1].follow_status).toBe("none");
    expect(first.data[0]).not.toHaveProperty("email");
    const second = (await viewer.client.get(`/api/users/${star.user.slug}/followers?cursor=${first.meta.cursor.next}`)).json();
    expect(second.meta.cursor.next).toBeNull();
    const ids = [...first.data, ...second.data].map((u: { id: number }) => u.id);
    expect(ids).toEqual(fans.filter((_, i) => i !== 1 && i !== 2).map((f) => f.id).reverse());
    // A visitor sees all of them, without follow_status.
    const visitor = (await new Client(ctx.app).get(`/api/users/${star.user.slug}/followers`)).json();
    expect(visitor.data[0].follow_status).toBeUndefined();
    const following = (await viewer.client.get(`/api/users/${fans[3]!.user.slug}/following`)).json();
    expect(following.data.map((u: { id: number }) => u.id)).toEqual([star.id]);
    expect((await viewer.client.get(`/api/users/${star.user.slug}/followers?cursor=nope`)).statusCode).toBe(422);
    expect((await viewer.client.get("/api/users/nobody-here/followers")).statusCode).toBe(404);
    // The one who blocked the viewer hides their own lists from them.
    expect((await viewer.client.get(`/api/users/${fans[1]!.user.slug}/following`)).statusCode).toBe(404);
  });
});

describe("account deletion", () => {
  it("takes the deleted user's follows out of everyone's counters (decision 0006)", async () => {
    const leaving = await makeUser(ctx);
    const a = await makeUser(ctx);
    const b = await makeUser(ctx);
    await follow(leaving, a);
    await follow(b, leaving);
    await setPrivate(a, true);
    const pending = await makeUser(ctx);
    await follow(pending, a);
    const res = await leaving.client.request({ method: "DELETE", url: "/api/me", payload: { password: leaving.password } });
    expect(res.statusCode, res.body).toBe(204);
    expect(await countersOf(db(), a.id)).toEqual({ followers: 0, following: 0 });
    expect(await countersOf(db(), b.id)).toEqual({ followers: 0, following: 0 });
    expect(await db().select().from(follows).where(and(eq(follows.followedId, a.id), eq(follows.status, "pending")))).toHaveLength(1);
  });
});
