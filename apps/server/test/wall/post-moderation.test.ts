import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@dizilog/shared";
import { ITEM_ACTION_MESSAGES, type ModerationReport } from "@dizilog/shared/api";
import { askSuggestions, comments, hiddenItems, likes, pollOptions, polls, postHashtags, reports } from "../../src/db/schema/index.js";
import { encodeHashid } from "../../src/lib/hashid.js";
import { PASSWORD } from "../accounts/helpers.js";
import { block, comment, imageBytes, makeModerator, postMultipart } from "../comments/helpers.js";
import { createTestApp, type TestContext } from "../harness.js";
import { type MadeUser, makeUser } from "../user-factories.js";
import { makePoster, postWallMultipart } from "./helpers.js";
import { makeAsk, makePoll, makePost, newShow, postRow } from "./social-helpers.js";

const STAFF_EMAIL = "wall-staff@example.com";
let env: TestContext;
let staff: MadeUser;
beforeAll(async () => {
  env = await createTestApp({ env: { STAFF_EMAILS: STAFF_EMAIL } });
  staff = await makeUser(env, { email: STAFF_EMAIL });
});
afterAll(async () => env.close());
const db = () => env.database.db;

const hide = (user: MadeUser, id: number, undo = false) => user.client.post(`/api/accounts/${id}/filter`, { type: "wall", filter: "hide", ...(undo ? { action: "undo" } : {}) });
const report = (user: MadeUser, id: number, reason = "spam") => user.client.post("/api/submit-report", { type: "post", id, reason });
const resolve = (user: MadeUser, reportId: number, action: string) => user.client.post(`/api/admin/reports/${reportId}/resolve`, { action });
const pageOf = (user: MadeUser) => `/user/${user.username.toLowerCase()}/wall`;
const globalIds = async (viewer: MadeUser) => ((await viewer.client.get("/api/feeds?stream=global&limit=50")).json().data as { id: number }[]).map((p) => p.id);

describe("hiding a post (POST /api/accounts/{id}/filter type wall)", () => {
  it("hides a post from the viewer's streams, and undo shows it again (both idempotent)", async () => {
    const [author, viewer] = [await makeUser(env), await makeUser(env)];
    const post = await makePost(db(), author.id);
    expect(await globalIds(viewer)).toContain(post.id);
    for (let i = 0; i < 2; i++) {
      const res = await hide(viewer, post.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ data: { hidden: true } });
    }
    expect(await globalIds(viewer)).not.toContain(post.id);
    expect(await db().select().from(hiddenItems).where(and(eq(hiddenItems.userId, viewer.id), eq(hiddenItems.itemType, "wall")))).toHaveLength(1);
    for (let i = 0; i < 2; i++) expect((await hide(viewer, post.id, true)).json()).toEqual({ data: { hidden: false } });
    expect(await globalIds(viewer)).toContain(post.id);
  });

  it("answers 422 for one's own post and 404 for a post the viewer may not see", async () => {
    const [author, viewer] = [await makeUser(env), await makeUser(env)];
    const own = await hide(author, (await makePost(db(), author.id)).id);
    expect(own.statusCode).toBe(422);
    expect(own.json()).toMatchObject({ message: ITEM_ACTION_MESSAGES.hideOwn, errors: { id: [ITEM_ACTION_MESSAGES.hideOwn] } });
    const privatePost = await makePost(db(), author.id, { visibility: "private" });
    const blocker = await makeUser(env);
    const blockers = await makePost(db(), blocker.id);
    await block(db(), blocker.id, viewer.id);
    for (const id of [privatePost.id, blockers.id, 2_000_000_000]) {
      const res = await hide(viewer, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: MESSAGES.notFound });
    }
  });
});

