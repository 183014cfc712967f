import { bylineColumns } from "./reference-rows.js";
import { and, asc, eq, or, sql } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { blocks, followNotices, follows, users } from "../db/schema/index.js";
import { intArray, descIndexed } from "./prepared.js";

export type FollowRowStatus = "accepted" | "pending";

/**
 * Locks users' rows in ascending id order (decision 16: every path that moves two users' counters
 * takes their rows in one order, so two follows between the same users never deadlock). Answers
 * the ids that exist.
 */
export async function lockUsers(db: Executor, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.id} = any(${intArray([...new Set(ids)])}::int[])`)
    .orderBy(asc(users.id))
    .for("no key update");
  return new Set(rows.map((r) => r.id));
}

/** Adds a follow (accepted) or a request (pending); nothing when one is already there. Answers whether a row was added. */
export async function insertFollow(db: Executor, row: { followerId: number; followedId: number; status: FollowRowStatus; now: Date }): Promise<boolean> {
  const inserted = await db
    .insert(follows)
    .values({ followerId: row.followerId, followedId: row.followedId, status: row.status, createdAt: row.now, acceptedAt: row.status === "accepted" ? row.now : null })
    .onConflictDoNothing()
    .returning({ status: follows.status });
  return inserted.length > 0;
}

/**
 * Claims the day's `user_followed` for a follower and a user: answers true (and notes `now`) when
 * none went out in the last `windowMs`, false otherwise. One statement, so two follows racing
 * claim it once (the follow also holds both users' rows).
 */
export async function claimFollowNotice(db: Executor, followerId: number, followedId: number, now: Date, windowMs: number): Promise<boolean> {
  const since = new Date(now.getTime() - windowMs);
  const claimed = await db
    .insert(followNotices)
    .values({ followerId, followedId, notifiedAt: now })
    .onConflictDoUpdate({
      target: [followNotices.followerId, followNotices.followedId],
      set: { notifiedAt: now },
      setWhere: sql`${followNotices.notifiedAt} <= ${since.toISOString()}::timestamptz`,
    })
    .returning({ at: followNotices.notifiedAt });
  return claimed.length > 0;
}

/** Removes a follow or a request; answers the removed row's status, or undefined when there was none. */
export async function deleteFollow(db: Executor, followerId: number, followedId: number): Promise<FollowRowStatus | undefined> {
  const [row] = await db
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followedId, followedId)))
    .returning({ status: follows.status });
  return row?.status;
}

/** Removes a pending request only; answers whether there was one. */
export async function deleteRequest(db: Executor, followerId: number, followedId: number): Promise<boolean> {
  const rows = await db
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followedId, followedId), eq(follows.status, "pending")))
    .returning({ status: follows.status });
  return rows.length > 0;
}

/** Turns a pending request into a follow; answers whether there was one. */
export async function acceptRequest(db: Executor, followerId: number, followedId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(follows)
    .set({ status: "accepted", acceptedAt: now })
    .where(and(eq(follows.followerId, followerId), eq(follows.followedId, followedId), eq(follows.status, "pending")))
    .returning({ followerId: follows.followerId });
  return rows.length > 0;
}

/** Every user waiting for `followedId` to accept them. */
export async function pendingFollowerIds(db: Executor, followedId: number): Promise<number[]> {
  const rows = await db
    .select({ id: follows.followerId })
    .from(follows)
    .where(and(eq(follows.followedId, followedId), eq(follows.status, "pending")));
  return rows.map((r) => r.id);
}

/** Accepts every pending request to `followedId`; answers the followers accepted. */
export async function acceptAllRequests(db: Executor, followedId: number, now: Date): Promise<number[]> {
  const rows = await db
    .update(follows)
    .set({ status: "accepted", acceptedAt: now })
    .where(and(eq(follows.followedId, followedId), eq(follows.status, "pending")))
    .returning({ followerId: follows.followerId });
  return rows.map((r) => r.followerId);
}

/**
 * Moves `following_count` of the followers and `followers_count` of the followed user by `delta`
 * per accepted follow, in one statement. The rows must already be locked (`lockUsers`).
 */
export async function moveFollowCounters(db: Executor, followerIds: readonly number[], followedId: number, delta: 1 | -1): Promise<void> {
  if (!followerIds.length) return;
  const ids = intArray(followerIds);
  const gained = delta * followerIds.length;
  await db.execute(sql`update ${users} set
      following_count = greatest(following_count + case when id = any(${ids}::int[]) then ${delta}::int else 0 end, 0),
      followers_count = greatest(followers_count + case when id = ${followedId} then ${gained}::int else 0 end, 0)
    where id = any(${ids}::int[]) or id = ${followedId}`);
}

/** Deletes the follows and requests between two users, both ways (a block); answers the rows removed. */
export async function deleteFollowsBetween(db: Executor, a: number, b: number): Promise<{ followerId: number; followedId: number; status: FollowRowStatus }[]> {
  return db
    .delete(follows)
    .where(or(and(eq(follows.followerId, a), eq(follows.followedId, b)), and(eq(follows.followerId, b), eq(follows.followedId, a))))
    .returning({ followerId: follows.followerId, followedId: follows.followedId, status: follows.status });
}

/**
 * Before a user's row is deleted (its follows go by cascade): the counters of everyone they
 * followed or who followed them lose that follow. Those users' rows are locked first, in
 * ascending id order (decision 16).
 */
export async function releaseFollowCounters(db: Executor, userId: number): Promise<void> {
  await db.execute(sql`select id from ${users} where id in (
      select followed_id from ${follows} where follower_id = ${userId} and status = 'accepted'
      union select follower_id from ${follows} where followed_id = ${userId} and status = 'accepted'
      union select ${userId}::int)
    order by id for no key update`);
  await db.execute(sql`update ${users} set followers_count = greatest(followers_count - 1, 0)
    where id in (select followed_id from ${follows} where follower_id = ${userId} and status = 'accepted')`);
  await db.execute(sql`update ${users} set following_count = greatest(following_count - 1, 0)
    where id in (select follower_id from ${follows} where followed_id = ${userId} and status = 'accepted')`);
}

/** A follow's time to the microsecond in UTC: the exact key, so a page ends where the next begins. */
const followedAtKey = sql<string>`to_char(${follows.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export interface FollowPageKey {
  /** Whose followers (`followers`), whom they follow (`following`), or who asks to follow them (`requests`). */
  userId: number;
  direction: "followers" | "following" | "requests";
  /** Users blocked either way with the viewer are left out of the page. */
  viewerId: number | undefined;
  after: { at: string; id: number } | undefined;
  limit: number;
}

/**
 * One page of the users on the other side of a user's follows, newest follow first. Keyset on
 * (created_at desc, other user's id): with the user and the status fixed, the order of
 * `follows_followed_idx` (followers, requests) or `follows_follower_idx` (following), so the page
 * is read off the index without a sort.
 */
export async function followPage(db: Executor, key: FollowPageKey) {
  const mine = key.direction === "following" ? follows.followerId : follows.followedId;
  const other = key.direction === "following" ? follows.followedId : follows.followerId;
  const status = key.direction === "requests" ? "pending" : "accepted";
  const { after, viewerId } = key;
  return db
    .select({
      at: followedAtKey,
      createdAt: follows.createdAt,
      user: bylineColumns,
    })
    .from(follows)
    .innerJoin(users, eq(users.id, other))
    .where(
      and(
        eq(mine, key.userId),
        eq(follows.status, status),
        after ? sql`(${follows.createdAt} < ${after.at}::timestamptz or (${follows.createdAt} = ${after.at}::timestamptz and ${other} > ${after.id}))` : undefined,
        viewerId === undefined
          ? undefined
          : sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${other})
              or (${blocks.blockerId} = ${other} and ${blocks.blockedId} = ${viewerId}))`,
      ),
    )
    .orderBy(descIndexed(follows.createdAt), asc(other))
    .limit(key.limit);
}

export type FollowPageRow = Awaited<ReturnType<typeof followPage>>[number];
