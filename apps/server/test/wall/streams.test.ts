import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hiddenItems, posts, users } from "../../src/db/schema/index.js";
import { type FollowingPlan, streamPostIds, streamPosts } from "../../src/repositories/post-stream.repository.js";
import { block, makeStaff } from "../comments/helpers.js";
import { makeShow } from "../factories.js";
import { createTestApp, type TestContext } from "../harness.js";
import { makeUser } from "../user-factories.js";
import { feed, feedRes, follow, ids, makePoster, wallPost } from "./helpers.js";

let env: TestContext;
beforeAll(async () => {
  env = await createTestApp();
});
afterAll(async () => env.close());
const db = () => env.database.db;

/** An author with one post of each visibility, tagged with a fresh hashtag, about a fresh show. */
async function authorWithPosts(options: { privateAccount?: boolean } = {}) {
  const author = await makePoster(env);
  if (options.privateAccount) await db().update(users).set({ privateAccount: true }).where(eq(users.id, author.id));
  const { show } = await makeShow(db());
  const tag = `etiket${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const made: Record<string, number> = {};
  for (const visibility of ["public", "profile", "unlisted", "private"] as const) {
    made[visibility] = (await wallPost(author, { type: "ask", content: `${visibility} #${tag}`, visibility, show_id: show.id })).id;
  }
  return { author, show, tag, ...(made as Record<"public" | "profile" | "unlisted" | "private", number>) };
}

const single = (env: TestContext, slug: string, hashid: string, viewer?: Awaited<ReturnType<typeof makeUser>>) =>
  feedRes(env, "", viewer, `/api/wall/posts/${slug}/${hashid}`);

