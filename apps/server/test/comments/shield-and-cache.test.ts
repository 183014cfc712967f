import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../harness.js";
import { makeShow } from "../factories.js";
import { makeUser } from "../user-factories.js";
import { comment, commentsPage, showWithEpisodes } from "./helpers.js";

let env: TestContext;
beforeAll(async () => {
  // The visitor cache on, as in production (tests run with it off otherwise).
  env = await createTestApp({ env: { VISITOR_CACHE_SECONDS: "900" } });
});
afterAll(async () => env.close());
const db = () => env.database.db;

describe("the spoiler shield of an episode's conversation (meta.spoiler_shield)", () => {
  it("is on for a tracked show's unseen episode, and off once seen, with the spoilers preference, for other items and for visitors", async () => {
    const viewer = await makeUser(env);
    const fan = await makeUser(env, { spoilers: true });
    const { show, episodeId } = await showWithEpisodes(db());
    await comment(await makeUser(env), "episode", episodeId, "Finalde ölüyor!");
    expect((await commentsPage(env, "episode", episodeId, viewer)).meta.spoiler_shield).toBe(false);

    for (const user of [viewer, fan]) expect((await user.client.post(`/api/shows/${show.id}/track`)).statusCode).toBe(200);
    const shielded = await commentsPage(env, "episode", episodeId, viewer);
    expect(shielded.meta.spoiler_shield).toBe(true);
    // The conversation is still sent: revealing it is one click, not another request.
    expect(shielded.data).toHaveLength(1);
    expect((await commentsPage(env, "episode", episodeId, fan)).meta.spoiler_shield).toBe(false);
    expect((await commentsPage(env, "show", show.id, viewer)).meta.spoiler_shield).toBe(false);
    expect((await commentsPage(env, "episode", episodeId)).meta.spoiler_shield).toBe(false);

    expect((await viewer.client.post(`/api/seen/episode/${episodeId}`, { status: true })).statusCode).toBe(200);
    expect((await commentsPage(env, "episode", episodeId, viewer)).meta.spoiler_shield).toBe(false);
  });
});

describe("the visitor cache of comment pages", () => {
  it("serves a visitor's page from the cache, and a comment shows at once to everyone", async () => {
    const { show } = await makeShow(db());
    const author = await makeUser(env);
    await comment(author, "show", show.id, "Birinci");
    const url = `/api/comments/v1?type=show&id=${show.id}&include=replies`;
    const first = await env.app.inject({ method: "GET", url });
    expect(first.headers["x-visitor-cache"]).toBe("miss");
    const second = await env.app.inject({ method: "GET", url });
    expect(second.headers["x-visitor-cache"]).toBe("hit");
    expect(second.body).toBe(first.body);

    await comment(author, "show", show.id, "İkinci");
    const after = await env.app.inject({ method: "GET", url });
    expect(after.headers["x-visitor-cache"]).toBe("miss");
    expect(after.json().data.map((c: { content: string }) => c.content)).toEqual(["İkinci", "Birinci"]);
    // Signed-in readers are never served from it.
    const reader = await author.client.get(url);
    expect(reader.headers["x-visitor-cache"]).toBeUndefined();
  });
});
