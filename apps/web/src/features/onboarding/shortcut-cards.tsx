import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";

/**
 * The shortcut cards of the onboarding "Complete" screen, with where each one goes: only pages the
 * site has. The spec's news, daily ratings, charts and coming-soon cards come with the issues that
 * add those pages; home is the explore page here, already a card.
 */
const SHORTCUTS = [
  { key: "explore", to: "/explore", icon: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM15.5 8.5l-2 5-5 2 2-5z" },
  { key: "tracker", to: "/tracker", icon: "M5 4h14v16H5zM9 9l2 2 4-4M9 15h6" },
  { key: "calendar", to: "/calendar", icon: "M4 6h16v14H4zM4 10h16M8 3v5M16 3v5" },
  { key: "airingToday", to: "/airing-today", icon: "M4 7h16v12H4zM8 3l4 4 4-4" },
  { key: "birthdays", to: "/birthdays", icon: "M5 21h14v-8H5zM5 13a7 7 0 0 1 14 0M12 3v3M12 6a1.5 1.5 0 0 0 0-3" },
  { key: "notifications", to: "/settings/notifications", icon: "M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" },
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
