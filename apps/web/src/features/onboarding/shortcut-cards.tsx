import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The shortcut cards of the spec's onboarding "Complete" screen, with where each one goes. */
const SHORTCUTS = [
  { key: "home", to: "/explore", icon: "M4 11 12 4l8 7M6 9.5V20h12V9.5M10 20v-5h4v5" },
  { key: "notifications", to: "/settings/notifications", icon: "M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" },
  { key: "explore", to: "/explore", icon: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM15.5 8.5l-2 5-5 2 2-5z" },
  { key: "tracker", to: "/tracker", icon: "M5 4h14v16H5zM9 9l2 2 4-4M9 15h6" },
  { key: "calendar", to: "/calendar", icon: "M4 6h16v14H4zM4 10h16M8 3v5M16 3v5" },
  { key: "news", to: "/news", icon: "M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M8 9h5M8 13h5" },
  { key: "ratings", to: "/ratings", icon: "M5 20V11M10 20V5M15 20v-7M20 20V9" },
  { key: "charts", to: "/charts", icon: "M4 18l5-6 4 3 7-9M15 6h5v5" },
  { key: "upcoming", to: "/upcoming", icon: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2" },
] as const;

/** Where to go next: a grid of cards, each a link with a title and one line. */
export function ShortcutCards() {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {SHORTCUTS.map((shortcut) => (
        <li key={shortcut.key}>
          <Link
            to={shortcut.to}
            className="flex h-full items-start gap-3 rounded-xl border border-zinc-200 bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-600 hover:shadow-md dark:border-zinc-800 dark:bg-zinc-900/60 dark:hover:border-brand-500"
          >
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-zinc-800 dark:text-brand-500">
              <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
                <path d={shortcut.icon} />
              </svg>
            </span>
            <span className="min-w-0">
              <span className="block font-semibold">{t(`onboarding.complete.shortcuts.${shortcut.key}.title`)}</span>
              <span className="block text-sm text-zinc-600 dark:text-zinc-400">{t(`onboarding.complete.shortcuts.${shortcut.key}.text`)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
