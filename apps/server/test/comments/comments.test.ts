import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@dizilog/shared";
import { COMMENT_MESSAGES, type Comment } from "@dizilog/shared/api";
import { createTestApp, type TestContext } from "../harness.js";
import { makeShow } from "../factories.js";
import { makeUser } from "../user-factories.js";
import {
  comment,
  commentEvents,
  commentsCountOf,
  commentsPage,
  makeList,
  makeReview,
  postComment,
  postReply,
  reply,
  replyCountOf,
  showWithEpisodes,
} from "./helpers.js";

let env: TestContext;
beforeAll(async () => {
  env = await createTestApp();
});
afterAll(async () => env.close());
const db = () => env.database.db;

describe("POST /api/comments/add", () => {
  it("answers 201 with the Comment of the contract, field by field", async () => {
    const author = await makeUser(env);
    const { show } = await makeShow(db());
    const res = await postComment(author, "show", show.id, "  Ne bölümdü ama!  ", { spoiler: true });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data as Comment;
    expect(data).toEqual({
      id: expect.any(Number),
      parent_id: null,
      type: "show",
      item_id: show.id,
      content: "Ne bölümdü ama!",
      spoiler: true,
      created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      edited: null,
      url: `/shows/${show.slug}#comment_${data.id}`,
      user: {
        id: author.id,
        name: author.row.name,
        username: author.username,
        slug: author.username.toLowerCase(),
        avatar: `/media/users/${author.username.toLowerCase()}.svg`,
        url: `/user/${author.username.toLowerCase()}`,
        premium: false,
        lifetime: false,
        is_verified: false,
        role: "user",
      },
      photo: null,
      mentions: [],
      reply_count: 0,
      like_count: 0,
      has_liked: false,
      abilities: { edit: true, delete: true, report: false, hide: false, block: false },
    });
  });

  it("answers 401 to a visitor and 403 with the verify message to an unverified user", async () => {
    const { show } = await makeShow(db());
    const visitor = await env.app.inject({ method: "POST", url: "/api/comments/add", payload: { type: "show", id: show.id, content: "x" } });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe(MESSAGES.loginRequired);
    const unverified = await makeUser(env, { verified: false });
    const res = await postComment(unverified, "show", show.id, "Merhaba");
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.verifyEmail);
  });

  it("requires content: empty or only spaces is 'This field is required.' on errors.content", async () => {
    const author = await makeUser(env);
    const { show } = await makeShow(db());
    for (const content of ["", "   \n\t "]) {
      const res = await postComment(author, "show", show.id, content);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message: MESSAGES.requiredField, errors: { content: [MESSAGES.requiredField] } });
    }
    const missing = await author.client.post("/api/comments/add", { type: "show", id: show.id });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.content).toEqual([MESSAGES.requiredField]);
  });

  it("takes 2,000 characters (an emoji is one) and refuses 2,001", async () => {
    const author = await makeUser(env);
    const { show } = await makeShow(db());
    expect((await postComment(author, "show", show.id, "ç".repeat(1999) + "🎬")).statusCode).toBe(201);
    const res = await postComment(author, "show", show.id, "a".repeat(2001));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.content).toEqual([COMMENT_MESSAGES.contentMax]);
  });

  it("stores HTML as text, as it was typed", async () => {
    const author = await makeUser(env);
    const { show } = await makeShow(db());
    const html = `<img src=x onerror="alert(1)"><script>alert('x')</script> & "quotes"`;
    const made = await comment(author, "show", show.id, html);
    expect(made.content).toBe(html);
    const page = await commentsPage(env, "show", show.id);
    expect(page.data[0]!.content).toBe(html);
  });

  it("answers 422 for an unknown type and 404 for an unknown item, a post or a news item", async () => {
    const author = await makeUser(env);
    const bad = await postComment(author, "movie", 1, "x");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.type).toEqual([COMMENT_MESSAGES.typeInvalid]);
    for (const type of ["show", "episode", "review", "list", "post", "news"]) {
      expect((await postComment(author, type, 2_000_000_000, "Merhaba")).statusCode, type).toBe(404);
    }
  });

  it("limits each user to 5 comments and replies a minute: 429 with the message and Retry-After", async () => {
    const author = await makeUser(env);
    const { show } = await makeShow(db());
    const first = await comment(author, "show", show.id, "1");
    for (let i = 2; i <= 4; i++) await comment(author, "show", show.id, String(i));
    await reply(author, first.id, "5");
    const res = await postReply(author, first.id, "6");
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(COMMENT_MESSAGES.rateLimited);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    // Another user is not slowed down.
    expect((await postComment(await makeUser(env), "show", show.id, "Ben de")).statusCode).toBe(201);
  });

  it("moves the item's comments_count with top-level comments only", async () => {
    const [a, b] = [await makeUser(env), await makeUser(env)];
    const { show, episodeId } = await showWithEpisodes(db());
    const first = await comment(a, "show", show.id);
    await comment(b, "show", show.id);
    await reply(b, first.id);
    expect(await commentsCountOf(db(), "show", show.id)).toBe(2);
    expect(await replyCountOf(db(), first.id)).toBe(1);
    await comment(a, "episode", episodeId);
    expect(await commentsCountOf(db(), "episode", episodeId)).toBe(1);
    expect((await commentsPage(env, "show", show.id)).meta.comments_count).toBe(2);
  });

  it("records comment.created in the transaction with the item's owner, link and title", async () => {
    const [owner, author] = [await makeUser(env), await makeUser(env)];
    const list = await makeList(db(), owner.id);
    const made = await comment(author, "list", list.id, "Güzel liste");
    const event = (await commentEvents(db())).find((e) => e.commentId === made.id);
    expect(event).toEqual({
      commentId: made.id,
      authorId: author.id,
      itemType: "list",
      itemId: list.id,
      parentId: null,
      itemOwnerId: owner.id,
      parentAuthorId: null,
      mentionedUserIds: [],
      url: `/lists/${list.id}#comment_${made.id}`,
      subjectTitle: "Favoriler",
    });
  });
});

