import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "../lib/use-translation";
import { useSearchParams } from "react-router";
import { EXPLORE_SORTS, LIMITS } from "@dizilog/shared";
import { useExplore } from "../entities/show/api";
import { ExploreFilters } from "../features/explore/explore-filters";
import { type ExploreState, defaultExploreState, hasFilters, readExploreUrl, toApiParams, writeExploreUrl } from "../features/explore/explore-url";
import { ShowCard } from "../entities/show/show-card";
import { TrackButton } from "../features/tracking/track-button";
import { readCookie, savePreference } from "../lib/env";
import { usePageTitle } from "../lib/use-page-title";
import { Pagination } from "../ui/pagination";
import { EmptyState, ErrorState, PosterGridSkeleton } from "../ui/states";

const VIEW_KEY = "dz_explore_view";
const SORTS = EXPLORE_SORTS.filter((s) => s !== "onboarding");

/**
 * Explore: the filters live in the URL (spec names, defaults left out). Edits change a draft at
 * once and reach the URL — and so the query — after the 500 ms debounce.
 */
export function ExplorePage() {
  const { t } = useTranslation();
  // The home is named by the site alone, as its head names it (decision 41).
  usePageTitle(undefined);
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = useMemo(() => readExploreUrl(searchParams), [searchParams]);
  const [draft, setDraft] = useState<ExploreState>(fromUrl);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [view, setView] = useState<"grid" | "list">(() => (readCookie(VIEW_KEY) === "list" ? "list" : "grid"));
  const lastWritten = useRef(searchParams.toString());

  // The URL changed from outside (back button, clear all, a link): the draft follows it.
  useEffect(() => {
    if (searchParams.toString() !== lastWritten.current) {
      lastWritten.current = searchParams.toString();
      setDraft(readExploreUrl(searchParams));
    }
  }, [searchParams]);

  useEffect(() => {
    const next = writeExploreUrl(draft).toString();
    if (next === lastWritten.current) return;
    const timer = setTimeout(() => {
      lastWritten.current = next;
      setSearchParams(new URLSearchParams(next), { replace: false });
    }, LIMITS.exploreDebounceMs);
    return () => clearTimeout(timer);
  }, [draft, setSearchParams]);

  const query = useExplore(toApiParams(fromUrl));
  const handleChange = (patch: Partial<ExploreState>) => setDraft((d) => ({ ...d, page: 1, ...patch }));
  const handlePage = (page: number) => {
    const next = { ...draft, page };
    setDraft(next);
    lastWritten.current = writeExploreUrl(next).toString();
    setSearchParams(writeExploreUrl(next));
    window.scrollTo({ top: 0 });
  };
  const handleClearAll = () => {
    setDraft(defaultExploreState());
    lastWritten.current = "";
    setSearchParams(new URLSearchParams());
  };
  const handleView = (next: "grid" | "list") => {
    setView(next);
    savePreference(VIEW_KEY, next);
  };
  const meta = query.data?.meta.pagination;

  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
      <aside aria-labelledby="explore-filters-title">
        <div className="flex items-center justify-between">
          <h2 id="explore-filters-title" className="text-lg font-bold">
            {t("explore.filters")}
          </h2>
          <button type="button" className="rounded-md border border-zinc-300 px-3 py-1 text-sm lg:hidden dark:border-zinc-700" aria-expanded={filtersOpen} aria-controls="explore-filters" onClick={() => setFiltersOpen((o) => !o)}>
            {filtersOpen ? t("explore.hideFilters") : t("explore.showFilters")}
          </button>
        </div>
        {hasFilters(draft) && (
          <button
            type="button"
            onClick={handleClearAll}
            className="mt-2 text-sm font-medium text-brand-700 underline dark:text-brand-500"
          >
            {t("explore.clearAll")}
          </button>
        )}
        <div id="explore-filters" className={`mt-4 ${filtersOpen ? "block" : "hidden"} lg:block`}>
          <ExploreFilters state={draft} onChange={handleChange} />
        </div>
      </aside>

      <section aria-labelledby="explore-title">
        <div className="mb-4 flex flex-wrap items-center gap-3">
          <h1 id="explore-title" className="flex-1 text-2xl font-bold">
            {t("explore.title")}
            {meta && <span className="ms-2 text-base font-normal text-zinc-500 dark:text-zinc-400">{t("explore.count", { count: meta.total })}</span>}
          </h1>
          <div role="group" aria-label={t("explore.view")} className="flex overflow-hidden rounded-md border border-zinc-300 dark:border-zinc-700">
            {(["grid", "list"] as const).map((v) => (
              <button key={v} type="button" aria-pressed={view === v} onClick={() => handleView(v)} className={`px-3 py-1.5 text-sm ${view === v ? "bg-brand-700 text-white" : ""}`}>
                {t(`explore.${v}`)}
              </button>
            ))}
          </div>
          <label htmlFor="explore-sort" className="sr-only">
            {t("explore.sort")}
          </label>
          <select
            id="explore-sort"
            value={draft.sort}
            onChange={(e) => handleChange({ sort: e.target.value })}
            className="rounded-md border border-zinc-300 bg-transparent px-2 py-1.5 text-sm dark:border-zinc-700 dark:bg-zinc-900"
          >
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`sort.${s}`)}
              </option>
            ))}
          </select>
        </div>

        {query.isPending ? (
          <PosterGridSkeleton />
        ) : query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data.data.length === 0 ? (
          <EmptyState title={t("explore.noShows")} />
        ) : (
          <div aria-busy={query.isFetching} className={query.isFetching ? "opacity-60 transition-opacity" : ""}>
            <ul className={view === "grid" ? "grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5" : "flex flex-col gap-3"}>
              {query.data.data.map((show, index) => (
                <li key={show.id}>
                  <ShowCard show={show} layout={view} priority={index === 0 ? "high" : index < 5 ? "eager" : undefined} action={(title) => <TrackButton show={show} variant="overlay" title={title} />} />
                </li>
              ))}
            </ul>
            {meta && <Pagination page={meta.current_page} totalPages={meta.total_pages} onChange={handlePage} />}
          </div>
        )}
      </section>
    </div>
  );
}
