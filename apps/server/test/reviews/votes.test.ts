import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@dizilog/shared";
import { REVIEW_MESSAGES as M } from "@dizilog/shared/api";
import { reviewVotes, reviews } from "../../src/db/schema/index.js";
import { Client } from "../accounts/helpers.js";
import { type TestContext, createTestApp } from "../harness.js";
import { type MadeUser, makeUser } from "../user-factories.js";
import { airedShow, viewer, writeReview } from "./helpers.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const db = () => ctx.database.db;
const vote = (user: MadeUser, reviewId: number, value: unknown) => user.client.post(`/api/reviews/${reviewId}/vote`, value === undefined ? {} : { vote: value });

async function aReview() {
  const show = await airedShow(ctx);
  const author = await viewer(ctx, show, 1);
  return { author, review: await writeReview(author, show.show.id) };
}

/** The review's counters next to a count of its vote rows. */
async function countersOf(reviewId: number) {
  const [cached] = await db().select({ up: reviews.upvoters, down: reviews.downvoters }).from(reviews).where(eq(reviews.id, reviewId));
  const rows = await db().select({ vote: reviewVotes.vote, n: count() }).from(reviewVotes).where(eq(reviewVotes.reviewId, reviewId)).groupBy(reviewVotes.vote);
  const actual = { up: rows.find((r) => r.vote === 1)?.n ?? 0, down: rows.find((r) => r.vote === -1)?.n ?? 0 };
  return { cached: { up: cached!.up, down: cached!.down }, actual };
}

describe("POST /api/reviews/{id}/vote", () => {
  it("answers 401 to a visitor, 403 with the verify message to an unverified user and 403 on one's own review", async () => {
    const { author, review } = await aReview();
    const visitor = await new Client(ctx.app).post(`/api/reviews/${review.id}/vote`, { vote: "up" });
    expect(visitor.statusCode).toBe(401);
    const unverified = await makeUser(ctx, { verified: false });
    expect((await vote(unverified, review.id, "up")).json()).toMatchObject({ message: MESSAGES.verifyEmail });
    const own = await vote(author, review.id, "up");
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ message: M.ownVote });
    expect((await countersOf(review.id)).cached).toEqual({ up: 0, down: 0 });
  });

  it("answers 422 for a vote that is not up, down or null, and for a missing one", async () => {
    const { review } = await aReview();
    const voter = await makeUser(ctx);
    for (const value of ["sideways", 1, true]) {
      const res = await vote(voter, review.id, value);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.vote).toEqual([M.voteInvalid]);
    }
    expect((await vote(voter, review.id, undefined)).json().errors.vote).toEqual([MESSAGES.requiredField]);
  });

  it("answers 404 for an unknown review and for one whose author blocked the voter, or whom the voter blocked", async () => {
    const { author, review } = await aReview();
    const voter = await makeUser(ctx);
    expect((await vote(voter, 2_000_000_000, "up")).statusCode).toBe(404);
    await author.client.post("/api/blocks", { user_id: voter.id });
    expect((await vote(voter, review.id, "up")).statusCode).toBe(404);
    const blocker = await makeUser(ctx);
    await blocker.client.post("/api/blocks", { user_id: author.id });
    expect((await vote(blocker, review.id, "up")).statusCode).toBe(404);
  });

  it("is idempotent, moves both counters when the vote moves, and takes it back with null", async () => {
    const { review } = await aReview();
    const voter = await makeUser(ctx);
    const steps: [unknown, Record<string, unknown>][] = [
      ["up", { upvoters: 1, downvoters: 0, voters: 1, upvoted: true, downvoted: false }],
      ["up", { upvoters: 1, downvoters: 0, voters: 1, upvoted: true, downvoted: false }],
      ["down", { upvoters: 0, downvoters: 1, voters: 1, upvoted: false, downvoted: true }],
      ["down", { upvoters: 0, downvoters: 1, voters: 1, upvoted: false, downvoted: true }],
      ["up", { upvoters: 1, downvoters: 0, voters: 1, upvoted: true, downvoted: false }],
      [null, { upvoters: 0, downvoters: 0, voters: 0, upvoted: false, downvoted: false }],
      [null, { upvoters: 0, downvoters: 0, voters: 0, upvoted: false, downvoted: false }],
    ];
    for (const [value, expected] of steps) {
      const res = await vote(voter, review.id, value);
      expect(res.statusCode, `${String(value)}: ${res.body}`).toBe(200);
      expect(res.json()).toEqual({ data: expected });
      const counters = await countersOf(review.id);
      expect(counters.cached).toEqual(counters.actual);
    }
  });

  it("shows the viewer's own vote on the review and in the lists", async () => {
    const { review } = await aReview();
    const voter = await makeUser(ctx);
    await vote(voter, review.id, "down");
    expect((await voter.client.get(`/api/review/${review.id}`)).json().data).toMatchObject({ downvoted: true, upvoted: false, downvoters: 1 });
    const listed = (await voter.client.get(`/api/shows/${review.show.id}/reviews`)).json().data;
    expect(listed[0]).toMatchObject({ id: review.id, downvoted: true, downvoters: 1 });
    expect((await new Client(ctx.app).get(`/api/review/${review.id}`)).json().data).toMatchObject({ downvoted: false, downvoters: 1 });
  });

  it("keeps the counters exact under concurrent votes of many users, each moving and taking back its vote", async () => {
    const { review } = await aReview();
    const voters = await Promise.all(Array.from({ length: 12 }, () => makeUser(ctx)));
    // Each voter sends its sequence at once (no awaiting between requests): up/down/null races with
    // its own earlier requests as well as with everyone else's.
    const sequences = voters.map((_, i) => (i % 3 === 0 ? ["up", "down", "up"] : i % 3 === 1 ? ["down", null, "down"] : ["up", "up", null]));
    const answers = await Promise.all(voters.flatMap((voter, i) => sequences[i]!.map((value) => vote(voter, review.id, value))));
    expect(answers.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    const counters = await countersOf(review.id);
    expect(counters.cached).toEqual(counters.actual);
    // Settle each voter on a known vote, at once again: 6 up, 3 down, 3 none.
    const finals = voters.map((_, i) => (i < 6 ? "up" : i < 9 ? "down" : null));
    const settled = await Promise.all(voters.map((voter, i) => vote(voter, review.id, finals[i])));
    expect(settled.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    expect(await countersOf(review.id)).toEqual({ cached: { up: 6, down: 3 }, actual: { up: 6, down: 3 } });
  });
});
