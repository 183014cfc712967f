import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REVIEW_MESSAGES as M, type Review, type ReviewPage } from "@dizilog/shared/api";
import { hiddenItems, reviews } from "../../src/db/schema/index.js";
import { Client } from "../accounts/helpers.js";
import { type TestContext, createTestApp } from "../harness.js";
import { type MadeUser, makeUser } from "../user-factories.js";
import { airedShow, makeStaff, viewer, writeReview } from "./helpers.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const db = () => ctx.database.db;
const page = async (client: Client, url: string): Promise<ReviewPage> => {
  const res = await client.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReviewPage;
};

/** Every page of a cursor-paged list, followed to its end. */
async function allPages(client: Client, url: string): Promise<Review[][]> {
  const pages: Review[][] = [];
  let next: string | null = null;
  do {
    const body = await page(client, next ? `${url}${url.includes("?") ? "&" : "?"}cursor=${next}` : url);
    pages.push(body.data);
    next = body.meta.cursor.next;
  } while (next && pages.length < 20);
  return pages;
}

/** A show with `n` reviews by different authors, oldest first, and `votes[i]` net up votes on the i-th. */
async function reviewedShow(n: number, votes: number[] = []) {
  const show = await airedShow(ctx, 1);
  const written: Review[] = [];
  const authors: MadeUser[] = [];
  for (let i = 0; i < n; i++) {
    const author = await viewer(ctx, show, 1);
    authors.push(author);
    written.push(await writeReview(author, show.show.id, { title: `Review ${i}` }));
  }
  for (const [i, net] of votes.entries()) {
    await db().update(reviews).set({ upvoters: Math.max(net, 0) + 1, downvoters: Math.max(-net, 0) + 1 }).where(eq(reviews.id, written[i]!.id));
  }
  return { show, written, authors };
}

