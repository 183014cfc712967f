import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REVIEW_MESSAGES as M } from "@dizilog/shared/api";
import { Client } from "../accounts/helpers.js";
import { type TestContext, createTestApp } from "../harness.js";
import { airedShow, viewer, writeReview } from "./helpers.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const url = (showId: number | string) => `/api/me/review-eligibility?show_id=${showId}`;

describe("GET /api/me/review-eligibility", () => {
  it("tells a user who has seen no episode to watch one first, before they write; once seen, they may; once written, not again", async () => {
    const show = await airedShow(ctx);
    const user = await viewer(ctx, show, 0);
    const before = await user.client.get(url(show.show.id));
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data).toEqual({ can_write: false, reason: "watch_first", message: M.watchFirst });

    expect((await user.client.post(`/api/seen/episode/${show.episodeIds[0]}`, { status: true })).statusCode).toBe(200);
    expect((await user.client.get(url(show.show.id))).json().data).toEqual({ can_write: true, reason: null, message: null });

    await writeReview(user, show.show.id);
    expect((await user.client.get(url(show.show.id))).json().data).toEqual({ can_write: false, reason: "already_reviewed", message: M.alreadyReviewed });
  });

  it("answers 401 to a visitor and 422 for a show that does not exist or an id that is none", async () => {
    const show = await airedShow(ctx);
    const user = await viewer(ctx, show, 1);
    expect((await new Client(ctx.app).get(url(show.show.id))).statusCode).toBe(401);
    const missing = await user.client.get(url(2_000_000_000));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.show_id).toEqual([M.showInvalid]);
    expect((await user.client.get(url("abc"))).statusCode).toBe(422);
  });
});
