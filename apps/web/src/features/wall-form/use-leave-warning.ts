import { type RefObject, useCallback, useEffect, useRef } from "react";
import { type Blocker, useBlocker } from "react-router";

/**
 * The leave warning of a form holding unsent content (product-spec section 4): the router's blocker
 * for a move to another page inside the site (a link, the back button), `beforeunload` for closing
 * the tab or leaving the site. A change of the query string only (a feed's stream) keeps the form
 * mounted and is not blocked. `unsent` may be set to false directly by a handler (a post just sent)
 * before a navigation it starts in the same tick.
 */
export function useLeaveWarning(active: boolean): { blocker: Blocker; unsent: RefObject<boolean> } {
  const unsent = useRef(active);
  useEffect(() => {
    unsent.current = active;
  }, [active]);
  const shouldBlock = useCallback(
    ({ currentLocation, nextLocation }: { currentLocation: { pathname: string }; nextLocation: { pathname: string } }) =>
      unsent.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!active) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", handleBeforeUnload);
    return () => window.removeEventListener("beforeunload", handleBeforeUnload);
  }, [active]);

  return { blocker, unsent };
}
