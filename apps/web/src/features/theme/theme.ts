import { useCallback, useSyncExternalStore } from "react";
import { firstRenderValues, savePreference } from "../../lib/env";

export type Theme = "light" | "dark";
const STORAGE_KEY = "dz-theme";
const listeners = new Set<() => void>();

function current(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

/** Sets the theme, saves it locally (spec: dark mode is saved locally) and tells subscribers. */
export function setTheme(theme: Theme): void {
  document.documentElement.classList.toggle("dark", theme === "dark");
  localStorage.setItem(STORAGE_KEY, theme);
  savePreference("dz_theme", theme);
  listeners.forEach((l) => l());
}

/** The theme (system default until chosen, see public/theme-init.js) and a toggle. */
export function useTheme(): { theme: Theme; toggle: () => void } {
  const theme = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current,
    // What the server drew with (the `dz_theme` cookie public/theme-init.js keeps): the toggle hydrates as drawn.
    () => firstRenderValues()?.theme ?? "light",
  );
  const toggle = useCallback(() => setTheme(current() === "dark" ? "light" : "dark"), []);
  return { theme, toggle };
}
