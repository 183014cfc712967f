import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Review } from "@dizilog/shared/api";
import { episodes, showModerators, users } from "../../src/db/schema/index.js";
import type { Client, Res } from "../accounts/helpers.js";
import { makeShow } from "../factories.js";
import type { TestContext } from "../harness.js";
import { type MadeUser, type MakeUserOptions, makeUser } from "../user-factories.js";

/** A text of exactly `length` characters (code points), made of words. */
export function textOf(length: number, word = "dizi "): string {
  return word.repeat(Math.ceil(length / word.length)).slice(0, length - 1) + ".";
}

export const CONTENT = textOf(320, "Ezel bir intikam hikâyesi, ama asıl konusu dostluk. ");

export const SCORES = { story: 4.5, acting: 5, music: 4, visuals: 3.5, characters: 4, overall: 4.5 };

export const reviewBody = (showId: number, overrides: Record<string, unknown> = {}) => ({
  show_id: showId,
  title: "Bir başyapıt",
  content: CONTENT,
  spoiler: false,
  user_rate: SCORES,
  ...overrides,
});

export const patch = (client: Client, url: string, payload: unknown): Promise<Res> => client.request({ method: "PATCH", url, payload });

/** A show whose episodes have all aired (3 by default, in one season). */
export async function airedShow(ctx: TestContext, count = 3) {
  const { show } = await makeShow(ctx.database.db, { seasons: [count] });
  const rows = await ctx.database.db.select({ id: episodes.id }).from(episodes).where(eq(episodes.showId, show.id)).orderBy(episodes.number);
  return { show, episodeIds: rows.map((r) => r.id) };
}

/** A signed-in user who has seen `seen` episodes of the show (all of them by default), through the API. */
export async function viewer(ctx: TestContext, show: { show: { id: number }; episodeIds: number[] }, seen = show.episodeIds.length, options: MakeUserOptions = {}): Promise<MadeUser> {
  const user = await makeUser(ctx, options);
  for (const id of show.episodeIds.slice(0, seen)) {
    const res = await user.client.post(`/api/seen/episode/${id}`, { status: true });
    expect(res.statusCode, res.body).toBe(200);
  }
  return user;
}

/** Writes a review through the API and answers it (201 expected). */
export async function writeReview(user: MadeUser, showId: number, overrides: Record<string, unknown> = {}): Promise<Review> {
  const res = await user.client.post("/api/reviews", reviewBody(showId, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Review;
}

export async function makeStaff(ctx: TestContext): Promise<MadeUser> {
  const user = await makeUser(ctx);
  await ctx.database.db.update(users).set({ role: "staff" }).where(eq(users.id, user.id));
  return user;
}

export async function makeModerator(ctx: TestContext, showId: number): Promise<MadeUser> {
  const user = await makeUser(ctx);
  await ctx.database.db.update(users).set({ role: "moderator" }).where(eq(users.id, user.id));
  await ctx.database.db.insert(showModerators).values({ userId: user.id, showId });
  return user;
}
