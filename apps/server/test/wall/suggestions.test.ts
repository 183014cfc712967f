import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@dizilog/shared";
import { type Suggestion, type SuggestionsPage, WALL_MESSAGES } from "@dizilog/shared/api";
import { askSuggestions, likes, posts } from "../../src/db/schema/index.js";
import { Client } from "../accounts/helpers.js";
import { block } from "../comments/helpers.js";
import { createTestApp, type TestContext } from "../harness.js";
import { type MadeUser, makeUser } from "../user-factories.js";
import { makeAsk, makePost, newShow } from "./social-helpers.js";

let env: TestContext;
beforeAll(async () => {
  env = await createTestApp();
});
afterAll(async () => env.close());
const db = () => env.database.db;

const suggest = (user: MadeUser | Client, askId: number, showId: unknown) =>
  ("client" in user ? user.client : user).post(`/api/asks/${askId}/suggestions`, { show_id: showId });

async function suggested(user: MadeUser, askId: number, showId?: number): Promise<Suggestion> {
  const res = await suggest(user, askId, showId ?? (await newShow(db())).id);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Suggestion;
}

async function page(askId: number, viewer?: MadeUser, query = ""): Promise<SuggestionsPage> {
  const url = `/api/asks/suggestions?ask_id=${askId}${query}`;
  const res = viewer ? await viewer.client.get(url) : await env.app.inject({ method: "GET", url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SuggestionsPage;
}

const suggestionsCountOf = async (askId: number) => (await db().select({ n: posts.suggestionsCount }).from(posts).where(eq(posts.id, askId)))[0]!.n;

async function likeAt(userId: number, suggestionId: number, at: Date) {
  await db().insert(likes).values({ userId, itemType: "suggestion", itemId: suggestionId, createdAt: at });
  const [row] = await db().select({ n: askSuggestions.likesCount }).from(askSuggestions).where(eq(askSuggestions.id, suggestionId));
  await db().update(askSuggestions).set({ likesCount: row!.n + 1 }).where(eq(askSuggestions.id, suggestionId));
}

describe("POST /api/asks/{id}/suggestions", () => {
  it("answers 201 with the Suggestion and moves the ask's suggestions_count", async () => {
    const [author, fan] = [await makeUser(env), await makeUser(env)];
    const ask = await makeAsk(db(), author.id);
    const show = await newShow(db());
    const res = await suggest(fan, ask.id, show.id);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data as Suggestion;
    expect(data).toMatchObject({ show_id: show.id, ask_id: ask.id, likes_count: 0, has_liked: false });
    expect(data.show).toMatchObject({ id: show.id, slug: show.slug, original_title: show.originalTitle });
    expect(data.user).toMatchObject({ id: fan.id, username: fan.username });
    expect(data.likers).toBeUndefined();
    expect(await suggestionsCountOf(ask.id)).toBe(1);
  });

  it("answers 401 to a visitor and 403 with the verify message to an unverified account", async () => {
    const author = await makeUser(env);
    const ask = await makeAsk(db(), author.id);
    const show = await newShow(db());
    const visitor = await suggest(new Client(env.app), ask.id, show.id);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ message: MESSAGES.loginRequired });
    const unverified = await suggest(await makeUser(env, { verified: false }), ask.id, show.id);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().message).toBe(MESSAGES.verifyEmail);
    expect(await suggestionsCountOf(ask.id)).toBe(0);
  });

  it("answers 403 to the ask's author", async () => {
    const author = await makeUser(env);
    const ask = await makeAsk(db(), author.id);
    const res = await suggest(author, ask.id, (await newShow(db())).id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: WALL_MESSAGES.suggestOwnAsk });
  });

  it("answers 409 for a show already suggested on that ask (by anyone), and keeps the count", async () => {
    const [author, a, b] = [await makeUser(env), await makeUser(env), await makeUser(env)];
    const ask = await makeAsk(db(), author.id);
    const show = await newShow(db());
    await suggested(a, ask.id, show.id);
    for (const who of [a, b]) {
      const res = await suggest(who, ask.id, show.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: WALL_MESSAGES.suggestionExists });
    }
    // The same show on another ask is another suggestion.
    await suggested(a, (await makeAsk(db(), author.id)).id, show.id);
    expect(await suggestionsCountOf(ask.id)).toBe(1);
  });

  it("keeps one suggestion when the same show is suggested twice at once", async () => {
    const [author, a, b] = [await makeUser(env), await makeUser(env), await makeUser(env)];
    const ask = await makeAsk(db(), author.id);
    const show = await newShow(db());
    const answers = await Promise.all([suggest(a, ask.id, show.id), suggest(b, ask.id, show.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await suggestionsCountOf(ask.id)).toBe(1);
  });

  it("answers 422 on show_id for an unknown or malformed show", async () => {
    const [author, fan] = [await makeUser(env), await makeUser(env)];
    const ask = await makeAsk(db(), author.id);
    const unknown = await suggest(fan, ask.id, 2_000_000_000);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ message: WALL_MESSAGES.showInvalid, errors: { show_id: [WALL_MESSAGES.showInvalid] } });
    for (const bad of ["x", 0, -3, 2_147_483_648]) {
      const res = await suggest(fan, ask.id, bad);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ show_id: [WALL_MESSAGES.showInvalid] });
    }
    const missing = await fan.client.post(`/api/asks/${ask.id}/suggestions`, {});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(["show_id"]);
    expect(await suggestionsCountOf(ask.id)).toBe(0);
  });

  it("answers 404 for an unknown post, a post that is not an ask, and an ask the user may not see", async () => {
    const [author, fan] = [await makeUser(env), await makeUser(env)];
    const show = await newShow(db());
    const notAsk = await makePost(db(), author.id);
    const privateAsk = await makeAsk(db(), author.id, { visibility: "private" });
    const removedAsk = await makeAsk(db(), author.id, { removed: true });
    const blocker = await makeUser(env);
    const blockersAsk = await makeAsk(db(), blocker.id);
    await block(db(), blocker.id, fan.id);
    const blockedByFan = await makeUser(env);
    const blockedAsk = await makeAsk(db(), blockedByFan.id);
    await block(db(), fan.id, blockedByFan.id);
    for (const id of [2_000_000_000, notAsk.id, privateAsk.id, removedAsk.id, blockersAsk.id, blockedAsk.id]) {
      const res = await suggest(fan, id, show.id);
      expect(res.statusCode, `ask ${id}`).toBe(404);
      expect(res.json()).toMatchObject({ message: MESSAGES.notFound });
    }
  });
});

