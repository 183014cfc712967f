import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@dizilog/shared";
import { WALL_MESSAGES, type Post } from "@dizilog/shared/api";
import { domainEvents, likes, mentions, postImages, posts } from "../../src/db/schema/index.js";
import { imageBytes, makeModerator, makeStaff } from "../comments/helpers.js";
import { makeShow } from "../factories.js";
import { createTestApp, type TestContext } from "../harness.js";
import { makeUser } from "../user-factories.js";
import { expect422, expectStatus, feed, follow, ids, makePoster, postWallMultipart, wallPost } from "./helpers.js";

let env: TestContext;
beforeAll(async () => {
  env = await createTestApp({ env: { BLOCKED_LINK_HOSTS: "spam.example" } });
});
afterAll(async () => env.close());
const db = () => env.database.db;

const patch = (user: Awaited<ReturnType<typeof makeUser>>, id: number, content: unknown) =>
  user.client.request({ method: "PATCH", url: `/api/wall/${id}`, payload: { content }, headers: user.headers });
const del = (user: Awaited<ReturnType<typeof makeUser>>, id: number) => user.client.request({ method: "DELETE", url: `/api/wall/${id}`, headers: user.headers });
const pin = (user: Awaited<ReturnType<typeof makeUser>>, id: number, method: "POST" | "DELETE" = "POST") =>
  user.client.request({ method, url: `/api/wall/${id}/pin`, headers: user.headers });

describe("PATCH /api/wall/{id}", () => {
  it("lets the author change the text: hashtags and mentions follow, `edited` is set", async () => {
    const author = await makePoster(env);
    const [first, second] = [await makeUser(env), await makeUser(env)];
    const post = await wallPost(author, { content: `#eski${author.id} @${first.username}` });
    expect(post.edited).toBeNull();
    const res = await patch(author, post.id, `#yeni${author.id} @${first.username} @${second.username}`);
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json().data as Post;
    expect(edited.edited).not.toBeNull();
    expect(edited.hashtags).toEqual([{ keyword: `yeni${author.id}` }]);
    expect(edited.mentions.map((m) => m.username).sort()).toEqual([first.username, second.username].sort());
    expect(ids(await feed(env, `stream=hashtag&hashtag=eski${author.id}`))).toEqual([]);
    expect(ids(await feed(env, `stream=hashtag&hashtag=yeni${author.id}`))).toEqual([post.id]);
    // Only the newly mentioned user is told.
    const events = (await db().select().from(domainEvents).where(eq(domainEvents.type, "post.mentioned"))).map((e) => e.payload as { postId: number; mentionedUserIds: number[] });
    expect(events.filter((e) => e.postId === post.id).map((e) => e.mentionedUserIds)).toEqual([[second.id]]);
  });

  it("is the author's only (403), 404 to who cannot see it, 401 to visitors; needs content and allowed links", async () => {
    const author = await makePoster(env);
    const other = await makeUser(env);
    const post = await wallPost(author);
    const hidden = await wallPost(author, { visibility: "private" });
    expect((await patch(other, post.id, "başka")).statusCode).toBe(403);
    expect((await patch(other, hidden.id, "başka")).statusCode).toBe(404);
    expect((await env.app.inject({ method: "PATCH", url: `/api/wall/${post.id}`, payload: { content: "x" } })).statusCode).toBe(401);
    expect422(await patch(author, post.id, "  "), "content", MESSAGES.requiredField);
    expect422(await patch(author, post.id, "a".repeat(2001)), "content", WALL_MESSAGES.contentMax);
    expectStatus(await patch(author, post.id, "bak https://x.spam.example/"), 400, WALL_MESSAGES.illegalLinks);
    expectStatus(await patch(author, post.id, "javascript:alert(1)"), 400, WALL_MESSAGES.illegalLinks);
    expect((await patch(author, 2_000_000_000, "x")).statusCode).toBe(404);
  });

  it("a check-in may lose its text", async () => {
    const author = await makePoster(env);
    const { show } = await makeShow(db(), { seasons: [2] });
    const post = await wallPost(author, { type: "check_in", content: "izliyorum", show_id: show.id, properties: JSON.stringify({ season: 1, episode: 1 }) });
    expect((await patch(author, post.id, "")).statusCode).toBe(200);
  });
});

