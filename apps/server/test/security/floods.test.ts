import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SOCIAL_LIMITS, SOCIAL_MESSAGES, WALL_LIMITS, WALL_MESSAGES } from "@dizilog/shared/api";
import { followNotices, notifications } from "../../src/db/schema/index.js";
import { SmtpMailer } from "../../src/mail/mailer.js";
import { createTestApp, type TestContext } from "../harness.js";
import { type SmtpTestServer, startSmtp } from "../smtp.js";
import { setPrivate } from "../social/helpers.js";
import { type MadeUser, makeUser } from "../user-factories.js";
import { makePoster, wallPost } from "../wall/helpers.js";

/**
 * "No one can make another person's phone buzz forty times" (api-contract "Follows"): one
 * `user_followed` per follower a day however often they unfollow and follow again, and rate limits
 * on follows and on edits of posts (429 with Retry-After).
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

const followedNotes = (user: MadeUser) =>
  db()
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.kind, "user_followed")));

async function cycle(follower: MadeUser, target: MadeUser, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    const on = await follower.client.post(`/api/users/${target.id}/follow`);
    expect(on.statusCode, on.body).toBe(200);
    const off = await follower.client.delete(`/api/users/${target.id}/follow`);
    expect(off.statusCode, off.body).toBe(200);
  }
}

describe("user_followed once per follower a day", () => {
  it("ten follow/unfollow cycles tell the target once (one notification, one mail); a day later, again", async () => {
    const [follower, target] = [await makeUser(env, { name: "Kerem Yıldız" }), await makeUser(env)];
    await cycle(follower, target, 10);
    await env.settle();
    expect(await followedNotes(target)).toHaveLength(1);
    expect(smtp.mailsTo(target.email)).toHaveLength(1);

    // The day is over: the next follow is news again.
    await db()
      .update(followNotices)
      .set({ notifiedAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(and(eq(followNotices.followerId, follower.id), eq(followNotices.followedId, target.id)));
    await cycle(follower, target, 2);
    await env.settle();
    expect(await followedNotes(target)).toHaveLength(2);
    expect(smtp.mailsTo(target.email)).toHaveLength(2);
  });

  it("requests to a private account count the same: asking, taking it back and asking again tell the owner once", async () => {
    const [requester, owner, other] = [await makeUser(env), await makeUser(env), await makeUser(env)];
    await setPrivate(owner, true);
    await cycle(requester, owner, 5);
    // Another follower is news of its own.
    await cycle(other, owner, 1);
    await env.settle();
    expect(await followedNotes(owner)).toHaveLength(2);
  });
});

describe("rate limits", () => {
  it(`follows: ${SOCIAL_LIMITS.followRateMax} per ${SOCIAL_LIMITS.followRateWindowSeconds / 60} minutes, then 429 with Retry-After`, async () => {
    const [follower, target, other] = [await makeUser(env), await makeUser(env), await makeUser(env)];
    for (let i = 0; i < SOCIAL_LIMITS.followRateMax; i++) {
      const res = await follower.client.post(`/api/users/${target.id}/follow`);
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await follower.client.post(`/api/users/${other.id}/follow`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(SOCIAL_MESSAGES.followRateLimited);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Someone else's allowance is their own.
    expect((await other.client.post(`/api/users/${target.id}/follow`)).statusCode).toBe(200);
  });

  it(`edits of posts: ${WALL_LIMITS.editRateMax} per ${WALL_LIMITS.editRateWindowSeconds / 60} minutes, then 429 with Retry-After`, async () => {
    const author = await makePoster(env);
    const post = await wallPost(author);
    const edit = (content: string) => author.client.request({ method: "PATCH", url: `/api/wall/${post.id}`, payload: { content } });
    for (let i = 0; i < WALL_LIMITS.editRateMax; i++) {
      const res = await edit(`Düzeltme ${i}`);
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await edit("Bir daha");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(WALL_MESSAGES.editRateLimited);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // A refused edit changed nothing.
    const shown = await author.client.get(`/api/wall/posts/${author.row.slug}/${post.hashid}`);
    expect(shown.json().data.content).toBe(`Düzeltme ${WALL_LIMITS.editRateMax - 1}`);
  });
});
