import { type SQL, desc, sql } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { blocks, follows, hiddenItems, posts, postHashtags, users } from "../db/schema/index.js";
import { type PostRow, type PostVisibilityFilter, postsByIds, postsSelect } from "./post.repository.js";

/**
 * The streams of wall posts (decision 0027): which posts a page of the global, following,
 * hashtag, user or show stream lists for a viewer, newest first, keyset on id. The rows
 * themselves are read by post.repository.ts, what a page shows by `postPageParts`.
 */

/** Whether a user's wall is for accepted followers only and the viewer is not one (a per-row primary-key probe). */
function closedTo(userId: SQL, viewerId: number | undefined): SQL {
  // A scalar subquery, so that it stays a per-row primary-key probe (an EXISTS becomes a hashed scan of every private account).
  const isPrivate = sql`coalesce((select pu.private_account from ${users} pu where pu.id = ${userId}), false)`;
  if (viewerId === undefined) return isPrivate;
  return sql`(${isPrivate} and not exists (select 1 from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.followedId} = ${userId} and ${follows.status} = 'accepted'))`;
}

/**
 * The stream filter for a row of `p` (an alias of posts): the viewer's view rule as SQL. The users
 * blocked either way and the posts the viewer hid are each read once per statement (an InitPlan
 * array), so the filter is a plain comparison per row and a stream keeps reading its index in order.
 */
function visibleToViewer(p: string, visibility: PostVisibilityFilter): SQL {
  const { viewerId } = visibility;
  const a = sql.raw(p);
  const parts: SQL[] = [];
  if (!visibility.includeRemoved) parts.push(sql`${a}.removed_at is null`);
  if (viewerId === undefined) {
    parts.push(sql`${a}.visibility <> 'private'`);
    parts.push(sql`not ${closedTo(sql`${a}.user_id`, undefined)}`);
    parts.push(sql`(${a}.wall_user_id = ${a}.user_id or not ${closedTo(sql`${a}.wall_user_id`, undefined)})`);
    return sql.join(parts, sql` and `);
  }
  const blocked = sql`array(select ${blocks.blockedId} from ${blocks} where ${blocks.blockerId} = ${viewerId}
    union all select ${blocks.blockerId} from ${blocks} where ${blocks.blockedId} = ${viewerId})`;
  const hidden = sql`array(select ${hiddenItems.itemId} from ${hiddenItems} where ${hiddenItems.userId} = ${viewerId} and ${hiddenItems.itemType} = 'wall')`;
  parts.push(sql`${a}.id <> all(${hidden})`);
  // The author always sees their own posts; anyone else neither a private post, nor the posts of a
  // user blocked either way (author or wall), nor a closed wall's.
  parts.push(sql`(${a}.user_id = ${viewerId} or (
    ${a}.visibility <> 'private'
    and ${a}.user_id <> all(${blocked}) and ${a}.wall_user_id <> all(${blocked})
    and not ${closedTo(sql`${a}.user_id`, viewerId)}
    and (${a}.wall_user_id = ${a}.user_id or ${a}.wall_user_id = ${viewerId} or not ${closedTo(sql`${a}.wall_user_id`, viewerId)})))`);
  return sql.join(parts, sql` and `);
}

export type StreamKey =
  | { stream: "global" }
  | { stream: "following"; viewerId: number }
  | { stream: "hashtag"; keyword: string }
  | { stream: "show"; showId: number }
  /** `own`: the viewer is the wall's user (every post on it but others' private ones). */
  | { stream: "user"; userId: number; own: boolean };

export interface StreamPage {
  key: StreamKey;
  /** The last id of the previous page (newest first). */
  beforeId: number | undefined;
  limit: number;
  visibility: PostVisibilityFilter;
}

/**
 * How the following stream is read (decision 0027, measured in bench/wall.mjs):
 * - `scan`: the newest public posts of `posts_public_idx`, keeping the followees' (and the
 *   viewer's own) — a few index entries while they wrote recently, a long read when they are quiet;
 * - `lateral`: per followee (and the viewer), the top of `posts_user_public_idx` (a LATERAL top-N),
 *   merged and cut to the page — its cost follows the number of followees and the page size, never
 *   how far back their posts are;
 * - `auto` (the default): the scan over a window of the newest FOLLOWING_WINDOW public posts, and the
 *   LATERAL read only when that window does not fill the page.
 */
