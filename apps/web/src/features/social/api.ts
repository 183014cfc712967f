import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { useInfiniteQuery } from "../../lib/query";
import type { FollowRequestsPage, FollowResponse, FollowStatus, FollowUser, FollowUsersPage, User } from "@dizilog/shared/api";
import { api, toQueryString } from "../../lib/api";
import { type Update, applyOptimistic, findAllCached, updateCached } from "../../lib/optimistic";
import { updateMe, userKeys, userRef } from "../../entities/user";

export type FollowDirection = "followers" | "following";

export const socialKeys = {
  all: ["follows"] as const,
  users: (slug: string, direction: FollowDirection) => ["follows", "users", slug.toLowerCase(), direction] as const,
  requests: ["follows", "requests"] as const,
};

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

/** Moves a user's `follow_status`, and their `followers_count` when the change starts or ends a follow (a copy without a status stays). */
const followPatch =
  (next: FollowStatus): Update<User> =>
  (user) => {
    const current = (user as Partial<FollowUser>).follow_status;
    if (current === undefined || current === next) return undefined;
    const delta = (next === "following" ? 1 : 0) - (current === "following" ? 1 : 0);
    const copy = { ...user, follow_status: next };
    if (typeof user.followers_count === "number") copy.followers_count = Math.max(0, user.followers_count + delta);
    return copy;
  };

/** The viewer's current follow status of a user, read from any cached copy that says it. */
function cachedStatus(client: QueryClient, userId: number): FollowStatus {
  for (const { item } of findAllCached<FollowUser>(client, userRef(userId))) if (item.follow_status) return item.follow_status;
  return "none";
}

/** The signed-in user's `following_count` once a follow of theirs goes from `before` to `after`. */
const followingPatch =
  (before: FollowStatus, after: FollowStatus): Update<User> =>
  (me) => {
    const delta = (after === "following" ? 1 : 0) - (before === "following" ? 1 : 0);
    return delta ? { ...me, following_count: Math.max(0, me.following_count + delta) } : undefined;
  };

/**
 * Follow, unfollow or take back a request (POST or DELETE /api/users/{id}/follow). Every cached copy
 * of the user moves at once (the optimistic guess: `requested` for a private account), and so does
 * the signed-in user's `following_count`; the last answer settles it, an error rolls it back.
 */
export function useFollow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ user, follow }: { user: Pick<User, "id" | "private_account">; follow: boolean }) =>
      api<FollowResponse>(`/api/users/${user.id}/follow`, { method: follow ? "POST" : "DELETE" }).then((r) => r.data.follow_status),
    onMutate: async ({ user, follow }) => {
      const before = cachedStatus(client, user.id);
      const guess: FollowStatus = follow ? (user.private_account ? "requested" : "following") : "none";
      const me = client.getQueryData<User | null>(userKeys.me);
      const changes = [
        await applyOptimistic<User>(client, userRef(user.id), followPatch(guess)),
        ...(me ? [await applyOptimistic<User>(client, userRef(me.id), followingPatch(before, guess))] : []),
      ];
      return { changes, guess };
    },
    onError: (_error, _input, context) => {
      for (const change of context?.changes ?? []) change.rollback();
    },
    onSuccess: (status, _input, context) => {
      if (context.guess === status) return;
      const [theirs, mine] = context.changes;
      theirs?.settle(followPatch(status));
      mine?.settle(followingPatch(context.guess, status));
    },
    onSettled: () => {
      // The profile's abilities follow the new relation (a private account's lists open or close).
      void client.invalidateQueries({ queryKey: ["users"] });
      // Follower lists that hold (or should hold) the signed-in user are fetched again when next shown.
      void client.invalidateQueries({ queryKey: socialKeys.all, refetchType: "none" });
    },
  });
}

/** Accept or reject a follow request; the request leaves the list, and accepting counts a follower. */
export function useAnswerRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, accept }: { userId: number; accept: boolean }) =>
      api<FollowResponse>(`/api/me/follow-requests/${userId}/${accept ? "accept" : "reject"}`, { method: "POST" }),
    onSuccess: (_result, { userId, accept }) => {
      client.setQueriesData<InfiniteData<FollowRequestsPage>>({ queryKey: socialKeys.requests }, (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, data: page.data.filter((request) => request.user.id !== userId) })) } : data,
      );
      if (accept) {
        updateMe(client, (me) => ({ followers_count: me.followers_count + 1 }));
        void client.invalidateQueries({ queryKey: ["users"] });
      }
    },
  });
}

export function useBlockUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api<unknown>("/api/blocks", { method: "POST", json: { user_id: userId } }),
    onSuccess: (_, userId) => {
      // Every cached copy of the blocked user stops offering Follow at once (following them now
      // answers 404), then the profiles are asked again: the block changes what the server allows.
      updateCached<User>(client, userRef(userId), (user) => (user.abilities ? { ...user, abilities: { ...user.abilities, follow: false, post_on_wall: false } } : user));
      void client.invalidateQueries({ queryKey: ["users"] });
      return client.invalidateQueries({ queryKey: userKeys.blocks });
    },
  });
}
