import { useSyncExternalStore } from "react";

const never = () => () => undefined;

/**
 * False while the page is drawn on the server and while the browser hydrates it, true after (and
 * at once for anything drawn later). What only the browser knows — its clock, its zone, its ICU's
 * country names — is shown once this is true, so the hydration matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
