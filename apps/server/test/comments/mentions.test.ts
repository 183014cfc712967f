import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type UserSummary, mentionTokens } from "@dizilog/shared/api";
import { users } from "../../src/db/schema/index.js";
import { createTestApp, type TestContext } from "../harness.js";
import { makeShow } from "../factories.js";
import { makeUser } from "../user-factories.js";
import { block, comment, commentEvents, commentsPage } from "./helpers.js";

let env: TestContext;
beforeAll(async () => {
  env = await createTestApp();
});
afterAll(async () => env.close());
const db = () => env.database.db;

describe("mentions", () => {
  it("splits @username tokens as clients do: word boundaries, no emails, each once", () => {
    expect(mentionTokens("@Ayse1 ve @mehmet, @ayse1! mail@host.com @abc @toolongusername12 (@Zeynep)")).toEqual(["ayse1", "mehmet", "zeynep"]);
  });

  it("turns known usernames into mentions, except the author and users blocked either way", async () => {
    const author = await makeUser(env);
    const [friend, other, blockedByAuthor, blocksAuthor] = [await makeUser(env), await makeUser(env), await makeUser(env), await makeUser(env)];
    await block(db(), author.id, blockedByAuthor.id);
    await block(db(), blocksAuthor.id, author.id);
    const { show } = await makeShow(db());
    const text = `@${friend.username.toUpperCase()} @${other.username} @${author.username} @${blockedByAuthor.username} @${blocksAuthor.username} @nobody99`;
    const made = await comment(author, "show", show.id, text);
    const expected = [friend, other].map((u) => ({ username: u.username, slug: u.username.toLowerCase() })).sort((a, b) => a.username.localeCompare(b.username));
    expect([...made.mentions].sort((a, b) => a.username.localeCompare(b.username))).toEqual(expected);
    // The names stay in the text as typed; clients link only those in `mentions`.
    expect(made.content).toBe(text);
    const event = (await commentEvents(db())).find((e) => e.commentId === made.id)!;
    expect([...(event.mentionedUserIds as number[])].sort((a, b) => a - b)).toEqual([friend.id, other.id].sort((a, b) => a - b));
    expect((await commentsPage(env, "show", show.id)).data[0]!.mentions).toHaveLength(2);
  });

  it("follows an edit: a name taken out is no longer a mention", async () => {
    const [author, friend] = [await makeUser(env), await makeUser(env)];
    const { show } = await makeShow(db());
    const made = await comment(author, "show", show.id, `@${friend.username} bak`);
    expect(made.mentions).toHaveLength(1);
    const res = await author.client.request({ method: "PATCH", url: `/api/comments/${made.id}`, payload: { content: "Boş ver" } });
    expect(res.json().data.mentions).toEqual([]);
  });
});

describe("GET /api/search/users (mention autocomplete)", () => {
  it("matches the start of a username or of a word of the name, never the viewer nor users blocked either way", async () => {
    const stamp = Date.now().toString(36).slice(-4);
    const viewer = await makeUser(env, { username: `zz${stamp}me` });
    const byUsername = await makeUser(env, { username: `zz${stamp}fan`, name: "Ali Veli" });
    const byName = await makeUser(env, { username: `q${stamp}other`, name: `Şule Zz${stamp}soy` });
    const blocked = await makeUser(env, { username: `zz${stamp}blk` });
    const blocker = await makeUser(env, { username: `zz${stamp}bkr` });
    const suspended = await makeUser(env, { username: `zz${stamp}sus` });
    await db().update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
    await block(db(), viewer.id, blocked.id);
    await block(db(), blocker.id, viewer.id);

    const res = await viewer.client.get(`/api/search/users?q=ZZ${stamp}`);
    expect(res.statusCode, res.body).toBe(200);
    const found = (res.json().data as UserSummary[]).map((u) => u.username);
    expect(found).toEqual([byUsername.username, byName.username]);
    expect(res.json().data[0]).toEqual({
      id: byUsername.id,
      name: "Ali Veli",
      username: byUsername.username,
      slug: byUsername.username.toLowerCase(),
      avatar: expect.any(String),
      url: `/user/${byUsername.username.toLowerCase()}`,
      premium: false,
      lifetime: false,
      is_verified: false,
      role: "user",
    });
    // A name's word, accents folded: "sule" finds "Şule".
    expect((await viewer.client.get(`/api/search/users?q=sule zz${stamp}`)).json().data.map((u: UserSummary) => u.id)).toEqual([byName.id]);
    // LIKE's wildcards are literal.
    expect((await viewer.client.get("/api/search/users?q=%25")).json().data).toEqual([]);
  });

  it("answers 401 to visitors and 422 without q", async () => {
    expect((await env.app.inject({ method: "GET", url: "/api/search/users?q=ab" })).statusCode).toBe(401);
    const user = await makeUser(env);
    expect((await user.client.get("/api/search/users")).statusCode).toBe(422);
    expect((await user.client.get(`/api/search/users?q=${"a".repeat(51)}`)).statusCode).toBe(422);
  });
});