describe("reporting a post and moderating it", () => {
  it("files a report with the post's author and show; the same report again answers 200", async () => {
    const [author, reporter] = [await makeUser(env), await makeUser(env)];
    const show = await newShow(db());
    const post = await makePost(db(), author.id, { showId: show.id });
    const res = await report(reporter, post.id);
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await db().select().from(reports).where(eq(reports.id, res.json().data.id));
    expect(row).toMatchObject({ itemType: "post", itemId: post.id, itemOwnerId: author.id, showId: show.id });
    expect((await report(reporter, post.id)).statusCode).toBe(200);
    const own = await report(author, post.id);
    expect(own.statusCode).toBe(422);
    expect(own.json().message).toBe(ITEM_ACTION_MESSAGES.reportOwn);
    expect((await report(reporter, 2_000_000_000)).statusCode).toBe(404);
  });

  it("shows the post on the moderation page of its show's moderators, who remove it: 404 to all but staff, out of the streams", async () => {
    const [author, reporter, moderator, otherModerator, viewer] = await Promise.all(Array.from({ length: 5 }, () => makeUser(env)));
    const show = await newShow(db());
    await makeModerator(db(), moderator!.id, show.id);
    await makeModerator(db(), otherModerator!.id, (await newShow(db())).id);
    const post = await makePost(db(), author!.id, { showId: show.id, content: "Spoiler: final bölümünde herkes ölüyor #dizi" });
    await db().insert(postHashtags).values({ postId: post.id, keyword: "dizi", public: true });
    const reportId = (await report(reporter!, post.id)).json().data.id as number;

    const listed = (await moderator!.client.get("/api/moderation/reports")).json().data as ModerationReport[];
    const mine = listed.find((r) => r.id === reportId);
    expect(mine?.item).toEqual({
      type: "post",
      id: post.id,
      url: `${pageOf(author!)}/${encodeHashid("post", post.id)}`,
      title: "Spoiler: final bölümünde herkes ölüyor #dizi",
      text: "Spoiler: final bölümünde herkes ölüyor #dizi",
      spoiler: false,
      removed: false,
      images: [],
    });
    expect(mine?.abilities).toEqual({ dismiss: true, remove_item: true, suspend_user: false });
    // Another show's moderator neither sees nor settles it.
    expect(((await otherModerator!.client.get("/api/moderation/reports")).json().data as ModerationReport[]).map((r) => r.id)).not.toContain(reportId);
    expect((await resolve(otherModerator!, reportId, "remove_item")).statusCode).toBe(404);

    const removed = await resolve(moderator!, reportId, "remove_item");
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.item.removed).toBe(true);
    expect((await postRow(db(), post.id))!.removedAt).not.toBeNull();
    const url = `/api/wall/posts/${author!.username.toLowerCase()}/${encodeHashid("post", post.id)}`;
    expect((await viewer!.client.get(url)).statusCode).toBe(404);
    expect((await author!.client.get(url)).statusCode).toBe(404);
    expect((await staff.client.get(url)).statusCode).toBe(200);
    expect(await globalIds(viewer!)).not.toContain(post.id);
    expect((await viewer!.client.get("/api/feeds?stream=hashtag&hashtag=dizi")).json().data.map((p: { id: number }) => p.id)).not.toContain(post.id);
    // What hangs on it is out of reach too.
    expect((await viewer!.client.post("/api/like-item", { type: "post", id: post.id })).statusCode).toBe(404);
    expect((await viewer!.client.get(`/api/comments/v1?type=post&id=${post.id}`)).statusCode).toBe(404);
  });

  it("answers 422 for remove_item when the post is gone", async () => {
    const [author, reporter] = [await makeUser(env), await makeUser(env)];
    const post = await makePost(db(), author.id);
    const reportId = (await report(reporter, post.id)).json().data.id as number;
    expect((await author.client.delete(`/api/wall/${post.id}`)).statusCode).toBeLessThan(300);
    const res = await resolve(staff, reportId, "remove_item");
    expect(res.statusCode).toBe(422);
  });
});

