import { useTranslation } from "../../lib/use-translation";
import { useSearchParams } from "react-router";
import type { Genre } from "@dizilog/shared/api";
import { useExplore } from "../../entities/show";
import { ShowCard } from "../../entities/show";
import { TrackButton } from "../tracking";
import { Pagination } from "../../ui/pagination";
import { EmptyState, ErrorState, PosterGridSkeleton } from "../../ui/states";
import { readPage } from "../../lib/route-params";

export interface GenreShowsProps {
  genre: Genre;
}

/** The shows of a genre, a page at a time; the page is kept in ?page=. */
export function GenreShows({ genre }: GenreShowsProps) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get("page"));
  const query = useExplore({ genres: [genre.id], page });
  const meta = query.data?.meta.pagination;

  const handlePage = (next: number) => {
    setSearchParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };

  if (query.isPending) return <PosterGridSkeleton />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.data.length === 0) return <EmptyState title={t("genrePage.empty")} />;
  return (
    <div aria-busy={query.isFetching} className={query.isFetching ? "opacity-60 transition-opacity" : ""}>
      {meta && <p className="mb-4 text-sm text-zinc-600 dark:text-zinc-400">{t("explore.count", { count: meta.total })}</p>}
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
        {query.data.data.map((show) => (
          <li key={show.id}>
            <ShowCard show={show} action={(title) => <TrackButton show={show} variant="overlay" title={title} />} />
          </li>
        ))}
      </ul>
      {meta && <Pagination page={meta.current_page} totalPages={meta.total_pages} onChange={handlePage} />}
    </div>
  );
}