describe("GET /api/asks/suggestions", () => {
  it("pages most liked first, then oldest, with meta.pagination", async () => {
    const [author, a, b, c] = [await makeUser(env), await makeUser(env), await makeUser(env), await makeUser(env)];
    const ask = await makeAsk(db(), author.id);
    const first = await suggested(a, ask.id);
    const second = await suggested(b, ask.id);
    const third = await suggested(c, ask.id);
    await likeAt(a.id, third.id, new Date());
    const one = await page(ask.id, undefined, "&per_page=2");
    expect(one.data.map((s) => s.id)).toEqual([third.id, first.id]);
    expect(one.meta.pagination).toEqual({ count: 2, current_page: 1, per_page: 2, total: 3, total_pages: 2 });
    const two = await page(ask.id, undefined, "&per_page=2&page=2");
    expect(two.data.map((s) => s.id)).toEqual([second.id]);
    expect(two.meta.pagination).toMatchObject({ count: 1, current_page: 2 });
    // Five a page by default.
    expect((await page(ask.id)).meta.pagination.per_page).toBe(5);
  });

  it("embeds the top 8 likers, most recent first, with include=likers — and has_liked for the viewer", async () => {
    const [author, fan] = [await makeUser(env), await makeUser(env)];
    const ask = await makeAsk(db(), author.id);
    const liked = await suggested(fan, ask.id);
    const plain = await suggested(fan, ask.id);
    const likers = await Promise.all(Array.from({ length: 10 }, () => makeUser(env)));
    const start = Date.now() - 60_000;
    for (const [i, liker] of likers.entries()) await likeAt(liker.id, liked.id, new Date(start + i * 1000));
    const res = await page(ask.id, likers[0], "&include=likers,user");
    const [top, other] = res.data;
    expect(top!.id).toBe(liked.id);
    expect(top!.likes_count).toBe(10);
    expect(top!.has_liked).toBe(true);
    expect(top!.likers!.data.map((u) => u.id)).toEqual(likers.slice(2).reverse().map((u) => u.id));
    expect(other!.id).toBe(plain.id);
    expect(other!.likers).toEqual({ data: [] });
    expect(other!.has_liked).toBe(false);
    // Without include=likers there are none.
    expect((await page(ask.id)).data[0]!.likers).toBeUndefined();
  });

  it("loads the likers of a whole page in one query (no query per suggestion)", async () => {
    const [author, fan, liker] = [await makeUser(env), await makeUser(env), await makeUser(env)];
    const ask = await makeAsk(db(), author.id);
    for (let i = 0; i < 5; i++) await likeAt(liker.id, (await suggested(fan, ask.id)).id, new Date());
    const counted = async (perPage: number) => {
      const client = (env.database.db as unknown as { $client: unknown }).$client as { query: (...args: unknown[]) => Promise<unknown> };
      const original = client.query.bind(client);
      let statements = 0;
      client.query = (...args: unknown[]) => {
        statements++;
        return original(...args);
      };
      try {
        const body = await page(ask.id, undefined, `&include=likers&per_page=${perPage}`);
        expect(body.data).toHaveLength(perPage);
        expect(body.data.every((s) => s.likers!.data.length === 1)).toBe(true);
      } finally {
        client.query = original;
      }
      return statements;
    };
    const small = await counted(1);
    expect(small).toBeGreaterThan(0);
    expect(await counted(5)).toBe(small);
  });

  it("shows a visitor a new suggestion at once (the visitor cache starts a new generation on a write)", async () => {
    const [author, fan] = [await makeUser(env), await makeUser(env)];
    const ask = await makeAsk(db(), author.id);
    expect((await page(ask.id)).data).toEqual([]);
    const made = await suggested(fan, ask.id);
    expect((await page(ask.id)).data.map((s) => s.id)).toEqual([made.id]);
  });

  it("leaves out suggestions by users the viewer blocked or who blocked the viewer", async () => {
    const [author, viewer, blocked, blocker, neutral] = [await makeUser(env), await makeUser(env), await makeUser(env), await makeUser(env), await makeUser(env)];
    const ask = await makeAsk(db(), author.id);
    await suggested(blocked, ask.id);
    await suggested(blocker, ask.id);
    const kept = await suggested(neutral, ask.id);
    await block(db(), viewer.id, blocked.id);
    await block(db(), blocker.id, viewer.id);
    const res = await page(ask.id, viewer);
    expect(res.data.map((s) => s.id)).toEqual([kept.id]);
    expect(res.meta.pagination.total).toBe(1);
    expect((await page(ask.id)).meta.pagination.total).toBe(3);
  });

  it("answers 404 for an ask the viewer may not see and for a post that is not an ask, 422 for bad parameters", async () => {
    const [author, viewer] = [await makeUser(env), await makeUser(env)];
    const hidden = await makeAsk(db(), author.id, { visibility: "private" });
    const removed = await makeAsk(db(), author.id, { removed: true });
    const notAsk = await makePost(db(), author.id);
    const blocker = await makeUser(env);
    const blockersAsk = await makeAsk(db(), blocker.id);
    await block(db(), blocker.id, viewer.id);
    for (const id of [hidden.id, removed.id, notAsk.id, blockersAsk.id, 2_000_000_000]) {
      const res = await viewer.client.get(`/api/asks/suggestions?ask_id=${id}`);
      expect(res.statusCode, `ask ${id}`).toBe(404);
      expect(res.json()).toMatchObject({ message: MESSAGES.notFound });
    }
    // The author sees their private ask's suggestions.
    expect((await author.client.get(`/api/asks/suggestions?ask_id=${hidden.id}`)).statusCode).toBe(200);
    const ask = await makeAsk(db(), author.id);
    for (const query of ["", `ask_id=${ask.id}&per_page=0`, `ask_id=${ask.id}&per_page=21`, `ask_id=${ask.id}&page=0`, `ask_id=${ask.id}&include=friends`, "ask_id=abc"]) {
      const res = await viewer.client.get(`/api/asks/suggestions?${query}`);
      expect(res.statusCode, query).toBe(422);
    }
  });
});
