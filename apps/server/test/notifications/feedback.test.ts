import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Notification } from "@dizilog/shared/api";
import { comments, domainEvents, notificationMarks, notifications, posts, users } from "../../src/db/schema/index.js";
import { JOBS } from "../../src/jobs/registry.js";
import { makeShow } from "../factories.js";
import { createTestApp, type TestContext } from "../harness.js";
import { makeComment, makeReport, makeReview } from "../moderation/factories.js";
import { makeBlock, recordEvent, setSetting } from "../notification-factories.js";
import { type MadeUser, makeUser } from "../user-factories.js";
import { makeAsk, makePoll, makePost, newShow } from "../wall/social-helpers.js";

/**
 * The community's feedback (decision 0038): suggestions on an ask, poll votes, likes of posts and
 * comments, helpful reviews — grouped per item, once per actor a day — and report outcomes, through
 * the real services and job handlers.
 */
const STAFF_EMAIL = "feedback-staff@example.com";
let env: TestContext;
let staff: MadeUser;
beforeAll(async () => {
  env = await createTestApp({ jobs: true, env: { STAFF_EMAILS: STAFF_EMAIL } });
  staff = await makeUser(env, { email: STAFF_EMAIL });
});
afterAll(async () => env?.close());
const db = () => env.database.db;

const like = (user: MadeUser, type: "post" | "comment", id: number) => user.client.post("/api/like-item", { type, id });
const rows = (user: MadeUser, kind?: string) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), kind === undefined ? undefined : eq(notifications.kind, kind)))
    .orderBy(asc(notifications.id));
const listOf = async (user: MadeUser, lang = "en") =>
  ((await user.client.get("/api/me/notifications", { "accept-language": lang })).json() as { data: Notification[] }).data;
const unreadOf = async (user: MadeUser) => (await db().select({ n: users.unreadCount }).from(users).where(eq(users.id, user.id)))[0]!.n;

async function expectOk(res: { statusCode: number; body: string }, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
}

/** The `notification.created` events of a user, oldest first, as the delivery processors get them. */
async function deliveriesOf(user: MadeUser) {
  const events = await db()
    .select({ payload: domainEvents.payload })
    .from(domainEvents)
    .where(and(eq(domainEvents.type, "notification.created"), sql`(${domainEvents.payload} ->> 'userId')::int = ${user.id}`))
    .orderBy(asc(domainEvents.id));
  return events.map((e) => e.payload as { notificationId: number | null; push?: boolean; mail: unknown });
}

describe("the settings", () => {
  it("offer the six kinds: in-app on, mail off by default", async () => {
    const user = await makeUser(env);
    const data = (await user.client.get("/api/settings")).json().data as Record<string, unknown>;
    for (const kind of ["ask_suggestion", "poll_vote", "post_like", "comment_like", "review_helpful", "report_resolved"]) {
      expect([data[`notify_${kind}`], data[`email_${kind}`]], kind).toEqual([true, false]);
    }
  });
});

