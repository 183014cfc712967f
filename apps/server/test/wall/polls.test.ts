import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@dizilog/shared";
import { WALL_MESSAGES, type Poll } from "@dizilog/shared/api";
import { pollOptions, pollVotes, polls } from "../../src/db/schema/index.js";
import { encodeHashid } from "../../src/lib/hashid.js";
import { Client, TestClock } from "../accounts/helpers.js";
import { block } from "../comments/helpers.js";
import { createTestApp, type TestContext } from "../harness.js";
import { type MadeUser, makeUser } from "../user-factories.js";
import { makePoll, makePost } from "./social-helpers.js";

const clock = new TestClock();
let env: TestContext;
beforeAll(async () => {
  env = await createTestApp({ now: clock.now });
});
afterAll(async () => env.close());
const db = () => env.database.db;

const vote = (user: MadeUser | Client, pollId: number, option: unknown) =>
  ("client" in user ? user.client : user).post(`/api/polls/${pollId}/vote`, { option });

async function counters(pollId: number) {
  const [poll] = await db().select({ total: polls.totalVotes }).from(polls).where(eq(polls.id, pollId));
  const options = await db().select({ id: pollOptions.id, n: pollOptions.votesCount }).from(pollOptions).where(eq(pollOptions.pollId, pollId));
  return { total: poll!.total, options: Object.fromEntries(options.map((o) => [o.id, o.n])) };
}

