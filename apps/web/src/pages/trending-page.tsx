import { ShowCard } from "../entities/show/show-card";
import { usePopular } from "../entities/show";
import { DiscoverHeader, DiscoverLinks, TrendingIcon } from "../features/discover";
import { TrackButton } from "../features/tracking/track-button";
import { useLocaleTag, useRenderClock } from "../lib/format";
import { usePageTitle } from "../lib/use-page-title";
import { useTranslation } from "../lib/use-translation";

import { EmptyState, ErrorState, PosterGridSkeleton } from "../ui/states";

/** /trending — the 10 shows with the most activity in the last 7 days (GET /api/v1/popular), ranked. */
export function TrendingPage() {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  usePageTitle(t("discover.trending.title"));
  const year = new Date(useRenderClock().now).getFullYear();
  const popular = usePopular();
  const rank = new Intl.NumberFormat(tag);

  return (
    <div className="mx-auto max-w-6xl">
      <DiscoverHeader title={t("discover.trending.heading")} intro={t("discover.trending.intro")} />
      <div className="mb-6">
        <DiscoverLinks year={year} current="trending" />
      </div>
      {popular.isPending ? (
        <PosterGridSkeleton count={10} />
      ) : popular.isError ? (
        <ErrorState error={popular.error} onRetry={() => void popular.refetch()} />
      ) : popular.data.length === 0 ? (
        <EmptyState title={t("discover.trending.empty")} icon={<TrendingIcon />} />
      ) : (
        <ol className="grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-3 lg:grid-cols-5">
          {popular.data.map((show, index) => (
            <li key={show.id} className="relative">
              <p className="mb-1 text-sm font-extrabold text-brand-700 tabular-nums dark:text-brand-500">
                <span className="sr-only">{t("discover.trending.rank")} </span>
                {rank.format(index + 1)}
              </p>
              <ShowCard show={show} priority={index === 0 ? "high" : index < 5 ? "eager" : undefined} action={(title) => <TrackButton show={show} variant="overlay" title={title} />} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