describe("the items of comments", () => {
  it("links each kind of item's page with #comment_{id}", async () => {
    const [author, reviewer] = [await makeUser(env), await makeUser(env)];
    const { show, episodeId } = await showWithEpisodes(db());
    const review = await makeReview(db(), reviewer.id, show.id);
    const list = await makeList(db(), reviewer.id);
    const onEpisode = await comment(author, "episode", episodeId);
    expect(onEpisode.url).toBe(`/shows/${show.slug}/season-1/episode-1#comment_${onEpisode.id}`);
    const onReview = await comment(author, "review", review.id);
    expect(onReview.url).toBe(`/shows/${show.slug}/reviews/${review.id}#comment_${onReview.id}`);
    const onList = await comment(author, "list", list.id);
    expect(onList.url).toBe(`/lists/${list.id}#comment_${onList.id}`);
    expect(await commentsCountOf(db(), "review", review.id)).toBe(1);
    expect(await commentsCountOf(db(), "list", list.id)).toBe(1);
  });

  it("answers 404 for the comments of a private list to everyone but its owner", async () => {
    const [owner, other] = [await makeUser(env), await makeUser(env)];
    const list = await makeList(db(), owner.id, false);
    expect((await postComment(other, "list", list.id, "Merhaba")).statusCode).toBe(404);
    const visitor = await env.app.inject({ method: "GET", url: `/api/comments/v1?type=list&id=${list.id}` });
    expect(visitor.statusCode).toBe(404);
    expect((await other.client.get(`/api/comments/v1?type=list&id=${list.id}`)).statusCode).toBe(404);
    await comment(owner, "list", list.id, "Notlarım");
    expect((await commentsPage(env, "list", list.id, owner)).data).toHaveLength(1);
  });

  it("answers 404 for a removed review's comments, except to staff", async () => {
    const [author, reader, staff] = [await makeUser(env), await makeUser(env), await makeUser(env)];
    const { show } = await makeShow(db());
    const review = await makeReview(db(), author.id, show.id, { removed: true });
    expect((await reader.client.get(`/api/comments/v1?type=review&id=${review.id}`)).statusCode).toBe(404);
    expect((await postComment(reader, "review", review.id, "x")).statusCode).toBe(404);
    const { makeStaff } = await import("./helpers.js");
    await makeStaff(db(), staff.id);
    expect((await staff.client.get(`/api/comments/v1?type=review&id=${review.id}`)).statusCode).toBe(200);
  });
});

