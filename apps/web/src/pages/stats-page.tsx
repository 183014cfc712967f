import { useId } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { ErrorState, Loader } from "../ui/states";
import { inputClass } from "../ui/field";
import { OwnYear, StatsList, istanbulYear, parseStatsYear, statsYears, useFigureTexts, useSiteStats } from "../features/stats";
import { useRenderClock } from "../lib/format";
import { usePageTitle } from "../lib/use-page-title";
import { useTranslation } from "../lib/use-translation";
import { NotFoundPage } from "./not-found-page";

const TEXT_LINK = "font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-500";

/**
 * /stats/{year} (and /stats: this year) — the year in numbers (decision 0046): the site's lists as
 * bars with their figures in text, drawn on the server; below, a Pro member's own year and its card.
 */
export function StatsPage() {
  const { year: segment } = useParams();
  const { now } = useRenderClock();
  const currentYear = istanbulYear(now);
  const year = segment === undefined ? currentYear : parseStatsYear(segment, currentYear);
  if (year === null) return <NotFoundPage />;
  return <StatsYear key={year} year={year} currentYear={currentYear} />;
}

function StatsYear({ year, currentYear }: { year: number; currentYear: number }) {
  const { t } = useTranslation();
  const figures = useFigureTexts();
  const stats = useSiteStats(year);
  usePageTitle(t("stats.title", { year }));
  const years = statsYears(currentYear);

  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t("stats.heading", { year })}</h1>
          <p className="mt-1 max-w-2xl text-zinc-600 dark:text-zinc-400">{t("stats.lead")}</p>
        </div>
        <YearPicker year={year} years={years} />
      </header>

      {stats.isPending ? (
        <Loader label={t("stats.loading")} />
      ) : stats.isError ? (
        <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
            {[
              { label: t("stats.showsCount", { count: stats.data.shows_count }), value: figures.number(stats.data.shows_count) },
              { label: t("stats.episodesCount", { count: stats.data.episodes_count }), value: figures.number(stats.data.episodes_count) },
            ].map((tile) => (
              <div key={tile.label} className="flex flex-col-reverse rounded-xl border border-zinc-200 bg-white p-4 text-center shadow-sm dark:border-zinc-800 dark:bg-zinc-900/60">
                <dt className="text-sm text-zinc-600 dark:text-zinc-400">{tile.label}</dt>
                <dd className="text-3xl font-extrabold tabular-nums">{tile.value}</dd>
              </div>
            ))}
          </dl>
          {stats.data.shows_count === 0 ? (
            <p className="rounded-xl border border-dashed border-zinc-300 px-6 py-10 text-center dark:border-zinc-700">{t("stats.noShows", { year })}</p>
          ) : (
            <div className="grid gap-4 md:grid-cols-2">
              <StatsList title={t("stats.lists.mostTracked")} shows={stats.data.most_tracked} describe={figures.trackers} emptyText={t("stats.empty")} />
              <StatsList
                title={t("stats.lists.highestRated")}
                shows={stats.data.highest_rated}
                describe={figures.rating}
                emptyText={t("stats.emptyRated")}
              />
              <StatsList
                title={t("stats.lists.mostWatched")}
                description={t("stats.lists.mostWatchedHint", { year })}
                shows={stats.data.most_watched}
                describe={figures.seen}
                emptyText={t("stats.emptyWatched")}
              />
              <StatsList title={t("stats.lists.longest")} shows={stats.data.longest} describe={figures.episodes} emptyText={t("stats.empty")} />
              <StatsList
                title={t("stats.lists.shortestLived")}
                description={t("stats.lists.shortestLivedHint")}
                shows={stats.data.shortest_lived}
                describe={figures.episodes}
                emptyText={t("stats.emptyShort")}
              />
            </div>
          )}
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("stats.rules")}</p>
        </>
      )}

      <OwnYear year={year} />

      <nav aria-label={t("stats.otherYears")} className="flex justify-between gap-4 text-sm">
        {year - 1 >= years[years.length - 1]! ? (
          <Link to={`/stats/${year - 1}`} className={TEXT_LINK}>
            {t("stats.previous", { year: year - 1 })}
          </Link>
        ) : (
          <span />
        )}
        {year + 1 <= years[0]! && (
          <Link to={`/stats/${year + 1}`} className={TEXT_LINK}>
            {t("stats.next", { year: year + 1 })}
          </Link>
        )}
      </nav>
    </div>
  );
}

function YearPicker({ year, years }: { year: number; years: number[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t("stats.year")}
      </label>
      <select id={id} className={`${inputClass()} w-28`} value={year} onChange={(event) => void navigate(`/stats/${event.target.value}`)}>
        {years.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
