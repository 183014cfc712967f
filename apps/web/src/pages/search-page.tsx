import { useTranslation } from "../lib/use-translation";
import { Link, useSearchParams } from "react-router";
import { SearchForm } from "../features/catalog/search-form";
import { PeopleResults, ShowResults } from "../features/catalog/search-results";
import { RowsSkeleton } from "../ui/skeletons";
import { usePeopleSearch } from "../features/people/api";
import { useShowSearch } from "../entities/show/api";
import { usePageTitle } from "../lib/use-page-title";
import { EmptyState, ErrorState, PosterGridSkeleton } from "../ui/states";
import { SearchIcon } from "../ui/icons";
import { useState } from "react";
import { SuggestModal } from "../features/watch";
import { useGatedAction } from "../features/auth";

/** /search?q= — shows and people matching the query. */
export function SearchPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = (searchParams.get("q") ?? "").trim();
  const shows = useShowSearch(query);
  const people = usePeopleSearch(query);
  const heading = query ? t("search.resultsFor", { query }) : t("search.title");
  usePageTitle(heading);

  const handleSearch = (next: string) => setSearchParams(next ? { q: next } : {});
  const exploreUrl = `/explore?keyword=${encodeURIComponent(query)}`;
  const nothingFound = shows.isSuccess && people.isSuccess && shows.data.length === 0 && people.data.length === 0;
  const [suggesting, setSuggesting] = useState(false);
  const gated = useGatedAction();

  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold sm:text-3xl">{heading}</h1>
      <SearchForm key={query} initial={query} onSearch={handleSearch} />

      {!query ? (
        <p className="text-zinc-600 dark:text-zinc-400">{t("search.empty")}</p>
      ) : nothingFound ? (
        <EmptyState title={t("search.noResults", { query })} icon={<SearchIcon className="h-10 w-10" />}>
          <Link to={exploreUrl} className="font-medium text-brand-700 underline dark:text-brand-500">
            {t("search.refine")}
          </Link>
          <p className="text-zinc-600 dark:text-zinc-400">{t("watch.suggest.prompt")}</p>
          <button type="button" onClick={() => gated(() => setSuggesting(true), { verified: true })} className="font-medium text-brand-700 underline dark:text-brand-500">
            {t("watch.suggest.open")}
          </button>
        </EmptyState>
      ) : (
        <div className="space-y-10">
          <section aria-labelledby="search-shows">
            <div className="mb-3 flex flex-wrap items-baseline justify-between gap-3">
              <h2 id="search-shows" className="text-xl font-bold">
                {t("search.shows")}
              </h2>
              <Link to={exploreUrl} className="text-sm font-medium text-brand-700 underline dark:text-brand-500">
                {t("search.seeAll")}
              </Link>
            </div>
            {shows.isPending ? (
              <PosterGridSkeleton count={4} />
            ) : shows.isError ? (
              <ErrorState error={shows.error} onRetry={() => void shows.refetch()} />
            ) : shows.data.length === 0 ? (
              <p className="text-zinc-600 dark:text-zinc-400">{t("searchPage.noShows")}</p>
            ) : (
              <ShowResults results={shows.data} />
            )}
          </section>
          <section aria-labelledby="search-people">
            <h2 id="search-people" className="mb-3 text-xl font-bold">
              {t("search.people")}
            </h2>
            {people.isPending ? (
              <RowsSkeleton count={3} thumb="round" />
            ) : people.isError ? (
              <ErrorState error={people.error} onRetry={() => void people.refetch()} />
            ) : people.data.length === 0 ? (
              <p className="text-zinc-600 dark:text-zinc-400">{t("searchPage.noPeople")}</p>
            ) : (
              <PeopleResults people={people.data} />
            )}
          </section>
        </div>
      )}
      <SuggestModal open={suggesting} onOpenChange={setSuggesting} initialTitle={query} />
    </div>
  );
}
