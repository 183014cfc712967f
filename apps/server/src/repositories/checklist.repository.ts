import { eq, sql } from "drizzle-orm";
import { WALL_LIMITS } from "@dizilog/shared/api";
import type { Executor } from "../db/database.js";
import { feedVisits, follows, likes, posts, users } from "../db/schema/index.js";

/** The facts behind the community checklist, each from the user's real data. */
export interface ChecklistFacts {
  avatar: boolean;
  verifiedEmail: boolean;
  joinedAt: Date;
  bio: boolean;
  follows: number;
  postLikes: number;
  visitedFeed: boolean;
}

/**
 * One query: the user's row, and the counts capped at the thresholds (a user following thousands
 * reads five index entries, not thousands): accepted follows, likes of wall posts that still exist,
 * and whether they opened their following stream.
 */
export async function checklistFacts(db: Executor, userId: number): Promise<ChecklistFacts | undefined> {
  const [row] = await db
    .select({
      avatar: sql<boolean>`${users.avatarKey} is not null`,
      verifiedEmail: sql<boolean>`${users.emailVerifiedAt} is not null`,
      joinedAt: users.createdAt,
      bio: sql<boolean>`coalesce(btrim(${users.biography}), '') <> ''`,
      // The user's id as a parameter: drizzle writes a one-table select's columns unqualified.
      follows: sql<number>`(select count(*)::int from (select 1 from ${follows} f
        where f.follower_id = ${userId} and f.status = 'accepted' limit ${WALL_LIMITS.checklistFollows}) x)`,
      postLikes: sql<number>`(select count(*)::int from (select 1 from ${likes} l join ${posts} p on p.id = l.item_id
        where l.user_id = ${userId} and l.item_type = 'post' limit ${WALL_LIMITS.checklistPostLikes}) x)`,
      visitedFeed: sql<boolean>`exists (select 1 from ${feedVisits} v where v.user_id = ${userId})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row && { ...row, follows: Number(row.follows), postLikes: Number(row.postLikes) };
}

/** Notes that the user opened their following stream (the first time counts; later ones change nothing). */
export async function recordFeedVisit(db: Executor, userId: number, now: Date = new Date()): Promise<void> {
  await db.insert(feedVisits).values({ userId, visitedAt: now }).onConflictDoNothing();
}
