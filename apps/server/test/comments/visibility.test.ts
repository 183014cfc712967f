import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Comment, ITEM_ACTION_MESSAGES } from "@dizilog/shared/api";
import { comments, reports } from "../../src/db/schema/index.js";
import { createTestApp, type TestContext } from "../harness.js";
import { makeShow } from "../factories.js";
import { type MadeUser, makeUser } from "../user-factories.js";
import { block, comment, commentsPage, makeList, makeReview, makeStaff, postReply, reply } from "./helpers.js";

let env: TestContext;
beforeAll(async () => {
  env = await createTestApp();
});
afterAll(async () => env.close());
const db = () => env.database.db;

const contents = (page: { data: Comment[] }) => page.data.map((c) => c.content);
const hide = (user: MadeUser, type: string, id: number, undo = false) =>
  user.client.post(`/api/accounts/${id}/filter`, { type, filter: "hide", ...(undo ? { action: "undo" } : {}) });
const report = (user: MadeUser, body: Record<string, unknown>) => user.client.post("/api/submit-report", body);

describe("blocks", () => {
  it("leaves out comments and replies by users the viewer blocked, and by users who blocked the viewer", async () => {
    const [viewer, blockedByViewer, blocksViewer, neutral] = [await makeUser(env), await makeUser(env), await makeUser(env), await makeUser(env)];
    const { show } = await makeShow(db());
    const top = await comment(neutral, "show", show.id, "neutral");
    await comment(blockedByViewer, "show", show.id, "blocked by viewer");
    await comment(blocksViewer, "show", show.id, "blocks viewer");
    await reply(blockedByViewer, top.id, "reply by blocked");
    await reply(neutral, top.id, "reply by neutral");
    await block(db(), viewer.id, blockedByViewer.id);
    await block(db(), blocksViewer.id, viewer.id);

    const page = await commentsPage(env, "show", show.id, viewer, "&include=replies");
    expect(contents(page)).toEqual(["neutral"]);
    expect(page.data[0]!.replies!.data.map((r) => r.content)).toEqual(["reply by neutral"]);
    const replies = await viewer.client.get(`/api/comments/${top.id}/replies`);
    expect(replies.json().data.map((r: Comment) => r.content)).toEqual(["reply by neutral"]);
    // Everyone else still sees all of them.
    expect(contents(await commentsPage(env, "show", show.id))).toHaveLength(3);
  });

  it("answers 404 to replying to, liking or reporting a comment of a user blocked either way", async () => {
    const [viewer, other] = [await makeUser(env), await makeUser(env)];
    const { show } = await makeShow(db());
    const theirs = await comment(other, "show", show.id);
    await block(db(), other.id, viewer.id);
    expect((await postReply(viewer, theirs.id, "Merhaba")).statusCode).toBe(404);
    expect((await viewer.client.post("/api/like-item", { type: "comment", id: theirs.id })).statusCode).toBe(404);
    expect((await report(viewer, { type: "comment", id: theirs.id, reason: "spam" })).statusCode).toBe(404);
  });

  it("answers 404 for the comments of a review whose author blocked the viewer, or whom the viewer blocked", async () => {
    const [author, viewer, blocker] = [await makeUser(env), await makeUser(env), await makeUser(env)];
    const { show } = await makeShow(db());
    const review = await makeReview(db(), author.id, show.id);
    await block(db(), author.id, viewer.id);
    await block(db(), blocker.id, author.id);
    expect((await viewer.client.get(`/api/comments/v1?type=review&id=${review.id}`)).statusCode).toBe(404);
    expect((await blocker.client.get(`/api/comments/v1?type=review&id=${review.id}`)).statusCode).toBe(404);
    expect((await env.app.inject({ method: "GET", url: `/api/comments/v1?type=review&id=${review.id}` })).statusCode).toBe(200);
  });
});

describe("removed comments", () => {
  it("are 404 and unlisted to everyone but staff", async () => {
    const [author, reader, staff] = [await makeUser(env), await makeUser(env), await makeUser(env)];
    await makeStaff(db(), staff.id);
    const { show } = await makeShow(db());
    const removed = await comment(author, "show", show.id, "removed one");
    await comment(author, "show", show.id, "kept one");
    await db().update(comments).set({ removedAt: new Date() }).where(eq(comments.id, removed.id));
    expect(contents(await commentsPage(env, "show", show.id, reader))).toEqual(["kept one"]);
    expect(contents(await commentsPage(env, "show", show.id, author))).toEqual(["kept one"]);
    expect(contents(await commentsPage(env, "show", show.id, staff))).toEqual(["kept one", "removed one"]);
    expect((await env.app.inject({ method: "GET", url: `/api/comments/${removed.id}/replies` })).statusCode).toBe(404);
    expect((await postReply(reader, removed.id, "x")).statusCode).toBe(404);
    expect((await staff.client.get(`/api/comments/${removed.id}/replies`)).statusCode).toBe(200);
  });
});

