import { eq } from "drizzle-orm";
import type { Db } from "../../src/db/database.js";
import { episodes, trackedShows, users } from "../../src/db/schema/index.js";
import type { TestContext } from "../harness.js";
import { type MadeUser, makeUser } from "../user-factories.js";

/** A staff account (the stored role, as `npm run user:role` sets it). */
export async function makeStaff(env: TestContext): Promise<MadeUser> {
  const staff = await makeUser(env);
  await env.database.db.update(users).set({ role: "staff" }).where(eq(users.id, staff.id));
  return staff;
}

/** `userIds` track the show (as the tracking slice stores it). */
export async function track(db: Db, showId: number, userIds: number[]): Promise<void> {
  await db.insert(trackedShows).values(userIds.map((userId) => ({ userId, showId })));
}

/** The show's episodes, in season and number order. */
export async function episodesOf(db: Db, showId: number) {
  return (await db.select().from(episodes).where(eq(episodes.showId, showId))).sort((a, b) => a.seasonNumber - b.seasonNumber || a.number - b.number);
}

export const YOUTUBE = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";
