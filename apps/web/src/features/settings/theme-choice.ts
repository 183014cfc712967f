import { setTheme } from "../theme";

export const THEME_CHOICES = ["system", "light", "dark"] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
const STORAGE_KEY = "dz-theme";
const DARK_QUERY = "(prefers-color-scheme: dark)";

let following = false;

function systemTheme(): "light" | "dark" {
  return window.matchMedia(DARK_QUERY).matches ? "dark" : "light";
}

/** While no theme is saved locally, the page follows the system's light or dark mode as it changes. */
function followSystem(): void {
  if (following) return;
  following = true;
  window.matchMedia(DARK_QUERY).addEventListener("change", () => {
    if (localStorage.getItem(STORAGE_KEY) === null) {
      setTheme(systemTheme());
      localStorage.removeItem(STORAGE_KEY);
    }
  });
}

/**
 * Applies a theme choice in this browser: light or dark is saved locally (as the header toggle
 * does); "system" forgets the local choice and follows the system setting.
 */
export function applyThemeChoice(choice: ThemeChoice): void {
  if (choice !== "system") {
    setTheme(choice);
    return;
  }
  setTheme(systemTheme());
  localStorage.removeItem(STORAGE_KEY);
  followSystem();
}

/** The choice this browser is on: the locally saved theme, or "system" when none is saved. */
export function localThemeChoice(): ThemeChoice {
  const saved = localStorage.getItem(STORAGE_KEY);
  return saved === "light" || saved === "dark" ? saved : "system";
}
