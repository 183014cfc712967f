import { and, asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { blocks, showModerators, users } from "../db/schema/index.js";
import { NO_RELATION, type Relation } from "../domain/relation.js";
import { intArray } from "./prepared.js";

/**
 * The relationships of one user to a set of users, in one statement whatever the set's size:
 * blocks both ways (`blocks_pkey` serves one direction, `blocks_blocked_idx` the other) and
 * follows both ways (`follows_pkey`, `follows_followed_idx`). Users with no relationship are
 * absent from the map.
 */
export async function relationsOf(db: Executor, userId: number, otherIds: number[]): Promise<Map<number, Relation>> {
  const relations = new Map<number, Relation>();
  if (!otherIds.length) return relations;
  const ids = intArray(otherIds);
  const result = (await db.execute(sql`
    select 'block' as kind, blocker_id as from_id, blocked_id as to_id, null as status
      from blocks where blocker_id = ${userId} and blocked_id = any(${ids}::int[])
    union all
    select 'block', blocker_id, blocked_id, null
      from blocks where blocked_id = ${userId} and blocker_id = any(${ids}::int[])
    union all
    select 'follow', follower_id, followed_id, status
      from follows where follower_id = ${userId} and followed_id = any(${ids}::int[])
    union all
    select 'follow', follower_id, followed_id, status
      from follows where followed_id = ${userId} and follower_id = any(${ids}::int[])`)) as unknown as {
    rows: { kind: "block" | "follow"; from_id: number; to_id: number; status: string | null }[];
  };
  for (const row of result.rows) {
    const mine = row.from_id === userId;
    const other = mine ? row.to_id : row.from_id;
    const relation = relations.get(other) ?? { ...NO_RELATION };
    if (row.kind === "block") {
      if (mine) relation.blocks = true;
      else relation.blockedBy = true;
    } else {
      const state = row.status === "accepted" ? "following" : "requested";
      if (mine) relation.follows = state;
      else relation.followedBy = state;
    }
    relations.set(other, relation);
  }
  return relations;
}

/** The shows a moderator moderates (api-contract "Roles"). */
export async function moderatedShowIds(db: Executor, userId: number): Promise<Set<number>> {
  const rows = await db.select({ showId: showModerators.showId }).from(showModerators).where(eq(showModerators.userId, userId));
  return new Set(rows.map((r) => r.showId));
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