export type FollowingPlan = "auto" | "scan" | "lateral";

/** Public posts the `auto` plan scans before it turns to the per-followee read. */
export const FOLLOWING_WINDOW = 2000;

function followedIds(viewerId: number): SQL {
  return sql`select followed_id from ${follows} where follower_id = ${viewerId} and status = 'accepted'`;
}

function followingScan(page: StreamPage, viewerId: number, beforeId: number | undefined, window: number | undefined): SQL {
  const before = beforeId === undefined ? sql`` : sql`and id < ${beforeId}`;
  const source =
    window === undefined
      ? sql`${posts}`
      : sql`(select id, user_id, wall_user_id, visibility, removed_at from ${posts}
          where visibility = 'public' and removed_at is null ${before} order by id desc nulls last limit ${window})`;
  return sql`select p.id from ${source} p where p.visibility = 'public' and p.removed_at is null ${beforeId === undefined ? sql`` : sql`and p.id < ${beforeId}`}
    and (p.user_id = ${viewerId} or p.user_id = any(array(${followedIds(viewerId)}))) and ${visibleToViewer("p", page.visibility)}
    order by p.id desc nulls last limit ${page.limit}`;
}

/**
 * The per-followee read. A followee is followed (accepted), so their own privacy and a block (which
 * ends follows) need no check per post: only the posts the viewer hid and, for a post written on
 * someone else's wall, that wall's rule.
 */
function followingLateral(page: StreamPage, viewerId: number, beforeId: number | undefined): SQL {
  const hidden = sql`array(select ${hiddenItems.itemId} from ${hiddenItems} where ${hiddenItems.userId} = ${viewerId} and ${hiddenItems.itemType} = 'wall')`;
  const blocked = sql`array(select ${blocks.blockedId} from ${blocks} where ${blocks.blockerId} = ${viewerId}
    union all select ${blocks.blockerId} from ${blocks} where ${blocks.blockedId} = ${viewerId})`;
  return sql`select f.id from (select ${viewerId}::int as user_id union all ${followedIds(viewerId)}) fu
    cross join lateral (
      select p.id from ${posts} p
      where p.user_id = fu.user_id and p.visibility = 'public' and p.removed_at is null ${beforeId === undefined ? sql`` : sql`and p.id < ${beforeId}`}
        and p.id <> all(${hidden})
        and (p.wall_user_id = p.user_id or p.user_id = ${viewerId} or p.wall_user_id = ${viewerId}
          or (p.wall_user_id <> all(${blocked}) and not ${closedTo(sql`p.wall_user_id`, viewerId)}))
      order by p.id desc nulls last limit ${page.limit}
    ) f
    order by f.id desc limit ${page.limit}`;
}

