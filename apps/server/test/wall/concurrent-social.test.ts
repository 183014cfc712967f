import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { askSuggestions, likes, pollOptions, pollVotes, polls, posts } from "../../src/db/schema/index.js";
import { createTestApp, type TestContext } from "../harness.js";
import { type MadeUser, makeUser } from "../user-factories.js";
import { makeAsk, makePoll, makePost, newShow } from "./social-helpers.js";

const onPostgres = inject("dbTemplate").kind === "postgres";
const USERS = 20;

let env: TestContext;
beforeAll(async () => {
  if (onPostgres) env = await createTestApp();
});
afterAll(async () => env?.close());

describe.skipIf(!onPostgres)("concurrent votes, likes and suggestions on PostgreSQL (skipped on PGlite: one connection)", () => {
  it(`${USERS} users at once vote, like a post and a suggestion, and suggest shows on one ask: no 5xx, counters exact`, async () => {
    const db = env.database.db;
    const author = await makeUser(env);
    const users: MadeUser[] = [];
    for (let i = 0; i < USERS; i++) users.push(await makeUser(env));
    const { poll, optionIds } = await makePoll(db, author.id);
    const post = await makePost(db, author.id);
    const ask = await makeAsk(db, author.id);
    const firstShow = await newShow(db);
    const liked = (await users[0]!.client.post(`/api/asks/${ask.id}/suggestions`, { show_id: firstShow.id })).json().data as { id: number };
    const shows = await Promise.all(Array.from({ length: 4 }, () => newShow(db)));

    const statuses: number[] = [];
    await Promise.all(
      users.map(async (user, i) => {
        const calls = [
          user.client.post(`/api/polls/${poll.id}/vote`, { option: optionIds[i % optionIds.length] }),
          // Each user votes twice at once: one of the two is a 409.
          user.client.post(`/api/polls/${poll.id}/vote`, { option: optionIds[(i + 1) % optionIds.length] }),
          user.client.post("/api/like-item", { type: "post", id: post.id }),
          user.client.post("/api/like-item", { type: "suggestion", id: liked.id }),
          // Four shows for twenty users: most of these are 409s.
          user.client.post(`/api/asks/${ask.id}/suggestions`, { show_id: shows[i % shows.length]!.id }),
        ];
        for (const res of await Promise.all(calls)) statuses.push(res.statusCode);
      }),
    );
    expect(statuses.filter((s) => s >= 500)).toEqual([]);

    const [pollRow] = await db.select().from(polls).where(eq(polls.id, poll.id));
    const [votes] = await db.select({ n: count() }).from(pollVotes).where(eq(pollVotes.pollId, poll.id));
    expect(pollRow!.totalVotes).toBe(USERS);
    expect(votes!.n).toBe(USERS);
    const options = await db.select().from(pollOptions).where(eq(pollOptions.pollId, poll.id));
    for (const option of options) {
      const [n] = await db.select({ n: count() }).from(pollVotes).where(eq(pollVotes.optionId, option.id));
      expect(option.votesCount).toBe(n!.n);
    }
    const [postRow] = await db.select().from(posts).where(eq(posts.id, post.id));
    expect(postRow!.likeCount).toBe(USERS);
    const [suggestion] = await db.select().from(askSuggestions).where(eq(askSuggestions.id, liked.id));
    const [suggestionLikes] = await db.select({ n: count() }).from(likes).where(and(eq(likes.itemType, "suggestion"), eq(likes.itemId, liked.id)));
    expect(suggestion!.likesCount).toBe(USERS);
    expect(suggestionLikes!.n).toBe(USERS);
    const [askRow] = await db.select().from(posts).where(eq(posts.id, ask.id));
    const [suggested] = await db.select({ n: count() }).from(askSuggestions).where(eq(askSuggestions.askId, ask.id));
    expect(askRow!.suggestionsCount).toBe(5);
    expect(suggested!.n).toBe(5);
  });
});
