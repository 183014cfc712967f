import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@dizilog/shared";
import { ENGAGEMENT_MESSAGES } from "@dizilog/shared/api";
import { blocks, couples, likes, lists, showActivityDaily, users } from "../../src/db/schema/index.js";
import { localDate } from "../../src/lib/time.js";
import { type Account, type AccountsEnv, Client, TestClock, startAccountsApp } from "../accounts/helpers.js";
import { makeUser } from "../user-factories.js";
import { makePerson, makeShow } from "../factories.js";

const clock = new TestClock();
let env: AccountsEnv;
let alice: Account;
let bora: Account;
beforeAll(async () => {
  env = await startAccountsApp({ now: clock.now });
  [alice, bora] = await Promise.all([makeUser(env), makeUser(env)]);
});
afterAll(async () => env.close());

const db = () => env.ctx.database.db;
const like = (client: Client, type: string, id: number) => client.post("/api/like-item", { type, id });
const newShow = async () => (await makeShow(db(), { seasons: [1] })).show;

async function newList(owner: Account, isPublic = true) {
  const [list] = await db()
    .insert(lists)
    .values({ userId: owner.user.id, name: `List ${Math.random().toString(36).slice(2, 8)}`, description: "Favourites", isPublic })
    .returning();
  return list!;
}

async function newCouple() {
  const show = await newShow();
  const [a, b] = await Promise.all([makePerson(db()), makePerson(db())]);
  const [couple] = await db()
    .insert(couples)
    .values({ slug: `couple-${show.id}`, name: `${a.name} & ${b.name}`, showId: show.id, personAId: a.id, personBId: b.id })
    .returning();
  return { couple: couple!, show, people: [a, b] };
}

const likeCountOf = async (account: Account) => (await db().select({ n: users.likeCount }).from(users).where(eq(users.id, account.user.id)))[0]!.n;

