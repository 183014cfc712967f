import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { posts } from "../../src/db/schema/index.js";
import { createTestApp, type TestContext } from "../harness.js";
import { makeShow } from "../factories.js";
import { makeUser } from "../user-factories.js";
import { makePost } from "../wall/social-helpers.js";

/**
 * Unlisted posts are reachable only through their own link (decision 0033): not by their sequential
 * id, and not by another kind's public id (a show's hashid used to open the post with the same id).
 */
let env: TestContext;
beforeAll(async () => {
  env = await createTestApp();
});
afterAll(async () => env.close());
const db = () => env.database.db;

describe("public ids are per kind", () => {
  it("a show's hashid never opens the post with the same id; the post's own hashid does", async () => {
    const owner = await makeUser(env);
    const { show } = await makeShow(db());
    // A post whose numeric id is the show's.
    const [post] = await db()
      .insert(posts)
      .values({ id: show.id, userId: owner.id, wallUserId: owner.id, type: "post", content: "Sadece bağlantıyla", visibility: "unlisted" })
      .returning();
    const showRes = await env.app.inject({ method: "GET", url: `/api/shows/${show.id}` });
    const showHashid = showRes.json().data.hashid as string;
    const byShowHashid = await env.app.inject({ method: "GET", url: `/api/wall/posts/${owner.row.slug}/${showHashid}` });
    expect(byShowHashid.statusCode, byShowHashid.body).toBe(404);

    const own = await owner.client.get(`/api/wall/posts/${owner.row.slug}/${showHashid}`);
    expect(own.statusCode).toBe(404);
    const mine = (await owner.client.get("/api/feeds?stream=user&user_id=" + owner.id)).json().data as { id: number; hashid: string }[];
    const hashid = mine.find((p) => p.id === post!.id)!.hashid;
    expect(hashid).not.toBe(showHashid);
    const byLink = await env.app.inject({ method: "GET", url: `/api/wall/posts/${owner.row.slug}/${hashid}` });
    expect(byLink.statusCode, byLink.body).toBe(200);
    expect(byLink.json().data.id).toBe(post!.id);
    // …and the post's hashid names no show.
    expect((await env.app.inject({ method: "GET", url: `/api/shows/${hashid}` })).statusCode).toBe(404);
  });
});

describe("GET /api/thoughts/{id}", () => {
  it("does not answer an unlisted post by its sequential id, except to its author", async () => {
    const [author, stranger] = [await makeUser(env), await makeUser(env)];
    const { show } = await makeShow(db());
    const unlisted = await makePost(db(), author.id, { visibility: "unlisted", showId: show.id });
    const open = await makePost(db(), author.id, { visibility: "public", showId: show.id });

    expect((await env.app.inject({ method: "GET", url: `/api/thoughts/${unlisted.id}` })).statusCode).toBe(404);
    const strangers = await stranger.client.get(`/api/thoughts/${unlisted.id}`);
    expect(strangers.statusCode).toBe(404);
    const authors = await author.client.get(`/api/thoughts/${unlisted.id}`);
    expect(authors.statusCode, authors.body).toBe(200);
    // A visitor sweeping ids finds the public post and nothing else.
    const found: number[] = [];
    for (const id of [unlisted.id, open.id]) if ((await env.app.inject({ method: "GET", url: `/api/thoughts/${id}` })).statusCode === 200) found.push(id);
    expect(found).toEqual([open.id]);
  });
});
