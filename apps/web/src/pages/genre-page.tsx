import { useTranslation } from "../lib/use-translation";
import { Link, useParams } from "react-router";
import { Breadcrumb } from "../features/catalog/breadcrumb";
import { GenreShows } from "../features/catalog/genre-shows";
import { useGenres } from "../entities/show/api";
import { usePageTitle } from "../lib/use-page-title";
import { ErrorState, PosterGridSkeleton } from "../ui/states";
import { NotFoundPage } from "./not-found-page";

/** /genre/:slug and /slug/:slug — the shows of one genre. */
export function GenrePage() {
  const { t } = useTranslation();
  const { slug = "" } = useParams();
  const query = useGenres();
  const genre = query.data?.find((g) => g.slug === slug);
  const name = genre ? t(`genre.${genre.slug}`, { defaultValue: genre.name }) : undefined;
  const notFound = query.isSuccess && !genre;
  // The tab says what the page's head says (decision 41): "Drama shows".
  usePageTitle(notFound ? t("notFound.title") : name ? t("meta.genre.title", { genre: name }) : undefined);

  if (query.isPending) return <PosterGridSkeleton />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!genre || !name) return <NotFoundPage />;

  return (
    <section aria-labelledby="genre-title">
      <Breadcrumb items={[{ label: t("nav.explore"), to: "/explore" }, { label: name }]} />
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
        <h1 id="genre-title" className="text-2xl font-bold sm:text-3xl">
          {name}
        </h1>
        <Link to={`/explore?filter-genres=${genre.id}`} className="text-sm font-medium text-brand-700 underline dark:text-brand-500">
          {t("genrePage.refine")}
        </Link>
      </div>
      <GenreShows genre={genre} />
    </section>
  );
}