describe("POST /api/like-item", () => {
  it("answers 401 to a visitor, whatever the body", async () => {
    const show = await newShow();
    for (const body of [{ type: "show", id: show.id }, { type: "nope" }]) {
      const res = await new Client(env.app).post("/api/like-item", body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: MESSAGES.loginRequired });
    }
  });

  it("lets an unverified account like (only rating, reacting, commenting and posting need a verified email)", async () => {
    const show = await newShow();
    const { client } = await makeUser(env, { verified: false });
    expect((await like(client, "show", show.id)).json()).toEqual({ liked: true, like_count: 1 });
  });

  it("answers 422 for an unknown type or a missing id", async () => {
    const bad = await like(alice.client, "review", 1);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ type: [ENGAGEMENT_MESSAGES.typeInvalid] });
    const missing = await alice.client.post("/api/like-item", { type: "show" });
    expect(missing.json().errors).toEqual({ id: [MESSAGES.requiredField] });
  });

  it.each(["show", "person", "couple", "list", "post", "suggestion"])("answers 404 for an unknown %s", async (type) => {
    const res = await like(alice.client, type, 2_000_000_000);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: MESSAGES.notFound });
  });

  it("toggles a like and answers the resulting state and count", async () => {
    const show = await newShow();
    const before = await likeCountOf(alice);
    expect((await like(alice.client, "show", show.id)).json()).toEqual({ liked: true, like_count: 1 });
    expect((await like(bora.client, "show", show.id)).json()).toEqual({ liked: true, like_count: 2 });
    expect(await likeCountOf(alice)).toBe(before + 1);
    expect((await like(alice.client, "show", show.id)).json()).toEqual({ liked: false, like_count: 1 });
    expect(await likeCountOf(alice)).toBe(before);
    // The user's like_count is the counter cache shown on GET /api/me.
    expect((await alice.client.get("/api/me")).json().data.like_count).toBe(before);
  });

  it("lets a client detect a retried toggle by `liked`", async () => {
    const person = await makePerson(db());
    const first = (await like(alice.client, "person", person.id)).json();
    const retry = (await like(alice.client, "person", person.id)).json();
    expect(first).toEqual({ liked: true, like_count: 1 });
    // The retry undid the first call; the answer says so, and the client can send it once more.
    expect(retry).toEqual({ liked: false, like_count: 0 });
    expect((await like(alice.client, "person", person.id)).json()).toEqual({ liked: true, like_count: 1 });
  });

  it("likes couples", async () => {
    const { couple } = await newCouple();
    expect((await like(alice.client, "couple", couple.id)).json()).toEqual({ liked: true, like_count: 1 });
  });

  it("keeps a list's likes_count exact, and answers 404 for another user's private list", async () => {
    const open = await newList(bora);
    expect((await like(alice.client, "list", open.id)).json()).toEqual({ liked: true, like_count: 1 });
    expect((await like(bora.client, "list", open.id)).json()).toEqual({ liked: true, like_count: 2 });
    expect((await like(alice.client, "list", open.id)).json()).toEqual({ liked: false, like_count: 1 });
    expect((await db().select({ n: lists.likesCount }).from(lists).where(eq(lists.id, open.id)))[0]!.n).toBe(1);

    const hidden = await newList(bora, false);
    const res = await like(alice.client, "list", hidden.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: MESSAGES.notFound });
    expect((await like(bora.client, "list", hidden.id)).json()).toEqual({ liked: true, like_count: 1 });
  });

  it("answers 404 to a user the list's owner blocked, as GET /api/lists/{id} does", async () => {
    const owner = await makeUser(env);
    const blocked = await makeUser(env);
    const list = await newList(owner);
    await db().insert(blocks).values({ blockerId: owner.user.id, blockedId: blocked.user.id });
    expect((await blocked.client.get(`/api/lists/${list.id}`)).statusCode).toBe(404);
    const res = await like(blocked.client, "list", list.id);
    expect(res.statusCode).toBe(404);
    expect((await db().select({ n: lists.likesCount }).from(lists).where(eq(lists.id, list.id)))[0]!.n).toBe(0);
    // Blocking is one way: the owner may still like the blocked user's public lists.
    const theirs = await newList(blocked);
    expect((await like(owner.client, "list", theirs.id)).json()).toEqual({ liked: true, like_count: 1 });
  });

  it("lets a user take back the like of a list that has turned private, but not like it again", async () => {
    const list = await newList(bora);
    await like(alice.client, "list", list.id);
    const before = await likeCountOf(alice);
    await db().update(lists).set({ isPublic: false }).where(eq(lists.id, list.id));
    expect((await like(alice.client, "list", list.id)).json()).toEqual({ liked: false, like_count: 0 });
    expect(await likeCountOf(alice)).toBe(before - 1);
    expect((await like(alice.client, "list", list.id)).statusCode).toBe(404);
  });

  it("keeps the counters exact when toggles race", async () => {
    const list = await newList(bora);
    const before = await likeCountOf(alice);
    const answers = await Promise.all(Array.from({ length: 9 }, () => like(alice.client, "list", list.id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(9).fill(200));
    const [row] = await db().select({ n: lists.likesCount }).from(lists).where(eq(lists.id, list.id));
    const liked = (await alice.client.get("/api/me/likes?type=list&limit=50")).json().data.some((l: { id: number }) => l.id === list.id);
    expect(row!.n).toBe(liked ? 1 : 0);
    expect(await likeCountOf(alice)).toBe(before + (liked ? 1 : 0));
  });

  it("adds a point to today's trending activity of a liked show, and takes it back on a same-day unlike", async () => {
    const show = await newShow();
    const day = localDate(env.ctx.deps.now());
    const score = async () =>
      (await db().select({ s: showActivityDaily.score }).from(showActivityDaily).where(and(eq(showActivityDaily.showId, show.id), eq(showActivityDaily.day, day))))[0]?.s ?? 0;
    await like(alice.client, "show", show.id);
    await like(bora.client, "show", show.id);
    expect(await score()).toBe(2);
    await like(alice.client, "show", show.id);
    expect(await score()).toBe(1);
  });
});

