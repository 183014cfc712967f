import { type QueryClient, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { FollowRequestsPage, FollowResponse, FollowStatus, FollowUsersPage, User } from "@dizilog/shared/api";
import { api, toQueryString } from "../../lib/api";
import { type Item, findCached, patchQueries, restoreSnapshot, snapshotQueries } from "../../lib/query-shadow";
import { authKeys } from "../auth";

export type FollowDirection = "followers" | "following";

export const socialKeys = {
  all: ["follows"] as const,
  users: (slug: string, direction: FollowDirection) => ["follows", "users", slug.toLowerCase(), direction] as const,
  requests: ["follows", "requests"] as const,
};

/** The query roots that may hold a copy of a user with `follow_status`: profiles and follow lists. */
const USER_ROOTS = [["users"], socialKeys.all] as const;

/** GET /api/users/{slug}/followers|following — cursor pages of users, newest follow first. */
export function useFollowUsers(slug: string, direction: FollowDirection, enabled = true) {
  return useInfiniteQuery({
    queryKey: socialKeys.users(slug, direction),
    queryFn: ({ pageParam, signal }) =>
      api<FollowUsersPage>(`/api/users/${encodeURIComponent(slug)}/${direction}${toQueryString({ cursor: pageParam })}`, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.cursor.next ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.data),
    enabled,
  });
}

/** GET /api/me/follow-requests — who asks to follow my private account. */
export function useFollowRequests() {
  return useInfiniteQuery({
    queryKey: socialKeys.requests,
    queryFn: ({ pageParam, signal }) => api<FollowRequestsPage>(`/api/me/follow-requests${toQueryString({ cursor: pageParam })}`, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.cursor.next ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.data),
  });
}

/** A user object of the cache (a profile, a row of a follow list) carrying the viewer's follow status. */
const isUserWithStatus = (item: Item, userId: number) => item.id === userId && typeof item.username === "string" && "follow_status" in item;

/** Moves one user's `follow_status`, and their `followers_count` when the change starts or ends a follow. */
function followPatch(userId: number, next: FollowStatus) {
  return (item: Item): Item | undefined => {
    if (!isUserWithStatus(item, userId) || item.follow_status === next) return undefined;
    const delta = (next === "following" ? 1 : 0) - (item.follow_status === "following" ? 1 : 0);
    const copy: Item = { ...item, follow_status: next };
    if (typeof item.followers_count === "number") copy.followers_count = Math.max(0, item.followers_count + delta);
    return copy;
  };
}

/** The viewer's current follow status of a user, read from any cached copy. */
function cachedStatus(client: QueryClient, userId: number): FollowStatus {
  return (findCached(client, USER_ROOTS, (item) => isUserWithStatus(item, userId))?.follow_status as FollowStatus | undefined) ?? "none";
}

/**
 * Follow, unfollow or take back a request (POST or DELETE /api/users/{id}/follow). Every cached copy
 * of the user moves at once (the optimistic guess: `requested` for a private account), and so does
 * the signed-in user's `following_count`; the server's answer settles it, an error rolls it back.
 */
export function useFollow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ user, follow }: { user: Pick<User, "id" | "private_account">; follow: boolean }) =>
      api<FollowResponse>(`/api/users/${user.id}/follow`, { method: follow ? "POST" : "DELETE" }).then((r) => r.data.follow_status),
    onMutate: async ({ user, follow }) => {
      const snapshots = [...USER_ROOTS.map((root) => snapshotQueries(client, root)), snapshotQueries(client, authKeys.me)];
      const before = cachedStatus(client, user.id);
      const guess: FollowStatus = follow ? (user.private_account ? "requested" : "following") : "none";
      await patchQueries(client, USER_ROOTS, followPatch(user.id, guess));
      moveMyFollowing(client, before, guess);
      return { snapshots, guess };
    },
    onError: (_error, _input, context) => {
      for (const snapshot of context?.snapshots ?? []) restoreSnapshot(client, snapshot);
    },
    onSuccess: (status, { user }, context) => {
      if (!context || context.guess === status) return;
      void patchQueries(client, USER_ROOTS, followPatch(user.id, status));
      moveMyFollowing(client, context.guess, status);
    },
    onSettled: () => {
      // The profile's abilities follow the new relation (a private account's lists open or close).
      void client.invalidateQueries({ queryKey: ["users"] });
      // Follower lists that hold (or should hold) the signed-in user are fetched again when next shown.
      void client.invalidateQueries({ queryKey: socialKeys.all, refetchType: "none" });
    },
  });
}

function moveMyFollowing(client: QueryClient, before: FollowStatus, after: FollowStatus): void {
  const delta = (after === "following" ? 1 : 0) - (before === "following" ? 1 : 0);
  if (delta) client.setQueryData<User | null>(authKeys.me, (me) => (me ? { ...me, following_count: Math.max(0, me.following_count + delta) } : me));
}

/** Accept or reject a follow request; the request leaves the list, and accepting counts a follower. */
export function useAnswerRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, accept }: { userId: number; accept: boolean }) =>
      api<FollowResponse>(`/api/me/follow-requests/${userId}/${accept ? "accept" : "reject"}`, { method: "POST" }),
    onSuccess: (_result, { userId, accept }) => {
      void patchQueries(client, [socialKeys.requests], (item) => (typeof item.requested_at === "string" && (item.user as Item | undefined)?.id === userId ? null : undefined));
      if (accept) {
        client.setQueryData<User | null>(authKeys.me, (me) => (me ? { ...me, followers_count: me.followers_count + 1 } : me));
        void client.invalidateQueries({ queryKey: ["users"] });
      }
    },
  });
}
