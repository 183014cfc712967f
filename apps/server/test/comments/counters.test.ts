import { and, count, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Comment } from "@dizilog/shared/api";
import { comments, likes, mentions } from "../../src/db/schema/index.js";
import { PASSWORD } from "../accounts/helpers.js";
import { createTestApp, type TestContext } from "../harness.js";
import { makeShow } from "../factories.js";
import { type MadeUser, makeUser } from "../user-factories.js";
import { comment, commentsCountOf, makeList, makeReview, makeUsers, postComment, postReply, reply, replyCountOf, showWithEpisodes } from "./helpers.js";

/**
 * Counter caches under concurrency and account deletion: every count must equal the rows it
 * counts, on the embedded database and on PostgreSQL (TEST_DATABASE_URL), where the requests
 * really run at once on several connections.
 */
let env: TestContext;
beforeAll(async () => {
  env = await createTestApp();
});
afterAll(async () => env.close());
const db = () => env.database.db;

async function rowsOf(itemType: "show" | "episode" | "list" | "review", itemId: number): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(comments)
    .where(and(eq(comments.itemType, itemType), eq(comments.itemId, itemId), isNull(comments.parentId)));
  return row!.n;
}

async function repliesOf(parentId: number): Promise<number> {
  const [row] = await db().select({ n: count() }).from(comments).where(eq(comments.parentId, parentId));
  return row!.n;
}

describe("concurrent writes keep exact counts", () => {
  it("comments, replies, deletes and likes posted at once", async () => {
    const users = await makeUsers(env, 12);
    const { show } = await makeShow(db());
    const top = await comment(users[0]!, "show", show.id, "Başlangıç");

    // 12 users × 2 comments and 12 replies, all at once.
    const posted = await Promise.all([
      ...users.flatMap((u, i) => [postComment(u, "show", show.id, `A${i}`), postComment(u, "show", show.id, `B${i}`)]),
      ...users.map((u, i) => postReply(u, top.id, `R${i}`)),
    ]);
    expect(posted.map((r) => r.statusCode)).toEqual(posted.map(() => 201));
    expect(await commentsCountOf(db(), "show", show.id)).toBe(25);
    expect(await rowsOf("show", show.id)).toBe(25);
    expect(await replyCountOf(db(), top.id)).toBe(12);

    // Each user deletes one of their comments twice at once, and one reply is deleted twice.
    const mine = posted.slice(0, 24).map((r) => r.json().data as Comment);
    const replies = posted.slice(24).map((r) => r.json().data as Comment);
    const deletes = await Promise.all([
      ...users.flatMap((u, i) => [u.client.delete(`/api/comments/${mine[i * 2]!.id}`), u.client.delete(`/api/comments/${mine[i * 2]!.id}`)]),
      users[3]!.client.delete(`/api/comments/${replies[3]!.id}`),
      users[3]!.client.delete(`/api/comments/${replies[3]!.id}`),
    ]);
    expect(deletes.filter((r) => r.statusCode === 204)).toHaveLength(13);
    expect(deletes.filter((r) => r.statusCode !== 204).map((r) => r.statusCode)).toEqual(Array(13).fill(404));
    expect(await commentsCountOf(db(), "show", show.id)).toBe(13);
    expect(await rowsOf("show", show.id)).toBe(13);
    expect(await replyCountOf(db(), top.id)).toBe(11);
    expect(await repliesOf(top.id)).toBe(11);

    // Every user likes the top comment at once (a few twice: toggles answer their own state).
    const liked = await Promise.all(users.map((u) => u.client.post("/api/like-item", { type: "comment", id: top.id })));
    expect(liked.map((r) => r.statusCode)).toEqual(users.map(() => 200));
    const [likeRows] = await db().select({ n: count() }).from(likes).where(and(eq(likes.itemType, "comment"), eq(likes.itemId, top.id)));
    const [counter] = await db().select({ n: comments.likeCount }).from(comments).where(eq(comments.id, top.id));
    expect(likeRows!.n).toBe(12);
    expect(counter!.n).toBe(12);
  });

  it("replies racing the deletion of their thread leave no reply behind", async () => {
    const [author, ...others] = await makeUsers(env, 6);
    const { show } = await makeShow(db());
    const top = await comment(author!, "show", show.id);
    const results = await Promise.all([...others.map((u) => postReply(u, top.id, "Yarış")), author!.client.delete(`/api/comments/${top.id}`)]);
    expect(results.every((r) => [201, 204, 404].includes(r.statusCode))).toBe(true);
    expect(await repliesOf(top.id)).toBe(0);
    expect(await commentsCountOf(db(), "show", show.id)).toBe(0);
  });
});