describe("visibility × streams × viewer", () => {
  it("a user's stream: public and profile posts to everyone, every own post to the author", async () => {
    const a = await authorWithPosts();
    const stranger = await makeUser(env);
    const q = `stream=user&user_id=${a.author.id}`;
    expect(ids(await feed(env, q))).toEqual([a.profile, a.public]);
    expect(ids(await feed(env, q, stranger))).toEqual([a.profile, a.public]);
    expect(ids(await feed(env, q, a.author))).toEqual([a.private, a.unlisted, a.profile, a.public]);
  });

  it("global, hashtag and show streams and thoughts hold public posts only", async () => {
    const a = await authorWithPosts();
    const global = ids(await feed(env, "limit=50"));
    expect(global).toContain(a.public);
    for (const id of [a.profile, a.unlisted, a.private]) expect(global).not.toContain(id);
    expect(ids(await feed(env, `stream=hashtag&hashtag=${a.tag}`, a.author))).toEqual([a.public]);
    expect(ids(await feed(env, `stream=show&show_id=${a.show.id}`, a.author))).toEqual([a.public]);
    expect(ids(await feed(env, `show_id=${a.show.id}`, undefined).then(() => feed(env, `stream=show&show_id=${a.show.id}`)))).toEqual([a.public]);
    const thoughts = await feedRes(env, `show_id=${a.show.id}`, undefined, "/api/thoughts");
    expect(thoughts.json().data.map((p: { id: number }) => p.id)).toEqual([a.public]);
    expect((await feedRes(env, "", undefined, `/api/thoughts/${a.public}`)).statusCode).toBe(200);
    expect((await feedRes(env, "", undefined, `/api/thoughts/${a.private}`)).statusCode).toBe(404);
  });

  it("a single post by its link: unlisted to anyone with it, private to its author only, a wrong slug is 404", async () => {
    const a = await authorWithPosts();
    const stranger = await makeUser(env);
    const page = await feed(env, `stream=user&user_id=${a.author.id}`, a.author);
    const byId = new Map(page.data.map((p) => [p.id, p]));
    const slug = a.author.username.toLowerCase();
    expect((await single(env, slug, byId.get(a.unlisted)!.hashid)).statusCode).toBe(200);
    expect((await single(env, slug, byId.get(a.unlisted)!.hashid, stranger)).statusCode).toBe(200);
    expect((await single(env, slug, byId.get(a.private)!.hashid, stranger)).statusCode).toBe(404);
    expect((await single(env, slug, byId.get(a.private)!.hashid)).statusCode).toBe(404);
    expect((await single(env, slug, byId.get(a.private)!.hashid, a.author)).statusCode).toBe(200);
    expect((await single(env, stranger.username.toLowerCase(), byId.get(a.public)!.hashid)).statusCode).toBe(404);
    expect((await single(env, slug, "zzzzzzzz")).statusCode).toBe(404);
    expect(byId.get(a.public)!.url).toBe(`/user/${slug}/wall/${byId.get(a.public)!.hashid}`);
  });

  it("blocks hide everything both ways: streams, single posts", async () => {
    const a = await authorWithPosts();
    const [blocked, blocker] = [await makeUser(env), await makeUser(env)];
    await block(db(), a.author.id, blocked.id);
    await block(db(), blocker.id, a.author.id);
    for (const viewer of [blocked, blocker]) {
      expect(ids(await feed(env, "limit=50", viewer))).not.toContain(a.public);
      expect(ids(await feed(env, `stream=hashtag&hashtag=${a.tag}`, viewer))).toEqual([]);
      expect(ids(await feed(env, `stream=show&show_id=${a.show.id}`, viewer))).toEqual([]);
      expect((await feedRes(env, "", viewer, `/api/thoughts/${a.public}`)).statusCode).toBe(404);
    }
    // The user the author blocked cannot open the author's wall (404, as the profile); the user who
    // blocked the author opens it and finds nothing.
    expect((await feedRes(env, `stream=user&user_id=${a.author.id}`, blocked)).statusCode).toBe(404);
    expect(ids(await feed(env, `stream=user&user_id=${a.author.id}`, blocker))).toEqual([]);
  });

  it("a private account's posts are for its accepted followers", async () => {
    const a = await authorWithPosts({ privateAccount: true });
    const [follower, requester, stranger] = [await makeUser(env), await makeUser(env), await makeUser(env)];
    await follow(db(), follower.id, a.author.id);
    await follow(db(), requester.id, a.author.id, "pending");
    expect(ids(await feed(env, `stream=user&user_id=${a.author.id}`, follower))).toEqual([a.profile, a.public]);
    expect(ids(await feed(env, `stream=hashtag&hashtag=${a.tag}`, follower))).toEqual([a.public]);
    for (const viewer of [requester, stranger, undefined]) {
      expect((await feedRes(env, `stream=user&user_id=${a.author.id}`, viewer)).statusCode).toBe(404);
      expect(ids(await feed(env, `stream=hashtag&hashtag=${a.tag}`, viewer))).toEqual([]);
      expect((await feedRes(env, "", viewer, `/api/thoughts/${a.public}`)).statusCode).toBe(404);
    }
  });

  it("the following stream: signed in only, public posts of accepted follows (and one's own)", async () => {
    expect((await feedRes(env, "stream=following")).statusCode).toBe(401);
    expect((await feedRes(env, "", undefined, "/api/feeds/following")).statusCode).toBe(401);
    const viewer = await makePoster(env);
    const [followed, requested, other] = [await authorWithPosts(), await authorWithPosts({ privateAccount: true }), await authorWithPosts()];
    await follow(db(), viewer.id, followed.author.id);
    await follow(db(), viewer.id, requested.author.id, "pending");
    const mine = await wallPost(viewer, { content: "benim" });
    const stream = ids(await feed(env, "stream=following&limit=50", viewer));
    expect(stream).toEqual([mine.id, followed.public]);
    expect(ids(await feed(env, "limit=50", viewer)).slice(0, 1)).toEqual([mine.id]);
    expect(ids(await feedRes(env, "limit=50", viewer, "/api/feeds/following").then((r) => r.json()))).toEqual(stream);
    expect(stream).not.toContain(other.public);
    // The three ways of reading it (decision 0027) agree, page by page.
    for (const _ of [1, 2, 3]) await wallPost(followed.author, { content: "yine ben" });
    const key = { stream: "following" as const, viewerId: viewer.id };
    const read = (plan: FollowingPlan, beforeId?: number) =>
      streamPostIds(db(), { key, beforeId, limit: 3, visibility: { viewerId: viewer.id, includeRemoved: false } }, { followingPlan: plan });
    const [auto, scan, lateral] = [await read("auto"), await read("scan"), await read("lateral")];
    expect(scan).toEqual(auto);
    expect(lateral).toEqual(auto);
    expect(await read("lateral", auto.at(-1))).toEqual(await read("scan", auto.at(-1)));
    // The rows read with their ids (the page's one statement) are the same posts, whichever plan.
    const rows = (plan: FollowingPlan, beforeId?: number) =>
      streamPosts(db(), { key, beforeId, limit: 3, visibility: { viewerId: viewer.id, includeRemoved: false } }, { followingPlan: plan }).then((found) => found.map((p) => p.id));
    for (const plan of ["auto", "scan", "lateral"] as const) {
      expect(await rows(plan), plan).toEqual(auto);
      expect(await rows(plan, auto.at(-1)), plan).toEqual(await read("scan", auto.at(-1)));
    }
  });

  it("leaves out posts the viewer hid and removed posts (a removed post is 404 to all but staff)", async () => {
    const a = await authorWithPosts();
    const [viewer, staff] = [await makeUser(env), await makeUser(env)];
    await makeStaff(db(), staff.id);
    await db().insert(hiddenItems).values({ userId: viewer.id, itemType: "wall", itemId: a.public });
    expect(ids(await feed(env, `stream=user&user_id=${a.author.id}`, viewer))).toEqual([a.profile]);
    await db().update(posts).set({ removedAt: new Date() }).where(eq(posts.id, a.profile));
    expect(ids(await feed(env, `stream=user&user_id=${a.author.id}`))).toEqual([a.public]);
    expect((await feedRes(env, "", a.author, `/api/thoughts/${a.profile}`)).statusCode).toBe(404);
    expect((await feedRes(env, "", staff, `/api/thoughts/${a.profile}`)).statusCode).toBe(200);
  });

  it("a visitor sees abilities all false; the author edit/delete/pin; others report/hide/block/like", async () => {
    const author = await makePoster(env);
    const other = await makeUser(env);
    const post = await wallPost(author);
    const asVisitor = (await feed(env, `stream=user&user_id=${author.id}`)).data[0]!;
    expect(Object.values(asVisitor.abilities).every((v) => v === false)).toBe(true);
    expect(post.abilities).toMatchObject({ edit: true, delete: true, pin: true, report: false, hide: false, block: false, like: true, comment: true, vote: false, suggest: false });
    const asOther = (await feed(env, `stream=user&user_id=${author.id}`, other)).data[0]!;
    expect(asOther.abilities).toMatchObject({ edit: false, delete: false, pin: false, report: true, hide: true, block: true, like: true, react: true, suggest: false });
  });
});

