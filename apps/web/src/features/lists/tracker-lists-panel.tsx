import { useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import { EmptyState, ErrorState } from "../../ui/states";
import { useGatedAction, useMe } from "../../entities/user";
import { useUserLists } from "./api";
import { CreateListModal } from "./create-list-modal";
import { LIST_GRID, ListCard, ListGridSkeleton, ListIcon, ListPager } from "../../entities/list";

/** The tracker's Lists tab: the user's own lists (private ones too), newest first, and "Create list". */
export function TrackerListsPanel() {
  const { t } = useTranslation();
  const me = useMe().data;
  const gated = useGatedAction();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const lists = useUserLists(me?.slug, { page });
  const meta = lists.data?.meta.pagination;
  const handleCreate = () => gated(() => setCreating(true), { verified: true });

  const createButton = (
    <button type="button" onClick={handleCreate} className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800">
      <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth={2.6} strokeLinecap="round" aria-hidden="true">
        <path d="M12 5v14M5 12h14" />
      </svg>
      {t("lists.createButton")}
    </button>
  );

  return (
    <section aria-labelledby="tracker-lists-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="tracker-lists-title" className="text-lg font-bold">
          {t("lists.mine.title")}
          {meta && meta.total > 0 && <span className="ms-2 text-sm font-normal text-zinc-600 dark:text-zinc-400">{t("lists.count", { count: meta.total })}</span>}
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <Link to="/lists" className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-500">
            {t("lists.browseLink")}
          </Link>
          {createButton}
        </div>
      </div>
      {lists.isPending ? (
        <ListGridSkeleton count={3} />
      ) : lists.isError ? (
        <ErrorState error={lists.error} onRetry={() => void lists.refetch()} />
      ) : lists.data.data.length === 0 ? (
        <EmptyState title={t("lists.mine.emptyTitle")} icon={<ListIcon className="h-10 w-10" />}>
          <p className="max-w-sm text-sm text-zinc-600 dark:text-zinc-400">{t("lists.mine.emptyText")}</p>
        </EmptyState>
      ) : (
        <div aria-busy={lists.isFetching} className={lists.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
          <ul className={LIST_GRID}>
            {lists.data.data.map((list) => (
              <li key={list.id}>
                <ListCard list={list} showOwner={false} />
              </li>
            ))}
          </ul>
          {meta && <ListPager page={meta.current_page} totalPages={meta.total_pages} onChange={setPage} />}
        </div>
      )}
      <CreateListModal open={creating} onOpenChange={setCreating} />
    </section>
  );
}
