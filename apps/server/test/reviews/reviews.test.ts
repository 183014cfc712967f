import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@dizilog/shared";
import { REVIEW_MESSAGES as M, type Review } from "@dizilog/shared/api";
import { domainEvents, ratings, reviews, shows } from "../../src/db/schema/index.js";
import { Client } from "../accounts/helpers.js";
import { type TestContext, createTestApp } from "../harness.js";
import { makeUser } from "../user-factories.js";
import { CONTENT, SCORES, airedShow, patch, reviewBody, textOf, viewer, writeReview } from "./helpers.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const db = () => ctx.database.db;

async function ratingOf(userId: number, showId: number): Promise<number | undefined> {
  const [row] = await db().select({ rating: ratings.rating }).from(ratings).where(and(eq(ratings.userId, userId), eq(ratings.showId, showId)));
  return row ? Number(row.rating) : undefined;
}

async function totalsOf(showId: number) {
  const [row] = await db().select({ sum: shows.ratingSum, count: shows.votesCount }).from(shows).where(eq(shows.id, showId));
  return { sum: Number(row!.sum), count: row!.count };
}

describe("POST /api/reviews: who may write", () => {
  it("answers 401 to a visitor and 403 with the verify message to an unverified user, before looking at the body", async () => {
    const show = await airedShow(ctx);
    const visitor = await new Client(ctx.app).post("/api/reviews", {});
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ message: MESSAGES.loginRequired });
    const unverified = await viewer(ctx, show, 3, { verified: false });
    const res = await unverified.client.post("/api/reviews", reviewBody(show.show.id));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: MESSAGES.verifyEmail });
  });

  it("answers 422 'Watch at least one episode first.' to an author who has seen no episode of the show", async () => {
    const show = await airedShow(ctx);
    const author = await makeUser(ctx);
    const res = await author.client.post("/api/reviews", reviewBody(show.show.id));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(M.watchFirst);
    expect(await ratingOf(author.id, show.show.id)).toBeUndefined();
  });

  it("answers 422 for a show that does not exist", async () => {
    const author = await makeUser(ctx);
    const res = await author.client.post("/api/reviews", reviewBody(2_000_000_000));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.show_id).toEqual([M.showInvalid]);
  });
});

describe("POST /api/reviews: the fields", () => {
  it.each([
    ["a missing title", { title: undefined }, "title", MESSAGES.requiredField],
    ["a blank title", { title: "   " }, "title", MESSAGES.requiredField],
    ["a title of 121 characters", { title: "a".repeat(121) }, "title", M.titleMax],
    ["a missing text", { content: undefined }, "content", MESSAGES.requiredField],
    ["a text of 279 characters", { content: textOf(279) }, "content", M.contentMin],
    ["a text of 279 characters padded with spaces", { content: `   ${textOf(279)}    ` }, "content", M.contentMin],
    ["a text of 20,001 characters", { content: textOf(20_001) }, "content", M.contentMax],
    ["a spoiler flag that is not a boolean", { spoiler: "yes" }, "spoiler", M.spoilerBoolean],
  ])("answers 422 on errors.%s", async (_label, overrides, field, message) => {
    const show = await airedShow(ctx);
    const author = await viewer(ctx, show, 1);
    const res = await author.client.post("/api/reviews", reviewBody(show.show.id, overrides));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await db().select().from(reviews).where(eq(reviews.userId, author.id))).toEqual([]);
  });

  it("counts characters, not bytes or UTF-16 units: 280 Turkish letters and emoji are enough, 20,000 are not too many", async () => {
    const show = await airedShow(ctx);
    const author = await viewer(ctx, show, 1);
    const review = await writeReview(author, show.show.id, { content: "ğ🎬".repeat(140) });
    expect([...review.content].length).toBe(280);
    const other = await viewer(ctx, show, 1);
    await writeReview(other, show.show.id, { content: "ş".repeat(20_000) });
  });

  it.each([
    ["0", 0],
    ["5.5", 5.5],
    ["2.3", 2.3],
    ["-1", -1],
    ["a word", "four"],
  ])("answers 422 on errors['user_rate.<name>'] for a sub-score of %s", async (_label, value) => {
    const show = await airedShow(ctx);
    const author = await viewer(ctx, show, 1);
    const res = await author.client.post("/api/reviews", reviewBody(show.show.id, { user_rate: { ...SCORES, music: value } }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ "user_rate.music": [M.scoreInvalid] });
  });

  it("requires every sub-score, naming each missing one, and all six when user_rate is missing", async () => {
    const show = await airedShow(ctx);
    const author = await viewer(ctx, show, 1);
    const { story: _story, overall: _overall, ...four } = SCORES;
    const partial = await author.client.post("/api/reviews", reviewBody(show.show.id, { user_rate: four }));
    expect(partial.statusCode).toBe(422);
    expect(partial.json().errors).toEqual({ "user_rate.story": [MESSAGES.requiredField], "user_rate.overall": [MESSAGES.requiredField] });
    const missing = await author.client.post("/api/reviews", reviewBody(show.show.id, { user_rate: undefined }));
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(
      ["acting", "characters", "music", "overall", "story", "visuals"].map((name) => `user_rate.${name}`),
    );
  });
});