describe("blocking a post's author (the menu's block, POST /api/blocks)", () => {
  it("hides the post, its poll, its suggestions and its comments from the blocker, and the blocker's comment from the author", async () => {
    const [author, viewer] = [await makeUser(env), await makeUser(env)];
    const ask = await makeAsk(db(), author.id);
    const poll = await makePoll(db(), author.id);
    await comment(viewer, "post", ask.id, "Önce");
    const blocked = await viewer.client.post("/api/blocks", { user_id: author.id });
    expect(blocked.statusCode, blocked.body).toBe(200);
    const url = `/api/wall/posts/${author.username.toLowerCase()}/${encodeHashid("post", ask.id)}`;
    const who = viewer;
    expect((await who.client.get(url)).statusCode).toBe(404);
    expect((await who.client.get(`/api/asks/suggestions?ask_id=${ask.id}`)).statusCode).toBe(404);
    expect((await who.client.post(`/api/asks/${ask.id}/suggestions`, { show_id: (await newShow(db())).id })).statusCode).toBe(404);
    expect((await who.client.get(`/api/comments/v1?type=post&id=${ask.id}`)).statusCode).toBe(404);
    expect((await who.client.post(`/api/polls/${poll.poll.id}/vote`, { option: poll.optionIds[0] })).statusCode).toBe(404);
    expect((await who.client.post("/api/react", { type: "post", id: ask.id, react_id: "wow" })).statusCode).toBe(404);
    expect((await who.client.post("/api/like-item", { type: "post", id: ask.id })).statusCode).toBe(404);
    expect(await globalIds(who)).not.toContain(ask.id);
    // The author no longer sees the blocker's comment on their own post.
    const page = (await author.client.get(`/api/comments/v1?type=post&id=${ask.id}`)).json();
    expect(page.data).toEqual([]);
  });
});

describe("account deletion and the wall", () => {
  it("deletes the user's posts, votes, suggestions and likes, and keeps others' counters right", async () => {
    const [leaver, other, third] = [await makeUser(env), await makeUser(env), await makeUser(env)];
    // Others' items the leaver took part in.
    const othersPost = await makePost(db(), other.id);
    const othersPoll = await makePoll(db(), other.id);
    const othersAsk = await makeAsk(db(), other.id);
    expect((await leaver.client.post("/api/like-item", { type: "post", id: othersPost.id })).statusCode).toBe(200);
    expect((await third.client.post("/api/like-item", { type: "post", id: othersPost.id })).statusCode).toBe(200);
    expect((await leaver.client.post(`/api/polls/${othersPoll.poll.id}/vote`, { option: othersPoll.optionIds[0] })).statusCode).toBe(200);
    expect((await third.client.post(`/api/polls/${othersPoll.poll.id}/vote`, { option: othersPoll.optionIds[1] })).statusCode).toBe(200);
    const leaversSuggestion = (await leaver.client.post(`/api/asks/${othersAsk.id}/suggestions`, { show_id: (await newShow(db())).id })).json().data as { id: number };
    const thirdsSuggestion = (await third.client.post(`/api/asks/${othersAsk.id}/suggestions`, { show_id: (await newShow(db())).id })).json().data as { id: number };
    expect((await leaver.client.post("/api/like-item", { type: "suggestion", id: thirdsSuggestion.id })).statusCode).toBe(200);
    expect((await third.client.post("/api/like-item", { type: "suggestion", id: leaversSuggestion.id })).statusCode).toBe(200);
    await comment(leaver, "post", othersPost.id, "Güzel");
    await comment(third, "post", othersPost.id, "Bence de");
    // The leaver's own post, with others' comment, like and a post someone wrote on their wall.
    const leaversPost = await makePost(db(), leaver.id);
    await comment(third, "post", leaversPost.id, "Selam");
    expect((await third.client.post("/api/like-item", { type: "post", id: leaversPost.id })).statusCode).toBe(200);
    const onTheirWall = await makePost(db(), third.id, { targetUserId: leaver.id });
    const leaversAsk = await makeAsk(db(), leaver.id);
    const onLeaversAsk = (await third.client.post(`/api/asks/${leaversAsk.id}/suggestions`, { show_id: (await newShow(db())).id })).json().data as { id: number };
    expect((await other.client.post("/api/like-item", { type: "suggestion", id: onLeaversAsk.id })).statusCode).toBe(200);

    expect((await leaver.client.delete("/api/me", { password: PASSWORD })).statusCode).toBe(204);

    const post = await postRow(db(), othersPost.id);
    expect(post).toMatchObject({ likeCount: 1, commentsCount: 1 });
    const [poll] = await db().select().from(polls).where(eq(polls.id, othersPoll.poll.id));
    expect(poll!.totalVotes).toBe(1);
    const options = await db().select().from(pollOptions).where(eq(pollOptions.pollId, othersPoll.poll.id));
    expect(Object.fromEntries(options.map((o) => [o.id, o.votesCount]))).toEqual({ [othersPoll.optionIds[0]!]: 0, [othersPoll.optionIds[1]!]: 1, [othersPoll.optionIds[2]!]: 0 });
    expect((await postRow(db(), othersAsk.id))!.suggestionsCount).toBe(1);
    const suggestions = await db().select().from(askSuggestions).where(eq(askSuggestions.askId, othersAsk.id));
    expect(suggestions.map((s) => [s.id, s.likesCount])).toEqual([[thirdsSuggestion.id, 0]]);
    // Nothing is left pointing at what went.
    for (const id of [leaversPost.id, onTheirWall.id, leaversAsk.id]) expect(await postRow(db(), id)).toBeUndefined();
    expect(await db().select().from(comments).where(and(eq(comments.itemType, "post"), eq(comments.itemId, leaversPost.id)))).toEqual([]);
    for (const [type, id] of [
      ["post", leaversPost.id],
      ["suggestion", leaversSuggestion.id],
      ["suggestion", onLeaversAsk.id],
    ] as const) {
      expect(await db().select().from(likes).where(and(eq(likes.itemType, type), eq(likes.itemId, id))), `${type} ${id}`).toEqual([]);
    }
    // The page of the other ask still answers, with the one suggestion left.
    const page = (await third.client.get(`/api/asks/suggestions?ask_id=${othersAsk.id}`)).json();
    expect(page.meta.pagination.total).toBe(1);
  });
});