describe("likes of posts and comments", () => {
  it("tells the post's author once, in their language, with the link; the author's own like tells nobody", async () => {
    const [author, fan] = [await makeUser(env, { locale: "tr" }), await makeUser(env, { name: "Elif Kaya" })];
    const post = await makePost(db(), author.id, { content: "Bu akşam hangi diziyi izlesem?" });
    await expectOk(await like(fan, "post", post.id));
    await expectOk(await like(author, "post", post.id));
    await env.settle();
    expect(await rows(author)).toHaveLength(1);
    expect(await rows(fan)).toHaveLength(0);
    const [note] = await listOf(author);
    expect(note).toMatchObject({
      type: "post_like",
      text: "Elif Kaya liked your post “Bu akşam hangi diziyi izlesem?”",
      subject: { type: "post", id: post.id },
      actor: { id: fan.id },
    });
    expect(note!.url).toMatch(new RegExp(`^/user/${author.row.slug}/wall/`));
    expect((await listOf(author, "tr"))[0]!.text).toBe("Elif Kaya, “Bu akşam hangi diziyi izlesem?” gönderini beğendi");
    expect(await unreadOf(author)).toBe(1);
  });

  it("groups: one unread notification per post, the latest liker and the count of others, moved to the top", async () => {
    const author = await makeUser(env);
    const likers = [await makeUser(env, { name: "Ayşe" }), await makeUser(env, { name: "Burak" }), await makeUser(env, { name: "Cem" })];
    const post = await makePost(db(), author.id, { content: "Final" });
    const other = await makePost(db(), author.id, { content: "Başka" });
    await expectOk(await like(likers[0]!, "post", post.id));
    await env.settle();
    const [first] = await rows(author);
    await expectOk(await like(likers[1]!, "post", other.id));
    await env.settle();
    for (const liker of likers.slice(1)) {
      await expectOk(await like(liker, "post", post.id));
      await env.settle();
    }
    const stored = await rows(author, "post_like");
    expect(stored).toHaveLength(2);
    expect(await unreadOf(author)).toBe(2);
    const list = await listOf(author);
    expect(list.map((n) => n.text)).toEqual(["Cem and 2 others liked your post “Final”", "Burak liked your post “Başka”"]);
    expect(list[0]!.id).toBeGreaterThan(first!.id);
    expect(list[0]!.actor?.id).toBe(likers[2]!.id);

    // Read: the next like starts a new notification.
    await expectOk(await author.client.post("/api/me/notifications/read"));
    const late = await makeUser(env, { name: "Deniz" });
    await expectOk(await like(late, "post", post.id));
    await env.settle();
    expect((await listOf(author))[0]).toMatchObject({ text: "Deniz liked your post “Final”", read_at: null });
    expect(await unreadOf(author)).toBe(1);
  });

  it("like, unlike, like again: one notification, no second push or mail; a day later it counts again", async () => {
    const author = await makeUser(env);
    await setSetting(env.database, author.id, "email_post_like", true);
    const fan = await makeUser(env, { name: "Zeynep" });
    const post = await makePost(db(), author.id, { content: "Yargı" });
    for (let i = 0; i < 5; i++) {
      await expectOk(await like(fan, "post", post.id));
      await env.settle();
    }
    expect(await rows(author)).toHaveLength(1);
    expect((await listOf(author))[0]!.text).toBe("Zeynep liked your post “Yargı”");
    expect(await deliveriesOf(author)).toHaveLength(1);
    expect(await unreadOf(author)).toBe(1);

    // A day later the same like is news again, but the same person is not "one other".
    await db().update(notificationMarks).set({ markedAt: sql`${notificationMarks.markedAt} - interval '25 hours'` }).where(eq(notificationMarks.actorId, fan.id));
    await expectOk(await like(fan, "post", post.id));
    expect((await like(fan, "post", post.id)).json()).toMatchObject({ liked: true });
    await env.settle();
    expect(await rows(author)).toHaveLength(1);
    expect((await listOf(author))[0]!.text).toBe("Zeynep liked your post “Yargı”");
    // Within 15 minutes of the last push: realtime only, no push and no mail.
    const deliveries = await deliveriesOf(author);
    expect(deliveries).toHaveLength(2);
    expect(deliveries[1]).toMatchObject({ push: false, mail: null });
  });

  it("pushes and mails a grouped notification at most once per 15 minutes per item", async () => {
    const author = await makeUser(env);
    await setSetting(env.database, author.id, "email_post_like", true);
    const post = await makePost(db(), author.id);
    const fans = [await makeUser(env), await makeUser(env), await makeUser(env)];
    await expectOk(await like(fans[0]!, "post", post.id));
    await env.settle();
    await expectOk(await like(fans[1]!, "post", post.id));
    await env.settle();
    await db().update(notifications).set({ deliveredAt: sql`${notifications.deliveredAt} - interval '16 minutes'` }).where(eq(notifications.userId, author.id));
    await expectOk(await like(fans[2]!, "post", post.id));
    await env.settle();
    const deliveries = await deliveriesOf(author);
    expect(deliveries.map((d) => [d.push !== false, d.mail !== null])).toEqual([
      [true, true],
      [false, false],
      [true, true],
    ]);
  });

  it("one person's spree of likes on many posts: every post is told in the list, the phone buzzes once", async () => {
    const author = await makeUser(env);
    const fan = await makeUser(env);
    const own = await Promise.all([1, 2, 3, 4].map((i) => makePost(db(), author.id, { content: `Gönderi ${i}` })));
    for (const post of own) await expectOk(await like(fan, "post", post.id));
    await env.settle();
    expect(await rows(author, "post_like")).toHaveLength(4);
    expect(await unreadOf(author)).toBe(4);
    expect((await deliveriesOf(author)).map((d) => d.push !== false)).toEqual([true, false, false, false]);
  });

  it("forgets the marks older than a day (the daily job); a younger mark stays", async () => {
    const [author, fan, other] = [await makeUser(env), await makeUser(env), await makeUser(env)];
    const post = await makePost(db(), author.id);
    await expectOk(await like(fan, "post", post.id));
    await expectOk(await like(other, "post", post.id));
    await env.settle();
    await db().update(notificationMarks).set({ markedAt: sql`${notificationMarks.markedAt} - interval '25 hours'` }).where(eq(notificationMarks.actorId, fan.id));
    await JOBS.find((job) => job.name === "notifications.prune-marks")!.handle(env.deps, {});
    const marks = await db().select({ actorId: notificationMarks.actorId }).from(notificationMarks).where(and(eq(notificationMarks.kind, "post_like"), eq(notificationMarks.subjectId, post.id)));
    expect(marks).toEqual([{ actorId: other.id }]);
  });

  it("tells a comment's author of a like, grouped; never its liker", async () => {
    const { show } = await makeShow(db());
    const author = await makeUser(env);
    const comment = await makeComment(db(), { userId: author.id, itemType: "show", itemId: show.id, showId: show.id });
    const [a, b] = [await makeUser(env, { name: "Ayşe" }), await makeUser(env, { name: "Burak" })];
    await expectOk(await like(a, "comment", comment.id));
    await expectOk(await like(b, "comment", comment.id));
    await env.settle();
    const list = await listOf(author);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      type: "comment_like",
      text: `Burak and 1 other liked your comment on “${show.originalTitle}”`,
      url: `/shows/${show.slug}#comment_${comment.id}`,
      subject: { type: "comment", id: comment.id },
    });
  });

  it("settings off: no notification; a block either way: none; an owner who may no longer see the item: none", async () => {
    const [quiet, blocker, blocked, fan] = [await makeUser(env), await makeUser(env), await makeUser(env), await makeUser(env)];
    await setSetting(env.database, quiet.id, "notify_post_like", false);
    const quietPost = await makePost(db(), quiet.id);
    await expectOk(await like(fan, "post", quietPost.id));

    // Blocks are checked when the notification is made, even for a like recorded before the block.
    const blockerPost = await makePost(db(), blocker.id);
    const blockedPost = await makePost(db(), blocked.id);
    await makeBlock(env.database, blocker.id, fan.id);
    await makeBlock(env.database, fan.id, blocked.id);
    for (const postId of [blockerPost.id, blockedPost.id]) {
      await recordEvent(env, { type: "like.created", actorId: fan.id, payload: { userId: fan.id, itemType: "post", itemId: postId } });
    }

    // A comment on a post that became private: its author no longer sees it.
    const [owner, commenter] = [await makeUser(env), await makeUser(env)];
    const post = await makePost(db(), owner.id);
    const [comment] = await db().insert(comments).values({ userId: commenter.id, itemType: "post", itemId: post.id, showId: null, content: "Katılıyorum" }).returning();
    await db().update(posts).set({ visibility: "private" }).where(eq(posts.id, post.id));
    await recordEvent(env, { type: "like.created", actorId: fan.id, payload: { userId: fan.id, itemType: "comment", itemId: comment!.id } });
    await env.settle();
    for (const user of [quiet, blocker, blocked, commenter]) {
      expect(await rows(user)).toEqual([]);
      expect(await unreadOf(user)).toBe(0);
    }
  });
});

