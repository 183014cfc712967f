import { type SQL, and, asc, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../db/database.js";
import {
  type PostEmbed,
  type PostGif,
  blocks,
  episodes,
  follows,
  hiddenItems,
  likes,
  mentions,
  pollOptions,
  pollVotes,
  polls,
  postHashtags,
  postImages,
  posts,
  reactions,
  shows,
  users,
} from "../db/schema/index.js";
import { intArray } from "./prepared.js";
import type { BylineRow, ShowRefColumns } from "./reference-rows.js";

export type { PostEmbed, PostGif };

/**
 * Which posts of a stream a viewer is listed (decided in `policies/post.policy.ts`, turned into SQL
 * here): never removed ones, never by (or on the wall of) a user who blocked the viewer or whom the
 * viewer blocked, a private account's only for its accepted followers, and not hidden by the viewer.
 */
export interface PostVisibilityFilter {
  viewerId: number | undefined;
  includeRemoved: boolean;
}

const author = alias(users, "post_author");
const wallUser = alias(users, "post_wall_user");

/** The columns of a post the services and policies look at. */
const postColumns = {
  id: posts.id,
  userId: posts.userId,
  targetUserId: posts.targetUserId,
  wallUserId: posts.wallUserId,
  type: posts.type,
  content: posts.content,
  visibility: posts.visibility,
  spoilers: posts.spoilers,
  showId: posts.showId,
  similarShowId: posts.similarShowId,
  episodeId: posts.episodeId,
  seasonNumber: posts.seasonNumber,
  episodeNumber: posts.episodeNumber,
  embed: posts.embed,
  gif: posts.gif,
  likeCount: posts.likeCount,
  commentsCount: posts.commentsCount,
  suggestionsCount: posts.suggestionsCount,
  pinned: posts.pinned,
  editedAt: posts.editedAt,
  removedAt: posts.removedAt,
  createdAt: posts.createdAt,
  authorSlug: author.slug,
  authorPrivate: author.privateAccount,
  wallUserPrivate: wallUser.privateAccount,
  pollId: polls.id,
  pollEndsAt: polls.endsAt,
};

export type PostRow = Awaited<ReturnType<typeof findPost>> & {};

function postsSelect(db: Executor) {
  return db
    .select(postColumns)
    .from(posts)
    .innerJoin(author, eq(author.id, posts.userId))
    .innerJoin(wallUser, eq(wallUser.id, posts.wallUserId))
    .leftJoin(polls, eq(polls.postId, posts.id));
}

/** A post with its author's and wall user's privacy and its poll's closing time, whatever its state (the policy decides). */
export async function findPost(db: Executor, id: number) {
  const [row] = await postsSelect(db).where(eq(posts.id, id));
  return row;
}

/** Several posts in the order of `ids` (a page's rows). */
export async function postsByIds(db: Executor, ids: number[]): Promise<PostRow[]> {
  if (!ids.length) return [];
  const rows = await postsSelect(db).where(sql`${posts.id} = any(${intArray(ids)}::int[])`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Locks a post's row (an edit, a delete, a pin); false when it is gone. */
export async function lockPost(db: Executor, id: number): Promise<boolean> {
  const rows = await db.select({ id: posts.id }).from(posts).where(eq(posts.id, id)).for("update");
  return rows.length === 1;
}

// ---- Writing ------------------------------------------------------------------------------------

export interface NewPost {
  userId: number;
  targetUserId: number | null;
  wallUserId: number;
  type: (typeof posts.$inferInsert)["type"];
  content: string;
  visibility: (typeof posts.$inferInsert)["visibility"] & string;
  spoilers: boolean;
  showId: number | null;
  similarShowId: number | null;
  episodeId: number | null;
  seasonNumber: number | null;
  episodeNumber: number | null;
  embed: PostEmbed | null;
  gif: PostGif | null;
  createdAt: Date;
}

export async function insertPost(db: Executor, values: NewPost): Promise<number> {
  const [row] = await db.insert(posts).values(values).returning({ id: posts.id });
  return row!.id;
}

export interface NewPostImage {
  key: string;
  url: string;
  width: number;
  height: number;
}

export async function insertPostImages(db: Executor, postId: number, images: NewPostImage[]): Promise<void> {
  if (!images.length) return;
  await db.insert(postImages).values(images.map((image, position) => ({ postId, position, ...image })));
}

/** The storage keys of a post's images (to remove after the post is deleted). */
export async function postImageKeys(db: Executor, postId: number): Promise<string[]> {
  const rows = await db.select({ key: postImages.key }).from(postImages).where(eq(postImages.postId, postId));
  return rows.map((r) => r.key);
}

export async function insertPoll(db: Executor, postId: number, poll: { endsAt: Date; hidden: boolean; options: string[] }): Promise<number> {
  const [row] = await db.insert(polls).values({ postId, endsAt: poll.endsAt, hidden: poll.hidden }).returning({ id: polls.id });
  const pollId = row!.id;
  await db.insert(pollOptions).values(poll.options.map((choice, position) => ({ pollId, position, choice })));
  return pollId;
}

/** Replaces a post's hashtags; `public` copies whether the post shows in the public streams. */
export async function replaceHashtags(db: Executor, postId: number, keywords: string[], isPublic: boolean, options: { fresh?: boolean } = {}): Promise<void> {
  if (!options.fresh) await db.delete(postHashtags).where(eq(postHashtags.postId, postId));
  if (keywords.length) await db.insert(postHashtags).values(keywords.map((keyword) => ({ postId, keyword, public: isPublic }))).onConflictDoNothing();
}

/** Keeps the hashtags' `public` flag with the post's state (a moderator removed or restored it). */
export async function setHashtagsPublic(db: Executor, postId: number, isPublic: boolean): Promise<void> {
  await db.update(postHashtags).set({ public: isPublic }).where(eq(postHashtags.postId, postId));
}

/**
 * Links users to a post's mentions and answers those not linked before. A post's mention rows are
 * the users it ever mentioned (and told): an edit that takes a name out keeps its row — the post
 * shows only the names still in its text — so that putting it back tells nobody twice.
 */
export async function addPostMentions(db: Executor, postId: number, userIds: number[]): Promise<number[]> {
  if (!userIds.length) return [];
  const added = await db
    .insert(mentions)
    .values(userIds.map((userId) => ({ itemType: "post" as const, itemId: postId, userId })))
    .onConflictDoNothing()
    .returning({ userId: mentions.userId });
  return added.map((r) => r.userId);
}

export async function updatePostContent(db: Executor, id: number, content: string, editedAt: Date): Promise<void> {
  await db.update(posts).set({ content, editedAt }).where(eq(posts.id, id));
}

/**
 * Deletes a post with what hangs on it by id alone (`item_id` columns without foreign keys): its
 * likes (and its suggestions' likes), reactions, mentions and hide marks; its images, poll, hashtags
 * and suggestions go by cascade. Answers whether it was there and its images' storage keys.
 */
export async function deletePostRow(db: Executor, id: number): Promise<{ deleted: boolean; imageKeys: string[] }> {
  const imageKeys = await postImageKeys(db, id);
  await db.execute(sql`delete from ${likes} where item_type = 'suggestion' and item_id in (select id from ask_suggestions where ask_id = ${id})`);
  await db.delete(likes).where(and(eq(likes.itemType, "post"), eq(likes.itemId, id)));
  await db.delete(reactions).where(and(eq(reactions.itemType, "post"), eq(reactions.itemId, id)));
  await db.delete(mentions).where(and(eq(mentions.itemType, "post"), eq(mentions.itemId, id)));
  await db.delete(hiddenItems).where(and(eq(hiddenItems.itemType, "wall"), eq(hiddenItems.itemId, id)));
  const gone = await db.delete(posts).where(eq(posts.id, id)).returning({ id: posts.id });
  return { deleted: gone.length === 1, imageKeys: gone.length ? imageKeys : [] };
}

/** Unpins the wall's pinned post (if any) and pins `id`, in the caller's transaction. */
export async function pinPost(db: Executor, wallUserId: number, id: number): Promise<void> {
  await db
    .update(posts)
    .set({ pinned: false })
    .where(and(eq(posts.wallUserId, wallUserId), eq(posts.pinned, true), sql`${posts.id} <> ${id}`));
  await db.update(posts).set({ pinned: true }).where(eq(posts.id, id));
}

export async function unpinPost(db: Executor, id: number): Promise<void> {
  await db.update(posts).set({ pinned: false }).where(eq(posts.id, id));
}

// ---- Streams ------------------------------------------------------------------------------------

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

// ---- What a page of posts shows (a constant number of queries per page) -------------------------

/** An author or a wall's user, and a show, as a card shows them. */
export type PostUserRow = BylineRow;
export type PostShowRow = ShowRefColumns;
export interface PostEpisodeRow {
  id: number;
  season: number;
  number: number;
  title: string | null;
  showSlug: string;
}
export interface PostImageRow {
  id: number;
  postId: number;
  url: string;
  width: number;
  height: number;
}

/** Everything a page of posts shows besides the posts' own rows (`postPageParts`). */
export interface PostPageParts {
  users: PostUserRow[];
  shows: PostShowRow[];
  episodes: PostEpisodeRow[];
  /** In each post's order. */
  images: PostImageRow[];
  polls: PollRow[];
  /** In each poll's order. */
  options: PollOptionRow[];
  /** The viewer's votes. */
  votes: { pollId: number; optionId: number }[];
  hashtags: { postId: number; keyword: string }[];
  /** By username. */
  mentions: { postId: number; username: string; slug: string }[];
  /** The posts the viewer liked. */
  liked: number[];
  /** Counts per post and reaction, and whether one of them is the viewer's. */
  reactions: { postId: number; reaction: string; count: number; mine: boolean }[];
}

export interface PostPagePartsInput {
  postIds: number[];
  userIds: number[];
  showIds: number[];
  episodeIds: number[];
  /** The posts that are polls. */
  pollPostIds: number[];
  viewerId: number | undefined;
}

/** A json column as the driver hands it over (node-postgres and PGlite parse json; be sure either way). */
function jsonList<T>(value: unknown): T[] {
  const parsed: unknown = typeof value === "string" ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? (parsed as T[]) : [];
}

/**
 * What a page of posts shows besides the posts (authors, shows, episodes, images, polls with
 * their options and the viewer's votes, hashtags, mentions, the viewer's likes, reactions), in ONE
 * statement of json aggregates: each round trip costs the server more CPU than the sub-selects
 * cost the database (benchmark: bench/README "Issue 10", where eleven loaders became one).
 */
export async function postPageParts(db: Executor, input: PostPagePartsInput): Promise<PostPageParts> {
  const postIds = intArray(input.postIds);
  const pollPostIds = intArray(input.pollPostIds);
  // No user has id 0: a visitor's likes, votes and reactions are none.
  const viewer = input.viewerId ?? 0;
  const result = (await db.execute(sql`
    select
      (select coalesce(json_agg(json_build_object('id', u.id, 'name', u.name, 'username', u.username, 'slug', u.slug,
                                                  'avatarKey', u.avatar_key, 'role', u.role)), '[]')
         from users u where u.id = any(${intArray(input.userIds)}::int[])) as users,
      (select coalesce(json_agg(json_build_object('id', s.id, 'slug', s.slug, 'originalTitle', s.original_title, 'title', s.title,
                                                  'year', s.year, 'posterUrl', s.poster_url)), '[]')
         from shows s where s.id = any(${intArray(input.showIds)}::int[])) as shows,
      (select coalesce(json_agg(json_build_object('id', e.id, 'season', e.season_number, 'number', e.number, 'title', e.title,
                                                  'showSlug', s.slug)), '[]')
         from episodes e join shows s on s.id = e.show_id where e.id = any(${intArray(input.episodeIds)}::int[])) as episodes,
      (select coalesce(json_agg(json_build_object('id', i.id, 'postId', i.post_id, 'url', i.url, 'width', i.width, 'height', i.height)
                                order by i.post_id, i.position), '[]')
         from post_images i where i.post_id = any(${postIds}::int[])) as images,
      (select coalesce(json_agg(json_build_object('id', p.id, 'postId', p.post_id, 'endsAt', p.ends_at, 'hidden', p.hidden,
                                                  'totalVotes', p.total_votes)), '[]')
         from polls p where p.post_id = any(${pollPostIds}::int[])) as polls,
      (select coalesce(json_agg(json_build_object('id', o.id, 'pollId', o.poll_id, 'choice', o.choice, 'votesCount', o.votes_count)
                                order by o.poll_id, o.position), '[]')
         from poll_options o join polls p on p.id = o.poll_id where p.post_id = any(${pollPostIds}::int[])) as options,
      (select coalesce(json_agg(json_build_object('pollId', v.poll_id, 'optionId', v.option_id)), '[]')
         from poll_votes v join polls p on p.id = v.poll_id where v.user_id = ${viewer} and p.post_id = any(${pollPostIds}::int[])) as votes,
      (select coalesce(json_agg(json_build_object('postId', h.post_id, 'keyword', h.keyword)), '[]')
         from post_hashtags h where h.post_id = any(${postIds}::int[])) as hashtags,
      (select coalesce(json_agg(json_build_object('postId', m.item_id, 'username', u.username, 'slug', u.slug) order by u.username), '[]')
         from mentions m join users u on u.id = m.user_id where m.item_type = 'post' and m.item_id = any(${postIds}::int[])) as mentions,
      (select coalesce(json_agg(l.item_id), '[]')
         from likes l where l.user_id = ${viewer} and l.item_type = 'post' and l.item_id = any(${postIds}::int[])) as liked,
      (select coalesce(json_agg(json_build_object('postId', r.item_id, 'reaction', r.reaction, 'count', r.count, 'mine', r.mine)), '[]')
         from (select item_id, reaction, count(*)::int as count, bool_or(user_id = ${viewer}) as mine
                 from reactions where item_type = 'post' and item_id = any(${postIds}::int[])
                group by item_id, reaction) r) as reactions`)) as unknown as { rows: Record<keyof PostPageParts, unknown>[] };
  const row = result.rows[0]!;
  return {
    users: jsonList(row.users),
    shows: jsonList(row.shows),
    episodes: jsonList(row.episodes),
    images: jsonList(row.images),
    polls: jsonList<Omit<PollRow, "endsAt"> & { endsAt: string }>(row.polls).map((poll) => ({ ...poll, endsAt: new Date(poll.endsAt) })),
    options: jsonList(row.options),
    votes: jsonList(row.votes),
    hashtags: jsonList(row.hashtags),
    mentions: jsonList(row.mentions),
    liked: jsonList(row.liked),
    reactions: jsonList(row.reactions),
  };
}

export async function pollsOfPosts(db: Executor, postIds: number[]) {
  if (!postIds.length) return [];
  return db
    .select({ id: polls.id, postId: polls.postId, endsAt: polls.endsAt, hidden: polls.hidden, totalVotes: polls.totalVotes })
    .from(polls)
    .where(sql`${polls.postId} = any(${intArray(postIds)}::int[])`);
}
export type PollRow = Awaited<ReturnType<typeof pollsOfPosts>>[number];

export async function optionsOfPolls(db: Executor, pollIds: number[]) {
  if (!pollIds.length) return [];
  return db
    .select({ id: pollOptions.id, pollId: pollOptions.pollId, choice: pollOptions.choice, votesCount: pollOptions.votesCount })
    .from(pollOptions)
    .where(sql`${pollOptions.pollId} = any(${intArray(pollIds)}::int[])`)
    .orderBy(asc(pollOptions.pollId), asc(pollOptions.position));
}
export type PollOptionRow = Awaited<ReturnType<typeof optionsOfPolls>>[number];

export async function votesOfUser(db: Executor, userId: number, pollIds: number[]) {
  if (!pollIds.length) return [];
  return db
    .select({ pollId: pollVotes.pollId, optionId: pollVotes.optionId })
    .from(pollVotes)
    .where(and(eq(pollVotes.userId, userId), sql`${pollVotes.pollId} = any(${intArray(pollIds)}::int[])`));
}

// ---- Checks of the create rules ------------------------------------------------------------------

export async function showExists(db: Executor, id: number): Promise<boolean> {
  const rows = await db.select({ id: shows.id }).from(shows).where(eq(shows.id, id)).limit(1);
  return rows.length === 1;
}

/** A show's episode by season number and number within it. */
export async function findEpisodeOfShow(db: Executor, showId: number, season: number, number: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: episodes.id })
    .from(episodes)
    .where(and(eq(episodes.showId, showId), eq(episodes.seasonNumber, season), eq(episodes.number, number)))
    .limit(1);
  return row?.id;
}

/** Which of these card image paths (`/media/embeds/…`) a post's embed shows, removed posts included. */
export async function referencedEmbedImages(db: Executor, paths: string[]): Promise<Set<string>> {
  if (!paths.length) return new Set();
  const result = (await db.execute(
    sql`select distinct p.embed->>'image' as image from ${posts} p where p.embed->>'image' = any(${`{${paths.map((path) => `"${path}"`).join(",")}}`}::text[])`,
  )) as unknown as { rows: { image: string }[] };
  return new Set(result.rows.map((row) => row.image));
}
