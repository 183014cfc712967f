import { and, eq } from "drizzle-orm";
import type { UserRow } from "../auth/session.repository.js";
import type { Db } from "../db/database.js";
import { blocks } from "../db/schema/index.js";

/** A blocked user cannot view the blocker's profile (spec section 6): it answers 404 to them. */
export async function canViewProfile(db: Db, viewer: UserRow | undefined, target: UserRow): Promise<boolean> {
  if (!viewer || viewer.id === target.id) return true;
  const [row] = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(and(eq(blocks.blockerId, target.id), eq(blocks.blockedId, viewer.id)))
    .limit(1);
  return row === undefined;
}
