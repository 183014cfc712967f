import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Notification, User } from "@dizilog/shared/api";
import { inTransaction, systemCtx } from "../../src/context.js";
import { domainEventRuns, domainEvents, notifications } from "../../src/db/schema/index.js";
import { type DomainEvent, domainEventSchema } from "../../src/events/domain-events.js";
import { notificationProcessor } from "../../src/jobs/processors/notification.processor.js";
import { SmtpMailer } from "../../src/mail/mailer.js";
import { countUnreadRows } from "../../src/repositories/notification.repository.js";
import { createTestApp, type TestContext } from "../harness.js";
import { makeBlock, makeFollow, recordEvent, setSetting } from "../notification-factories.js";
import { type SmtpTestServer, startSmtp } from "../smtp.js";
import { type MadeUser, makeUser } from "../user-factories.js";

let ctx: TestContext;
let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtp();
  ctx = await createTestApp({ jobs: true, mailer: new SmtpMailer(smtp.url, "Dizilog <no-reply@localhost>") });
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

async function notificationsOf(user: MadeUser, lang = "en"): Promise<Notification[]> {
  const res = await user.client.get("/api/me/notifications?limit=50", { ...user.headers, "accept-language": lang });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: Notification[] }).data;
}

async function unreadOf(user: MadeUser): Promise<number> {
  return ((await user.client.get("/api/me", user.headers)).json() as { data: User }).data.unread_count!;
}

/** The counter cache agrees with the rows it counts. */
async function expectCounterExact(user: MadeUser): Promise<void> {
  expect(await unreadOf(user)).toBe(await countUnreadRows(ctx.database.db, user.id));
}

const commentEvent = (author: MadeUser, fields: Partial<DomainEvent<"comment.created">["payload"]> = {}) => ({
  type: "comment.created" as const,
  actorId: author.id,
  payload: {
    commentId: 901,
    authorId: author.id,
    itemType: "review" as const,
    itemId: 77,
    parentId: null,
    itemOwnerId: null,
    parentAuthorId: null,
    mentionedUserIds: [],
    url: "/shows/kara-sevda/reviews/77#comment_901",
    subjectTitle: "A love that burns",
    ...fields,
  },
});

