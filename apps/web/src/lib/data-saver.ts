import { useEffect, useSyncExternalStore } from "react";
import { DATA_SAVER_COOKIE } from "@dizilog/shared/api/discover-ids";
import { api } from "./api";
import { IS_SERVER, readCookie } from "./env";

/**
 * The data saver (Settings › Data saver, decision 0050), read in one place. The setting lives on
 * the server; the settings calls mirror it into the `dz_data_saver` cookie, which the server's
 * render reads too, so a page drawn on the server and its hydration agree. Every image, embed and
 * prefetch site asks `useDataSaver()` (in a component) or `dataSaverOn()` (in a handler).
 */

const listeners = new Set<() => void>();

/** Whether the data saver is on for this browser (or the request being drawn). */
export function dataSaverOn(): boolean {
  return readCookie(DATA_SAVER_COOKIE) === "1";
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether to save data: small images, no autoplaying embeds, no prefetching. */
export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribe, dataSaverOn, dataSaverOn);
}

/**
 * Called once the setting is saved: the server's answer has set or cleared the cookie already;
 * this writes it too (for an answer whose cookie was refused) and tells every reader.
 */
export function dataSaverChanged(on: boolean): void {
  if (!IS_SERVER) {
    document.cookie = on
      ? `${DATA_SAVER_COOKIE}=1; path=/; max-age=${400 * 24 * 3600}; samesite=lax`
      : `${DATA_SAVER_COOKIE}=; path=/; max-age=0; samesite=lax`;
  }
  for (const listener of listeners) listener();
}

/**
 * The small version of an image of ours: a show's poster becomes its thumbnail. Other addresses
 * (imported posters, people's pictures, uploads) have no smaller copy and stay as they are.
 */
export function smallImage(url: string): string {
  return url.replace(/^\/media\/posters\//, "/media/thumbs/");
}

/** `src` for a poster: the thumbnail while the data saver is on. */
export function usePosterSrc(): (url: string) => string {
  const saving = useDataSaver();
  return saving ? smallImage : (url) => url;
}

/**
 * The same, outside a hook (a list row drawn by a plain function): read at render from the
 * request's or the document's cookie, so the server's HTML and the hydration agree.
 */
export function posterSrc(url: string): string {
  return dataSaverOn() ? smallImage(url) : url;
}

const CHECKED_KEY = "dz_data_saver_checked";

/**
 * A signed-in browser without the cookie asks for the settings once per tab session (the answer
 * sets the cookie when the data saver is on), so the setting follows the account to a device it
 * was not turned on from.
 */
export function useDataSaverSync(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn || dataSaverOn()) return;
    try {
      if (sessionStorage.getItem(CHECKED_KEY)) return;
      sessionStorage.setItem(CHECKED_KEY, "1");
    } catch {
      return;
    }
    api<{ data: Record<string, unknown> }>("/api/settings")
      .then((answer) => {
        if (answer.data.data_saver === true) dataSaverChanged(true);
      })
      .catch(() => undefined);
  }, [signedIn]);
}
