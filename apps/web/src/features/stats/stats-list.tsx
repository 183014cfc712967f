import { useId } from "react";
import { Link } from "react-router";
import type { StatsShow } from "@dizilog/shared/api";
import { useTranslation } from "../../lib/use-translation";

export interface StatsListProps {
  title: string;
  description?: string;
  shows: StatsShow[];
  /** The figure as words, e.g. "1,204 trackers": the bar's text, read by everyone. */
  describe: (show: StatsShow) => string;
  emptyText: string;
}

/**
 * One list of the year: a ranked list of shows, each with a bar (its figure against the list's
 * largest) and the figure as text. The bar is decoration (aria-hidden): the numbers are in the text,
 * so the list is its own text alternative. Plain HTML: no chart library on this page.
 */
export function StatsList({ title, description, shows, describe, emptyText }: StatsListProps) {
  const headingId = useId();
  const max = Math.max(...shows.map((show) => show.value), 0);
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-5 dark:border-zinc-800 dark:bg-zinc-900/60">
      <h2 id={headingId} className="text-lg font-bold">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{description}</p>}
      {shows.length === 0 ? (
        <p className="mt-4 text-sm text-zinc-600 dark:text-zinc-400">{emptyText}</p>
      ) : (
        <ol className="mt-4 space-y-3">
          {shows.map((show, index) => (
            <li key={show.id} className="grid grid-cols-[2rem_1fr] items-start gap-x-2">
              <span className="pt-0.5 text-end text-sm font-bold tabular-nums text-zinc-500 dark:text-zinc-400">{index + 1}</span>
              <div className="min-w-0">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <Link to={show.url} className="min-w-0 truncate font-semibold hover:underline">
                    {show.original_title}
                  </Link>
                  <span className="text-sm tabular-nums text-zinc-700 dark:text-zinc-300">{describe(show)}</span>
                </div>
                <div className="mt-1 h-2 rounded-full bg-zinc-100 dark:bg-zinc-800" aria-hidden="true">
                  <div className="h-2 rounded-full bg-brand-600 dark:bg-brand-500" style={{ width: `${max > 0 ? Math.max(4, Math.round((show.value / max) * 100)) : 0}%` }} />
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The words of each list's figure, in the interface language. */
export function useFigureTexts() {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return {
    trackers: (show: StatsShow) => t("stats.figures.trackers", { count: show.value, value: number.format(show.value) }),
    rating: (show: StatsShow) => t("stats.figures.rating", { value: number.format(show.value) }),
    ownRating: (show: StatsShow) => t("stats.figures.ownRating", { value: number.format(show.value) }),
    seen: (show: StatsShow) => t("stats.figures.seen", { count: show.value, value: number.format(show.value) }),
    episodes: (show: StatsShow) => t("stats.figures.episodes", { count: show.value, value: number.format(show.value) }),
    number: (value: number) => number.format(value),
  };
}
