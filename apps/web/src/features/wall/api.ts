import { skipToken, useMutation, useQueryClient } from "@tanstack/react-query";
import { useInfiniteQuery, useQuery } from "../../lib/query";
import type { Checklist, LikeResponse, Poll, Post, PostsPage, ReactionId, ReactionsResponse, Suggestion, SuggestionsPage } from "@dizilog/shared/api";
import { WALL_LIMITS } from "@dizilog/shared/api/wall-ids";
import { api, toQueryString } from "../../lib/api";
import { type Change, applyOptimistic } from "../../lib/optimistic";
import { useMe } from "../../entities/user";
import { useHideItem } from "../item-actions";
import { applyReaction } from "../engagement";
import { type FeedParams, type ViewerKey, patchPost, patchPosts, postRef, removePost, suggestionRef, wallKeys } from "../../entities/post";

/*
 * The community wall's calls (api-contract "The community wall"). Writes change the post in every
 * cached feed through the helpers of cache.ts.
 */

function useViewerKey(): { viewer: ViewerKey; ready: boolean } {
  const me = useMe();
  return { viewer: me.data?.id ?? null, ready: !me.isPending };
}

// ---- Reading ------------------------------------------------------------------------------------

const pageOf = (path: string, params: Record<string, string | number | undefined>, signal: AbortSignal) => api<PostsPage>(`${path}${toQueryString(params)}`, { signal });