describe("GET /api/me/likes", () => {
  it("answers 401 to a visitor and 422 for a broken cursor or an unknown type", async () => {
    expect((await new Client(env.app).get("/api/me/likes")).statusCode).toBe(401);
    const broken = await alice.client.get("/api/me/likes?cursor=bm9wZQ");
    expect(broken.statusCode).toBe(422);
    expect(broken.json().errors).toEqual({ cursor: [ENGAGEMENT_MESSAGES.cursorInvalid] });
    expect((await alice.client.get("/api/me/likes?type=post")).statusCode).toBe(422);
  });

  it("pages liked shows newest first on a keyset: pages stay stable when likes are added between them", async () => {
    const fan = await makeUser(env);
    const made = [];
    for (let i = 0; i < 5; i++) {
      const show = await newShow();
      made.push(show);
      await like(fan.client, "show", show.id);
      clock.advance(1000);
    }
    const ids = (res: Awaited<ReturnType<Client["get"]>>) => res.json().data.map((s: { id: number }) => s.id);

    const first = await fan.client.get("/api/me/likes?type=show&limit=2");
    expect(first.statusCode).toBe(200);
    expect(ids(first)).toEqual([made[4]!.id, made[3]!.id]);
    const page1 = first.json();
    expect(page1.data[0]).toMatchObject({ slug: made[4]!.slug, url: `/shows/${made[4]!.slug}`, seasons: [expect.objectContaining({ number: 1 })] });
    expect(page1.meta.cursor.next).toMatch(/^[A-Za-z0-9_-]+$/);

    // A like added between pages lands before the cursor: the next pages neither repeat nor skip.
    const late = await newShow();
    await like(fan.client, "show", late.id);
    const second = await fan.client.get(`/api/me/likes?type=show&limit=2&cursor=${page1.meta.cursor.next}`);
    expect(ids(second)).toEqual([made[2]!.id, made[1]!.id]);
    const third = await fan.client.get(`/api/me/likes?type=show&limit=2&cursor=${second.json().meta.cursor.next}`);
    expect(ids(third)).toEqual([made[0]!.id]);
    expect(third.json().meta.cursor.next).toBeNull();

    // Starting over shows the new like first.
    expect(ids(await fan.client.get("/api/me/likes?limit=2"))).toEqual([late.id, made[4]!.id]);
  });

  it("breaks ties of the same instant by item id, without repeating or skipping across pages", async () => {
    const fan = await makeUser(env);
    const people = await Promise.all(Array.from({ length: 5 }, () => makePerson(db())));
    // Microseconds a JS Date cannot hold: the cursor must keep them.
    const at = sql`'2024-05-01T12:00:00.123456Z'::timestamptz`;
    await db().insert(likes).values(people.map((p) => ({ userId: fan.user.id, itemType: "person" as const, itemId: p.id, createdAt: at })));
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await fan.client.get(`/api/me/likes?type=person&limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().data.map((p: { id: number }) => p.id));
      cursor = res.json().meta.cursor.next;
    } while (cursor);
    expect(seen).toEqual(people.map((p) => p.id).sort((a, b) => a - b));
  });

  it("lists people, couples and lists in their own shapes", async () => {
    const fan = await makeUser(env);
    const person = await makePerson(db());
    const { couple, show, people } = await newCouple();
    const list = await newList(bora);
    await like(fan.client, "person", person.id);
    await like(fan.client, "couple", couple.id);
    await like(fan.client, "list", list.id);

    expect((await fan.client.get("/api/me/likes?type=person")).json()).toEqual({
      data: [{ id: person.id, slug: person.slug, name: person.name, url: `/person/${person.slug}`, picture: expect.any(String), date: person.birthday }],
      meta: { cursor: { next: null } },
    });
    const [c] = (await fan.client.get("/api/me/likes?type=couple")).json().data;
    expect(c).toMatchObject({ id: couple.id, slug: couple.slug, name: couple.name, show: { id: show.id, slug: show.slug } });
    expect(c.people.map((p: { id: number }) => p.id)).toEqual(people.map((p) => p.id));
    const [l] = (await fan.client.get("/api/me/likes?type=list")).json().data;
    expect(l).toEqual({
      id: list.id,
      name: list.name,
      description: "Favourites",
      public: true,
      url: `/lists/${list.id}`,
      likes_count: 1,
      owner: { id: bora.user.id, name: bora.user.name, username: bora.user.username, slug: bora.user.slug, url: `/user/${bora.user.slug}`, avatar: expect.any(String), premium: false, lifetime: false, is_verified: false },
    });
    expect(l.owner).not.toHaveProperty("email");
  });
});

describe("GET /api/users/{slug}/likes", () => {
  it("shows a user's likes to anyone, without other users' private lists", async () => {
    const fan = await makeUser(env);
    const show = await newShow();
    await like(fan.client, "show", show.id);
    const own = await newList(fan, false);
    await like(fan.client, "list", own.id);

    const visitor = await new Client(env.app).get(`/api/users/${fan.user.slug}/likes?type=show`);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().data.map((s: { id: number }) => s.id)).toEqual([show.id]);
    expect((await new Client(env.app).get(`/api/users/${fan.user.slug}/likes?type=list`)).json().data).toEqual([]);
    expect((await bora.client.get(`/api/users/${fan.user.slug}/likes?type=list`)).json().data).toEqual([]);
    // The owner sees their own private list.
    expect((await fan.client.get(`/api/users/${fan.user.slug}/likes?type=list`)).json().data.map((l: { id: number }) => l.id)).toEqual([own.id]);
    expect((await fan.client.get("/api/me/likes?type=list")).json().data.map((l: { id: number }) => l.id)).toEqual([own.id]);
  });

  it("answers 404 for an unknown user and to a viewer that user blocked", async () => {
    const fan = await makeUser(env);
    expect((await new Client(env.app).get("/api/users/nosuchuser0/likes")).statusCode).toBe(404);
    expect((await bora.client.get(`/api/users/${fan.user.slug}/likes`)).statusCode).toBe(200);
    expect((await fan.client.post("/api/blocks", { user_id: bora.user.id })).statusCode).toBe(200);
    const blocked = await bora.client.get(`/api/users/${fan.user.slug}/likes`);
    expect(blocked.statusCode).toBe(404);
    expect(blocked.json()).toMatchObject({ message: MESSAGES.notFound });
  });
});

describe("like state on the show and person pages", () => {
  it("answers like_count to everyone and has_liked to a signed-in viewer", async () => {
    const fan = await makeUser(env);
    const show = (await env.app.inject({ method: "GET", url: "/api/shows/medcezir" })).json().data;
    expect(show).not.toHaveProperty("has_liked");
    const before = show.like_count as number;
    expect((await fan.client.get("/api/shows/medcezir")).json().data.has_liked).toBe(false);
    await fan.client.post("/api/like-item", { type: "show", id: show.id });
    const after = (await fan.client.get("/api/shows/medcezir")).json().data;
    expect(after).toMatchObject({ has_liked: true, like_count: before + 1 });
    const person = (await fan.client.get("/api/people/beren-saat")).json().data;
    expect(person.has_liked).toBe(false);
    expect(typeof person.like_count).toBe("number");
  });
});

describe("liked shows and tracking", () => {
  it("tells a signed-in viewer which liked shows they track, and a visitor nothing", async () => {
    const [tracked, untracked] = [await newShow(), await newShow()];
    await like(alice.client, "show", tracked.id);
    await like(alice.client, "show", untracked.id);
    expect((await alice.client.post(`/api/shows/${tracked.id}/track`)).statusCode).toBe(200);
    const mine = (await alice.client.get("/api/me/likes?type=show&limit=2")).json();
    expect(mine.data.map((s: { id: number; is_tracking: boolean }) => [s.id, s.is_tracking])).toEqual([
      [untracked.id, false],
      [tracked.id, true],
    ]);
    const seen = (await new Client(env.app).get(`/api/users/${alice.user.slug}/likes?type=show&limit=1`)).json();
    expect(seen.data[0]).not.toHaveProperty("is_tracking");
  });
});
