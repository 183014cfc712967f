import { eq, sql } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { likes, posts } from "../db/schema/index.js";

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

// ---- Account deletion ---------------------------------------------------------------------------

/** The ids of the posts on a user's wall or by them (written on others' walls): what goes with their account. */
export async function postIdsOfUser(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(sql`${posts.userId} = ${userId} or ${posts.wallUserId} = ${userId}`);
  return rows.map((r) => r.id);
}

/** Before an account's row is deleted: the posts the user liked lose the like (the rows go by cascade). */
export async function releasePostLikesOfUser(db: Executor, userId: number): Promise<void> {
  await db.execute(sql`update ${posts} set like_count = greatest(${posts.likeCount} - 1, 0)
    where ${posts.id} in (select item_id from ${likes} where user_id = ${userId} and item_type = 'post')`);
}
