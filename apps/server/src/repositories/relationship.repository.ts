import { and, asc, eq, inArray, or } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { blocks, users } from "../db/schema/index.js";
import type { Relation } from "../domain/relation.js";

/**
 * The relationships of one user to a set of users, in one query whatever the set's size: blocks
 * both ways (`blocks_pkey` serves the one direction, `blocks_blocked_idx` the other). Users with
 * no relationship are absent from the map.
 */
export async function relationsOf(db: Executor, userId: number, otherIds: number[]): Promise<Map<number, Relation>> {
  const result = new Map<number, Relation>();
  if (!otherIds.length) return result;
  const rows = await db
    .select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, userId), inArray(blocks.blockedId, otherIds)),
        and(eq(blocks.blockedId, userId), inArray(blocks.blockerId, otherIds)),
      ),
    );
  for (const row of rows) {
    const other = row.blockerId === userId ? row.blockedId : row.blockerId;
    const relation = result.get(other) ?? { blocks: false, blockedBy: false };
    if (row.blockerId === userId) relation.blocks = true;
    else relation.blockedBy = true;
    result.set(other, relation);
  }
  return result;
}

/** The users a user blocked, by username. */
export async function blockedUsers(db: Executor, userId: number) {
  return db
    .select({ id: users.id, name: users.name, username: users.username, slug: users.slug, avatarKey: users.avatarKey })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, userId))
    .orderBy(asc(users.username));
}

/** Blocks a user (idempotent). */
export async function insertBlock(db: Executor, blockerId: number, blockedId: number): Promise<void> {
  await db.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

/** Unblocks a user (idempotent). */
export async function deleteBlock(db: Executor, blockerId: number, blockedId: number): Promise<void> {
  await db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}
