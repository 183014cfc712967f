import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { useInfiniteQuery, useQuery } from "../../lib/query";
import type { Comment, CommentItemType, CommentsPage, Gif, LikeResponse, RepliesPage, HashtagSuggestion, SiteConfig, UserSummary } from "@dizilog/shared/api";
import { COMMENT_LIMITS } from "@dizilog/shared/api/comment-ids";
import { api, toQueryString } from "../../lib/api";
import { type Change, applyOptimistic, updateCached } from "../../lib/optimistic";
import { commentRef } from "../../entities/comment";
import { useMe } from "../auth";

/*
 * Comments (api-contract "Comments"). A thread is an infinite query of top-level comments with
 * their first replies embedded; a thread's full replies are another. Writes patch every cached
 * copy of a comment (`commentRef`, lib/optimistic.ts): likes optimistically, edits and deletes with the answer.
 */

/** Who is looking: abilities and has_liked depend on it, so it is part of the keys. */
type ViewerKey = number | null;

export const commentKeys = {
  all: ["comments"] as const,
  thread: (type: CommentItemType, id: number, viewer: ViewerKey) => [...commentKeys.all, "thread", type, id, viewer] as const,
  threadsOf: (type: CommentItemType, id: number) => [...commentKeys.all, "thread", type, id] as const,
  replies: (commentId: number, viewer: ViewerKey) => [...commentKeys.all, "replies", commentId, viewer] as const,
  repliesOf: (commentId: number) => [...commentKeys.all, "replies", commentId] as const,
  like: (commentId: number) => [...commentKeys.all, "like", commentId] as const,
  one: (commentId: number, viewer: ViewerKey) => [...commentKeys.all, "one", commentId, viewer] as const,
  config: ["site-config"] as const,
  gifs: (query: string) => ["gifs", query] as const,
  mentions: (query: string) => ["mention-search", query] as const,
};

function useViewer(): { viewer: ViewerKey; ready: boolean } {
  const me = useMe();
  return { viewer: me.data?.id ?? null, ready: !me.isPending };
}

/** GET /api/comments/v1 — an item's top-level comments, 10 a page, newest first, first replies embedded. */
export function useCommentThread(type: CommentItemType, id: number) {
  const { viewer, ready } = useViewer();
  return useInfiniteQuery({
    queryKey: commentKeys.thread(type, id, viewer),
    queryFn: ({ pageParam, signal }) =>
      api<CommentsPage>(`/api/comments/v1${toQueryString({ type, id, limit: COMMENT_LIMITS.perPage, include: "photo,replies", cursor: pageParam })}`, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.cursor.next ?? undefined,
    enabled: ready,
  });
}

/** GET /api/comments/{id}/replies — every reply of a comment, oldest first, once its replies are opened. */
export function useReplies(commentId: number, enabled: boolean) {
  const { viewer, ready } = useViewer();
  return useInfiniteQuery({
    queryKey: commentKeys.replies(commentId, viewer),
    queryFn: ({ pageParam, signal }) =>
      api<RepliesPage>(`/api/comments/${commentId}/replies${toQueryString({ limit: COMMENT_LIMITS.perPage, include: "photo", cursor: pageParam })}`, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.cursor.next ?? undefined,
    enabled: ready && enabled,
  });
}

/**
 * GET /api/comments/{id} — one comment, to learn whose reply it is when a link names a reply the
 * page has not loaded (a link form `#comment_{id}` beyond a thread's first three replies).
 */
export function useCommentLookup(commentId: number | undefined, enabled: boolean) {
  const { viewer, ready } = useViewer();
  return useQuery({
    queryKey: commentKeys.one(commentId ?? 0, viewer),
    queryFn: ({ signal }) => api<{ data: Comment }>(`/api/comments/${commentId}`, { signal }).then((r) => r.data),
    enabled: ready && enabled && commentId !== undefined,
    retry: false,
    staleTime: Infinity,
  });
}

/** GET /api/config — whether this site has a GIF provider (the composer shows the GIF button only then). */
export function useSiteConfig() {
  return useQuery({
    queryKey: commentKeys.config,
    queryFn: ({ signal }) => api<{ data: SiteConfig }>("/api/config", { signal }).then((r) => r.data),
    staleTime: Infinity,
  });
}

/** GET /api/gifs/search — 24 GIFs (rating g) for a query; nothing is asked for an empty one. */
export function useGifSearch(query: string) {
  return useQuery({
    queryKey: commentKeys.gifs(query),
    queryFn: ({ signal }) => api<{ data: Gif[] }>(`/api/gifs/search${toQueryString({ q: query, limit: COMMENT_LIMITS.gifResults })}`, { signal }).then((r) => r.data),
    enabled: query.trim().length > 0,
    staleTime: 10 * 60_000,
    retry: false,
  });
}

/** GET /api/search/users — the @mention suggestions for what follows the `@`. */
export function useMentionSearch(query: string) {
  return useQuery({
    queryKey: commentKeys.mentions(query),
    queryFn: ({ signal }) => api<{ data: UserSummary[] }>(`/api/search/users${toQueryString({ q: query, limit: COMMENT_LIMITS.mentionResults })}`, { signal }).then((r) => r.data),
    enabled: query.length > 0,
    staleTime: 60_000,
    retry: false,
  });
}

/** GET /api/search/hashtags — existing public hashtags starting with the query (the post box's `#` suggestions). */
export function useHashtagSearch(query: string) {
  return useQuery({
    queryKey: [...commentKeys.all, "hashtags", query] as const,
    queryFn: ({ signal }) => api<{ data: HashtagSuggestion[] }>(`/api/search/hashtags${toQueryString({ q: query, limit: 8 })}`, { signal }).then((r) => r.data),
    enabled: query.length > 0,
    staleTime: 60_000,
    retry: false,
  });
}

// ---- Writing ------------------------------------------------------------------------------------

/** What the composer sends: the text, the spoiler flag and at most one of an image and a GIF id. */
export interface CommentDraft {
  content: string;
  spoiler: boolean;
  image?: File | undefined;
  gif?: string | undefined;
}

/** Multipart when an image is attached (the contract's form), JSON otherwise. */
function bodyOf(draft: CommentDraft, extra: Record<string, string | number> = {}): RequestInit & { json?: unknown } {
  if (!draft.image) return { json: { ...extra, content: draft.content, spoiler: draft.spoiler, ...(draft.gif ? { gif: draft.gif } : {}) } };
  const form = new FormData();
  for (const [key, value] of Object.entries(extra)) form.append(key, String(value));
  form.append("content", draft.content);
  form.append("spoiler", draft.spoiler ? "true" : "false");
  form.append("image", draft.image);
  return { body: form };
}

/** Adds `delta` to the comments count of every cached page of an item's thread. */
function moveThreadCount(client: QueryClient, type: CommentItemType, id: number, delta: number): void {
  client.setQueriesData<InfiniteData<CommentsPage>>({ queryKey: commentKeys.threadsOf(type, id) }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, meta: { ...page.meta, comments_count: Math.max(0, page.meta.comments_count + delta) } })) } : data,
  );
}