async function followingStream(db: Executor, page: StreamPage, viewerId: number, plan: FollowingPlan): Promise<number[]> {
  const run = async (query: SQL) => ((await db.execute(query)) as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
  if (plan === "scan") return run(followingScan(page, viewerId, page.beforeId, undefined));
  // The per-followee read's estimated cost (hundreds of index probes) passes jit_above_cost, and
  // compiling it costs more (40–60 ms) than running it: it runs with JIT off.
  const lateral = () =>
    db.transaction(async (tx) => {
      await tx.execute(sql`set local jit = off`);
      return ((await tx.execute(followingLateral(page, viewerId, page.beforeId))) as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
    });
  if (plan === "lateral") return lateral();
  const found = await run(followingScan(page, viewerId, page.beforeId, FOLLOWING_WINDOW));
  return found.length >= page.limit ? found : lateral();
}

/**
 * The statement of up to `limit` ids of a stream's posts after the cursor, newest first, for every
 * stream but following (see `followingStream`). Keyset on id over each stream's partial index
 * (posts_public_idx, posts_user_public_idx, post_hashtags_stream_idx, posts_show_public_idx,
 * posts_wall_idx); blocks, privacy and hidden posts are filtered in the same statement. The pinned
 * post of a user's stream is left out here (the service puts it first).
 */
function streamIdsQuery(page: StreamPage & { key: Exclude<StreamKey, { stream: "following" }> }): SQL {
  const { key, beforeId, limit, visibility } = page;
  const before = (column: string) => (beforeId === undefined ? sql`` : sql`and ${sql.raw(column)} < ${beforeId}`);
  const filter = visibleToViewer("p", visibility);
  switch (key.stream) {
    case "global":
      return sql`select p.id from ${posts} p where p.visibility = 'public' and p.removed_at is null ${before("p.id")} and ${filter}
        order by p.id desc nulls last limit ${limit}`;
    case "show":
      return sql`select p.id from ${posts} p where p.show_id = ${key.showId} and p.visibility = 'public' and p.removed_at is null ${before("p.id")} and ${filter}
        order by p.id desc nulls last limit ${limit}`;
    case "hashtag":
      return sql`select p.id from ${postHashtags} h join ${posts} p on p.id = h.post_id
        where h.keyword = ${key.keyword} and h.public ${before("h.post_id")} and p.visibility = 'public' and p.removed_at is null and ${filter}
        order by h.post_id desc nulls last limit ${limit}`;
    case "user": {
      const shown = key.own ? sql`true` : sql`p.visibility in ('public', 'profile')`;
      return sql`select p.id from ${posts} p where p.wall_user_id = ${key.userId} and not p.pinned and ${shown} ${before("p.id")} and ${filter}
        order by p.id desc nulls last limit ${limit}`;
    }
    default:
      throw new Error(`unknown stream ${(key as { stream: string }).stream}`);
  }
}

/** Up to `limit` ids of a stream's posts after the cursor, newest first. */
export async function streamPostIds(db: Executor, page: StreamPage, options: { followingPlan?: FollowingPlan } = {}): Promise<number[]> {
  const { key } = page;
  if (key.stream === "following") return followingStream(db, page, key.viewerId, options.followingPlan ?? "auto");
  const result = (await db.execute(streamIdsQuery({ ...page, key }))) as unknown as { rows: { id: number }[] };
  return result.rows.map((r) => Number(r.id));
}

/**
 * Up to `limit` posts of a stream after the cursor, newest first, as `streamPostIds` picks them:
 * one statement (the ids as a sub-select); the following stream's per-followee read, when the
 * window does not fill the page, reads its ids first (it runs with JIT off in a transaction).
 */
export async function streamPosts(db: Executor, page: StreamPage, options: { followingPlan?: FollowingPlan } = {}): Promise<PostRow[]> {
  const { key } = page;
  const rowsOf = (idsQuery: SQL) => postsSelect(db).where(sql`${posts.id} = any(array(${idsQuery}))`).orderBy(desc(posts.id));
  if (key.stream !== "following") return rowsOf(streamIdsQuery({ ...page, key }));
  const plan = options.followingPlan ?? "auto";
  if (plan === "lateral") return postsByIds(db, await followingStream(db, page, key.viewerId, plan));
  // The window of newest public posts, read with the rows; per followee only when it does not fill the page.
  const found = await rowsOf(followingScan(page, key.viewerId, page.beforeId, plan === "auto" ? FOLLOWING_WINDOW : undefined));
  if (plan === "scan" || found.length >= page.limit) return found;
  return postsByIds(db, await followingStream(db, page, key.viewerId, "lateral"));
}

/** The pinned post of a user's wall if the viewer is listed it (a user's stream puts it first). */
export async function pinnedPostId(db: Executor, userId: number, own: boolean, visibility: PostVisibilityFilter): Promise<number | undefined> {
  const shown = own ? sql`true` : sql`p.visibility in ('public', 'profile')`;
  const result = (await db.execute(
    sql`select p.id from ${posts} p where p.wall_user_id = ${userId} and p.pinned and ${shown} and ${visibleToViewer("p", visibility)} limit 1`,
  )) as unknown as { rows: { id: number }[] };
  const row = result.rows[0];
  return row ? Number(row.id) : undefined;
}