describe("GET /api/comments/{id} (the link form's lookup)", () => {
  it("answers a visible comment or reply with its parent_id; 404 when removed, blocked either way or unknown; 422 for a bad id", async () => {
    const [author, replier, reader, blocked] = [await makeUser(env), await makeUser(env), await makeUser(env), await makeUser(env)];
    const { show } = await makeShow(db());
    const top = await comment(author, "show", show.id, "top");
    const answer = await reply(replier, top.id, "an answer");
    const visitor = await env.app.inject({ method: "GET", url: `/api/comments/${answer.id}` });
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(visitor.json().data).toMatchObject({ id: answer.id, parent_id: top.id, content: "an answer", type: "show", item_id: show.id });
    expect((await reader.client.get(`/api/comments/${top.id}`)).json().data).toMatchObject({ id: top.id, parent_id: null });

    await block(db(), replier.id, blocked.id);
    expect((await blocked.client.get(`/api/comments/${answer.id}`)).statusCode).toBe(404);
    // Hiding is a filter of the viewer's lists, not a lock: a link to the hidden comment still finds it.
    expect((await hide(reader, "comment", answer.id)).statusCode).toBe(200);
    expect((await reader.client.get(`/api/comments/${answer.id}`)).statusCode).toBe(200);
    await db().update(comments).set({ removedAt: new Date() }).where(eq(comments.id, top.id));
    expect((await env.app.inject({ method: "GET", url: `/api/comments/${top.id}` })).statusCode).toBe(404);
    expect((await env.app.inject({ method: "GET", url: "/api/comments/2000000000" })).statusCode).toBe(404);
    expect((await env.app.inject({ method: "GET", url: "/api/comments/abc" })).statusCode).toBe(422);
  });
});

describe("POST /api/accounts/{id}/filter (hide)", () => {
  it("hides a comment from every list the viewer reads, and brings it back with undo", async () => {
    const [viewer, author] = [await makeUser(env), await makeUser(env)];
    const { show } = await makeShow(db());
    const top = await comment(author, "show", show.id, "hide me");
    const answer = await reply(author, top.id, "hidden reply");
    await comment(author, "show", show.id, "keep me");

    const res = await hide(viewer, "comment", top.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { hidden: true } });
    expect(contents(await commentsPage(env, "show", show.id, viewer))).toEqual(["keep me"]);
    expect(contents(await commentsPage(env, "show", show.id))).toEqual(["keep me", "hide me"]);
    // Hiding twice is hiding once.
    expect((await hide(viewer, "comment", top.id)).json()).toEqual({ data: { hidden: true } });

    expect((await hide(viewer, "comment", answer.id)).statusCode).toBe(200);
    expect((await viewer.client.get(`/api/comments/${top.id}/replies`)).json().data).toEqual([]);

    expect((await hide(viewer, "comment", top.id, true)).json()).toEqual({ data: { hidden: false } });
    expect(contents(await commentsPage(env, "show", show.id, viewer))).toEqual(["keep me", "hide me"]);
  });

  it("answers 422 for one's own item, 404 for an unknown or invisible one and a wall post, 401 to visitors", async () => {
    const [viewer, owner] = [await makeUser(env), await makeUser(env)];
    const { show } = await makeShow(db());
    const own = await comment(viewer, "show", show.id);
    const mine = await hide(viewer, "comment", own.id);
    expect(mine.statusCode).toBe(422);
    expect(mine.json().errors.id).toEqual([ITEM_ACTION_MESSAGES.hideOwn]);
    expect((await hide(viewer, "comment", 2_000_000_000)).statusCode).toBe(404);
    expect((await hide(viewer, "wall", 1)).statusCode).toBe(404);
    const privateList = await makeList(db(), owner.id, false);
    const onPrivate = await comment(owner, "list", privateList.id);
    expect((await hide(viewer, "comment", onPrivate.id)).statusCode).toBe(404);
    const bad = await viewer.client.post(`/api/accounts/${own.id}/filter`, { type: "comment", filter: "mute" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.filter).toEqual([ITEM_ACTION_MESSAGES.filterInvalid]);
    const visitor = await env.app.inject({ method: "POST", url: `/api/accounts/${own.id}/filter`, payload: { type: "comment", filter: "hide" } });
    expect(visitor.statusCode).toBe(401);
  });

  it("hides a review for the viewer (its comments page still answers)", async () => {
    const [viewer, author] = [await makeUser(env), await makeUser(env)];
    const { show } = await makeShow(db());
    const review = await makeReview(db(), author.id, show.id);
    expect((await hide(viewer, "review", review.id)).json()).toEqual({ data: { hidden: true } });
    expect((await hide(author, "review", review.id)).statusCode).toBe(422);
  });
});

