import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import type { LikedType, LikesPage } from "@dizilog/shared/api";
import { type QuerySnapshot, snapshotQueries } from "../../lib/query-shadow";
import { at, registerLocation } from "../../lib/optimistic";
import { showKeys } from "../../entities/show";

/** Whose likes: the signed-in user's own (`me`), or a user's public ones by slug. */
export type LikesSource = { kind: "me" } | { kind: "user"; slug: string };

/** The likes pages (under the shows root, where they have always been: GET /api/likes' keys). */
export const likesKeys = {
  all: [...showKeys.all, "likes"] as const,
  mine: (type: LikedType) => [...likesKeys.all, "me", type] as const,
  list: (source: LikesSource, type: LikedType, lang: string) =>
    source.kind === "me" ? ([...likesKeys.mine(type), lang] as const) : ([...likesKeys.all, "user", source.slug, type, lang] as const),
};

const pagesOf = at("pages.*.data.*");
// The liked shows and lists are shows and lists: a rating, a track or a list edit changes their copies here too.
// (The key is [...all, "me", type, lang] or [...all, "user", slug, type, lang].)
const likedType = (queryKey: readonly unknown[]) => (queryKey[2] === "me" ? queryKey[3] : queryKey[4]);
registerLocation({ kind: "show", queryKey: likesKeys.all, find: (data, queryKey) => (likedType(queryKey) === "show" ? pagesOf(data) : []) });
registerLocation({ kind: "list", queryKey: likesKeys.all, find: (data, queryKey) => (likedType(queryKey) === "list" ? pagesOf(data) : []) });

/**
 * Takes an item out of the signed-in user's cached likes pages of its kind (an unlike, shown at
 * once); answers what was there, for restoreSnapshot when the server says no.
 */
export function dropFromMyLikes(client: QueryClient, type: LikedType, id: number): QuerySnapshot {
  const queryKey = likesKeys.mine(type);
  const before = snapshotQueries(client, queryKey);
  client.setQueriesData<InfiniteData<LikesPage>>({ queryKey }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, data: page.data.filter((item) => item.id !== id) })) } : data,
  );
  return before;
}
