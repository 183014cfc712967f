import { randomBytes } from "node:crypto";
import type { Db } from "../src/db/database.js";
import { likes, ratings, trackedShows, users } from "../src/db/schema/index.js";

/** A user row written straight to the database: someone whose ratings matter, who never signs in. */
export async function makeUserRow(db: Db): Promise<{ id: number; slug: string }> {
  const name = `rater${randomBytes(4).toString("hex")}`;
  const [user] = await db
    .insert(users)
    .values({ name, username: name, slug: name, email: `${name}@example.test`, passwordHash: "x", country: "TR", emailVerifiedAt: new Date() })
    .returning({ id: users.id, slug: users.slug });
  return user!;
}

/** Ratings of one user, `[showId, stars]` pairs, written as they are (show totals left alone). */
export async function rateAll(db: Db, userId: number, pairs: [number, number][]): Promise<void> {
  if (!pairs.length) return;
  await db.insert(ratings).values(pairs.map(([showId, rating]) => ({ userId, showId, rating })));
}

export async function likeShows(db: Db, userId: number, showIds: number[]): Promise<void> {
  await db.insert(likes).values(showIds.map((itemId) => ({ userId, itemType: "show" as const, itemId })));
}

export async function trackShows(db: Db, userId: number, showIds: number[], dropped = false): Promise<void> {
  await db.insert(trackedShows).values(showIds.map((showId) => ({ userId, showId, droppedAt: dropped ? new Date() : null })));
}