describe("POST /api/reviews: the review", () => {
  it("answers 201 with the Review, field by field, and keeps the text as text", async () => {
    const show = await airedShow(ctx, 4);
    const author = await viewer(ctx, show, 2);
    const content = `<b>not html</b> ${CONTENT}`;
    const res = await author.client.post("/api/reviews", reviewBody(show.show.id, { title: "  Bir başyapıt  ", content: `  ${content}\n`, spoiler: true }));
    expect(res.statusCode, res.body).toBe(201);
    const review = res.json().data as Review;
    expect(review).toEqual({
      id: expect.any(Number),
      user_id: author.id,
      user: {
        id: author.id,
        name: author.row.name,
        username: author.username,
        slug: author.username.toLowerCase(),
        avatar: expect.any(String),
        url: `/user/${author.username.toLowerCase()}`,
        premium: false,
        lifetime: false,
        is_verified: false,
        role: "user",
      },
      show: {
        id: show.show.id,
        hashid: expect.any(String),
        slug: show.show.slug,
        url: `/shows/${show.show.slug}`,
        original_title: show.show.originalTitle,
        title: show.show.title,
        poster: expect.any(String),
        year: show.show.year,
      },
      title: "Bir başyapıt",
      content,
      spoiler: true,
      score: 4.5,
      user_rate: SCORES,
      seen: 2,
      completed: false,
      created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      edited: null,
      upvoters: 0,
      downvoters: 0,
      voters: 0,
      upvoted: false,
      downvoted: false,
      comments_count: 0,
      url: `/shows/${show.show.slug}/reviews/${review.id}`,
      abilities: { edit: true, delete: true, vote: false, report: false, hide: false },
    });
  });

  it("says completed when the author has seen every aired episode", async () => {
    const show = await airedShow(ctx, 3);
    const author = await viewer(ctx, show, 3);
    const review = await writeReview(author, show.show.id);
    expect(review).toMatchObject({ seen: 3, completed: true });
  });

  it("makes the overall score the author's rating of the show, as POST /api/user/rate would, replacing an earlier rating", async () => {
    const show = await airedShow(ctx);
    const author = await viewer(ctx, show, 1);
    const rated = await author.client.post("/api/user/rate", { related: "show", related_id: show.show.id, rating: 2 });
    expect(rated.statusCode).toBe(200);
    await writeReview(author, show.show.id, { user_rate: { ...SCORES, overall: 3.5 } });
    expect(await ratingOf(author.id, show.show.id)).toBe(3.5);
    expect(await totalsOf(show.show.id)).toEqual({ sum: 3.5, count: 1 });
    const page = (await author.client.get(`/api/shows/${show.show.id}`)).json().data;
    expect(page).toMatchObject({ rating: 3.5, votes_count: 1, user_rating: 3.5 });
  });

  it("records review.created in the same transaction, for the notifications of the author's followers", async () => {
    const show = await airedShow(ctx);
    const author = await viewer(ctx, show, 1);
    const review = await writeReview(author, show.show.id);
    const events = await db().select().from(domainEvents).where(and(eq(domainEvents.type, "review.created"), eq(domainEvents.actorId, author.id)));
    expect(events.map((e) => e.payload)).toEqual([
      { reviewId: review.id, authorId: author.id, showId: show.show.id, url: review.url, title: "Bir başyapıt", showTitle: show.show.originalTitle },
    ]);
    // A refused review records nothing.
    const again = await author.client.post("/api/reviews", reviewBody(show.show.id));
    expect(again.statusCode).toBe(409);
    expect(await db().select().from(domainEvents).where(and(eq(domainEvents.type, "review.created"), eq(domainEvents.actorId, author.id)))).toHaveLength(1);
  });

  it("answers 409 'You have already reviewed this show.' to a second review of the same show", async () => {
    const show = await airedShow(ctx);
    const author = await viewer(ctx, show, 1);
    await writeReview(author, show.show.id);
    const res = await author.client.post("/api/reviews", reviewBody(show.show.id, { title: "Again" }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: M.alreadyReviewed });
  });

  it("keeps one review under a double submit: one 201, the others 409, one rating and one event", async () => {
    const show = await airedShow(ctx);
    const author = await viewer(ctx, show, 1);
    const answers = await Promise.all([1, 2, 3, 4].map(() => author.client.post("/api/reviews", reviewBody(show.show.id))));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409)) expect(res.json()).toMatchObject({ message: M.alreadyReviewed });
    expect(await db().select().from(reviews).where(eq(reviews.userId, author.id))).toHaveLength(1);
    expect(await totalsOf(show.show.id)).toEqual({ sum: 4.5, count: 1 });
    expect(await db().select().from(domainEvents).where(and(eq(domainEvents.type, "review.created"), eq(domainEvents.actorId, author.id)))).toHaveLength(1);
  });
});

