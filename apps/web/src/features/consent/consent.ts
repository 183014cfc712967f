import { useSyncExternalStore } from "react";
import { LIMITS } from "@dizilog/shared";
import { readCookie } from "../../lib/env";

export type ConsentChoice = "all" | "necessary";
const COOKIE = "dz_consent";
const listeners = new Set<() => void>();

/** The saved choice: the request's cookie on the server, the document's in a browser (the same one). */
function readChoice(): ConsentChoice | undefined {
  const value = readCookie(COOKIE);
  return value === "all" || value === "necessary" ? value : undefined;
}

/** Remembers the choice for 30 days (spec: "Cookie choice 30 days", decided once). */
export function saveConsent(choice: ConsentChoice): void {
  const maxAge = LIMITS.cookieChoiceDays * 24 * 60 * 60;
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${COOKIE}=${choice}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
  listeners.forEach((l) => l());
}

/** `?dzcm=opt-out` in the address declines optional cookies without showing the bar. */
export function applyOptOutFromUrl(): void {
  if (new URLSearchParams(location.search).get("dzcm") === "opt-out" && !readChoice()) saveConsent("necessary");
}

export function useConsent(): ConsentChoice | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readChoice,
    readChoice,
  );
}
