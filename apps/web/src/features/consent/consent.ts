import { useSyncExternalStore } from "react";
import { LIMITS } from "@dizilog/shared";

export type ConsentChoice = "all" | "necessary";
const COOKIE = "dz_consent";
const listeners = new Set<() => void>();

function readChoice(): ConsentChoice | undefined {
  const match = document.cookie.split("; ").find((c) => c.startsWith(`${COOKIE}=`));
  const value = match?.slice(COOKIE.length + 1);
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
    () => undefined,
  );
}
