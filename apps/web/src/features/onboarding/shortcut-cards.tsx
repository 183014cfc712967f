import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";

/**
 * The shortcut cards of the onboarding "Complete" screen, in the spec's order (home, notification
 * settings, explore, tracker, calendar, news, daily ratings, charts, coming soon), then the other
 * discovery pages (decision 0050). `texts` is where each card's title and line are.
 */
const SHORTCUTS = [
  { key: "home", to: "/home", texts: "discover.shortcuts", icon: "M4 11l8-7 8 7v9H4zM10 20v-6h4v6" },
  { key: "notifications", to: "/settings/notifications", texts: "onboarding.complete.shortcuts", icon: "M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" },
  { key: "explore", to: "/explore", texts: "onboarding.complete.shortcuts", icon: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM15.5 8.5l-2 5-5 2 2-5z" },
  { key: "tracker", to: "/tracker", texts: "onboarding.complete.shortcuts", icon: "M5 4h14v16H5zM9 9l2 2 4-4M9 15h6" },
  { key: "calendar", to: "/calendar", texts: "onboarding.complete.shortcuts", icon: "M4 6h16v14H4zM4 10h16M8 3v5M16 3v5" },
  { key: "news", to: "/news", texts: "discover.shortcuts", icon: "M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M7 9h7M7 13h7" },
  { key: "ratings", to: "/ratings", texts: "discover.shortcuts", icon: "M4 20V10M10 20V4M16 20v-7M22 20H2" },
  { key: "charts", to: "/charts", texts: "discover.shortcuts", icon: "M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0zM7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4" },
  { key: "upcoming", to: "/upcoming", texts: "discover.shortcuts", icon: "M4 9h16v11H4zM4 9l3-5h4l-3 5M11 9l3-5h4l-3 5" },
  { key: "trending", to: "/trending", texts: "discover.shortcuts", icon: "M3 17l6-6 4 4 8-8M15 7h6v6" },
  { key: "people", to: "/people", texts: "discover.shortcuts", icon: "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M17 11a3 3 0 1 0 0-6M22 21a6 6 0 0 0-4-5.6" },
  { key: "mood", to: "/mood", texts: "discover.shortcuts", icon: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 14s1.5 2 4 2 4-2 4-2M9 9h.01M15 9h.01" },
  { key: "unseen", to: "/unseen", texts: "discover.shortcuts", icon: "M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z" },
  { key: "airingToday", to: "/airing-today", texts: "onboarding.complete.shortcuts", icon: "M4 7h16v12H4zM8 3l4 4 4-4" },
  { key: "birthdays", to: "/birthdays", texts: "onboarding.complete.shortcuts", icon: "M5 21h14v-8H5zM5 13a7 7 0 0 1 14 0M12 3v3M12 6a1.5 1.5 0 0 0 0-3" },
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
              <span className="block font-semibold">{t(`${shortcut.texts}.${shortcut.key}.title`)}</span>
              <span className="block text-sm text-zinc-600 dark:text-zinc-400">{t(`${shortcut.texts}.${shortcut.key}.text`)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
