import { and, count, eq } from "drizzle-orm";
import type { ReactionType } from "@dizilog/shared/api";
import type { Executor } from "../db/database.js";
import { reactions } from "../db/schema/index.js";

const itemKey = (type: ReactionType, itemId: number) => and(eq(reactions.itemType, type), eq(reactions.itemId, itemId));

/** Takes the user's reaction back if it is this one; false when it was not. */
export async function deleteReaction(db: Executor, userId: number, type: ReactionType, itemId: number, reaction: string): Promise<boolean> {
  const removed = await db
    .delete(reactions)
    .where(and(eq(reactions.userId, userId), itemKey(type, itemId), eq(reactions.reaction, reaction)))
    .returning({ reaction: reactions.reaction });
  return removed.length > 0;
}

/** Sets the user's one reaction to an item (replacing another). */
export async function upsertReaction(db: Executor, userId: number, type: ReactionType, itemId: number, reaction: string, now: Date): Promise<void> {
  await db
    .insert(reactions)
    .values({ userId, itemType: type, itemId, reaction, createdAt: now })
    .onConflictDoUpdate({ target: [reactions.userId, reactions.itemType, reactions.itemId], set: { reaction, createdAt: now } });
}

/** Counts per reaction over `reactions_item_idx` (item type, item id, reaction). */
export async function reactionCounts(db: Executor, type: ReactionType, itemId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ reaction: reactions.reaction, count: count() })
    .from(reactions)
    .where(itemKey(type, itemId))
    .groupBy(reactions.reaction);
  return new Map(rows.map((r) => [r.reaction, Number(r.count)]));
}

/** The user's reaction to an item, or undefined. */
export async function reactionOf(db: Executor, userId: number, type: ReactionType, itemId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ reaction: reactions.reaction })
    .from(reactions)
    .where(and(eq(reactions.userId, userId), itemKey(type, itemId)))
    .limit(1);
  return row?.reaction;
}
