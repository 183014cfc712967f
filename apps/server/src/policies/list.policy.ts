import { and, eq } from "drizzle-orm";
import type { UserRow } from "../auth/session.repository.js";
import type { Db } from "../db/database.js";
import { blocks } from "../db/schema/index.js";

/** What the list policies look at. */
export interface ListAccess {
  ownerId: number;
  isPublic: boolean;
}

/**
 * Who may see a list: its owner always; anyone else only a public one, and not when the owner
 * blocked them (a blocked user cannot see the blocker's profile, so not its lists either).
 * A list that may not be seen answers 404, so its existence is not revealed.
 */
export async function canView(db: Db, viewer: Pick<UserRow, "id"> | undefined, list: ListAccess): Promise<boolean> {
  if (viewer?.id === list.ownerId) return true;
  if (!list.isPublic) return false;
  if (!viewer) return true;
  const [row] = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(and(eq(blocks.blockerId, list.ownerId), eq(blocks.blockedId, viewer.id)))
    .limit(1);
  return row === undefined;
}

/** Only the owner edits a list: its fields, its shows and their order, and deleting it. */
export function canEdit(viewer: Pick<UserRow, "id"> | undefined, list: ListAccess): boolean {
  return viewer !== undefined && viewer.id === list.ownerId;
}