describe("removing an item with uploaded images", () => {
  it("deletes a removed post's images and a removed comment's image: their addresses answer 404, to staff too", async () => {
    const author = await makePoster(env);
    const reporter = await makeUser(env);
    const created = await postWallMultipart(author, { type: "post", content: "Kendi çektiğim sahne fotoğrafları" }, [await imageBytes(800, 450), await imageBytes(600, 600)]);
    expect(created.statusCode, created.body).toBe(201);
    const post = created.json().data as { id: number; images: { data: { url: string }[] } };
    const replied = await postMultipart(reporter, "/api/comments/add", { type: "post", id: String(post.id), content: "Bunu ben çektim aslında" }, { bytes: await imageBytes(700, 500) });
    expect(replied.statusCode, replied.body).toBe(201);
    const commentData = replied.json().data as { id: number; photo: { url: string } };
    const served = async (url: string) => (await env.app.inject({ method: "GET", url })).statusCode;
    const imageUrls = post.images.data.map((image) => image.url);
    expect(imageUrls).toHaveLength(2);
    for (const url of [...imageUrls, commentData.photo.url]) expect(await served(url), url).toBe(200);

    const commentReport = (await author.client.post("/api/submit-report", { type: "comment", id: commentData.id, reason: "copyright" })).json().data.id as number;
    expect((await resolve(staff, commentReport, "remove_item")).statusCode).toBe(200);
    expect(await served(commentData.photo.url)).toBe(404);
    const [removedComment] = await db().select().from(comments).where(eq(comments.id, commentData.id));
    expect(removedComment!.photo).toBeNull();

    const postReport = (await report(reporter, post.id, "copyright")).json().data.id as number;
    expect((await resolve(staff, postReport, "remove_item")).statusCode).toBe(200);
    for (const url of imageUrls) expect(await served(url), url).toBe(404);
    const seenByStaff = await staff.client.get(`/api/wall/posts/${author.username.toLowerCase()}/${encodeHashid("post", post.id)}`);
    expect(seenByStaff.statusCode).toBe(200);
    expect(seenByStaff.json().data.images).toEqual({ data: [] });
  });
});
