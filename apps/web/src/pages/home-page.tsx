import { Fragment } from "react";
import { Link } from "react-router";
import { ShowCard } from "../entities/show/show-card";
import { HouseAd } from "../features/ads";
import { DiscoverHeader, DiscoverLinks, type HomeWidgetKey, useHomeWidgets } from "../features/discover";
import { useRenderClock } from "../lib/format";
import { usePageTitle } from "../lib/use-page-title";
import { useTranslation } from "../lib/use-translation";
import { buttonClass } from "../ui/button";
import { EmptyState, ErrorState, PosterGridSkeleton } from "../ui/states";

/** Where each widget's "See all" goes. */
const SEE_ALL: Record<HomeWidgetKey, string> = {
  airing_today: "/airing-today",
  trending: "/trending",
  running: "/explore?filter-status=Running",
  newest: "/explore?sort_by=date",
  top_rated: "/explore?sort_by=rating",
};

/** Shows per widget row: two rows of the widest grid. */
const PER_ROW = 6;

/**
 * /home — the home widgets (GET /api/home/widgets: airing today, trending, running, newest, top
 * rated; three a page, more on demand) under the links to every discovery page. `/` stays explore
 * (the spec names explore "home"); this page is the dashboard the onboarding's "Home" card opens.
 * A billboard house ad follows the first widget for viewers without `ad_free`.
 */
export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t("discover.home.title"));
  const year = new Date(useRenderClock().now).getFullYear();
  const widgets = useHomeWidgets();
  const rows = widgets.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <div className="mx-auto max-w-6xl space-y-10">
      <div>
        <DiscoverHeader title={t("discover.home.heading")} intro={t("discover.home.intro")} />
        <DiscoverLinks year={year} />
      </div>
      {widgets.isPending ? (
        <PosterGridSkeleton count={PER_ROW} />
      ) : widgets.isError ? (
        <ErrorState error={widgets.error} onRetry={() => void widgets.refetch()} />
      ) : (
        <>
          {rows.map((widget, index) => (
            <Fragment key={widget.key}>
              <section aria-labelledby={`widget-${widget.key}`}>
                <div className="mb-3 flex items-baseline justify-between gap-3">
                  <h2 id={`widget-${widget.key}`} className="text-xl font-bold">
                    {t(`discover.home.widgets.${widget.key}`)}
                  </h2>
                  <Link to={SEE_ALL[widget.key]} className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-500">
                    {t("discover.home.seeAll")}
                    <span className="sr-only">: {t(`discover.home.widgets.${widget.key}`)}</span>
                  </Link>
                </div>
                {widget.shows.data.length === 0 ? (
                  <EmptyState title={t("discover.home.emptyWidget")} />
                ) : (
                  <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
                    {widget.shows.data.slice(0, PER_ROW).map((show, i) => (
                      <li key={show.id}>
                        <ShowCard show={show} priority={index === 0 && i < 3 ? "eager" : undefined} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              {/* The billboard below the first widget (a house ad, decision 0053). */}
              {index === 0 && <HouseAd type="billboard" />}
            </Fragment>
          ))}
          {widgets.hasNextPage && (
            <div className="flex justify-center">
              <button type="button" className={buttonClass("secondary")} disabled={widgets.isFetchingNextPage} onClick={() => void widgets.fetchNextPage()}>
                {widgets.isFetchingNextPage ? t("discover.loadingMore") : t("discover.home.more")}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
