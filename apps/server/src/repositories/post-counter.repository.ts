import { eq, sql } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { posts } from "../db/schema/index.js";

// The counter caches of a post moved by the social side of the wall (likes; comments move through
// commentable.repository.ts, suggestions through suggestion.repository.ts), in the caller's transaction.

/** Moves a post's `like_count` (never below 0). */
export async function movePostLikes(db: Executor, id: number, delta: number): Promise<void> {
  await db
    .update(posts)
    .set({ likeCount: sql`greatest(${posts.likeCount} + ${delta}, 0)` })
    .where(eq(posts.id, id));
}

export async function postLikeCount(db: Executor, id: number): Promise<number> {
  const [row] = await db.select({ n: posts.likeCount }).from(posts).where(eq(posts.id, id));
  return row?.n ?? 0;
}