describe("poll votes, suggestions and helpful reviews", () => {
  it("tells the poll's author of votes, grouped per poll", async () => {
    const author = await makeUser(env);
    const { post, poll, optionIds } = await makePoll(db(), author.id, { content: "Finalde kim kazanır?" });
    const voters = [await makeUser(env, { name: "Ayşe" }), await makeUser(env, { name: "Burak" }), await makeUser(env, { name: "Cem" })];
    for (const [i, voter] of voters.entries()) await expectOk(await voter.client.post(`/api/polls/${poll.id}/vote`, { option: optionIds[i % 2] }));
    await expectOk(await author.client.post(`/api/polls/${poll.id}/vote`, { option: optionIds[0] }));
    await env.settle();
    const list = await listOf(author);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ type: "poll_vote", text: "Cem and 2 others voted in your poll “Finalde kim kazanır?”", subject: { type: "post", id: post.id } });
    expect(await unreadOf(author)).toBe(1);
  });

  it("tells the ask's author of suggestions; a second show from the same person is not news", async () => {
    const author = await makeUser(env);
    const ask = await makeAsk(db(), author.id, { content: "Bana bir dizi önerin" });
    const [a, b] = [await makeUser(env, { name: "Ayşe" }), await makeUser(env, { name: "Burak" })];
    await expectOk(await a.client.post(`/api/asks/${ask.id}/suggestions`, { show_id: (await newShow(db())).id }), 201);
    await env.settle();
    expect((await listOf(author))[0]).toMatchObject({ type: "ask_suggestion", text: "Ayşe suggested a show for your ask “Bana bir dizi önerin”" });
    await expectOk(await a.client.post(`/api/asks/${ask.id}/suggestions`, { show_id: (await newShow(db())).id }), 201);
    await env.settle();
    expect((await listOf(author))[0]!.text).toBe("Ayşe suggested a show for your ask “Bana bir dizi önerin”");
    await expectOk(await b.client.post(`/api/asks/${ask.id}/suggestions`, { show_id: (await newShow(db())).id }), 201);
    await env.settle();
    const list = await listOf(author);
    expect(list.map((n) => n.text)).toEqual(["Burak and 1 other suggested shows for your ask “Bana bir dizi önerin”"]);
  });

  it("tells a review's author of a helpful vote once: up, take back, up again; a down vote tells nobody", async () => {
    const { show } = await makeShow(db());
    const author = await makeUser(env);
    const review = await makeReview(db(), { userId: author.id, showId: show.id, title: "Yılın dizisi" });
    const [fan, critic] = [await makeUser(env, { name: "Ayşe" }), await makeUser(env)];
    const vote = (user: MadeUser, value: string | null) => user.client.post(`/api/reviews/${review.id}/vote`, { vote: value });
    await expectOk(await vote(fan, "up"));
    await expectOk(await vote(fan, null));
    await expectOk(await vote(fan, "up"));
    await expectOk(await vote(critic, "down"));
    await env.settle();
    const list = await listOf(author);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      type: "review_helpful",
      text: "Ayşe found your review “Yılın dizisi” helpful",
      url: `/shows/${show.slug}/reviews/${review.id}`,
      subject: { type: "review", id: review.id },
    });
  });
});

