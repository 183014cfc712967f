import type { QueryClient } from "@tanstack/react-query";
import type { FeedStream, Post } from "@dizilog/shared/api";
import { type Item, patchQueries } from "../../lib/query-shadow";

/*
 * The wall's query keys and cache helpers. Every query of posts lives under `["wall"]`, so that a
 * like, a reaction, a vote, a pin or a hide changes the post in every cached feed that shows it;
 * the post form invalidates `["wall"]` after posting.
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

// ---- Cache helpers ------------------------------------------------------------------------------

/** A post object of the cache (not a user, a show nor a page's meta). */
export const isPost = (item: Item, id?: number): boolean =>
  (id === undefined || item.id === id) && "hashid" in item && "abilities" in item && "visibility" in item && "reactions" in item;

/**
 * Changes one post in every cached query under `["wall"]` (feeds, thoughts, the single post):
 * `update` answers the new post, `null` to take it out of the lists, `undefined` to leave it.
 */
export function patchPost(client: QueryClient, postId: number, update: (post: Post) => Post | null | undefined): Promise<void> {
  return patchQueries(client, [wallKeys.all], (item) => (isPost(item, postId) ? update(item as unknown as Post) : undefined) as Item | null | undefined);
}

/** Changes every cached post that passes `test` (e.g. the other posts of a wall when one is pinned). */
export function patchPosts(client: QueryClient, test: (post: Post) => boolean, update: (post: Post) => Post): Promise<void> {
  return patchQueries(client, [wallKeys.all], (item) => (isPost(item) && test(item as unknown as Post) ? (update(item as unknown as Post) as unknown as Item) : undefined));
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
