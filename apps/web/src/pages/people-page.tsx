import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { LIMITS } from "@dizilog/shared";
import type { PeopleSort } from "@dizilog/shared/api/discover-ids";
import { PersonCard } from "../entities/person/person-card";
import { PeopleFilter } from "../features/catalog/people-filter";
import { DiscoverHeader, DiscoverLinks, PeopleIcon, usePeopleIndex } from "../features/discover";
import { usePeopleSearch } from "../features/people";
import { useLocaleTag, useRenderClock } from "../lib/format";
import { useDebounced } from "../lib/use-debounced";
import { usePageTitle } from "../lib/use-page-title";
import { useTranslation } from "../lib/use-translation";
import { Pagination } from "../ui/pagination";
import { EmptyState, ErrorState } from "../ui/states";
import { RowsSkeleton } from "../ui/skeletons";

/** The Turkish alphabet: the A–Z index's letters. */
const LETTERS = [..."ABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZ"];

const GRID = "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3";

/**
 * /people — the people of the catalog: most popular first (the trackers of their shows and their
 * likes) or A–Z with a letter bar, 24 a page; a name searches everyone (GET /api/casts/search).
 */
export function PeoplePage() {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  usePageTitle(t("discover.people.title"));
  const year = new Date(useRenderClock().now).getFullYear();
  const [search, setSearch] = useSearchParams();
  const sort: PeopleSort = search.get("sort") === "name" ? "name" : "popular";
  const letterParam = search.get("letter") ?? undefined;
  const letter = sort === "name" && letterParam && LETTERS.includes(letterParam) ? letterParam : undefined;
  const page = Math.max(1, Math.min(10_000, Number(search.get("page")) || 1));
  const [typed, setTyped] = useState("");
  const name = useDebounced(typed, LIMITS.birthdaySearchDelayMs).trim();
  const people = usePeopleIndex(sort, letter, page);
  const number = new Intl.NumberFormat(tag);
  const tab =
    "inline-block rounded-md px-3 py-1.5 text-sm font-semibold aria-[current=page]:bg-brand-700 aria-[current=page]:text-white hover:bg-zinc-100 dark:hover:bg-zinc-800";
  const handlePage = (next: number) => {
    const params: Record<string, string> = {};
    if (sort === "name") params.sort = "name";
    if (letter) params.letter = letter;
    if (next > 1) params.page = String(next);
    setSearch(params);
  };

  return (
    <div className="mx-auto max-w-6xl">
      <DiscoverHeader title={t("discover.people.heading")} intro={t("discover.people.intro")}>
        <PeopleFilter value={typed} onChange={setTyped} />
      </DiscoverHeader>
      <div className="mb-6">
        <DiscoverLinks year={year} current="people" />
      </div>
      {name ? (
        <SearchResults query={name} />
      ) : (
        <>
          <nav aria-label={t("discover.people.sortLabel")} className="mb-4 flex flex-wrap gap-2">
            <Link to="/people" aria-current={sort === "popular" ? "page" : undefined} className={tab}>
              {t("discover.people.popular")}
            </Link>
            <Link to="/people?sort=name" aria-current={sort === "name" && !letter ? "page" : undefined} className={tab}>
              {t("discover.people.az")}
            </Link>
          </nav>
          {sort === "name" && (
            <nav aria-label={t("discover.people.letters")} className="mb-6">
              <ul className="flex flex-wrap gap-1" dir="ltr">
                {LETTERS.map((l) => (
                  <li key={l}>
                    <Link
                      to={`/people?sort=name&letter=${encodeURIComponent(l)}`}
                      aria-current={letter === l ? "page" : undefined}
                      className="inline-flex h-9 w-9 items-center justify-center rounded-md border border-zinc-300 text-sm font-semibold hover:border-brand-700 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white dark:border-zinc-700"
                    >
                      {l}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {people.isPending ? (
            <RowsSkeleton count={6} thumb="round" />
          ) : people.isError ? (
            <ErrorState error={people.error} onRetry={() => void people.refetch()} />
          ) : people.data.data.length === 0 ? (
            <EmptyState title={t("discover.people.empty")} icon={<PeopleIcon />} />
          ) : (
            <>
              <ul className={GRID}>
                {people.data.data.map((person) => (
                  <li key={person.id}>
                    <PersonCard
                      person={person}
                      detail={t("discover.people.shows", { count: person.shows_count, value: number.format(person.shows_count) })}
                    />
                  </li>
                ))}
              </ul>
              <Pagination page={page} totalPages={people.data.meta.pagination.total_pages} onChange={handlePage} />
            </>
          )}
        </>
      )}
    </div>
  );
}

function SearchResults({ query }: { query: string }) {
  const { t } = useTranslation();
  const results = usePeopleSearch(query);
  return (
    <section aria-labelledby="people-search">
      <h2 id="people-search" className="mb-3 text-xl font-bold">
        {t("discover.people.results", { query })}
      </h2>
      {results.isPending ? (
        <RowsSkeleton count={3} thumb="round" />
      ) : results.isError ? (
        <ErrorState error={results.error} onRetry={() => void results.refetch()} />
      ) : results.data.length === 0 ? (
        <EmptyState title={t("discover.people.noResults", { query })} icon={<PeopleIcon />} />
      ) : (
        <ul className={GRID}>
          {results.data.map((person) => (
            <li key={person.id}>
              <PersonCard person={person} detail={person.known_for ?? undefined} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
