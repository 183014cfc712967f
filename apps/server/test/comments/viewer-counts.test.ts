import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../harness.js";
import { makeShow } from "../factories.js";
import { type MadeUser, makeUser } from "../user-factories.js";
import { block, comment, commentsPage, reply } from "./helpers.js";

let env: TestContext;
beforeAll(async () => {
  env = await createTestApp();
});
afterAll(async () => env.close());
const db = () => env.database.db;

const hide = (user: MadeUser, type: string, id: number, undo = false) =>
  user.client.post(`/api/accounts/${id}/filter`, { type, filter: "hide", ...(undo ? { action: "undo" } : {}) });

describe("the counts a viewer is shown", () => {
  it("leave out a reply the viewer hid: no 'View 1 reply' that opens to nothing; undone, it counts again", async () => {
    const [author, replier, viewer] = [await makeUser(env), await makeUser(env), await makeUser(env)];
    const { show } = await makeShow(db());
    const top = await comment(author, "show", show.id, "top");
    const only = await reply(replier, top.id, "the only reply");
    expect((await hide(viewer, "comment", only.id)).statusCode).toBe(200);

    const page = await commentsPage(env, "show", show.id, viewer, "&include=replies");
    expect(page.data[0]!.reply_count).toBe(0);
    expect(page.data[0]!.replies!.data).toEqual([]);
    // Everyone else still sees the reply and its count.
    expect((await commentsPage(env, "show", show.id, author, "&include=replies")).data[0]!.reply_count).toBe(1);
    expect((await commentsPage(env, "show", show.id)).data[0]!.reply_count).toBe(1);

    expect((await hide(viewer, "comment", only.id, true)).statusCode).toBe(200);
    expect((await commentsPage(env, "show", show.id, viewer, "&include=replies")).data[0]!.reply_count).toBe(1);
  });

  it("count only the comments a blocked viewer is listed, not 'Comments 2' above 'No comments yet'", async () => {
    const [blocker, viewer, blockedByViewer, other] = [await makeUser(env), await makeUser(env), await makeUser(env), await makeUser(env)];
    const { show } = await makeShow(db());
    await comment(blocker, "show", show.id, "one");
    await comment(blocker, "show", show.id, "two");
    await comment(blockedByViewer, "show", show.id, "three");
    const hiddenOne = await comment(other, "show", show.id, "four");
    await block(db(), blocker.id, viewer.id);
    await block(db(), viewer.id, blockedByViewer.id);
    expect((await hide(viewer, "comment", hiddenOne.id)).statusCode).toBe(200);

    const page = await commentsPage(env, "show", show.id, viewer);
    expect(page.data).toEqual([]);
    expect(page.meta.comments_count).toBe(0);
    // Others are told all four.
    expect((await commentsPage(env, "show", show.id, other)).meta.comments_count).toBe(4);
    expect((await commentsPage(env, "show", show.id)).meta.comments_count).toBe(4);
  });
});