describe("POST /api/polls/{id}/vote", () => {
  it("answers 401 to a visitor and 403 with the verify message to an unverified account", async () => {
    const author = await makeUser(env);
    const { poll, optionIds } = await makePoll(db(), author.id);
    const visitor = await vote(new Client(env.app), poll.id, optionIds[0]);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ message: MESSAGES.loginRequired });
    const unverified = await vote(await makeUser(env, { verified: false }), poll.id, optionIds[0]);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().message).toBe(MESSAGES.verifyEmail);
    expect((await counters(poll.id)).total).toBe(0);
  });

  it("records a vote, moves both counters and answers the Poll", async () => {
    const [author, voter] = [await makeUser(env), await makeUser(env)];
    const { post, poll, optionIds } = await makePoll(db(), author.id);
    const res = await vote(voter, poll.id, optionIds[1]);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as Poll;
    expect(data).toEqual({
      id: poll.id,
      question: post.content,
      results: [
        { id: optionIds[0], choice: "Ferhat", percentage: 0 },
        { id: optionIds[1], choice: "Aslı", percentage: 100 },
        { id: optionIds[2], choice: "Berabere", percentage: 0 },
      ],
      total_votes: 1,
      user_votes: [optionIds[1]],
      has_voted: true,
      hidden: false,
      closed: false,
      ends_at: poll.endsAt.toISOString(),
    });
    expect(await counters(poll.id)).toEqual({ total: 1, options: { [optionIds[0]!]: 0, [optionIds[1]!]: 1, [optionIds[2]!]: 0 } });

    const second = await vote(await makeUser(env), poll.id, optionIds[0]);
    expect((second.json().data as Poll).results.map((r) => r.percentage)).toEqual([50, 50, 0]);
  });

  it("answers the same Poll JSON as the post shows (one presenter)", async () => {
    const [author, voter] = [await makeUser(env), await makeUser(env)];
    const { post, poll, optionIds } = await makePoll(db(), author.id, { hidden: true });
    const voted = (await vote(voter, poll.id, optionIds[2])).json().data as Poll;
    const res = await voter.client.get(`/api/wall/posts/${author.username.toLowerCase()}/${encodeHashid("post", post.id)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.poll).toEqual(voted);
    const authorsView = (await author.client.get(`/api/wall/posts/${author.username.toLowerCase()}/${encodeHashid("post", post.id)}`)).json().data.poll as Poll;
    expect(authorsView.results.map((r) => r.percentage)).toEqual([0, 0, 100]);
    expect(authorsView.has_voted).toBe(false);
  });

  it("answers 409 to a second vote, whatever the option, and keeps the counters", async () => {
    const [author, voter] = [await makeUser(env), await makeUser(env)];
    const { poll, optionIds } = await makePoll(db(), author.id);
    expect((await vote(voter, poll.id, optionIds[0])).statusCode).toBe(200);
    for (const option of [optionIds[0], optionIds[1]]) {
      const again = await vote(voter, poll.id, option);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(WALL_MESSAGES.alreadyVoted);
    }
    expect((await counters(poll.id)).total).toBe(1);
  });

  it("keeps one vote when one user sends two at once", async () => {
    const [author, voter] = [await makeUser(env), await makeUser(env)];
    const { poll, optionIds } = await makePoll(db(), author.id);
    const answers = await Promise.all([vote(voter, poll.id, optionIds[0]), vote(voter, poll.id, optionIds[1])]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await db().select().from(pollVotes).where(eq(pollVotes.pollId, poll.id))).toHaveLength(1);
    const { total, options } = await counters(poll.id);
    expect(total).toBe(1);
    expect(Object.values(options).reduce((a, b) => a + b, 0)).toBe(1);
  });

  it("answers 422 on `option` for an option of another poll, or a malformed one", async () => {
    const author = await makeUser(env);
    const voter = await makeUser(env);
    const { poll } = await makePoll(db(), author.id);
    const other = await makePoll(db(), author.id);
    const res = await vote(voter, poll.id, other.optionIds[0]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: WALL_MESSAGES.optionInvalid, errors: { option: [WALL_MESSAGES.optionInvalid] } });
    for (const bad of ["abc", -1, 2_147_483_648, null]) {
      const malformed = await vote(voter, poll.id, bad);
      expect(malformed.statusCode).toBe(422);
      expect(Object.keys(malformed.json().errors)).toEqual(["option"]);
    }
    const missing = await voter.client.post(`/api/polls/${poll.id}/vote`, {});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(["option"]);
    expect((await counters(poll.id)).total).toBe(0);
  });

  it("answers 422 once the poll has closed (the clock moved past ends_at), and the poll says closed", async () => {
    const [author, early, late] = [await makeUser(env), await makeUser(env), await makeUser(env)];
    // A poll one minute from closing (as POLL_MIN_DURATION lowered would make it); the clock then moves past it.
    const { poll, optionIds } = await makePoll(db(), author.id, { endsAt: new Date(clock.now().getTime() + 60_000) });
    expect((await vote(early, poll.id, optionIds[0])).json().data.closed).toBe(false);
    clock.advance(61_000);
    try {
      const res = await vote(late, poll.id, optionIds[0]);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message: WALL_MESSAGES.pollClosed, errors: { id: [WALL_MESSAGES.pollClosed] } });
      expect((await counters(poll.id)).total).toBe(1);
    } finally {
      clock.advance(-61_000);
    }
  });

  it("answers 404 for an unknown poll and for a poll whose post the voter may not see", async () => {
    const [author, voter] = [await makeUser(env), await makeUser(env)];
    const unknown = await vote(voter, 2_000_000_000, 1);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: MESSAGES.notFound });

    const privatePoll = await makePoll(db(), author.id, { visibility: "private" });
    const removedPoll = await makePoll(db(), author.id, { removed: true });
    const blockingAuthor = await makeUser(env);
    const blockedPoll = await makePoll(db(), blockingAuthor.id);
    await block(db(), blockingAuthor.id, voter.id);
    const blockerVoter = await makeUser(env);
    await block(db(), blockerVoter.id, author.id);
    const publicPoll = await makePoll(db(), author.id);
    for (const [who, target] of [
      [voter, privatePoll],
      [voter, removedPoll],
      [voter, blockedPoll],
      [blockerVoter, publicPoll],
    ] as const) {
      const res = await vote(who, target.poll.id, target.optionIds[0]);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: MESSAGES.notFound });
    }
    // The author of a private poll votes in it.
    expect((await vote(author, privatePoll.poll.id, privatePoll.optionIds[0])).statusCode).toBe(200);
    expect((await counters(blockedPoll.poll.id)).total).toBe(0);
  });

  it("withholds a hidden poll's results from voters until it closes, never from its author", async () => {
    const [author, voter, other] = [await makeUser(env), await makeUser(env), await makeUser(env)];
    const { poll, optionIds } = await makePoll(db(), author.id, { hidden: true, endsAt: new Date(clock.now().getTime() + 60_000) });
    const mine = (await vote(voter, poll.id, optionIds[0])).json().data as Poll;
    expect(mine.hidden).toBe(true);
    expect(mine.has_voted).toBe(true);
    expect(mine.user_votes).toEqual([optionIds[0]]);
    expect(mine.results.map((r) => r.percentage)).toEqual([null, null, null]);
    expect(mine.total_votes).toBe(1);

    const authorsView = (await vote(author, poll.id, optionIds[1])).json().data as Poll;
    expect(authorsView.results.map((r) => r.percentage)).toEqual([50, 50, 0]);

    clock.advance(61_000);
    try {
      // Closed: the vote is refused, and the results are everyone's (the post presenter shows them).
      expect((await vote(other, poll.id, optionIds[0])).statusCode).toBe(422);
    } finally {
      clock.advance(-61_000);
    }
  });

  it("answers 404 for a post that is not a poll's (a poll id names polls only)", async () => {
    const author = await makeUser(env);
    const post = await makePost(db(), author.id);
    const res = await vote(await makeUser(env), post.id + 1_000_000, 1);
    expect(res.statusCode).toBe(404);
  });
});
