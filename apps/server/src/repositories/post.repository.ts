import { and, asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../db/database.js";
import {
  type PostEmbed,
  type PostGif,
  episodes,
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

/** The select of post rows (author, wall user, poll), for the readers of posts here and in post-stream.repository.ts. */
export function postsSelect(db: Executor) {
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
  /** The posts the viewer reported (their Report entry is no longer offered). */
  reported: number[];
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
                                                  'avatarKey', u.avatar_key, 'role', u.role, 'plan', u.plan)), '[]')
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
      (select coalesce(json_agg(rp.item_id), '[]')
         from reports rp where rp.reporter_id = ${viewer} and rp.item_type = 'post' and rp.item_id = any(${postIds}::int[])) as reported,
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
    reported: jsonList(row.reported),
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
