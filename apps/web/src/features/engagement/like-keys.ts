import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import type { LikedType, LikesPage } from "@dizilog/shared/api";
import { type QuerySnapshot, snapshotQueries } from "../../lib/query-shadow";
import { showKeys } from "../shows";

/** Whose likes: the signed-in user's own (`me`), or a user's public ones by slug. */
export type LikesSource = { kind: "me" } | { kind: "user"; slug: string };

/**
 * Under the shows root on purpose: liked shows are full Show objects, and the track button and
 * the rating widget patch every cached Show under that root, so these pages stay in step.
 */
export const likesKeys = {
  all: [...showKeys.all, "likes"] as const,
  mine: (type: LikedType) => [...likesKeys.all, "me", type] as const,
  list: (source: LikesSource, type: LikedType, lang: string) =>
    source.kind === "me" ? ([...likesKeys.mine(type), lang] as const) : ([...likesKeys.all, "user", source.slug, type, lang] as const),
};

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
