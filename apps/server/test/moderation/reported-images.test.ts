import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comments, postImages } from "../../src/db/schema/index.js";
import { makeShow } from "../factories.js";
import { type TestContext, createTestApp } from "../harness.js";
import { type MadeUser, makeUser } from "../user-factories.js";
import { makePoster, wallPost } from "../wall/helpers.js";
import { makeComment, makeReport } from "./factories.js";

const STAFF_EMAIL = "images-boss@example.com";

let ctx: TestContext;
let staff: MadeUser;
beforeAll(async () => {
  ctx = await createTestApp({ env: { STAFF_EMAILS: STAFF_EMAIL } });
  staff = await makeUser(ctx, { email: STAFF_EMAIL });
});
afterAll(async () => ctx?.close());
const db = () => ctx.database.db;

describe("the moderation card of a report about a picture", () => {
  it("carries the comment's image and the wall post's images, in their order; a text comment has none", async () => {
    const { show } = await makeShow(db());
    const [author, reporter] = [await makePoster(ctx), await makeUser(ctx)];
    const pictured = await makeComment(db(), { userId: author.id, itemType: "show", itemId: show.id, showId: show.id, content: "Şu sahneye bakın" });
    await db().update(comments).set({ photo: { kind: "image", url: "/media/comments/a.webp", width: 800, height: 450, key: "comments/a.webp" } }).where(eq(comments.id, pictured.id));
    const plain = await makeComment(db(), { userId: author.id, itemType: "show", itemId: show.id, showId: show.id });
    const post = await wallPost(author);
    await db().insert(postImages).values([
      { postId: post.id, position: 1, key: "wall/b.webp", url: "/media/wall/b.webp", width: 600, height: 600 },
      { postId: post.id, position: 0, key: "wall/a.webp", url: "/media/wall/a.webp", width: 1200, height: 800 },
    ]);
    for (const [itemType, itemId] of [["comment", pictured.id], ["comment", plain.id], ["post", post.id]] as const) {
      await makeReport(db(), { reporterId: reporter.id, itemType, itemId, itemOwnerId: author.id, showId: itemType === "comment" ? show.id : null, reason: "inappropriate" });
    }

    const res = await staff.client.get("/api/admin/reports");
    expect(res.statusCode, res.body).toBe(200);
    const items = new Map((res.json().data as { item: { type: string; id: number; images: unknown } }[]).map((r) => [`${r.item.type}:${r.item.id}`, r.item.images]));
    expect(items.get(`comment:${pictured.id}`)).toEqual([{ url: "/media/comments/a.webp", width: 800, height: 450 }]);
    expect(items.get(`comment:${plain.id}`)).toEqual([]);
    expect(items.get(`post:${post.id}`)).toEqual([
      { url: "/media/wall/a.webp", width: 1200, height: 800 },
      { url: "/media/wall/b.webp", width: 600, height: 600 },
    ]);
  });
});
