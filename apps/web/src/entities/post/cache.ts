import type { QueryClient } from "@tanstack/react-query";
import type { FeedStream, Post } from "@dizilog/shared/api";
import { type Identity, type Update, at, findAllOfKind, registerLocation, updateCached } from "../../lib/optimistic";

/*
 * The post entity: the wall's query keys and where posts live in them. Every query of posts lives
 * under `["wall"]`; a like, a reaction, a vote, a pin or a hide changes the post (its identity
 * `postRef(id)`) in every cached query that holds it; the post form invalidates `["wall"]` after posting.
 */

export type ViewerKey = number | null;

/** Which stream a feed reads (GET /api/feeds). */
export interface FeedParams {
  stream: FeedStream;
  hashtag?: string | undefined;
  userId?: number | undefined;
  showId?: number | undefined;
}

export const wallKeys = {
  all: ["wall"] as const,
  feeds: ["wall", "feed"] as const,
  feed: (params: FeedParams, viewer: ViewerKey) => ["wall", "feed", params.stream, params.hashtag ?? null, params.userId ?? null, params.showId ?? null, viewer] as const,
  userFeeds: ["wall", "feed", "user"] as const,
  thoughts: (showId: number, viewer: ViewerKey) => ["wall", "thoughts", showId, viewer] as const,
  post: (slug: string, hashid: string, viewer: ViewerKey) => ["wall", "post", slug, hashid, viewer] as const,
  suggestionsOf: (askId: number) => ["wall", "suggestions", askId] as const,
  suggestions: (askId: number, viewer: ViewerKey) => ["wall", "suggestions", askId, viewer] as const,
  checklists: ["wall", "checklist"] as const,
  checklist: (viewer: ViewerKey) => ["wall", "checklist", viewer] as const,
  /** The posts the viewer hid in this visit: every feed showing one shows the notice instead. */
  hidden: ["wall", "hidden"] as const,
};

// ---- Where posts live ---------------------------------------------------------------------------

/** A post's identity in the cache. */
export const postRef = (id: number): Identity => ({ kind: "post", id });

/** A suggestion's (a show suggested on an ask) identity in the cache. */
export const suggestionRef = (id: number): Identity => ({ kind: "suggestion", id });

// Feeds and thoughts are pages of posts; the single post is the post itself. A post's nested user or
// show is another kind: it is never taken for the post of the same id.
registerLocation({ kind: "post", queryKey: wallKeys.feeds, find: at("pages.*.data.*") });
registerLocation({ kind: "post", queryKey: ["wall", "thoughts"], find: at("pages.*.data.*") });
registerLocation({ kind: "post", queryKey: ["wall", "post"], find: at("") });
registerLocation({ kind: "suggestion", queryKey: ["wall", "suggestions"], find: at("pages.*.data.*") });

/**
 * Changes one post in every cached query under `["wall"]` (feeds, thoughts, the single post) at
 * once, for an answer of the server: `update` answers the new post, `null` to take it out of the
 * lists, `undefined` to leave it. An optimistic change goes through `applyOptimistic(client, postRef(id), …)`.
 */
export function patchPost(client: QueryClient, postId: number, update: Update<Post>): Promise<void> {
  updateCached(client, postRef(postId), update);
  return Promise.resolve();
}

/** Changes every cached post that passes `test` (e.g. the other posts of a wall when one is pinned). */
export function patchPosts(client: QueryClient, test: (post: Post) => boolean, update: (post: Post) => Post): Promise<void> {
  const ids = new Set<number>();
  for (const post of findAllOfKind<Post>(client, "post")) if (test(post)) ids.add(post.id);
  for (const id of ids) updateCached<Post>(client, postRef(id), (post) => (test(post) ? update(post) : undefined));
  return Promise.resolve();
}

/** Takes a post out of every cached feed (deleted, or its author blocked). */
export function removePost(client: QueryClient, postId: number): Promise<void> {
  return patchPost(client, postId, () => null);
}

/** Every cached feed is fetched again (after posting, blocking or pinning). */
export function invalidateWall(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: wallKeys.all });
}

/** The checklist is fetched again (e.g. once the following stream was opened: "visit your feed"). */
export function refreshChecklist(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: wallKeys.checklists });
}