describe("report outcomes", () => {
  it("tells each reporter once, without the moderator or the item, whatever the action; the author hears nothing", async () => {
    const { show } = await makeShow(db());
    const author = await makeUser(env);
    const comment = await makeComment(db(), { userId: author.id, itemType: "show", itemId: show.id, showId: show.id, content: "Herkes ölüyor!" });
    const reporters = [await makeUser(env), await makeUser(env, { locale: "de" })];
    const reports = [];
    for (const reporter of reporters) reports.push(await makeReport(db(), { reporterId: reporter.id, itemType: "comment", itemId: comment.id, itemOwnerId: author.id, showId: show.id }));
    await expectOk(await staff.client.post(`/api/admin/reports/${reports[0]!.id}/resolve`, { action: "remove_item" }));
    await env.settle();
    for (const [i, reporter] of reporters.entries()) {
      const list = await listOf(reporter);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        type: "report_resolved",
        actor: null,
        text: "Moderators took action on your report. Thank you for helping.",
        url: "/notifications",
        subject: { type: "report", id: reports[i]!.id, title: "" },
      });
      expect(JSON.stringify(list[0])).not.toContain("Herkes");
    }
    expect((await listOf(reporters[1]!, "de"))[0]!.text).toBe("Das Moderationsteam hat auf deine Meldung reagiert. Danke für deine Hilfe.");
    expect(await rows(author)).toEqual([]);
    expect(await rows(staff)).toEqual([]);
  });

  it("a dismissal says so; a later report of the same item is told only of its own outcome; a reporter who resolves is not told", async () => {
    const { show } = await makeShow(db());
    const author = await makeUser(env);
    const review = await makeReview(db(), { userId: author.id, showId: show.id });
    const first = await makeUser(env);
    const report = await makeReport(db(), { reporterId: first.id, itemType: "review", itemId: review.id, itemOwnerId: author.id, showId: show.id });
    const own = await makeReport(db(), { reporterId: staff.id, itemType: "review", itemId: review.id, itemOwnerId: author.id, showId: show.id });
    await expectOk(await staff.client.post(`/api/admin/reports/${report.id}/resolve`, { action: "dismiss" }));
    await env.settle();
    expect((await listOf(first)).map((n) => n.text)).toEqual(["Moderators reviewed your report and found no rule broken."]);
    expect((await rows(staff)).filter((n) => n.subjectId === own.id)).toEqual([]);

    const second = await makeUser(env);
    const later = await makeReport(db(), { reporterId: second.id, itemType: "review", itemId: review.id, itemOwnerId: author.id, showId: show.id });
    await expectOk(await staff.client.post(`/api/admin/reports/${later.id}/resolve`, { action: "dismiss" }));
    await env.settle();
    expect(await rows(first)).toHaveLength(1);
    expect(await rows(second)).toHaveLength(1);
  });

  it("notify_report_resolved off: nothing", async () => {
    const { show } = await makeShow(db());
    const [author, reporter] = [await makeUser(env), await makeUser(env)];
    await setSetting(env.database, reporter.id, "notify_report_resolved", false);
    const comment = await makeComment(db(), { userId: author.id, itemType: "show", itemId: show.id, showId: show.id });
    const report = await makeReport(db(), { reporterId: reporter.id, itemType: "comment", itemId: comment.id, itemOwnerId: author.id, showId: show.id });
    await expectOk(await staff.client.post(`/api/admin/reports/${report.id}/resolve`, { action: "dismiss" }));
    await env.settle();
    expect(await rows(reporter)).toEqual([]);
  });
});
