import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";

export const LIKES_SUB_TABS = ["shows", "people", "lists", "couples"] as const;
export type LikesSubTab = (typeof LIKES_SUB_TABS)[number];

/** The API's item kind of each sub-tab. */
export const LIKED_TYPE_OF = { shows: "show", people: "person", lists: "list", couples: "couple" } as const;

/** The hash of a sub-tab: `#likes` / `#likes-people` under a prefix (the tracker), `#shows` / `#people` without. */
export function likesHash(sub: LikesSubTab, prefix?: string): string {
  if (!prefix) return sub;
  return sub === "shows" ? prefix : `${prefix}-${sub}`;
}

/**
 * The likes sub-tab kept in the URL hash beside the page's own tab (`#likes-people` still selects
 * the tracker's Likes tab, see useHashTab); each choice is a history entry. Unknown means shows.
 */
export function useLikesSubTab(prefix?: string): [LikesSubTab, (sub: LikesSubTab) => void] {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const current = LIKES_SUB_TABS.find((sub) => `#${likesHash(sub, prefix)}` === hash) ?? "shows";
  const select = useCallback(
    (sub: LikesSubTab) => {
      const next = likesHash(sub, prefix);
      if (`#${next}` !== hash) navigate({ pathname, search, hash: next });
    },
    [hash, pathname, search, navigate, prefix],
  );
  return [current, select];
}
