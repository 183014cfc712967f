import type { ReactNode } from "react";
import { useHydrated } from "../lib/use-hydrated";

/**
 * What is below the fold and asks for its own data (comments, a show's reviews and thoughts): left
 * out of the server's HTML and of the hydration, drawn right after (at once when the page is reached
 * by a link in the app). The server draws one query per page instead of four, and the phone hydrates
 * less before the page responds (decision 39).
 */
export function AfterHydration({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useHydrated() ? children : fallback;
}