describe("GET /api/comments/v1", () => {
  it("pages top-level comments newest first, 10 by default, with a keyset cursor", async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => makeUser(env)));
    const { show } = await makeShow(db());
    const made: Comment[] = [];
    for (let i = 0; i < 12; i++) made.push(await comment(users[i % 5]!, "show", show.id, `Yorum ${i}`));
    const first = await commentsPage(env, "show", show.id);
    expect(first.data.map((c) => c.content)).toEqual(made.slice(2).reverse().map((c) => c.content));
    expect(first.meta.cursor.next).toEqual(expect.any(String));
    const second = await commentsPage(env, "show", show.id, undefined, `&cursor=${first.meta.cursor.next}`);
    expect(second.data.map((c) => c.id)).toEqual([made[1]!.id, made[0]!.id]);
    expect(second.meta.cursor.next).toBeNull();
    const small = await commentsPage(env, "show", show.id, undefined, "&limit=3");
    expect(small.data).toHaveLength(3);
    const tooMany = await env.app.inject({ method: "GET", url: `/api/comments/v1?type=show&id=${show.id}&limit=51` });
    expect(tooMany.statusCode).toBe(422);
    const badCursor = await env.app.inject({ method: "GET", url: `/api/comments/v1?type=show&id=${show.id}&cursor=eyJpZCI6LTF9` });
    expect(badCursor.statusCode).toBe(422);
  });

  it("embeds the first three replies as replies.data with include=replies", async () => {
    const users = await Promise.all(Array.from({ length: 3 }, () => makeUser(env)));
    const { show } = await makeShow(db());
    const top = await comment(users[0]!, "show", show.id);
    const replies: Comment[] = [];
    for (let i = 0; i < 4; i++) replies.push(await reply(users[(i % 2) + 1]!, top.id, `Cevap ${i}`));
    const plain = await commentsPage(env, "show", show.id);
    expect(plain.data[0]!.replies).toBeUndefined();
    const page = await commentsPage(env, "show", show.id, undefined, "&include=photo,replies");
    expect(page.data[0]!.reply_count).toBe(4);
    expect(page.data[0]!.replies!.data.map((r) => r.content)).toEqual(["Cevap 0", "Cevap 1", "Cevap 2"]);
    expect(page.data[0]!.replies!.data[0]!.parent_id).toBe(top.id);
    const unknown = await env.app.inject({ method: "GET", url: `/api/comments/v1?type=show&id=${show.id}&include=likes` });
    expect(unknown.statusCode).toBe(422);
  });

  it("answers 422 without type or id", async () => {
    const res = await env.app.inject({ method: "GET", url: "/api/comments/v1" });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(["id", "type"]);
  });
});

describe("replies", () => {
  it("pages a comment's replies oldest first", async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => makeUser(env)));
    const { show } = await makeShow(db());
    const top = await comment(users[0]!, "show", show.id);
    const made: Comment[] = [];
    for (let i = 0; i < 12; i++) made.push(await reply(users[(i % 3) + 1]!, top.id, `R${i}`));
    const first = await env.app.inject({ method: "GET", url: `/api/comments/${top.id}/replies` });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.map((r: Comment) => r.content)).toEqual(made.slice(0, 10).map((r) => r.content));
    const next = first.json().meta.cursor.next;
    const second = await env.app.inject({ method: "GET", url: `/api/comments/${top.id}/replies?cursor=${next}` });
    expect(second.json().data.map((r: Comment) => r.content)).toEqual(["R10", "R11"]);
    expect(second.json().meta.cursor.next).toBeNull();
    expect((await env.app.inject({ method: "GET", url: "/api/comments/2000000000/replies" })).statusCode).toBe(404);
  });

  it("attaches a reply to a reply to the same top-level comment and mentions the author it answers", async () => {
    const [a, b, c] = [await makeUser(env), await makeUser(env), await makeUser(env)];
    const { show } = await makeShow(db());
    const top = await comment(a, "show", show.id);
    const first = await reply(b, top.id, "Bence de");
    const second = await reply(c, first.id, "Hiç sanmıyorum");
    expect(second.parent_id).toBe(top.id);
    expect(second.content).toBe(`@${b.username} Hiç sanmıyorum`);
    expect(second.mentions).toEqual([{ username: b.username, slug: b.username.toLowerCase() }]);
    // Named already: the text stays as typed.
    const third = await reply(a, second.id, `@${c.username} tamam`);
    expect(third.content).toBe(`@${c.username} tamam`);
    expect(await replyCountOf(db(), top.id)).toBe(3);
    const event = (await commentEvents(db())).find((e) => e.commentId === second.id);
    expect(event).toMatchObject({ parentId: top.id, parentAuthorId: a.id, mentionedUserIds: [b.id], itemOwnerId: null });
  });
});

