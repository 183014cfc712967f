import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";

/**
 * The active tab kept in the URL hash (`#tracking`): restored on load, and each choice is a
 * history entry, so Back returns to the previous tab. An unknown or empty hash means `fallback`.
 * A hash of a tab's own sub-tab (`#likes-people`) still selects that tab (`likes`).
 */
export function useHashTab<T extends string>(tabs: readonly T[], fallback: T): [T, (tab: T) => void] {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const current = tabs.find((tab) => `#${tab}` === hash) ?? tabs.find((tab) => hash.startsWith(`#${tab}-`)) ?? fallback;
  const select = useCallback(
    (tab: T) => {
      if (`#${tab}` !== hash) navigate({ pathname, search, hash: tab });
    },
    [hash, pathname, search, navigate],
  );
  return [current, select];
}
