import { useState } from "react";
import { useTranslation } from "../lib/use-translation";
import { useNavigate, useSearchParams } from "react-router";
import type { ListSort } from "@dizilog/shared/api";
import { useGatedAction } from "../entities/user/use-gated-action";
import { readPage } from "../lib/route-params";
import { LIST_SORTS, usePublicLists } from "../features/lists/api";
import { CreateListModal } from "../features/lists/create-list-modal";
import { LIST_GRID, ListCard, ListGridSkeleton, ListIcon, ListPager } from "../entities/list/list-card";
import { usePageTitle } from "../lib/use-page-title";
import { EmptyState, ErrorState } from "../ui/states";

const DEFAULT_SORT: ListSort = "most_liked";

function readSort(value: string | null): ListSort {
  return LIST_SORTS.find((sort) => sort === value) ?? DEFAULT_SORT;
}

/** /lists — everyone's public lists in one of the spec's list sorts, 20 a page; sort and page live in the URL. */
export function ListsPage() {
  const { t } = useTranslation();
  usePageTitle(t("lists.browse.title"));
  const navigate = useNavigate();
  const gated = useGatedAction();
  const [searchParams, setSearchParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const sort = readSort(searchParams.get("sort"));
  const page = readPage(searchParams.get("page"));
  const lists = usePublicLists(sort, page);
  const meta = lists.data?.meta.pagination;

  // Defaults are left out of the URL.
  const go = (nextSort: ListSort, nextPage: number) => {
    const params = new URLSearchParams();
    if (nextSort !== DEFAULT_SORT) params.set("sort", nextSort);
    if (nextPage > 1) params.set("page", String(nextPage));
    setSearchParams(params);
  };
  const handlePage = (next: number) => {
    go(sort, next);
    window.scrollTo({ top: 0 });
  };

  return (
    <section aria-labelledby="lists-title">
      <div className="mb-5 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <h1 id="lists-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {t("lists.browse.title")}
          </h1>
          <p className="mt-1 text-zinc-600 dark:text-zinc-400">{t("lists.browse.intro")}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor="lists-sort" className="text-sm font-medium">
            {t("lists.browse.sort")}
          </label>
          <select
            id="lists-sort"
            value={sort}
            onChange={(event) => go(readSort(event.target.value), 1)}
            className="rounded-md border border-zinc-300 bg-white px-2 py-1.5 text-sm dark:border-zinc-700 dark:bg-zinc-900"
          >
            {LIST_SORTS.map((value) => (
              <option key={value} value={value}>
                {t(`lists.sorts.${value}`)}
              </option>
            ))}
          </select>
          <button
            type="button"
            onClick={() => gated(() => setCreating(true), { verified: true })}
            className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth={2.6} strokeLinecap="round" aria-hidden="true">
              <path d="M12 5v14M5 12h14" />
            </svg>
            {t("lists.createButton")}
          </button>
        </div>
      </div>

      {lists.isPending ? (
        <ListGridSkeleton />
      ) : lists.isError ? (
        <ErrorState error={lists.error} onRetry={() => void lists.refetch()} />
      ) : lists.data.data.length === 0 ? (
        <EmptyState title={page > 1 ? t("lists.browse.emptyPage") : t("lists.browse.emptyTitle")} icon={<ListIcon className="h-10 w-10" />}>
          <p className="max-w-sm text-sm text-zinc-600 dark:text-zinc-400">{t("lists.browse.emptyText")}</p>
        </EmptyState>
      ) : (
        <div aria-busy={lists.isFetching} className={lists.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
          <ul className={LIST_GRID}>
            {lists.data.data.map((list) => (
              <li key={list.id}>
                <ListCard list={list} headingLevel={2} />
              </li>
            ))}
          </ul>
          {meta && <ListPager page={meta.current_page} totalPages={meta.total_pages} onChange={handlePage} />}
        </div>
      )}
      <CreateListModal open={creating} onOpenChange={setCreating} onCreated={(list) => void navigate(list.url)} />
    </section>
  );
}
