import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../harness.js";
import { makeShow } from "../factories.js";
import { type MadeUser, makeUser } from "../user-factories.js";
import { makePoster, wallPost } from "../wall/helpers.js";
import { comment, commentsPage, makeReview } from "./helpers.js";

let env: TestContext;
beforeAll(async () => {
  env = await createTestApp();
});
afterAll(async () => env.close());
const db = () => env.database.db;

const report = async (user: MadeUser, type: string, id: number) => {
  const res = await user.client.post("/api/submit-report", { type, id, reason: "spam" });
  expect(res.statusCode, res.body).toBeLessThan(300);
};

describe("the Report entry once the viewer reported the item", () => {
  it("is no longer offered on a comment, a review or a wall post the viewer reported; others are still offered it", async () => {
    const [author, reporter, other] = [await makePoster(env), await makeUser(env), await makeUser(env)];
    const { show } = await makeShow(db());
    const theirs = await comment(author, "show", show.id, "rapor edilecek");
    const review = await makeReview(db(), author.id, show.id);
    const post = await wallPost(author);

    await report(reporter, "comment", theirs.id);
    await report(reporter, "review", review.id);
    await report(reporter, "post", post.id);

    expect((await commentsPage(env, "show", show.id, reporter)).data[0]!.abilities).toMatchObject({ report: false, hide: true, block: true });
    expect((await commentsPage(env, "show", show.id, other)).data[0]!.abilities).toMatchObject({ report: true });
    expect((await reporter.client.get(`/api/review/${review.id}`)).json().data.abilities).toMatchObject({ report: false, vote: true });
    expect((await other.client.get(`/api/review/${review.id}`)).json().data.abilities).toMatchObject({ report: true });
    const postOf = async (viewer: MadeUser) => ((await viewer.client.get("/api/feeds?stream=global&limit=50")).json().data as { id: number; abilities: { report: boolean } }[]).find((p) => p.id === post.id)!;
    expect((await postOf(reporter)).abilities.report).toBe(false);
    expect((await postOf(other)).abilities.report).toBe(true);
    // Reporting again still answers the same report (the contract), it is only not offered.
    await report(reporter, "comment", theirs.id);
  });
});