describe("account deletion", () => {
  it("takes the user's comments, replies and likes with it and keeps every counter exact", async () => {
    const [leaving, other, third] = [await makeUser(env), await makeUser(env), await makeUser(env)];
    const { show, episodeId } = await showWithEpisodes(db());
    const othersList = await makeList(db(), other.id);
    const ownList = await makeList(db(), leaving.id);
    const othersReview = await makeReview(db(), other.id, show.id);
    const { show: show2 } = await makeShow(db());
    const ownReview = await makeReview(db(), leaving.id, show2.id);

    // The leaving user's comments on every kind of item, with replies by others under them.
    const onShow = await comment(leaving, "show", show.id, `@${other.username} bak`);
    await comment(leaving, "episode", episodeId);
    await comment(leaving, "list", othersList.id);
    await comment(leaving, "review", othersReview.id);
    await reply(other, onShow.id, "Cevap");
    // Others' comments on the show, replied to and liked by the leaving user.
    const othersComment = await comment(other, "show", show.id);
    const leavingReply = await reply(leaving, othersComment.id);
    await reply(third, othersComment.id);
    await reply(third, leavingReply.id);
    await leaving.client.post("/api/like-item", { type: "comment", id: othersComment.id });
    await third.client.post("/api/like-item", { type: "comment", id: othersComment.id });
    // Others' comments on the leaving user's list and review (both go with the account).
    const onOwnList = await comment(third, "list", ownList.id);
    const onOwnReview = await comment(third, "review", ownReview.id);
    await other.client.post("/api/like-item", { type: "comment", id: onOwnList.id });
    await other.client.post("/api/like-item", { type: "comment", id: onOwnReview.id });

    const res = await leaving.client.request({ method: "DELETE", url: "/api/me", payload: { password: PASSWORD } });
    expect(res.statusCode, res.body).toBe(204);

    expect(await commentsCountOf(db(), "show", show.id)).toBe(1);
    expect(await rowsOf("show", show.id)).toBe(1);
    expect(await commentsCountOf(db(), "episode", episodeId)).toBe(0);
    expect(await commentsCountOf(db(), "list", othersList.id)).toBe(0);
    expect(await commentsCountOf(db(), "review", othersReview.id)).toBe(0);
    expect(await replyCountOf(db(), othersComment.id)).toBe(2);
    expect(await repliesOf(othersComment.id)).toBe(2);
    const [liked] = await db().select({ n: comments.likeCount }).from(comments).where(eq(comments.id, othersComment.id));
    expect(liked!.n).toBe(1);
    for (const gone of [onShow.id, onOwnList.id, onOwnReview.id, leavingReply.id]) {
      expect(await db().select().from(comments).where(eq(comments.id, gone))).toEqual([]);
    }
    // Nothing hangs on the deleted comments (item ids without foreign keys).
    const ids = [onShow.id, onOwnList.id, onOwnReview.id];
    for (const id of ids) {
      expect(await db().select().from(likes).where(and(eq(likes.itemType, "comment"), eq(likes.itemId, id)))).toEqual([]);
      expect(await db().select().from(mentions).where(and(eq(mentions.itemType, "comment"), eq(mentions.itemId, id)))).toEqual([]);
    }
  });

  it("deleting a list deletes its comments", async () => {
    const owner: MadeUser = await makeUser(env);
    const other: MadeUser = await makeUser(env);
    const list = await makeList(db(), owner.id);
    const made = await comment(other, "list", list.id);
    expect((await owner.client.delete(`/api/lists/${list.id}`)).statusCode).toBe(204);
    expect(await db().select().from(comments).where(eq(comments.id, made.id))).toEqual([]);
  });
});
