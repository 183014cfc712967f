import { useTranslation } from "../lib/use-translation";
import { useParams } from "react-router";
import { Breadcrumb } from "../features/catalog/breadcrumb";
import { EpisodeRow } from "../features/catalog/episode-row";
import { isNotFound, parseSegment } from "../lib/route-params";
import { SeasonSwitcher } from "../features/catalog/season-switcher";
import { RowsSkeleton } from "../ui/skeletons";
import { useSeasonEpisodes, useShow } from "../entities/show/api";
import { SeasonTracking } from "../features/tracking/season-tracking";
import { SeenToggle } from "../features/tracking/seen-toggle";
import { usePageTitle } from "../lib/use-page-title";
import { EmptyState, ErrorState } from "../ui/states";
import { NotFoundPage } from "./not-found-page";

/** /shows/:slug/season-N — the episodes of one season. */
export function SeasonPage() {
  const { t } = useTranslation();
  const { slug = "", seasonSegment } = useParams();
  const number = parseSegment(seasonSegment, "season");
  const showQuery = useShow(slug);
  const season = showQuery.data?.seasons.find((s) => s.number === number);
  const episodesQuery = useSeasonEpisodes(season?.id);
  const title = showQuery.data && number !== null ? t("seasonPage.title", { show: showQuery.data.original_title, number }) : undefined;
  const notFound = number === null || isNotFound(showQuery.error) || (showQuery.isSuccess && !season);
  usePageTitle(notFound ? t("notFound.title") : title);

  if (notFound || number === null) return <NotFoundPage />;
  if (showQuery.isPending) return <RowsSkeleton count={6} />;
  if (showQuery.isError) return <ErrorState error={showQuery.error} onRetry={() => void showQuery.refetch()} />;
  if (!season) return <NotFoundPage />;
  const show = showQuery.data;

  return (
    <div>
      <Breadcrumb
        items={[
          { label: t("nav.explore"), to: "/explore" },
          { label: show.original_title, to: show.url },
          { label: t("catalog.season", { number }) },
        ]}
      />
      <h1 className="mb-1 text-2xl font-bold sm:text-3xl">{title}</h1>
      <p className="mb-4 text-zinc-600 dark:text-zinc-400">{t("catalog.episodeCount", { count: season.episodeCount })}</p>
      <SeasonSwitcher showUrl={show.url} seasons={show.seasons} current={number} />

      <section aria-labelledby="season-episodes">
        <h2 id="season-episodes" className="sr-only">
          {t("seasonPage.episodes")}
        </h2>
        {episodesQuery.isPending ? (
          <RowsSkeleton count={6} />
        ) : episodesQuery.isError ? (
          <ErrorState error={episodesQuery.error} onRetry={() => void episodesQuery.refetch()} />
        ) : episodesQuery.data.length === 0 ? (
          <EmptyState title={t("seasonPage.noEpisodes")} />
        ) : (
          <>
            <SeasonTracking seasonId={season.id} showId={show.id} episodes={episodesQuery.data} />
            <ol className="grid gap-2 lg:grid-cols-2">
              {episodesQuery.data.map((episode) => (
                <li key={episode.id}>
                  <EpisodeRow episode={episode} action={<SeenToggle episode={episode} showId={show.id} />} />
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
    </div>
  );
}