describe("POST /api/submit-report", () => {
  it("files a report (201, open) storing the item's owner and show; the same item again answers 200 with the same report", async () => {
    const [reporter, author] = [await makeUser(env), await makeUser(env)];
    const { show } = await makeShow(db());
    const theirs = await comment(author, "show", show.id);
    const res = await report(reporter, { type: "comment", id: theirs.id, reason: "spoilers", details: "  Finali söylüyor  " });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ data: { id: expect.any(Number), status: "open" } });
    const [row] = await db().select().from(reports).where(eq(reports.id, res.json().data.id));
    expect(row).toMatchObject({ reporterId: reporter.id, itemType: "comment", itemId: theirs.id, itemOwnerId: author.id, showId: show.id, reason: "spoilers", details: "Finali söylüyor", status: "open" });
    const again = await report(reporter, { type: "comment", id: theirs.id, reason: "spam" });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
  });

  it("reports users, shows, lists and reviews; an unknown post is 404", async () => {
    const [reporter, owner] = [await makeUser(env), await makeUser(env)];
    const { show } = await makeShow(db());
    const list = await makeList(db(), owner.id);
    const review = await makeReview(db(), owner.id, show.id);
    for (const [type, id, ownerId, showId] of [
      ["user", owner.id, owner.id, null],
      ["show", show.id, null, show.id],
      ["list", list.id, owner.id, null],
      ["review", review.id, owner.id, show.id],
    ] as const) {
      const res = await report(reporter, { type, id, reason: "other" });
      expect(res.statusCode, `${type}: ${res.body}`).toBe(201);
      const [row] = await db().select().from(reports).where(eq(reports.id, res.json().data.id));
      expect(row).toMatchObject({ itemOwnerId: ownerId, showId });
    }
    expect((await report(reporter, { type: "post", id: 2_000_000_000, reason: "spam" })).statusCode).toBe(404);
  });

  it("answers 422 for one's own item, a reason not of the nine and details over 500 characters; 404 for an invisible item", async () => {
    const [reporter, owner] = [await makeUser(env), await makeUser(env)];
    const { show } = await makeShow(db());
    const own = await comment(reporter, "show", show.id);
    const mine = await report(reporter, { type: "comment", id: own.id, reason: "spam" });
    expect(mine.statusCode).toBe(422);
    expect(mine.json().errors.id).toEqual([ITEM_ACTION_MESSAGES.reportOwn]);
    expect((await report(reporter, { type: "user", id: reporter.id, reason: "spam" })).statusCode).toBe(422);
    const reason = await report(reporter, { type: "show", id: show.id, reason: "boring" });
    expect(reason.json().errors.reason).toEqual([ITEM_ACTION_MESSAGES.reasonInvalid]);
    const details = await report(reporter, { type: "show", id: show.id, reason: "other", details: "d".repeat(501) });
    expect(details.json().errors.details).toEqual([ITEM_ACTION_MESSAGES.detailsMax]);
    expect((await report(reporter, { type: "show", id: show.id, reason: "other", details: "d".repeat(500) })).statusCode).toBe(201);
    const privateList = await makeList(db(), owner.id, false);
    expect((await report(reporter, { type: "list", id: privateList.id, reason: "spam" })).statusCode).toBe(404);
    await block(db(), owner.id, reporter.id);
    expect((await report(reporter, { type: "user", id: owner.id, reason: "spam" })).statusCode).toBe(404);
    expect((await report(reporter, { type: "show", id: 2_000_000_000, reason: "spam" })).statusCode).toBe(404);
  });
});

describe("likes of comments", () => {
  it("toggles through POST /api/like-item with type comment; like_count and has_liked follow", async () => {
    const [author, fan, other] = [await makeUser(env), await makeUser(env), await makeUser(env)];
    const { show } = await makeShow(db());
    const made = await comment(author, "show", show.id);
    const like = (user: MadeUser) => user.client.post("/api/like-item", { type: "comment", id: made.id });
    expect((await like(fan)).json()).toEqual({ liked: true, like_count: 1 });
    expect((await like(other)).json()).toEqual({ liked: true, like_count: 2 });
    const page = await commentsPage(env, "show", show.id, fan);
    expect(page.data[0]).toMatchObject({ like_count: 2, has_liked: true });
    expect((await commentsPage(env, "show", show.id)).data[0]).toMatchObject({ like_count: 2, has_liked: false });
    expect((await like(fan)).json()).toEqual({ liked: false, like_count: 1 });
    expect((await commentsPage(env, "show", show.id, fan)).data[0]).toMatchObject({ like_count: 1, has_liked: false });
    expect((await fan.client.post("/api/like-item", { type: "comment", id: 2_000_000_000 })).statusCode).toBe(404);
    // A comment's likes are not among the user's liked items: the profile's like counter stays.
    expect((await fan.client.get("/api/me")).json().data.like_count).toBe(0);
  });
});
