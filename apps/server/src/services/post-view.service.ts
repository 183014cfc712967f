import { type FeedsQuery, feedCursorSchema, mentionTokens } from "@dizilog/shared/api";
import { findUserById, findUserBySlug } from "../auth/user.repository.js";
import { type Ctx, requireActor } from "../context.js";
import { AppError } from "../errors.js";
import { authorizedPost } from "../items/post.item.js";
import { decodeCursor, encodeCursor } from "../lib/cursor.js";
import { decodeHashid } from "../lib/hashid.js";
import { type Actor, actorFor, authorize } from "../policies/index.js";
import { postVisibility } from "../policies/post.policy.js";
import { profileSubject } from "../policies/user.policy.js";
import { recordFeedVisit } from "../repositories/checklist.repository.js";
import { type FollowingPlan, type StreamKey, pinnedPostId, streamPosts } from "../repositories/post-stream.repository.js";
import {
  type PollOptionRow,
  type PollRow,
  type PostEpisodeRow,
  type PostImageRow,
  type PostRow,
  type PostShowRow,
  type PostUserRow,
  postPageParts,
  postsByIds,
  showExists,
} from "../repositories/post.repository.js";

/**
 * Reading wall posts (decision 0027): one post, a page of a stream, and everything a page shows,
 * loaded in a constant number of statements. The writes are in wall.service.ts.
 */

/** Everything a page of posts shows, loaded in a constant number of queries (never one per post). */
export interface PostsView {
  actor: Actor;
  now: Date;
  rows: PostRow[];
  users: Map<number, PostUserRow>;
  shows: Map<number, PostShowRow>;
  episodes: Map<number, PostEpisodeRow>;
  images: Map<number, PostImageRow[]>;
  polls: Map<number, PollRow>;
  options: Map<number, PollOptionRow[]>;
  votes: Map<number, number[]>;
  hashtags: Map<number, string[]>;
  mentions: Map<number, { username: string; slug: string }[]>;
  liked: Set<number>;
  /** The posts the viewer reported. */
  reported: Set<number>;
  reactions: Map<number, { counts: Map<string, number>; mine: string | null }>;
}