describe("GET /api/review/{id}", () => {
  it("answers the review to a visitor, with show and user included, and without abilities", async () => {
    const show = await airedShow(ctx);
    const author = await viewer(ctx, show, 1);
    const written = await writeReview(author, show.show.id);
    const res = await new Client(ctx.app).get(`/api/review/${written.id}?include=show,user`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ...written, abilities: { edit: false, delete: false, vote: false, report: false, hide: false } });
    const other = await makeUser(ctx);
    expect((await other.client.get(`/api/review/${written.id}`)).json().data.abilities).toEqual({ edit: false, delete: false, vote: true, report: true, hide: true });
  });

  it("answers 404 for an unknown id and 422 for an unknown include", async () => {
    expect((await new Client(ctx.app).get("/api/review/2000000000")).statusCode).toBe(404);
    expect((await new Client(ctx.app).get("/api/review/1?include=comments")).statusCode).toBe(422);
  });
});

describe("PATCH /api/reviews/{id}", () => {
  it("changes the fields sent (author only), marks the review edited and moves the author's rating with the overall score", async () => {
    const show = await airedShow(ctx, 3);
    const author = await viewer(ctx, show, 1);
    const written = await writeReview(author, show.show.id);
    await author.client.post(`/api/seen/episode/${show.episodeIds[1]}`, { status: true });
    const res = await patch(author.client, `/api/reviews/${written.id}`, { title: "İkinci bakış", user_rate: { ...SCORES, overall: 2.5 } });
    expect(res.statusCode, res.body).toBe(200);
    const review = res.json().data as Review;
    expect(review).toMatchObject({ title: "İkinci bakış", content: CONTENT, score: 2.5, seen: 2, edited: expect.stringMatching(/^\d{4}-/) });
    expect(await ratingOf(author.id, show.show.id)).toBe(2.5);
    expect(await totalsOf(show.show.id)).toEqual({ sum: 2.5, count: 1 });
  });

  it("checks the fields sent as creation does", async () => {
    const show = await airedShow(ctx);
    const author = await viewer(ctx, show, 1);
    const written = await writeReview(author, show.show.id);
    const short = await patch(author.client, `/api/reviews/${written.id}`, { content: textOf(100) });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.content).toEqual([M.contentMin]);
    const scores = await patch(author.client, `/api/reviews/${written.id}`, { user_rate: { ...SCORES, acting: 0 } });
    expect(scores.json().errors).toEqual({ "user_rate.acting": [M.scoreInvalid] });
    const moved = await patch(author.client, `/api/reviews/${written.id}`, { show_id: show.show.id + 1 });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors.show_id).toEqual([M.showChange]);
  });

  it("answers 403 to someone else, 401 to a visitor, and 404 to a user the author blocked", async () => {
    const show = await airedShow(ctx);
    const author = await viewer(ctx, show, 1);
    const written = await writeReview(author, show.show.id);
    const other = await makeUser(ctx);
    expect((await patch(other.client, `/api/reviews/${written.id}`, { title: "Mine now" })).statusCode).toBe(403);
    expect((await patch(new Client(ctx.app), `/api/reviews/${written.id}`, { title: "x" })).statusCode).toBe(401);
    await author.client.post("/api/blocks", { user_id: other.id });
    expect((await patch(other.client, `/api/reviews/${written.id}`, { title: "x" })).statusCode).toBe(404);
    expect((await author.client.get(`/api/review/${written.id}`)).json().data.title).toBe("Bir başyapıt");
  });
});
