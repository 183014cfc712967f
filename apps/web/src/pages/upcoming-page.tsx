import { Link, useSearchParams } from "react-router";
import { PRODUCTION_STAGES } from "@dizilog/shared/api/discover-ids";
import { ShowCard } from "../entities/show/show-card";
import { ClapperIcon, DiscoverHeader, DiscoverLinks, ProductionStage, SampleDataMark, useUpcomingShows } from "../features/discover";
import { formatIsoDate, useLocaleTag, useRenderClock } from "../lib/format";
import { usePageTitle } from "../lib/use-page-title";
import { useTranslation } from "../lib/use-translation";
import { EmptyState, ErrorState, PosterGridSkeleton } from "../ui/states";

/** The stage of the address (`?stage=1`…`4`), or every stage. */
function stageOf(search: URLSearchParams): number | undefined {
  const stage = Number(search.get("stage"));
  return (PRODUCTION_STAGES as readonly number[]).includes(stage) ? stage : undefined;
}

/**
 * /upcoming — coming soon: shows not on air yet, nearest their premiere first, each with its pilot
 * production stage (spec: 1 pre-production … 4 post-production) and the expected premiere. The
 * stages are filter links (`?stage=`), and a legend names them in words.
 */
export function UpcomingPage() {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  usePageTitle(t("discover.upcoming.title"));
  const year = new Date(useRenderClock().now).getFullYear();
  const [search] = useSearchParams();
  const stage = stageOf(search);
  const upcoming = useUpcomingShows(stage);
  const chip =
    "inline-block rounded-full border px-3 py-1.5 text-sm font-medium border-zinc-300 hover:border-brand-700 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white dark:border-zinc-700";

  return (
    <div className="mx-auto max-w-6xl">
      <DiscoverHeader title={t("discover.upcoming.heading")} intro={t("discover.upcoming.intro")} />
      <div className="mb-6 space-y-4">
        <DiscoverLinks year={year} current="upcoming" />
        <nav aria-label={t("discover.upcoming.filter")}>
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link to="/upcoming" aria-current={stage === undefined ? "page" : undefined} className={chip}>
                {t("discover.upcoming.allStages")}
              </Link>
            </li>
            {PRODUCTION_STAGES.map((n) => (
              <li key={n}>
                <Link to={`/upcoming?stage=${n}`} aria-current={stage === n ? "page" : undefined} className={chip}>
                  {t("discover.upcoming.stageLabel", { stage: n, name: t(`discover.upcoming.stages.${n}`) })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {upcoming.isPending ? (
        <PosterGridSkeleton count={8} />
      ) : upcoming.isError ? (
        <ErrorState error={upcoming.error} onRetry={() => void upcoming.refetch()} />
      ) : upcoming.data.length === 0 ? (
        <EmptyState title={t("discover.upcoming.empty")} icon={<ClapperIcon />}>
          <Link to="/explore" className="font-semibold text-brand-700 underline dark:text-brand-500">
            {t("discover.toExplore")}
          </Link>
        </EmptyState>
      ) : (
        <ul className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4">
          {upcoming.data.map((entry, index) => (
            <li key={entry.show.id} className="flex flex-col gap-2">
              <ShowCard show={entry.show} priority={index < 4 ? "eager" : undefined} />
              <ProductionStage stage={entry.production_stage} />
              <p className="text-xs text-zinc-700 dark:text-zinc-300">
                {entry.expected_premiere
                  ? t("discover.upcoming.expected", { date: formatIsoDate(entry.expected_premiere, tag, { day: "numeric", month: "long", year: "numeric" }) })
                  : t("discover.upcoming.notAnnounced")}
              </p>
              {entry.sample && (
                <p>
                  <SampleDataMark />
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="stages-legend" className="mt-10 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800">
        <h2 id="stages-legend" className="font-semibold">
          {t("discover.upcoming.legend")}
        </h2>
        <ol className="mt-2 grid gap-1 text-sm text-zinc-700 sm:grid-cols-2 dark:text-zinc-300">
          {PRODUCTION_STAGES.map((n) => (
            <li key={n}>{t("discover.upcoming.stageLabel", { stage: n, name: t(`discover.upcoming.stages.${n}`) })}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
