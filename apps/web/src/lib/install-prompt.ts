import { useSyncExternalStore } from "react";

/** Chromium's install offer (not in the DOM typings: it is not a standard yet). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

let deferred: BeforeInstallPromptEvent | undefined;
let installedNow = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Keeps the browser's install offer for /mobile: it comes once, soon after the page loads, so it is
 * caught at start (main.tsx) whatever page the visitor is on.
 */
export function captureInstallPrompt(): void {
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener("appinstalled", () => {
    deferred = undefined;
    installedNow = true;
    notify();
  });
}

/** Running as the installed app (a home-screen icon opened it). */
export function isStandalone(): boolean {
  return window.matchMedia("(display-mode: standalone)").matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/** iPhone and iPad Safari: no install prompt, only Share › Add to Home Screen. */
export function isIos(): boolean {
  return /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1);
}

export type InstallState = "installed" | "promptable" | "ios" | "manual";

function snapshot(): InstallState {
  if (installedNow || isStandalone()) return "installed";
  if (deferred) return "promptable";
  return isIos() ? "ios" : "manual";
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Where installing stands in this browser, and the browser's own install dialog when it offers one. */
export function useInstallPrompt(): { state: InstallState; install: () => Promise<"accepted" | "dismissed" | "unavailable"> } {
  const state = useSyncExternalStore(subscribe, snapshot, () => "manual" as const);
  const install = async () => {
    const event = deferred;
    if (!event) return "unavailable" as const;
    await event.prompt();
    const { outcome } = await event.userChoice;
    // The offer is spent either way; Chromium makes a new one later if the user declined.
    deferred = undefined;
    if (outcome === "accepted") installedNow = true;
    notify();
    return outcome;
  };
  return { state, install };
}
