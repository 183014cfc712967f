import { eq, sql } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { couples, episodes, people, shows } from "../db/schema/index.js";

const one = sql`1`;

/** Whether a show exists (by id). */
export async function showExists(db: Executor, id: number): Promise<boolean> {
  return (await db.select({ one }).from(shows).where(eq(shows.id, id)).limit(1)).length > 0;
}

export async function personExists(db: Executor, id: number): Promise<boolean> {
  return (await db.select({ one }).from(people).where(eq(people.id, id)).limit(1)).length > 0;
}

export async function coupleExists(db: Executor, id: number): Promise<boolean> {
  return (await db.select({ one }).from(couples).where(eq(couples.id, id)).limit(1)).length > 0;
}

/** An episode's id and air time, or undefined. */
export async function episodeAiring(db: Executor, id: number): Promise<{ id: number; airsAt: Date | null } | undefined> {
  const [row] = await db.select({ id: episodes.id, airsAt: episodes.airsAt }).from(episodes).where(eq(episodes.id, id)).limit(1);
  return row;
}
