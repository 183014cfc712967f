import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../lib/use-translation";

/**
 * The discovery pages and the TV-data pages, as one row of links (the home page, the footer's
 * column and the onboarding finish name the same places). `/stats/<year>` is this year's.
 */
export const DISCOVER_PAGES = [
  { key: "upcoming", to: "/upcoming" },
  { key: "trending", to: "/trending" },
  { key: "people", to: "/people" },
  { key: "mood", to: "/mood" },
  { key: "unseen", to: "/unseen" },
  { key: "ratings", to: "/ratings" },
  { key: "charts", to: "/charts" },
  { key: "buzz", to: "/buzz" },
  { key: "news", to: "/news" },
  { key: "pairs", to: "/pairs" },
  { key: "stats", to: "/stats" },
] as const;

export type DiscoverPageKey = (typeof DISCOVER_PAGES)[number]["key"];

/** The address of a discovery page; the year in numbers opens on the current year. */
export function discoverPath(key: DiscoverPageKey, year: number): string {
  return key === "stats" ? `/stats/${year}` : (DISCOVER_PAGES.find((p) => p.key === key)?.to ?? "/");
}

/** A labelled row of links to the discovery pages (chips that wrap). */
export function DiscoverLinks({ year, current }: { year: number; current?: DiscoverPageKey }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("discover.links")}>
      <ul className="flex flex-wrap gap-2">
        {DISCOVER_PAGES.map((page) => (
          <li key={page.key}>
            <Link
              to={discoverPath(page.key, year)}
              aria-current={page.key === current ? "page" : undefined}
              className="inline-block rounded-full border border-zinc-300 px-3 py-1.5 text-sm font-medium hover:border-brand-700 hover:text-brand-800 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white dark:border-zinc-700 dark:hover:border-brand-500 dark:hover:text-brand-400"
            >
              {t(`discoverNav.${page.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A discovery page's heading and one line about it. */
export function DiscoverHeader({ title, intro, children }: { title: string; intro: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-1 max-w-2xl text-zinc-600 dark:text-zinc-400">{intro}</p>
      </div>
      {children}
    </div>
  );
}
