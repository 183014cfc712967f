import type { ReactNode } from "react";
import { useTranslation } from "../../lib/use-translation";
import type { TrackerItem } from "@dizilog/shared/api";
import { ErrorState } from "../../ui/states";
import { TrackerItemCard } from "./tracker-item-card";
import { LoadMoreButton } from "../../ui/load-more";

/** The part of an infinite query result that a tracker list needs. */
export interface TrackerListQuery {
  data: TrackerItem[] | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

export interface TrackerListProps {
  id: string;
  title: string;
  query: TrackerListQuery;
  /** Said when the list is empty. */
  empty: ReactNode;
  withActions?: boolean;
}

const GRID = "grid gap-3 sm:grid-cols-2 xl:grid-cols-3";

/** A titled list of tracked shows, one page at a time with a "Load more" button. */
export function TrackerList({ id, title, query, empty, withActions }: TrackerListProps) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-bold">
        {title}
      </h2>
      {query.isPending ? (
        <ListSkeleton />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data?.length ? (
        <p className="rounded-xl bg-zinc-50 px-4 py-3 text-sm text-zinc-600 dark:bg-zinc-900 dark:text-zinc-400">{empty}</p>
      ) : (
        <>
          <ul className={GRID}>
            {query.data.map((item) => (
              <li key={item.show.id}>
                <TrackerItemCard item={item} withActions={withActions} />
              </li>
            ))}
          </ul>
          <LoadMoreButton query={query} />
        </>
      )}
    </section>
  );
}

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t("common.loading")} className={`${GRID} animate-pulse`}>
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="flex gap-3 rounded-xl border border-zinc-200 p-3 dark:border-zinc-800">
          <div className="h-24 w-16 rounded-md bg-zinc-200 dark:bg-zinc-800" />
          <div className="flex-1 space-y-2 pt-1">
            <div className="h-4 w-3/4 rounded bg-zinc-200 dark:bg-zinc-800" />
            <div className="h-3 w-1/2 rounded bg-zinc-200 dark:bg-zinc-800" />
            <div className="mt-6 h-2 w-full rounded-full bg-zinc-200 dark:bg-zinc-800" />
          </div>
        </div>
      ))}
    </div>
  );
}
