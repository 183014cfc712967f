import { and, count, eq } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { likes } from "../db/schema/index.js";

/**
 * An item's like count, and for a signed-in viewer whether they like it: the fields the client's
 * heart starts from (`like_count`, `has_liked`).
 */
export async function likeStateOf(db: Db, itemType: "show" | "person", itemId: number, userId?: number) {
  const [total, mine] = await Promise.all([
    db.select({ n: count() }).from(likes).where(and(eq(likes.itemType, itemType), eq(likes.itemId, itemId))),
    userId === undefined
      ? Promise.resolve(undefined)
      : db
          .select({ n: count() })
          .from(likes)
          .where(and(eq(likes.itemType, itemType), eq(likes.itemId, itemId), eq(likes.userId, userId))),
  ]);
  return { like_count: total[0]?.n ?? 0, has_liked: mine === undefined ? undefined : (mine[0]?.n ?? 0) > 0 };
}