describe("paging", () => {
  it("pages with keyset cursors, newest first, without duplicates; limit defaults to 10", async () => {
    const author = await makePoster(env);
    const made: number[] = [];
    for (let i = 0; i < 23; i++) made.push((await wallPost(author, { content: `#sayfa${author.id} ${i}` })).id);
    const first = await feed(env, `stream=hashtag&hashtag=sayfa${author.id}`);
    expect(first.data).toHaveLength(10);
    const seen = [...ids(first)];
    let next = first.meta.cursor.next;
    while (next) {
      const page = await feed(env, `stream=hashtag&hashtag=sayfa${author.id}&limit=7&cursor=${next}`);
      seen.push(...ids(page));
      next = page.meta.cursor.next;
    }
    expect(seen).toEqual([...made].reverse());
    expect((await feedRes(env, "cursor=!!")).statusCode).toBe(422);
    expect((await feedRes(env, `cursor=${Buffer.from('{"id":"x"}').toString("base64url")}`)).statusCode).toBe(422);
  });

  it("a user's stream puts the pinned post first, on the first page only", async () => {
    const author = await makePoster(env);
    const made: number[] = [];
    for (let i = 0; i < 5; i++) made.push((await wallPost(author, { content: `yazı ${i}` })).id);
    const pin = await author.client.request({ method: "POST", url: `/api/wall/${made[1]}/pin` });
    expect(pin.json()).toEqual({ data: { pinned: true } });
    const first = await feed(env, `stream=user&user_id=${author.id}&limit=2`);
    expect(ids(first)).toEqual([made[1], made[4], made[3]]);
    expect(first.data[0]!.pinned).toBe(true);
    const bySlug = await feedRes(env, "limit=2", undefined, `/api/users/${author.username.toLowerCase()}/wall`);
    expect(ids(bySlug.json())).toEqual(ids(first));
    const second = await feed(env, `stream=user&user_id=${author.id}&limit=2&cursor=${first.meta.cursor.next}`);
    expect(ids(second)).toEqual([made[2], made[0]]);
    expect(second.meta.cursor.next).toBeNull();
  });
});
