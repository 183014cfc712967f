import { useTranslation } from "../../lib/use-translation";
import { useLatestEpisodes } from "../../entities/show";
import { ErrorState } from "../../ui/states";
import { EpisodeRow } from "./episode-row";
import { RowsSkeleton } from "../../ui/skeletons";

export interface LatestEpisodesProps {
  showId: number;
}

/** The show's most recently aired episodes. */
export function LatestEpisodes({ showId }: LatestEpisodesProps) {
  const { t } = useTranslation();
  const query = useLatestEpisodes(showId);
  return (
    <section aria-labelledby="show-latest">
      <h2 id="show-latest" className="mb-3 text-xl font-bold">
        {t("showPage.latestEpisodes")}
      </h2>
      {query.isPending ? (
        <RowsSkeleton count={3} />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="text-zinc-600 dark:text-zinc-400">{t("showPage.noLatestEpisodes")}</p>
      ) : (
        <ul className="grid gap-2 lg:grid-cols-2">
          {query.data.map((episode) => (
            <li key={episode.id}>
              <EpisodeRow episode={episode} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
