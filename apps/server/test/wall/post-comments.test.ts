import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@dizilog/shared";
import { comments, likes, notifications, posts } from "../../src/db/schema/index.js";
import { encodeHashid } from "../../src/lib/hashid.js";
import { Client } from "../accounts/helpers.js";
import { block, comment, commentsPage, postComment } from "../comments/helpers.js";
import { createTestApp, type TestContext } from "../harness.js";
import { makeUser } from "../user-factories.js";
import { makeAsk, makePost, newShow } from "./social-helpers.js";

let env: TestContext;
beforeAll(async () => {
  env = await createTestApp({ jobs: true });
});
afterAll(async () => env.close());
const db = () => env.database.db;

const commentsCountOf = async (id: number) => (await db().select({ n: posts.commentsCount }).from(posts).where(eq(posts.id, id)))[0]!.n;

describe("comments on wall posts (type post)", () => {
  it("comments on a post, moves posts.comments_count and links the comment to the post's page", async () => {
    const [author, fan] = [await makeUser(env), await makeUser(env)];
    const post = await makePost(db(), author.id, { content: "Yeni bölüm hakkında ne düşünüyorsunuz?" });
    const made = await comment(fan, "post", post.id, "Harikaydı!");
    expect(made.url).toBe(`/user/${author.username.toLowerCase()}/wall/${encodeHashid("post", post.id)}#comment_${made.id}`);
    expect(made.type).toBe("post");
    expect(await commentsCountOf(post.id)).toBe(1);
    const page = await commentsPage(env, "post", post.id);
    expect(page.data.map((c) => c.content)).toEqual(["Harikaydı!"]);
    expect(page.meta.comments_count).toBe(1);
    // The post shows the count under both names.
    const shown = (await fan.client.get(`/api/wall/posts/${author.username.toLowerCase()}/${encodeHashid("post", post.id)}`)).json().data;
    expect(shown).toMatchObject({ comments_count: 1, comment_count: 1 });
    // Deleting the comment takes it back.
    expect((await fan.client.delete(`/api/comments/${made.id}`)).statusCode).toBe(204);
    expect(await commentsCountOf(post.id)).toBe(0);
  });

  it("tells the post's author (user_comment), as for other items", async () => {
    const [author, fan] = [await makeUser(env), await makeUser(env)];
    const post = await makePost(db(), author.id);
    const made = await comment(fan, "post", post.id, "Katılıyorum");
    await env.settle();
    const [row] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, author.id), eq(notifications.kind, "user_comment")));
    expect(row).toBeDefined();
    const listed = (await author.client.get("/api/me/notifications")).json().data as { url: string }[];
    expect(listed.map((n) => n.url)).toContain(`/user/${author.username.toLowerCase()}/wall/${encodeHashid("post", post.id)}#comment_${made.id}`);
    // Commenting on one's own post tells nobody.
    await comment(author, "post", post.id, "Teşekkürler");
    await env.settle();
    expect(await db().select().from(notifications).where(eq(notifications.userId, author.id))).toHaveLength(1);
  });

  it("answers 404 for a post the viewer may not see: private, removed, blocked either way, unknown", async () => {
    const [author, fan] = [await makeUser(env), await makeUser(env)];
    const privatePost = await makePost(db(), author.id, { visibility: "private" });
    const removed = await makePost(db(), author.id, { removed: true });
    const blocker = await makeUser(env);
    const blockers = await makePost(db(), blocker.id);
    await block(db(), blocker.id, fan.id);
    const blockedByFan = await makeUser(env);
    const blockeds = await makePost(db(), blockedByFan.id);
    await block(db(), fan.id, blockedByFan.id);
    for (const id of [privatePost.id, removed.id, blockers.id, blockeds.id, 2_000_000_000]) {
      const res = await postComment(fan, "post", id, "Merhaba");
      expect(res.statusCode, `post ${id}`).toBe(404);
      expect(res.json()).toMatchObject({ message: MESSAGES.notFound });
      expect((await fan.client.get(`/api/comments/v1?type=post&id=${id}`)).statusCode).toBe(404);
    }
    // A visitor reads a public post's comments, not a private one's.
    const open = await makePost(db(), author.id);
    expect((await new Client(env.app).get(`/api/comments/v1?type=post&id=${open.id}`)).statusCode).toBe(200);
    expect((await new Client(env.app).get(`/api/comments/v1?type=post&id=${privatePost.id}`)).statusCode).toBe(404);
    // The author comments on their private post.
    expect((await postComment(author, "post", privatePost.id, "Not")).statusCode).toBe(201);
  });

  it("hides the comments of a post on someone's wall from whoever that wall user blocked", async () => {
    const [wallOwner, writer, fan] = [await makeUser(env), await makeUser(env), await makeUser(env)];
    const post = await makePost(db(), writer.id, { targetUserId: wallOwner.id });
    await comment(fan, "post", post.id, "Selam");
    await block(db(), wallOwner.id, fan.id);
    expect((await fan.client.get(`/api/comments/v1?type=post&id=${post.id}`)).statusCode).toBe(404);
    expect((await postComment(fan, "post", post.id, "Tekrar")).statusCode).toBe(404);
  });

  it("deletes a post's comments (and their likes) with the post", async () => {
    const [author, fan] = [await makeUser(env), await makeUser(env)];
    const ask = await makeAsk(db(), author.id);
    const made = await comment(fan, "post", ask.id, "Şunu izle");
    expect((await author.client.post("/api/like-item", { type: "comment", id: made.id })).statusCode).toBe(200);
    const suggestion = (await fan.client.post(`/api/asks/${ask.id}/suggestions`, { show_id: (await newShow(db())).id })).json().data as { id: number };
    expect((await author.client.post("/api/like-item", { type: "suggestion", id: suggestion.id })).statusCode).toBe(200);
    expect((await author.client.post("/api/like-item", { type: "post", id: ask.id })).statusCode).toBe(200);
    const res = await author.client.delete(`/api/wall/${ask.id}`);
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await db().select().from(comments).where(and(eq(comments.itemType, "post"), eq(comments.itemId, ask.id)))).toEqual([]);
    for (const [type, id] of [
      ["comment", made.id],
      ["suggestion", suggestion.id],
      ["post", ask.id],
    ] as const) {
      expect(await db().select().from(likes).where(and(eq(likes.itemType, type), eq(likes.itemId, id))), type).toEqual([]);
    }
  });
});