/** POST /api/comments/add — the new comment goes first in the thread and the count follows. */
export function useAddComment(type: CommentItemType, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: CommentDraft) => api<{ data: Comment }>("/api/comments/add", { method: "POST", ...bodyOf(draft, { type, id }) }).then((r) => r.data),
    onSuccess: (comment) => {
      client.setQueriesData<InfiniteData<CommentsPage>>({ queryKey: commentKeys.threadsOf(type, id) }, (data) => {
        if (!data?.pages.length) return data;
        const [first, ...rest] = data.pages;
        return { ...data, pages: [{ ...first!, data: [{ ...comment, replies: { data: [] } }, ...first!.data] }, ...rest] };
      });
      moveThreadCount(client, type, id, 1);
    },
  });
}

/**
 * POST /api/comments/{id}/reply — answers a comment or a reply; the reply joins its thread's
 * top-level comment (`parent_id`), whose count and embedded replies follow.
 */
export function useReply(answeredId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: CommentDraft) => api<{ data: Comment }>(`/api/comments/${answeredId}/reply`, { method: "POST", ...bodyOf(draft) }).then((r) => r.data),
    onSuccess: async (reply) => {
      const topId = reply.parent_id!;
      updateCached<Comment>(client, commentRef(topId), (top) => ({ ...top, reply_count: top.reply_count + 1, replies: { data: [...(top.replies?.data ?? []), reply] } }));
      await client.invalidateQueries({ queryKey: commentKeys.repliesOf(topId) });
    },
  });
}

/** PATCH /api/comments/{id} — the text only; every copy takes the answer. */
export function useEditComment(commentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => api<{ data: Comment }>(`/api/comments/${commentId}`, { method: "PATCH", json: { content } }).then((r) => r.data),
    onSuccess: (updated) =>
      updateCached<Comment>(client, commentRef(commentId), (comment) => ({ ...comment, content: updated.content, edited: updated.edited, mentions: updated.mentions })),
  });
}

/** DELETE /api/comments/{id} — the comment (with its replies) leaves every list, and the counts follow. */
export function useDeleteComment(comment: Pick<Comment, "id" | "parent_id" | "type" | "item_id">) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(`/api/comments/${comment.id}`, { method: "DELETE" }),
    onSuccess: async () => {
      await removeComment(client, comment);
    },
  });
}

/** Takes a comment out of every cached list (a delete, or an author just blocked), moving the counts. */
export async function removeComment(client: QueryClient, comment: Pick<Comment, "id" | "parent_id" | "type" | "item_id">): Promise<void> {
  const parentId = comment.parent_id;
  updateCached(client, commentRef(comment.id), () => null);
  if (parentId !== null) updateCached<Comment>(client, commentRef(parentId), (parent) => ({ ...parent, reply_count: Math.max(0, parent.reply_count - 1) }));
  if (parentId === null) moveThreadCount(client, comment.type, comment.item_id, -1);
}

/**
 * The like of a comment (POST /api/like-item, type comment): optimistic on every cached copy,
 * the last answer as the truth, the old state back on failure.
 */
export function useCommentLike(commentId: number) {
  const client = useQueryClient();
  const mutationKey = commentKeys.like(commentId);
  return useMutation<LikeResponse, unknown, { has_liked: boolean; like_count: number }, Change<Comment>>({
    mutationKey,
    scope: { id: mutationKey.join(":") },
    mutationFn: () => api<LikeResponse>("/api/like-item", { method: "POST", json: { type: "comment", id: commentId } }),
    onMutate: (before) => {
      const liked = !before.has_liked;
      return applyOptimistic<Comment>(client, commentRef(commentId), (comment) => ({ ...comment, has_liked: liked, like_count: Math.max(0, before.like_count + (liked ? 1 : -1)) }));
    },
    onError: (_error, _input, change) => change?.rollback(),
    onSuccess: (answer, _input, change) => change.settle((comment) => ({ ...comment, has_liked: answer.liked, like_count: answer.like_count })),
  });
}

/** Every cached thread is fetched again (the viewer blocked someone: their comments leave). */
export function refetchThreads(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: commentKeys.all });
}