describe("GET /api/shows/{id}/reviews", () => {
  it("orders by helpfulness (up minus down votes), then newest, in pages that meet without gaps", async () => {
    const { show, written } = await reviewedShow(7, [2, -1, 0, 2, 5, 0, -3]);
    const pages = await allPages(new Client(ctx.app), `/api/shows/${show.show.slug}/reviews?limit=3`);
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    const ids = pages.flat().map((r) => r.id);
    const w = written.map((r) => r.id);
    expect(ids).toEqual([w[4], w[3], w[0], w[5], w[2], w[1], w[6]]);
    // `helpful` is the default sort.
    expect((await page(new Client(ctx.app), `/api/shows/${show.show.id}/reviews`)).data.map((r) => r.id)).toEqual(ids);
  });

  it("orders by newest with sort=recent, 10 a page by default", async () => {
    const { show, written } = await reviewedShow(12, [9, 8, 7]);
    const pages = await allPages(new Client(ctx.app), `/api/shows/${show.show.id}/reviews?sort=recent`);
    expect(pages.map((p) => p.length)).toEqual([10, 2]);
    expect(pages.flat().map((r) => r.id)).toEqual(written.map((r) => r.id).reverse());
  });

  it("answers 422 for an unknown sort or a forged cursor, and 404 for an unknown show", async () => {
    const { show } = await reviewedShow(1);
    const client = new Client(ctx.app);
    const sort = await client.get(`/api/shows/${show.show.id}/reviews?sort=best`);
    expect(sort.statusCode).toBe(422);
    expect(sort.json().errors.sort).toEqual([M.sortInvalid]);
    const helpfulCursor = Buffer.from(JSON.stringify({ h: 1, id: 5 })).toString("base64url");
    expect((await client.get(`/api/shows/${show.show.id}/reviews?sort=recent&cursor=${helpfulCursor}`)).statusCode).toBe(422);
    const huge = Buffer.from(JSON.stringify({ h: 1e20, id: 5 })).toString("base64url");
    expect((await client.get(`/api/shows/${show.show.id}/reviews?cursor=${huge}`)).statusCode).toBe(422);
    expect((await client.get("/api/shows/no-such-show-here/reviews")).statusCode).toBe(404);
  });

  it("leaves out removed reviews, reviews by users who block the viewer or whom the viewer blocks, and reviews the viewer hid", async () => {
    const { show, written, authors } = await reviewedShow(5);
    const reader = await makeUser(ctx);
    await db().update(reviews).set({ removedAt: new Date() }).where(eq(reviews.id, written[0]!.id));
    await authors[1]!.client.post("/api/blocks", { user_id: reader.id });
    await reader.client.post("/api/blocks", { user_id: authors[2]!.id });
    await db().insert(hiddenItems).values({ userId: reader.id, itemType: "review", itemId: written[3]!.id });

    const url = `/api/shows/${show.show.id}/reviews?sort=recent`;
    expect((await page(reader.client, url)).data.map((r) => r.id)).toEqual([written[4]!.id]);
    // A visitor misses only the removed one; staff too (removed reviews are left out of lists).
    expect((await page(new Client(ctx.app), url)).data.map((r) => r.id)).toEqual(written.slice(1).map((r) => r.id).reverse());
    expect((await page((await makeStaff(ctx)).client, url)).data).toHaveLength(4);
  });

  it("gives each review the viewer's abilities", async () => {
    const { show, authors } = await reviewedShow(2);
    const data = (await page(authors[0]!.client, `/api/shows/${show.show.id}/reviews?sort=recent`)).data;
    expect(data.map((r) => r.abilities)).toEqual([
      { edit: false, delete: false, vote: true, report: true, hide: true },
      { edit: true, delete: true, vote: false, report: false, hide: false },
    ]);
  });

  it("reads a page in the same number of statements whatever its length (no query per review)", async () => {
    const { show } = await reviewedShow(12);
    const reader = await makeUser(ctx);
    const counted = async (limit: number) => {
      const client = (ctx.database.db as unknown as { $client: unknown }).$client as { query: (...args: unknown[]) => Promise<unknown> };
      const original = client.query.bind(client);
      let statements = 0;
      client.query = (...args: unknown[]) => {
        statements++;
        return original(...args);
      };
      try {
        const body = await page(reader.client, `/api/shows/${show.show.id}/reviews?limit=${limit}`);
        expect(body.data).toHaveLength(limit);
      } finally {
        client.query = original;
      }
      return statements;
    };
    const small = await counted(1);
    const large = await counted(12);
    expect(small).toBeGreaterThan(0);
    expect(large).toBe(small);
  });
});

describe("GET /api/users/{slug}/reviews", () => {
  it("lists a user's reviews newest first, in cursor pages", async () => {
    const author = await makeUser(ctx);
    const written: Review[] = [];
    for (let i = 0; i < 3; i++) {
      const show = await airedShow(ctx, 1);
      await author.client.post(`/api/seen/episode/${show.episodeIds[0]}`, { status: true });
      written.push(await writeReview(author, show.show.id));
    }
    const pages = await allPages(new Client(ctx.app), `/api/users/${author.username.toLowerCase()}/reviews?limit=2`);
    expect(pages.map((p) => p.map((r) => r.id))).toEqual([
      [written[2]!.id, written[1]!.id],
      [written[0]!.id],
    ]);
  });

  it("answers 404 to a user the author blocked, an empty list to a user who blocked the author, and 404 for an unknown user", async () => {
    const show = await airedShow(ctx, 1);
    const author = await viewer(ctx, show, 1);
    await writeReview(author, show.show.id);
    const slug = author.username.toLowerCase();
    const blocked = await makeUser(ctx);
    await author.client.post("/api/blocks", { user_id: blocked.id });
    expect((await blocked.client.get(`/api/users/${slug}/reviews`)).statusCode).toBe(404);
    const blocker = await makeUser(ctx);
    await blocker.client.post("/api/blocks", { user_id: author.id });
    expect((await page(blocker.client, `/api/users/${slug}/reviews`)).data).toEqual([]);
    expect((await new Client(ctx.app).get("/api/users/nosuchuser0/reviews")).statusCode).toBe(404);
  });
});
