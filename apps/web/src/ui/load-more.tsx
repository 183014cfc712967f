import { useTranslation } from "../lib/use-translation";

interface InfiniteQueryLike {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** "Load more" under a cursor-paged list (TanStack useInfiniteQuery); nothing when there is no next page. */
export function LoadMoreButton({ query, className = "mt-4" }: { query: InfiniteQueryLike; className?: string }) {
  const { t } = useTranslation();
  if (!query.hasNextPage) return null;
  return (
    <div className={`${className} flex justify-center`}>
      <button
        type="button"
        onClick={() => void query.fetchNextPage()}
        disabled={query.isFetchingNextPage}
        className="rounded-full border border-zinc-300 px-5 py-2 text-sm font-semibold hover:bg-zinc-100 disabled:cursor-wait disabled:opacity-60 dark:border-zinc-700 dark:hover:bg-zinc-800"
      >
        {query.isFetchingNextPage ? t("trackerPage.loadingMore") : t("trackerPage.loadMore")}
      </button>
    </div>
  );
}
