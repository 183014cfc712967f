import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@dizilog/shared";
import { askSuggestions, posts, users } from "../../src/db/schema/index.js";
import { encodeHashid } from "../../src/lib/hashid.js";
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

const like = (user: MadeUser | Client, type: string, id: number) => ("client" in user ? user.client : user).post("/api/like-item", { type, id });
const react = (user: MadeUser | Client, id: number, reactId: string) => ("client" in user ? user.client : user).post("/api/react", { react_id: reactId, type: "post", id });
const postLikes = async (id: number) => (await db().select({ n: posts.likeCount }).from(posts).where(eq(posts.id, id)))[0]!.n;
const suggestionLikes = async (id: number) => (await db().select({ n: askSuggestions.likesCount }).from(askSuggestions).where(eq(askSuggestions.id, id)))[0]!.n;
const userLikeCount = async (user: MadeUser) => (await db().select({ n: users.likeCount }).from(users).where(eq(users.id, user.id)))[0]!.n;

async function suggestionOn(askId: number, by: MadeUser) {
  const res = await by.client.post(`/api/asks/${askId}/suggestions`, { show_id: (await newShow(db())).id });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number };
}

describe("liking posts (POST /api/like-item type post)", () => {
  it("toggles, answers the state and moves posts.like_count — never users.like_count", async () => {
    const [author, fan, other] = [await makeUser(env), await makeUser(env), await makeUser(env)];
    const post = await makePost(db(), author.id);
    const before = await userLikeCount(fan);
    expect((await like(fan, "post", post.id)).json()).toEqual({ liked: true, like_count: 1 });
    expect((await like(other, "post", post.id)).json()).toEqual({ liked: true, like_count: 2 });
    expect(await postLikes(post.id)).toBe(2);
    expect(await userLikeCount(fan)).toBe(before);
    // A retried toggle is seen in the answer.
    expect((await like(fan, "post", post.id)).json()).toEqual({ liked: false, like_count: 1 });
    expect(await postLikes(post.id)).toBe(1);
    expect((await like(fan, "post", post.id)).json()).toEqual({ liked: true, like_count: 2 });
    // The post shows it.
    const shown = (await fan.client.get(`/api/wall/posts/${author.username.toLowerCase()}/${encodeHashid("post", post.id)}`)).json().data;
    expect(shown).toMatchObject({ like_count: 2, has_liked: true });
  });

  it("answers 401 to a visitor", async () => {
    const author = await makeUser(env);
    const post = await makePost(db(), author.id);
    const res = await like(new Client(env.app), "post", post.id);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: MESSAGES.loginRequired });
  });

  it("answers 404 for a post the user may not see (private, removed, blocked either way), and lets a like be taken back after", async () => {
    const [author, fan] = [await makeUser(env), await makeUser(env)];
    const hidden = [
      await makePost(db(), author.id, { visibility: "private" }),
      await makePost(db(), author.id, { removed: true }),
    ];
    for (const post of hidden) {
      const res = await like(fan, "post", post.id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: MESSAGES.notFound });
      expect(await postLikes(post.id)).toBe(0);
    }
    const open = await makePost(db(), author.id);
    expect((await like(fan, "post", open.id)).json()).toEqual({ liked: true, like_count: 1 });
    await block(db(), author.id, fan.id);
    expect((await like(await makeUser(env), "post", open.id)).statusCode).toBe(200);
    // Blocked since: the like is taken back, never given again.
    expect((await like(fan, "post", open.id)).json()).toEqual({ liked: false, like_count: 1 });
    expect((await like(fan, "post", open.id)).statusCode).toBe(404);
    expect(await postLikes(open.id)).toBe(1);
  });
});

describe("liking suggestions (POST /api/like-item type suggestion)", () => {
  it("toggles and moves ask_suggestions.likes_count, which orders the ask's page", async () => {
    const [author, a, b, fan] = [await makeUser(env), await makeUser(env), await makeUser(env), await makeUser(env)];
    const ask = await makeAsk(db(), author.id);
    const first = await suggestionOn(ask.id, a);
    const second = await suggestionOn(ask.id, b);
    const before = await userLikeCount(fan);
    expect((await like(fan, "suggestion", second.id)).json()).toEqual({ liked: true, like_count: 1 });
    expect(await suggestionLikes(second.id)).toBe(1);
    expect(await userLikeCount(fan)).toBe(before);
    const page = (await fan.client.get(`/api/asks/suggestions?ask_id=${ask.id}&include=likers`)).json();
    expect(page.data.map((s: { id: number }) => s.id)).toEqual([second.id, first.id]);
    expect(page.data[0].has_liked).toBe(true);
    expect(page.data[0].likers.data.map((u: { id: number }) => u.id)).toEqual([fan.id]);
    expect((await like(fan, "suggestion", second.id)).json()).toEqual({ liked: false, like_count: 0 });
    expect(await suggestionLikes(second.id)).toBe(0);
  });

  it("answers 404 when the ask is not visible or the suggester and the user blocked each other", async () => {
    const [author, suggester, fan] = [await makeUser(env), await makeUser(env), await makeUser(env)];
    const ask = await makeAsk(db(), author.id);
    const suggestion = await suggestionOn(ask.id, suggester);
    await block(db(), suggester.id, fan.id);
    const blocked = await like(fan, "suggestion", suggestion.id);
    expect(blocked.statusCode).toBe(404);
    expect(blocked.json()).toMatchObject({ message: MESSAGES.notFound });

    const other = await makeUser(env);
    await db().update(posts).set({ removedAt: new Date() }).where(eq(posts.id, ask.id));
    expect((await like(other, "suggestion", suggestion.id)).statusCode).toBe(404);
    expect(await suggestionLikes(suggestion.id)).toBe(0);
  });
});

describe("reacting to posts (POST /api/react type post)", () => {
  it("toggles a reaction on a visible post and reads the counts", async () => {
    const [author, fan] = [await makeUser(env), await makeUser(env)];
    const post = await makePost(db(), author.id);
    const res = await react(fan, post.id, "funny");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, user_reaction: "funny" });
    expect((await react(fan, post.id, "wow")).json()).toMatchObject({ total: 1, user_reaction: "wow" });
    const read = await new Client(env.app).get(`/api/react?type=post&id=${post.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ total: 1, user_reaction: null });
    expect((await react(fan, post.id, "wow")).json()).toMatchObject({ total: 0, user_reaction: null });
  });

  it("answers 401 to a visitor, 403 to an unverified account and 404 for a post the user may not see", async () => {
    const [author, fan] = [await makeUser(env), await makeUser(env)];
    const post = await makePost(db(), author.id);
    expect((await react(new Client(env.app), post.id, "sad")).statusCode).toBe(401);
    const unverified = await react(await makeUser(env, { verified: false }), post.id, "sad");
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().message).toBe(MESSAGES.verifyEmail);
    const privatePost = await makePost(db(), author.id, { visibility: "private" });
    const removed = await makePost(db(), author.id, { removed: true });
    const blocker = await makeUser(env);
    const blockers = await makePost(db(), blocker.id);
    await block(db(), blocker.id, fan.id);
    for (const id of [privatePost.id, removed.id, blockers.id, 2_000_000_000]) {
      const res = await react(fan, id, "sad");
      expect(res.statusCode, `post ${id}`).toBe(404);
      expect(res.json()).toMatchObject({ message: MESSAGES.notFound });
      expect((await fan.client.get(`/api/react?type=post&id=${id}`)).statusCode).toBe(404);
    }
    // The author of a private post reacts to it.
    expect((await react(author, privatePost.id, "sad")).statusCode).toBe(200);
  });
});
