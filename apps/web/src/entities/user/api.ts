import { type QueryClient } from "@tanstack/react-query";
import { useQuery } from "../../lib/query";
import type { User } from "@dizilog/shared/api";
import { ApiError, api } from "../../lib/api";
import { readCookie } from "../../lib/env";
import { type Identity, at, registerLocation, updateCached } from "../../lib/optimistic";

/*
 * The user entity: the signed-in user (`GET /api/me`) and public profiles, a user's identity in the
 * cache and where users live — the signed-in user, a profile, the rows of follow lists and of follow
 * requests. Every feature that changes the signed-in user goes through `updateMe`, which changes
 * every cached copy of them (their own profile page included).
 */

export const userKeys = {
  me: ["me"] as const,
  profile: (slug: string) => ["users", slug] as const,
  blocks: ["me", "blocks"] as const,
};

export const userRef = (id: number): Identity => ({ kind: "user", id });

const itself = at("");
// ["me"] is also the prefix of the settings, sessions and blocks: only the user itself is a user.
registerLocation({ kind: "user", queryKey: userKeys.me, find: (data, queryKey) => (queryKey.length === 1 ? itself(data) : []) });
registerLocation({ kind: "user", queryKey: ["users"], find: (data, queryKey) => (queryKey.length === 2 ? itself(data) : []) });
registerLocation({ kind: "user", queryKey: ["follows", "users"], find: at("pages.*.data.*") });
registerLocation({ kind: "user", queryKey: ["follows", "requests"], find: at("pages.*.data.*.user") });

/**
 * Whether this browser holds a session: the server sets `dz_signed_in` (readable by scripts) with the
 * session cookie and clears it with it. Without it the visitor is not asked about (`GET /api/me`
 * would answer 401, which the browser logs as an error on every page).
 */
export function mayHaveSession(): boolean {
  return readCookie("dz_signed_in") !== undefined;
}

/** The signed-in user, or null for a visitor (a 401 is an answer here, not an error). */
export function useMe() {
  return useQuery({
    queryKey: userKeys.me,
    queryFn: async () => {
      if (!mayHaveSession()) return null;
      try {
        return (await api<{ data: User }>("/api/me")).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    // A visitor is known at once: the header draws "Log in" from the first paint, without a placeholder.
    initialData: mayHaveSession() ? undefined : null,
    staleTime: 5 * 60_000,
  });
}

/**
 * Changes the signed-in user in every cached copy (after a call that does not answer the user, or
 * an optimistic count): `update` answers the fields that change.
 */
export function updateMe(client: QueryClient, update: (me: User) => Partial<User> | undefined): void {
  const me = client.getQueryData<User | null>(userKeys.me);
  if (!me) return;
  updateCached<User>(client, userRef(me.id), (user) => {
    const fields = update(user);
    return fields ? { ...user, ...fields } : undefined;
  });
}