describe("the notification processor", () => {
  it("a follow tells the followed user, with the actor's byline, a link to their profile and the counter moved", async () => {
    const [follower, followed] = [await makeUser(ctx, { name: "Elif Kaya" }), await makeUser(ctx)];
    await recordEvent(ctx, { type: "follow.created", actorId: follower.id, payload: { followerId: follower.id, followedId: followed.id, status: "accepted" } });
    await ctx.settle();
    const [notification] = await notificationsOf(followed);
    expect(notification).toMatchObject({
      type: "user_followed",
      read_at: null,
      text: "Elif Kaya started following you",
      url: `/user/${follower.row.slug}`,
      subject: { type: "user", id: follower.id, url: `/user/${follower.row.slug}`, title: "Elif Kaya" },
      actor: { id: follower.id, name: "Elif Kaya", username: follower.username, url: `/user/${follower.row.slug}`, role: "user" },
    });
    expect(await unreadOf(followed)).toBe(1);
    expect(await notificationsOf(follower)).toEqual([]);
  });

  it("a request tells the private account; its acceptance tells the requester, not the one who accepted", async () => {
    const [requester, owner] = [await makeUser(ctx, { name: "Can Demir" }), await makeUser(ctx, { name: "Ayşe Şahin" })];
    await recordEvent(ctx, { type: "follow.created", actorId: requester.id, payload: { followerId: requester.id, followedId: owner.id, status: "requested" } });
    await recordEvent(ctx, { type: "follow.accepted", actorId: owner.id, payload: { followerId: requester.id, followedId: owner.id } });
    await ctx.settle();
    expect((await notificationsOf(owner)).map((n) => n.text)).toEqual(["Can Demir asked to follow you"]);
    const [accepted] = await notificationsOf(requester);
    expect(accepted).toMatchObject({ type: "user_followed", text: "Ayşe Şahin accepted your follow request", url: `/user/${owner.row.slug}` });
  });

  it("a top-level comment tells the item's author; a reply tells the parent's author; mentions tell each named user once", async () => {
    const [author, owner, parentAuthor, named, alsoNamed] = await Promise.all([
      makeUser(ctx, { name: "Mert Aydın" }),
      makeUser(ctx),
      makeUser(ctx),
      makeUser(ctx),
      makeUser(ctx),
    ]);
    await recordEvent(ctx, commentEvent(author, { commentId: 1001, itemOwnerId: owner.id, mentionedUserIds: [named.id, author.id, owner.id] }));
    await recordEvent(
      ctx,
      commentEvent(author, { commentId: 1002, parentId: 1001, parentAuthorId: parentAuthor.id, itemOwnerId: owner.id, mentionedUserIds: [parentAuthor.id, alsoNamed.id] }),
    );
    await ctx.settle();

    // The owner was also mentioned in the first comment: one notification, the comment one.
    expect((await notificationsOf(owner)).map((n) => [n.type, n.text])).toEqual([["user_comment", "Mert Aydın commented on “A love that burns”"]]);
    expect((await notificationsOf(named)).map((n) => [n.type, n.text, n.subject.type, n.subject.id])).toEqual([
      ["user_mention", "Mert Aydın mentioned you in a comment on “A love that burns”", "comment", 1001],
    ]);
    // A reply names the author it answers: they hear of the reply once.
    expect((await notificationsOf(parentAuthor)).map((n) => [n.type, n.text])).toEqual([["user_comment", "Mert Aydın replied to your comment on “A love that burns”"]]);
    expect((await notificationsOf(alsoNamed)).map((n) => n.type)).toEqual(["user_mention"]);
    expect(await notificationsOf(author)).toEqual([]);
    for (const user of [owner, named, parentAuthor, alsoNamed]) await expectCounterExact(user);
  });

  it("a comment on a show (no item author) notifies only the mentioned", async () => {
    const [author, named] = [await makeUser(ctx), await makeUser(ctx)];
    await recordEvent(ctx, commentEvent(author, { commentId: 1101, itemType: "show", itemId: 3, itemOwnerId: null, mentionedUserIds: [named.id] }));
    await ctx.settle();
    expect((await notificationsOf(named)).map((n) => n.type)).toEqual(["user_mention"]);
  });

  it("nobody hears of a user they block, nor of a user who blocks them", async () => {
    const [author, blocker, blockedByAuthor, friend] = await Promise.all([makeUser(ctx), makeUser(ctx), makeUser(ctx), makeUser(ctx)]);
    await makeBlock(ctx.database, blocker.id, author.id);
    await makeBlock(ctx.database, author.id, blockedByAuthor.id);
    await recordEvent(ctx, commentEvent(author, { commentId: 1201, mentionedUserIds: [blocker.id, blockedByAuthor.id, friend.id] }));
    await recordEvent(ctx, { type: "follow.created", actorId: author.id, payload: { followerId: author.id, followedId: blocker.id, status: "accepted" } });
    await ctx.settle();
    expect(await notificationsOf(blocker)).toEqual([]);
    expect(await notificationsOf(blockedByAuthor)).toEqual([]);
    expect((await notificationsOf(friend)).map((n) => n.type)).toEqual(["user_mention"]);
    expect(await unreadOf(blocker)).toBe(0);
  });

  it("a review tells every accepted follower of its author, in one statement, and nobody else", async () => {
    const author = await makeUser(ctx, { name: "Zeynep Arslan" });
    const followers = await Promise.all(Array.from({ length: 40 }, () => makeUser(ctx, { session: false })));
    for (const follower of followers) await makeFollow(ctx.database, follower.id, author.id);
    const [pending, blocker, muted, stranger] = await Promise.all([makeUser(ctx), makeUser(ctx), makeUser(ctx), makeUser(ctx)]);
    await makeFollow(ctx.database, pending.id, author.id, "pending");
    await makeFollow(ctx.database, blocker.id, author.id);
    await makeBlock(ctx.database, blocker.id, author.id);
    await makeFollow(ctx.database, muted.id, author.id);
    await setSetting(ctx.database, muted.id, "notify_user_review", false);

    await recordEvent(ctx, {
      type: "review.created",
      actorId: author.id,
      payload: { reviewId: 55, authorId: author.id, showId: 1, url: "/shows/kara-sevda/reviews/55", title: "Unforgettable", showTitle: "Kara Sevda" },
    });
    await ctx.settle();
    const made = await ctx.database.db.select().from(notifications).where(and(eq(notifications.kind, "user_review"), eq(notifications.subjectId, 55)));
    expect(new Set(made.map((n) => n.userId))).toEqual(new Set(followers.map((f) => f.id)));
    expect(made.every((n) => n.actorId === author.id && n.readAt === null)).toBe(true);
    for (const user of [pending, blocker, muted, stranger]) expect(await notificationsOf(user)).toEqual([]);
    const [seen] = await notificationsOf(await makeSession(followers[0]!));
    expect(seen).toMatchObject({ type: "user_review", text: "Zeynep Arslan reviewed Kara Sevda: “Unforgettable”", url: "/shows/kara-sevda/reviews/55" });
  });

  it("a new moderator hears of their new role", async () => {
    const [staff, moderator] = [await makeUser(ctx), await makeUser(ctx)];
    await recordEvent(ctx, { type: "role.moderator_appointed", actorId: staff.id, payload: { userId: moderator.id, showId: 1, showTitle: "Aşk-ı Memnu", url: "/shows/ask-i-memnu" } });
    await ctx.settle();
    expect((await notificationsOf(moderator)).map((n) => [n.type, n.text, n.subject.type, n.url])).toEqual([
      ["role_changed", "You joined the moderation team of Aşk-ı Memnu", "show", "/shows/ask-i-memnu"],
    ]);
    expect((await notificationsOf(moderator, "tr"))[0]!.text).toBe("Artık Aşk-ı Memnu moderasyon ekibindesin");
  });

  it("nobody is notified of their own action", async () => {
    const user = await makeUser(ctx);
    await recordEvent(ctx, { type: "role.moderator_appointed", actorId: user.id, payload: { userId: user.id, showId: 1, showTitle: "Yargı", url: "/shows/yargi" } });
    await recordEvent(ctx, commentEvent(user, { commentId: 1301, itemOwnerId: user.id, mentionedUserIds: [user.id] }));
    await ctx.settle();
    expect(await notificationsOf(user)).toEqual([]);
  });

  it("nothing is notified for a change that rolled back", async () => {
    const [follower, followed] = [await makeUser(ctx), await makeUser(ctx)];
    await expect(
      inTransaction(systemCtx(ctx.deps), async (tx) => {
        await tx.events.record({ type: "follow.created", actorId: follower.id, payload: { followerId: follower.id, followedId: followed.id, status: "accepted" } });
        throw new Error("the follow failed");
      }),
    ).rejects.toThrow("the follow failed");
    await ctx.settle();
    expect(await notificationsOf(followed)).toEqual([]);
  });

  it("runs once per event: a second run, or a run whose marker was lost, notifies nobody twice", async () => {
    const [follower, followed] = [await makeUser(ctx), await makeUser(ctx)];
    await recordEvent(ctx, { type: "follow.created", actorId: follower.id, payload: { followerId: follower.id, followedId: followed.id, status: "accepted" } });
    await ctx.settle();
    const [row] = await ctx.database.db.select().from(domainEvents).where(and(eq(domainEvents.type, "follow.created"), eq(domainEvents.actorId, follower.id)));
    const body = domainEventSchema.parse({ type: row!.type, payload: row!.payload });
    const event = { ...body, id: row!.id, actorId: row!.actorId, createdAt: row!.createdAt } as DomainEvent;
    await notificationProcessor.handle(ctx.deps, event);
    // The run marker gone (a crash between the commit and the marker): the rows' unique key holds.
    await ctx.database.db.delete(domainEventRuns).where(eq(domainEventRuns.eventId, row!.id));
    await notificationProcessor.handle(ctx.deps, event);
    await ctx.settle();
    expect(await notificationsOf(followed)).toHaveLength(1);
    expect(await unreadOf(followed)).toBe(1);
  });

  it("notify_<kind> off: no in-app notification; email_<kind> on: a mail in the user's language, to a verified address only", async () => {
    const actor = await makeUser(ctx, { name: "Deniz Yılmaz" });
    const quiet = await makeUser(ctx, { locale: "tr" });
    await setSetting(ctx.database, quiet.id, "notify_user_followed", false);
    const unverified = await makeUser(ctx, { verified: false });
    const mailless = await makeUser(ctx);
    await setSetting(ctx.database, mailless.id, "email_user_followed", false);
    for (const user of [quiet, unverified, mailless]) {
      await recordEvent(ctx, { type: "follow.created", actorId: actor.id, payload: { followerId: actor.id, followedId: user.id, status: "accepted" } });
    }
    await ctx.settle();

    expect(await notificationsOf(quiet)).toEqual([]);
    expect(await unreadOf(quiet)).toBe(0);
    const mail = await smtp.waitForMail(quiet.email);
    expect(mail).toContain("Subject: Deniz Yılmaz seni takip etmeye başladı");
    expect(mail).toContain(`/user/${actor.row.slug}`);
    expect(mail).toContain("/settings/notifications");

    expect(await notificationsOf(unverified)).toHaveLength(1);
    expect(await notificationsOf(mailless)).toHaveLength(1);
    expect(smtp.mailsTo(unverified.email)).toEqual([]);
    expect(smtp.mailsTo(mailless.email)).toEqual([]);
  });

  it("kinds mailed only when turned on (user_comment) are not mailed by default, and are once turned on", async () => {
    const [author, owner, fan] = [await makeUser(ctx, { name: "Selin Öztürk" }), await makeUser(ctx), await makeUser(ctx, { locale: "ar" })];
    await setSetting(ctx.database, fan.id, "email_user_comment", true);
    await recordEvent(ctx, commentEvent(author, { commentId: 1401, itemOwnerId: owner.id }));
    await recordEvent(ctx, commentEvent(author, { commentId: 1402, itemOwnerId: fan.id }));
    await ctx.settle();
    expect(smtp.mailsTo(owner.email)).toEqual([]);
    const mail = smtp.mailsTo(fan.email);
    expect(mail).toHaveLength(1);
    // The quoted words are isolated (U+2068 … U+2069) in a right-to-left sentence.
    expect(mail[0]!.subject).toBe("علّق \u2068Selin Öztürk\u2069 على «\u2068A love that burns\u2069»");
    expect(mail[0]!.text).toContain('dir="rtl"');
  });

  /** A follower made without a session, signed in for one look at their notifications. */
  async function makeSession(user: MadeUser): Promise<MadeUser> {
    const { createSession } = await import("../../src/auth/session.repository.js");
    const { token } = await createSession(ctx.database.db, { userId: user.id, kind: "bearer", remember: false, userAgent: "vitest", ipAddress: "127.0.0.1" }, new Date());
    return { ...user, headers: { authorization: `Bearer ${token}` } };
  }
});
