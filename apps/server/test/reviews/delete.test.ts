import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comments, hiddenItems, likes, mentions, ratings, reviewVotes, reviews } from "../../src/db/schema/index.js";
import { Client, PASSWORD } from "../accounts/helpers.js";
import { type TestContext, createTestApp } from "../harness.js";
import { makeUser } from "../user-factories.js";
import { airedShow, makeModerator, makeStaff, viewer, writeReview } from "./helpers.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const db = () => ctx.database.db;

/** A top-level comment on the review with a reply, the reply liked and mentioning someone. */
async function commentOn(reviewId: number, showId: number, authorId: number, likerId: number) {
  const [top] = await db().insert(comments).values({ itemType: "review", itemId: reviewId, showId, userId: authorId, content: "Katılıyorum." }).returning();
  const [reply] = await db()
    .insert(comments)
    .values({ itemType: "review", itemId: reviewId, showId, userId: likerId, parentId: top!.id, replyToUserId: authorId, content: "Ben de." })
    .returning();
  await db().insert(likes).values({ userId: likerId, itemType: "comment", itemId: reply!.id });
  await db().insert(mentions).values({ itemType: "comment", itemId: reply!.id, userId: authorId });
  await db().update(reviews).set({ commentsCount: 1 }).where(eq(reviews.id, reviewId));
  return [top!.id, reply!.id];
}

describe("DELETE /api/reviews/{id}", () => {
  it("lets the author delete their review with its comments, their likes and mentions, in one transaction; the rating stays", async () => {
    const show = await airedShow(ctx);
    const author = await viewer(ctx, show, 1);
    const review = await writeReview(author, show.show.id);
    const liker = await makeUser(ctx);
    const commentIds = await commentOn(review.id, show.show.id, author.id, liker.id);
    await db().insert(hiddenItems).values({ userId: liker.id, itemType: "review", itemId: review.id });

    const res = await author.client.delete(`/api/reviews/${review.id}`);
    expect(res.statusCode).toBe(204);
    expect((await new Client(ctx.app).get(`/api/review/${review.id}`)).statusCode).toBe(404);
    expect(await db().select().from(comments).where(inArray(comments.id, commentIds))).toEqual([]);
    expect(await db().select().from(likes).where(and(eq(likes.itemType, "comment"), inArray(likes.itemId, commentIds)))).toEqual([]);
    expect(await db().select().from(mentions).where(and(eq(mentions.itemType, "comment"), inArray(mentions.itemId, commentIds)))).toEqual([]);
    expect(await db().select().from(hiddenItems).where(eq(hiddenItems.itemId, review.id))).toEqual([]);
    // The author's rating of the show is theirs, not the text's (decision 21).
    const [rating] = await db().select().from(ratings).where(and(eq(ratings.userId, author.id), eq(ratings.showId, show.show.id)));
    expect(Number(rating!.rating)).toBe(4.5);
    // The show can be reviewed again.
    await writeReview(author, show.show.id);
  });

  it("lets a moderator of the show and staff delete it, and answers 403 to anyone else (a moderator of another show too)", async () => {
    const show = await airedShow(ctx);
    const otherShow = await airedShow(ctx);
    const first = await writeReview(await viewer(ctx, show, 1), show.show.id);
    const second = await writeReview(await viewer(ctx, show, 1), show.show.id);

    const stranger = await makeUser(ctx);
    const res = await stranger.client.delete(`/api/reviews/${first.id}`);
    expect(res.statusCode).toBe(403);
    const elsewhere = await makeModerator(ctx, otherShow.show.id);
    expect((await elsewhere.client.delete(`/api/reviews/${first.id}`)).statusCode).toBe(403);
    expect((await new Client(ctx.app).delete(`/api/reviews/${first.id}`)).statusCode).toBe(401);

    const moderator = await makeModerator(ctx, show.show.id);
    const seen = (await moderator.client.get(`/api/review/${first.id}`)).json().data;
    expect(seen.abilities).toMatchObject({ edit: false, delete: true });
    expect((await moderator.client.delete(`/api/reviews/${first.id}`)).statusCode).toBe(204);

    const staff = await makeStaff(ctx);
    expect((await staff.client.get(`/api/review/${second.id}`)).json().data.abilities.delete).toBe(true);
    expect((await staff.client.delete(`/api/reviews/${second.id}`)).statusCode).toBe(204);
    expect(await db().select().from(reviews).where(inArray(reviews.id, [first.id, second.id]))).toEqual([]);
  });

  it("answers 404 for a review that is gone", async () => {
    const author = await makeUser(ctx);
    expect((await author.client.delete("/api/reviews/2000000000")).statusCode).toBe(404);
  });
});

describe("removed reviews", () => {
  it("answer 404 to everyone but staff, the author included", async () => {
    const show = await airedShow(ctx);
    const author = await viewer(ctx, show, 1);
    const review = await writeReview(author, show.show.id);
    await db().update(reviews).set({ removedAt: new Date() }).where(eq(reviews.id, review.id));
    expect((await new Client(ctx.app).get(`/api/review/${review.id}`)).statusCode).toBe(404);
    expect((await author.client.get(`/api/review/${review.id}`)).statusCode).toBe(404);
    expect((await (await makeModerator(ctx, show.show.id)).client.get(`/api/review/${review.id}`)).statusCode).toBe(404);
    const staff = await makeStaff(ctx);
    expect((await staff.client.get(`/api/review/${review.id}`)).statusCode).toBe(200);
    expect((await staff.client.post(`/api/reviews/${review.id}/vote`, { vote: "up" })).statusCode).toBe(200);
    expect((await (await makeUser(ctx)).client.post(`/api/reviews/${review.id}/vote`, { vote: "up" })).statusCode).toBe(404);
  });
});

describe("account deletion", () => {
  it("takes the user's votes off the counters of the reviews they voted on, and deletes their reviews with their comments", async () => {
    const show = await airedShow(ctx);
    const author = await viewer(ctx, show, 1);
    const review = await writeReview(author, show.show.id);
    const leaving = await viewer(ctx, show, 1);
    const staying = await makeUser(ctx);
    expect((await leaving.client.post(`/api/reviews/${review.id}/vote`, { vote: "up" })).statusCode).toBe(200);
    expect((await staying.client.post(`/api/reviews/${review.id}/vote`, { vote: "down" })).statusCode).toBe(200);
    const own = await writeReview(leaving, show.show.id);
    const commentIds = await commentOn(own.id, show.show.id, staying.id, author.id);

    const res = await leaving.client.delete("/api/me", { password: PASSWORD });
    expect(res.statusCode, res.body).toBe(204);

    const after = (await author.client.get(`/api/review/${review.id}`)).json().data;
    expect(after).toMatchObject({ upvoters: 0, downvoters: 1, voters: 1 });
    const votes = await db().select().from(reviewVotes).where(eq(reviewVotes.reviewId, review.id));
    expect(votes).toHaveLength(1);
    expect(await db().select().from(reviews).where(eq(reviews.id, own.id))).toEqual([]);
    expect(await db().select().from(comments).where(inArray(comments.id, commentIds))).toEqual([]);
    expect(await db().select().from(likes).where(and(eq(likes.itemType, "comment"), inArray(likes.itemId, commentIds)))).toEqual([]);
  });
});
