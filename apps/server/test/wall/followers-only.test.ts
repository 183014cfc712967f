import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Post } from "@dizilog/shared/api";
import { users } from "../../src/db/schema/index.js";
import { createTestApp, type TestContext } from "../harness.js";
import { makeUser } from "../user-factories.js";
import { follow, makePoster, wallPost } from "./helpers.js";

let env: TestContext;
beforeAll(async () => {
  env = await createTestApp();
});
afterAll(async () => env.close());
const db = () => env.database.db;

describe("a post's audience", () => {
  it("says followers_only for a private account's post (not the 'Public' its visibility names), and not for an open account's", async () => {
    const [closed, open, follower] = [await makePoster(env), await makePoster(env), await makeUser(env)];
    await db().update(users).set({ privateAccount: true }).where(eq(users.id, closed.id));
    await follow(db(), follower.id, closed.id);
    const closedPost = await wallPost(closed);
    const openPost = await wallPost(open);
    const own = await wallPost(closed, { visibility: "private" });

    expect(closedPost).toMatchObject({ visibility: "public", followers_only: true });
    expect(openPost).toMatchObject({ visibility: "public", followers_only: false });
    expect(own).toMatchObject({ visibility: "private", followers_only: false });
    const seen = (await follower.client.get(`/api/users/${closed.row.slug}/wall`)).json().data as Post[];
    expect(seen.find((p) => p.id === closedPost.id)?.followers_only).toBe(true);
  });
});