export interface PostsPageView extends PostsView {
  next: string | null;
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** Loads what the presenter needs for these posts: one statement for all of it (`postPageParts`), whatever the page size. */
export async function postsView(ctx: Ctx, rows: PostRow[], actor?: Actor): Promise<PostsView> {
  const viewerId = ctx.actor?.id;
  const ids = rows.map((r) => r.id);
  const userIds = [...new Set(rows.flatMap((r) => [r.userId, ...(r.targetUserId === null ? [] : [r.targetUserId])]))];
  const showIds = [...new Set(rows.flatMap((r) => [r.showId, r.similarShowId].filter((x): x is number => x !== null)))];
  const episodeIds = [...new Set(rows.flatMap((r) => (r.episodeId === null ? [] : [r.episodeId])))];
  const pollPostIds = rows.filter((r) => r.type === "poll").map((r) => r.id);
  const [parts, resolvedActor] = await Promise.all([
    postPageParts(ctx.db, { postIds: ids, userIds, showIds, episodeIds, pollPostIds, viewerId }),
    actor ? Promise.resolve(actor) : actorFor(ctx, rows.flatMap((r) => [r.userId, r.wallUserId])),
  ]);
  const { users, shows, episodes, images, polls, options, votes, hashtags, mentions, reactions } = parts;
  const reactionMap = new Map<number, { counts: Map<string, number>; mine: string | null }>();
  for (const r of reactions) {
    let entry = reactionMap.get(r.postId);
    if (!entry) reactionMap.set(r.postId, (entry = { counts: new Map(), mine: null }));
    entry.counts.set(r.reaction, Number(r.count));
    if (r.mine) entry.mine = r.reaction;
  }
  const contentOf = new Map(rows.map((r) => [r.id, r.content]));
  const votesByPoll = new Map<number, number[]>();
  for (const v of votes) votesByPoll.set(v.pollId, [...(votesByPoll.get(v.pollId) ?? []), v.optionId]);
  return {
    actor: resolvedActor,
    now: ctx.now,
    rows,
    users: new Map(users.map((u) => [u.id, u])),
    shows: new Map(shows.map((s) => [s.id, s])),
    episodes: new Map(episodes.map((e) => [e.id, e])),
    images: groupBy(images, (i) => i.postId),
    polls: new Map(polls.map((p) => [p.postId, p])),
    options: groupBy(options, (o) => o.pollId),
    votes: votesByPoll,
    hashtags: new Map([...groupBy(hashtags, (h) => h.postId)].map(([k, v]) => [k, v.map((h) => h.keyword)])),
    // The users the text names now (a name an edit took out keeps its row: addPostMentions).
    mentions: new Map(
      [...groupBy(mentions, (m) => m.postId)].map(([k, v]) => {
        const named = new Set(mentionTokens(contentOf.get(k) ?? ""));
        return [k, v.filter((m) => named.has(m.username.toLowerCase())).map((m) => ({ username: m.username, slug: m.slug }))];
      }),
    ),
    liked: new Set(parts.liked),
    reported: new Set(parts.reported),
    reactions: reactionMap,
  };
}

/** One post as the viewer sees it (404 when not visible). */
export async function postForViewer(ctx: Ctx, id: number): Promise<PostsView> {
  const { post, actor } = await authorizedPost(ctx, id, "view");
  return postsView(ctx, [post], actor);
}

/** `GET /api/wall/posts/{user_slug}/{hashid}`: 404 when the hashid is not a post, the slug not its author's, or it is not visible. */
export async function postByLink(ctx: Ctx, userSlug: string, hashid: string): Promise<PostsView> {
  const id = decodeHashid("post", hashid);
  if (id === undefined) throw new AppError("not_found");
  const { post, actor } = await authorizedPost(ctx, id, "view");
  if (post.authorSlug !== userSlug.toLowerCase()) throw new AppError("not_found");
  return postsView(ctx, [post], actor);
}

export interface StreamQuery {
  stream: FeedsQuery["stream"];
  hashtag?: string | undefined;
  userId?: number | undefined;
  showId?: number | undefined;
  cursor?: string | undefined;
  limit: number;
}

/**
 * A page of a stream, newest first (keyset on id): global, following (signed-in only: 401),
 * hashtag, a user's wall (their pinned post first, on the first page; their own posts of every
 * visibility to themselves, public and profile ones to others; a private account's to accepted
 * followers: 404 otherwise) or a show's posts. Blocks, hidden posts and removed ones are left out.
 */
export async function streamPage(ctx: Ctx, query: StreamQuery, options: { followingPlan?: FollowingPlan } = {}): Promise<PostsPageView> {
  const before = decodeCursor(query.cursor, feedCursorSchema)?.id;
  let key: StreamKey;
  let actor: Actor;
  let pinnedFirst: number | undefined;
  switch (query.stream) {
    case "following":
      key = { stream: "following", viewerId: requireActor(ctx).id };
      actor = await actorFor(ctx);
      // The checklist's "visit your personal feed": the first page, once (later visits change nothing).
      if (!query.cursor) await recordFeedVisit(ctx.db, key.viewerId, ctx.now);
      break;
    case "hashtag":
      key = { stream: "hashtag", keyword: query.hashtag! };
      actor = await actorFor(ctx);
      break;
    case "show":
      if (!(await showExists(ctx.db, query.showId!))) throw new AppError("not_found");
      key = { stream: "show", showId: query.showId! };
      actor = await actorFor(ctx);
      break;
    case "user": {
      const user = await findUserById(ctx.db, query.userId!);
      if (!user) throw new AppError("not_found");
      actor = await actorFor(ctx, [user.id]);
      authorize(actor, "viewWall", profileSubject(user));
      const own = ctx.actor?.id === user.id;
      key = { stream: "user", userId: user.id, own };
      if (before === undefined) pinnedFirst = await pinnedPostId(ctx.db, user.id, own, postVisibility(actor));
      break;
    }
    default:
      key = { stream: "global" };
      actor = await actorFor(ctx);
  }
  const found = await streamPosts(ctx.db, { key, beforeId: before, limit: query.limit + 1, visibility: { ...postVisibility(actor), includeRemoved: false } }, options);
  const more = found.length > query.limit;
  const pageRows = found.slice(0, query.limit);
  const last = pageRows.at(-1)?.id;
  const pinned = pinnedFirst === undefined ? [] : await postsByIds(ctx.db, [pinnedFirst]);
  const view = await postsView(ctx, [...pinned, ...pageRows]);
  return { ...view, next: more && last !== undefined ? encodeCursor({ id: last }) : null };
}

/** A user's stream by slug (`/user/{slug}/wall`): the user id for `streamPage`. */
export async function userIdBySlug(ctx: Ctx, slug: string): Promise<number> {
  const user = await findUserBySlug(ctx.db, slug);
  if (!user) throw new AppError("not_found");
  return user.id;
}

/**
 * `GET /api/thoughts/{id}`: one post about a show, visible to the viewer, by id. An unlisted post is
 * reachable only through its own link (`postByLink`), so by its sequential id it answers 404 to
 * everyone but its author (decision 0033).
 */
export async function thought(ctx: Ctx, id: number): Promise<PostsView> {
  const { post, actor } = await authorizedPost(ctx, id, "view");
  if (post.showId === null || (post.visibility === "unlisted" && post.userId !== ctx.actor?.id)) throw new AppError("not_found");
  return postsView(ctx, [post], actor);
}