describe("PATCH /api/comments/{id}", () => {
  it("lets the author edit the text (edited is set) and answers 403 to others", async () => {
    const [author, other] = [await makeUser(env), await makeUser(env)];
    const { show } = await makeShow(db());
    const made = await comment(author, "show", show.id, "İlk hali");
    const edit = (user: typeof author, content: string) => user.client.request({ method: "PATCH", url: `/api/comments/${made.id}`, payload: { content } });
    const denied = await edit(other, "Benim oldu");
    expect(denied.statusCode).toBe(403);
    const empty = await edit(author, "   ");
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.content).toEqual([MESSAGES.requiredField]);
    expect((await edit(author, "b".repeat(2001))).statusCode).toBe(422);
    const res = await edit(author, "  Son hali  ");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: made.id, content: "Son hali", edited: expect.stringMatching(/^\d{4}-/) });
    const visitor = await env.app.inject({ method: "PATCH", url: `/api/comments/${made.id}`, payload: { content: "x" } });
    expect(visitor.statusCode).toBe(401);
    expect((await author.client.request({ method: "PATCH", url: "/api/comments/2000000000", payload: { content: "x" } })).statusCode).toBe(404);
  });
});

describe("DELETE /api/comments/{id}", () => {
  it("lets the author delete; a top-level comment takes its replies and the counters follow", async () => {
    const [author, other] = [await makeUser(env), await makeUser(env)];
    const { show } = await makeShow(db());
    const top = await comment(author, "show", show.id);
    const answer = await reply(other, top.id);
    expect((await other.client.delete(`/api/comments/${top.id}`)).statusCode).toBe(403);
    expect(await commentsCountOf(db(), "show", show.id)).toBe(1);
    const res = await author.client.delete(`/api/comments/${top.id}`);
    expect(res.statusCode).toBe(204);
    expect(await commentsCountOf(db(), "show", show.id)).toBe(0);
    expect((await env.app.inject({ method: "GET", url: `/api/comments/${answer.id}/replies` })).statusCode).toBe(404);
    expect((await author.client.delete(`/api/comments/${top.id}`)).statusCode).toBe(404);
  });

  it("moves the parent's reply_count when a reply is deleted", async () => {
    const [author, other] = [await makeUser(env), await makeUser(env)];
    const { show } = await makeShow(db());
    const top = await comment(author, "show", show.id);
    const answer = await reply(other, top.id);
    expect((await other.client.delete(`/api/comments/${answer.id}`)).statusCode).toBe(204);
    expect(await replyCountOf(db(), top.id)).toBe(0);
    expect(await commentsCountOf(db(), "show", show.id)).toBe(1);
  });

  it("lets a moderator of the item's show and staff delete, and no other moderator", async () => {
    const { makeModerator, makeStaff } = await import("./helpers.js");
    const [author, moderator, otherModerator, staff] = [await makeUser(env), await makeUser(env), await makeUser(env), await makeUser(env)];
    const { show, episodeId } = await showWithEpisodes(db());
    const { show: otherShow } = await makeShow(db());
    await makeModerator(db(), moderator.id, show.id);
    await makeModerator(db(), otherModerator.id, otherShow.id);
    await makeStaff(db(), staff.id);
    const onEpisode = await comment(author, "episode", episodeId);
    const page = await commentsPage(env, "episode", episodeId, moderator);
    expect(page.data[0]!.abilities).toEqual({ edit: false, delete: true, report: true, hide: true, block: true });
    expect((await otherModerator.client.delete(`/api/comments/${onEpisode.id}`)).statusCode).toBe(403);
    expect((await moderator.client.delete(`/api/comments/${onEpisode.id}`)).statusCode).toBe(204);
    const onList = await comment(author, "list", (await makeList(db(), author.id)).id);
    expect((await moderator.client.delete(`/api/comments/${onList.id}`)).statusCode).toBe(403);
    expect((await staff.client.delete(`/api/comments/${onList.id}`)).statusCode).toBe(204);
  });
});

describe("abilities", () => {
  it("gives the author edit and delete, other users report, hide and block, visitors nothing", async () => {
    const [author, other] = [await makeUser(env), await makeUser(env)];
    const { show } = await makeShow(db());
    await comment(author, "show", show.id);
    expect((await commentsPage(env, "show", show.id, author)).data[0]!.abilities).toEqual({ edit: true, delete: true, report: false, hide: false, block: false });
    expect((await commentsPage(env, "show", show.id, other)).data[0]!.abilities).toEqual({ edit: false, delete: false, report: true, hide: true, block: true });
    expect((await commentsPage(env, "show", show.id)).data[0]!.abilities).toEqual({ edit: false, delete: false, report: false, hide: false, block: false });
  });
});