describe("DELETE /api/wall/{id}", () => {
  it("the author, staff and the moderators of the post's show delete; others get 403, hidden posts 404", async () => {
    const author = await makePoster(env);
    const [other, staff, moderator, otherModerator] = [await makeUser(env), await makeUser(env), await makeUser(env), await makeUser(env)];
    const { show } = await makeShow(db());
    const { show: otherShow } = await makeShow(db());
    await makeStaff(db(), staff.id);
    await makeModerator(db(), moderator.id, show.id);
    await makeModerator(db(), otherModerator.id, otherShow.id);
    const about = () => wallPost(author, { type: "ask", content: "Öneri?", show_id: show.id });
    const [a, b, c] = [await about(), await about(), await about()];
    expect((await del(other, a.id)).statusCode).toBe(403);
    expect((await del(otherModerator, a.id)).statusCode).toBe(403);
    expect((await del(moderator, a.id)).statusCode).toBe(204);
    expect((await del(staff, b.id)).statusCode).toBe(204);
    expect((await del(author, c.id)).statusCode).toBe(204);
    expect((await del(author, c.id)).statusCode).toBe(404);
    const hidden = await wallPost(author, { visibility: "private" });
    expect((await del(other, hidden.id)).statusCode).toBe(404);
    expect((await env.app.inject({ method: "DELETE", url: `/api/wall/${hidden.id}` })).statusCode).toBe(401);
  });

  it("takes what hangs on the post with it and removes its images from storage", async () => {
    const author = await makePoster(env);
    const liker = await makeUser(env);
    const res = await postWallMultipart(author, { type: "post", content: `@${liker.username} bak` }, [await imageBytes(640, 360)]);
    const post = res.json().data as Post;
    await db().insert(likes).values({ userId: liker.id, itemType: "post", itemId: post.id });
    const url = post.images.data[0]!.url;
    expect((await env.app.inject({ method: "GET", url })).statusCode).toBe(200);
    expect((await del(author, post.id)).statusCode).toBe(204);
    expect(await db().select().from(posts).where(eq(posts.id, post.id))).toEqual([]);
    expect(await db().select().from(postImages).where(eq(postImages.postId, post.id))).toEqual([]);
    expect((await db().select().from(likes).where(eq(likes.itemId, post.id))).filter((l) => l.itemType === "post")).toEqual([]);
    expect((await db().select().from(mentions).where(eq(mentions.itemId, post.id))).filter((m) => m.itemType === "post")).toEqual([]);
    expect((await env.app.inject({ method: "GET", url })).statusCode).toBe(404);
  });
});

describe("pinning", () => {
  it("one pinned post per wall: pinning another unpins the first; unpin", async () => {
    const author = await makePoster(env);
    const [a, b] = [await wallPost(author), await wallPost(author)];
    expect((await pin(author, a.id)).json()).toEqual({ data: { pinned: true } });
    expect((await pin(author, b.id)).json()).toEqual({ data: { pinned: true } });
    const rows = await db().select({ id: posts.id, pinned: posts.pinned }).from(posts).where(eq(posts.userId, author.id));
    expect(rows.filter((r) => r.pinned).map((r) => r.id)).toEqual([b.id]);
    expect((await pin(author, b.id, "DELETE")).json()).toEqual({ data: { pinned: false } });
    expect((await feed(env, `stream=user&user_id=${author.id}`)).data.every((p) => !p.pinned)).toBe(true);
  });

  it("403 `Post cannot be pinned.` for someone else's post, or one's post on another's wall; 401 for visitors", async () => {
    const [author, other] = [await makePoster(env), await makePoster(env)];
    await follow(db(), other.id, author.id);
    const mine = await wallPost(author);
    const onOther = await wallPost(author, { target_user_id: other.id });
    expect(onOther.abilities.pin).toBe(false);
    expectStatus(await pin(other, mine.id), 403, WALL_MESSAGES.pinRefused);
    expectStatus(await pin(author, onOther.id), 403, WALL_MESSAGES.pinRefused);
    // The wall's owner cannot pin someone else's post on their wall either.
    expectStatus(await pin(other, onOther.id), 403, WALL_MESSAGES.pinRefused);
    expect((await env.app.inject({ method: "POST", url: `/api/wall/${mine.id}/pin` })).statusCode).toBe(401);
    const secret = await wallPost(author, { visibility: "private" });
    expect((await pin(other, secret.id)).statusCode).toBe(404);
  });
});
