import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Notification } from "@dizilog/shared/api";
import { notifications } from "../../src/db/schema/index.js";
import { createTestApp, type TestContext } from "../harness.js";
import { makeBlock, setSetting } from "../notification-factories.js";
import { type MadeUser, makeUser } from "../user-factories.js";
import { follow, makePoster, wallPost } from "./helpers.js";

let env: TestContext;
beforeAll(async () => {
  env = await createTestApp({ jobs: true });
});
afterAll(async () => env.close());
const db = () => env.database.db;

const kindsOf = async (user: MadeUser) =>
  (await db().select({ kind: notifications.kind, subjectType: notifications.subjectType, subjectId: notifications.subjectId }).from(notifications).where(eq(notifications.userId, user.id)));

const listOf = async (user: MadeUser) => ((await user.client.get("/api/me/notifications", user.headers)).json() as { data: Notification[] }).data;

describe("wall notifications (through the real job handlers)", () => {
  it("a post on another user's wall gives them `publish_post`; mentioned users get `user_mention`, once each", async () => {
    const author = await makePoster(env, { name: "Elif Kaya" });
    const [owner, mentioned] = [await makeUser(env), await makeUser(env)];
    await follow(db(), owner.id, author.id);
    const post = await wallPost(author, { content: `Selam @${owner.username} ve @${mentioned.username}`, target_user_id: owner.id });
    await env.settle();
    expect(await kindsOf(owner)).toEqual([{ kind: "publish_post", subjectType: "post", subjectId: post.id }]);
    expect(await kindsOf(mentioned)).toEqual([{ kind: "user_mention", subjectType: "post", subjectId: post.id }]);
    const [note] = await listOf(owner);
    expect(note).toMatchObject({ type: "publish_post", text: "Elif Kaya posted on your wall", url: post.url });
    expect((await listOf(mentioned))[0]).toMatchObject({ type: "user_mention", text: "Elif Kaya mentioned you in a post", url: post.url });
    expect(await kindsOf(author)).toEqual([]);
  });

  it("a post on one's own wall notifies nobody but the mentioned; blocks either way and the setting silence a mention", async () => {
    const author = await makePoster(env);
    const [friend, blocker, blocked, quiet] = [await makeUser(env), await makeUser(env), await makeUser(env), await makeUser(env)];
    await makeBlock(env.database, blocker.id, author.id);
    await makeBlock(env.database, author.id, blocked.id);
    await setSetting(env.database, quiet.id, "notify_user_mention", false);
    const post = await wallPost(author, { content: `@${friend.username} @${blocker.username} @${blocked.username} @${quiet.username}` });
    expect(post.mentions.map((m) => m.username).sort()).toEqual([friend.username, quiet.username].sort());
    await env.settle();
    expect(await kindsOf(friend)).toEqual([{ kind: "user_mention", subjectType: "post", subjectId: post.id }]);
    for (const user of [blocker, blocked, quiet]) expect(await kindsOf(user)).toEqual([]);
  });

  it("an edit tells only the newly mentioned; a private post tells nobody", async () => {
    const author = await makePoster(env);
    const [first, second, owner] = [await makeUser(env), await makeUser(env), await makeUser(env)];
    const post = await wallPost(author, { content: `@${first.username}` });
    await env.settle();
    const res = await author.client.request({ method: "PATCH", url: `/api/wall/${post.id}`, payload: { content: `@${first.username} @${second.username}` } });
    expect(res.statusCode).toBe(200);
    await env.settle();
    expect(await kindsOf(first)).toHaveLength(1);
    expect(await kindsOf(second)).toEqual([{ kind: "user_mention", subjectType: "post", subjectId: post.id }]);
    await follow(db(), owner.id, author.id);
    await wallPost(author, { content: `@${second.username} gizli`, visibility: "private", target_user_id: owner.id });
    await env.settle();
    expect(await kindsOf(owner)).toEqual([]);
    expect(await db().select().from(notifications).where(and(eq(notifications.userId, second.id)))).toHaveLength(1);
  });
});
