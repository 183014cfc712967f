import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../lib/use-translation";
import { DISCOVER_PAGES, type DiscoverPageKey, discoverPath } from "./discover-pages";

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
