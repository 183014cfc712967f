import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lists, notifications, users } from "../../src/db/schema/index.js";
import { SmtpMailer } from "../../src/mail/mailer.js";
import { createTestApp, type TestContext } from "../harness.js";
import { setSetting } from "../notification-factories.js";
import { type SmtpTestServer, startSmtp } from "../smtp.js";
import { type MadeUser, makeUser } from "../user-factories.js";
import { follow, makePoster, wallPost } from "../wall/helpers.js";
import { comment, reply } from "./helpers.js";

/**
 * Who is told of a comment (decision 0031): a mention or a reply tells only users who may see the
 * item the comment is on — its kind's view rule — never someone it answers 404 to.
 */
let env: TestContext;
let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtp();
  env = await createTestApp({ jobs: true, mailer: new SmtpMailer(smtp.url, "Dizilog <no-reply@localhost>") });
});
afterAll(async () => {
  await env?.close();
  await smtp?.close();
});
const db = () => env.database.db;

const toldOf = async (user: MadeUser) =>
  db().select({ kind: notifications.kind, subjectType: notifications.subjectType, subjectId: notifications.subjectId }).from(notifications).where(eq(notifications.userId, user.id));

async function makeList(owner: MadeUser, isPublic: boolean): Promise<number> {
  const res = await owner.client.post("/api/lists", { name: "Favoriler", public: isPublic });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { id: number } }).data.id;
}

/** Nothing reached the user: no notification row, no mail (user_mention is mailed by default). */
async function expectUntold(user: MadeUser): Promise<void> {
  expect(await toldOf(user)).toEqual([]);
  expect(smtp.mailsTo(user.email)).toEqual([]);
}

describe("a mention in a comment tells only who may see the item", () => {
  it("a follower's comment on a private account's post does not tell a stranger it mentions; it tells a fellow follower", async () => {
    const author = await makePoster(env);
    await db().update(users).set({ privateAccount: true }).where(eq(users.id, author.id));
    const [fan, stranger, fellow] = [await makeUser(env), await makeUser(env), await makeUser(env)];
    await follow(db(), fan.id, author.id);
    await follow(db(), fellow.id, author.id);
    const post = await wallPost(author, { content: "Sadece takipçilerim için", visibility: "profile" });
    // The stranger cannot see the post.
    expect((await stranger.client.get(`/api/comments/v1?type=post&id=${post.id}`)).statusCode).toBe(404);
    const made = await comment(fan, "post", post.id, `hey @${stranger.username} ve @${fellow.username}`);
    await env.settle();
    await expectUntold(stranger);
    expect(made.mentions.map((m) => m.username)).toEqual([fellow.username]);
    expect(await toldOf(fellow)).toEqual([{ kind: "user_mention", subjectType: "comment", subjectId: made.id }]);
    await smtp.waitForMail(fellow.email);
  });

  it("a comment on a private post tells nobody it mentions, not even an accepted follower", async () => {
    const author = await makePoster(env);
    const [follower, stranger] = [await makeUser(env), await makeUser(env)];
    await follow(db(), follower.id, author.id);
    const post = await wallPost(author, { content: "Not defterim", visibility: "private" });
    await comment(author, "post", post.id, `@${follower.username} @${stranger.username} bak`);
    await env.settle();
    await expectUntold(follower);
    await expectUntold(stranger);
  });

  it("a comment on a private list tells nobody it mentions", async () => {
    const owner = await makeUser(env);
    const [friend, stranger] = [await makeUser(env), await makeUser(env)];
    await follow(db(), friend.id, owner.id);
    const listId = await makeList(owner, false);
    await comment(owner, "list", listId, `@${friend.username} @${stranger.username} bu listeye bakın`);
    await env.settle();
    await expectUntold(friend);
    await expectUntold(stranger);
  });

  it("a reply on a list turned private does not tell the author of the comment it answers (user_comment)", async () => {
    const owner = await makeUser(env);
    const fan = await makeUser(env);
    await setSetting(env.database, fan.id, "email_user_comment", true);
    const listId = await makeList(owner, true);
    const first = await comment(fan, "list", listId, "Güzel liste");
    await db().update(lists).set({ isPublic: false }).where(eq(lists.id, listId));
    await reply(owner, first.id, "Teşekkürler");
    await env.settle();
    await expectUntold(fan);
    // While the list is public, the same reply tells them.
    await db().update(lists).set({ isPublic: true }).where(eq(lists.id, listId));
    const second = await reply(owner, first.id, "Yine teşekkürler");
    await env.settle();
    expect(await toldOf(fan)).toEqual([{ kind: "user_comment", subjectType: "comment", subjectId: second.id }]);
  });
});

describe("a mention in a post tells only who may see the post", () => {
  it("a post on a private account's wall does not tell a stranger it mentions; it tells the wall's follower", async () => {
    const wallOwner = await makeUser(env);
    await db().update(users).set({ privateAccount: true }).where(eq(users.id, wallOwner.id));
    const author = await makePoster(env);
    const [stranger, fellow] = [await makeUser(env), await makeUser(env)];
    await follow(db(), author.id, wallOwner.id);
    await follow(db(), wallOwner.id, author.id);
    await follow(db(), fellow.id, wallOwner.id);
    const post = await wallPost(author, { content: `@${stranger.username} @${fellow.username} bakın`, target_user_id: wallOwner.id });
    expect((await stranger.client.get(`/api/comments/v1?type=post&id=${post.id}`)).statusCode).toBe(404);
    await env.settle();
    await expectUntold(stranger);
    expect(post.mentions.map((m) => m.username)).toEqual([fellow.username]);
    expect(await toldOf(fellow)).toEqual([{ kind: "user_mention", subjectType: "post", subjectId: post.id }]);
  });
});

describe("a mention notifies a user once per item", () => {
  it("a name taken out of a post and put back over ten edits tells them once (one notification, one mail)", async () => {
    const author = await makePoster(env);
    const friend = await makeUser(env);
    const post = await wallPost(author, { content: `@${friend.username} bak` });
    await env.settle();
    for (let edit = 1; edit <= 10; edit++) {
      const content = edit % 2 === 1 ? "Boş ver" : `@${friend.username} yine bak`;
      const res = await author.client.request({ method: "PATCH", url: `/api/wall/${post.id}`, payload: { content } });
      expect(res.statusCode, res.body).toBe(200);
      // The post shows the mentions of its text as it is now.
      expect((res.json() as { data: { mentions: { username: string }[] } }).data.mentions.map((m) => m.username)).toEqual(edit % 2 === 1 ? [] : [friend.username]);
    }
    await env.settle();
    expect(await toldOf(friend)).toEqual([{ kind: "user_mention", subjectType: "post", subjectId: post.id }]);
    expect(smtp.mailsTo(friend.email)).toHaveLength(1);
  });
});