/** GET /api/feeds — one stream, 10 posts a page, newest first (a user's stream: the pinned post first). */
export function useFeed(params: FeedParams, enabled = true) {
  const { viewer, ready } = useViewerKey();
  return useInfiniteQuery({
    queryKey: wallKeys.feed(params, viewer),
    queryFn: ({ pageParam, signal }) =>
      pageOf(
        "/api/feeds",
        { stream: params.stream, hashtag: params.hashtag, user_id: params.userId, show_id: params.showId, cursor: pageParam, limit: WALL_LIMITS.perPage, include: "target" },
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.cursor.next ?? undefined,
    enabled: ready && enabled,
  });
}

/** GET /api/thoughts — the posts about one show (its page lists them). */
export function useThoughts(showId: number) {
  const { viewer, ready } = useViewerKey();
  return useInfiniteQuery({
    queryKey: wallKeys.thoughts(showId, viewer),
    queryFn: ({ pageParam, signal }) => pageOf("/api/thoughts", { show_id: showId, cursor: pageParam, limit: WALL_LIMITS.perPage }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.cursor.next ?? undefined,
    enabled: ready,
  });
}

/** GET /api/wall/posts/{user_slug}/{hashid} — one post; 404 when the viewer may not see it. */
export function usePost(slug: string, hashid: string) {
  const { viewer, ready } = useViewerKey();
  return useQuery({
    queryKey: wallKeys.post(slug, hashid, viewer),
    queryFn: ({ signal }) => api<{ data: Post }>(`/api/wall/posts/${encodeURIComponent(slug)}/${encodeURIComponent(hashid)}?include=target`, { signal }).then((r) => r.data),
    enabled: ready,
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });
}

/** GET /api/me/checklist — the seven steps of a new member (signed-in only). */
export function useChecklist(enabled: boolean) {
  const { viewer } = useViewerKey();
  return useQuery({
    queryKey: wallKeys.checklist(viewer),
    queryFn: ({ signal }) => api<{ data: Checklist }>("/api/me/checklist", { signal }).then((r) => r.data),
    enabled: enabled && viewer !== null,
  });
}

/** GET /api/asks/suggestions — an ask's suggestions, most liked first, 5 at a time, with the top 8 likers. */
export function useSuggestions(askId: number, enabled: boolean) {
  const { viewer, ready } = useViewerKey();
  return useInfiniteQuery({
    queryKey: wallKeys.suggestions(askId, viewer),
    queryFn: ({ pageParam, signal }) =>
      api<SuggestionsPage>(`/api/asks/suggestions${toQueryString({ ask_id: askId, page: pageParam, per_page: WALL_LIMITS.suggestionsPerPage, include: "likers,user" })}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => {
      const { current_page, total_pages } = last.meta.pagination;
      return current_page < total_pages ? current_page + 1 : undefined;
    },
    enabled: ready && enabled,
  });
}

// ---- Writing ------------------------------------------------------------------------------------

interface LikeInput {
  has_liked: boolean;
  like_count: number;
}

/** The like of a post (POST /api/like-item, type post): optimistic in every feed, the last answer as the truth. */
export function usePostLike(postId: number) {
  const client = useQueryClient();
  const mutationKey = ["wall", "like", postId];
  return useMutation<LikeResponse, unknown, LikeInput, Change<Post>>({
    mutationKey,
    scope: { id: mutationKey.join(":") },
    mutationFn: () => api<LikeResponse>("/api/like-item", { method: "POST", json: { type: "post", id: postId } }),
    onMutate: (before) => {
      const liked = !before.has_liked;
      return applyOptimistic<Post>(client, postRef(postId), (post) => ({ ...post, has_liked: liked, like_count: Math.max(0, before.like_count + (liked ? 1 : -1)) }));
    },
    onError: (_error, _input, change) => change?.rollback(),
    onSuccess: (answer, _input, change) => change.settle((post) => ({ ...post, has_liked: answer.liked, like_count: answer.like_count })),
  });
}

/** POST /api/react (type post) — gives, moves or takes back the viewer's reaction, in every feed at once. */
export function usePostReact(postId: number) {
  const client = useQueryClient();
  const mutationKey = ["wall", "react", postId];
  return useMutation<ReactionsResponse, unknown, { reaction: ReactionId; before: ReactionsResponse }, Change<Post>>({
    mutationKey,
    scope: { id: mutationKey.join(":") },
    mutationFn: ({ reaction }) => api<ReactionsResponse>("/api/react", { method: "POST", json: { react_id: reaction, type: "post", id: postId } }),
    onMutate: ({ reaction, before }) => applyOptimistic<Post>(client, postRef(postId), (post) => ({ ...post, reactions: applyReaction(before, reaction) })),
    onError: (_error, _input, change) => change?.rollback(),
    onSuccess: (answer, _input, change) => change.settle((post) => ({ ...post, reactions: answer })),
  });
}

/** POST /api/polls/{id}/vote — the answer's poll replaces the post's in every feed. */
export function useVote(postId: number, pollId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (option: number) => api<{ data: Poll }>(`/api/polls/${pollId}/vote`, { method: "POST", json: { option } }).then((r) => r.data),
    onSuccess: (poll) => patchPost(client, postId, (post) => ({ ...post, poll, abilities: { ...post.abilities, vote: false } })),
  });
}

/**
 * POST / DELETE /api/wall/{id}/pin — one pinned post per wall: pinning one unpins the others of
 * that wall in the cache; the user's streams are fetched again since the order changes.
 */
export function usePin(post: Pick<Post, "id" | "user" | "target">) {
  const client = useQueryClient();
  const wallOf = (p: Pick<Post, "user" | "target">) => (p.target ?? p.user).id;
  return useMutation({
    mutationFn: (pin: boolean) => api<{ data: { pinned: boolean } }>(`/api/wall/${post.id}/pin`, { method: pin ? "POST" : "DELETE" }).then((r) => r.data.pinned),
    onSuccess: async (pinned) => {
      if (pinned) await patchPosts(client, (other) => other.id !== post.id && other.pinned && wallOf(other) === wallOf(post), (other) => ({ ...other, pinned: false }));
      await patchPost(client, post.id, (p) => ({ ...p, pinned }));
      await client.invalidateQueries({ queryKey: wallKeys.userFeeds });
    },
  });
}

/** PATCH /api/wall/{id} — the text only; every copy takes the answer. */
export function useEditPost(postId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => api<{ data: Post }>(`/api/wall/${postId}`, { method: "PATCH", json: { content } }).then((r) => r.data),
    onSuccess: (updated) =>
      patchPost(client, postId, (post) => ({ ...post, content: updated.content, edited: updated.edited, mentions: updated.mentions, hashtags: updated.hashtags })),
  });
}

/** DELETE /api/wall/{id} — the post leaves every feed. */
export function useDeletePost(postId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(`/api/wall/${postId}`, { method: "DELETE" }),
    onSuccess: () => removePost(client, postId),
  });
}

/** POST /api/asks/{id}/suggestions — a show suggested on an ask; the ask's suggestions are fetched again. */
export function useSuggest(askId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (showId: number) => api<{ data: Suggestion }>(`/api/asks/${askId}/suggestions`, { method: "POST", json: { show_id: showId } }).then((r) => r.data),
    onSuccess: async () => {
      await patchPost(client, askId, (post) => ({ ...post, suggestions_count: post.suggestions_count + 1 }));
      await client.invalidateQueries({ queryKey: wallKeys.suggestionsOf(askId) });
    },
  });
}

/** The like of a suggestion (POST /api/like-item, type suggestion): optimistic, the last answer as the truth. */
export function useSuggestionLike(suggestionId: number) {
  const client = useQueryClient();
  const mutationKey = ["wall", "suggestion-like", suggestionId];
  return useMutation<LikeResponse, unknown, { has_liked: boolean; likes_count: number }, Change<Suggestion>>({
    mutationKey,
    scope: { id: mutationKey.join(":") },
    mutationFn: () => api<LikeResponse>("/api/like-item", { method: "POST", json: { type: "suggestion", id: suggestionId } }),
    onMutate: (before) => {
      const liked = !before.has_liked;
      return applyOptimistic<Suggestion>(client, suggestionRef(suggestionId), (item) => ({ ...item, has_liked: liked, likes_count: Math.max(0, before.likes_count + (liked ? 1 : -1)) }));
    },
    onError: (_error, _input, change) => change?.rollback(),
    onSuccess: (answer, _input, change) => change.settle((item) => ({ ...item, has_liked: answer.liked, likes_count: answer.like_count })),
  });
}

/**
 * Hiding a post for oneself (POST /api/accounts/{id}/filter, type wall) and taking it back: the
 * state is shared by every feed of the visit, so each one showing the post shows the notice.
 */
export function useHidePost(postId: number) {
  const client = useQueryClient();
  const hide = useHideItem("wall", postId);
  const { data } = useQuery<number[]>({ queryKey: wallKeys.hidden, queryFn: skipToken, staleTime: Infinity });
  const hidden = data?.includes(postId) ?? false;
  const toggle = (undo: boolean, onError: (error: unknown) => void) =>
    hide.mutate(undo, {
      onSuccess: (isHidden) =>
        client.setQueryData<number[]>(wallKeys.hidden, (ids = []) => (isHidden ? [...ids.filter((id) => id !== postId), postId] : ids.filter((id) => id !== postId))),
      onError,
    });
  return { hidden, toggle, isPending: hide.isPending };
}
