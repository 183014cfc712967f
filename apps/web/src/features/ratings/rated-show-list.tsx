import type { ReactNode } from "react";
import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import type { RatedShow } from "@dizilog/shared/api";
import { ErrorState } from "../../ui/states";
import { useLocaleTag } from "../../lib/format";
import { StarRating } from "../engagement";
import { useShowTitles } from "../../entities/show";
import type { useRatings } from "./api";
import { Stars } from "../../ui/stars";
import { LoadMoreButton } from "../../ui/load-more";
import { dateTimeFormat } from "../../lib/intl";
import { posterSrc } from "../../lib/data-saver";

export interface RatedShowListProps {
  query: ReturnType<typeof useRatings>;
  /** The viewer's own ratings: each row has the rating widget; otherwise the owner's stars, read only. */
  editable: boolean;
  /** Shown when there is nothing rated. */
  empty: ReactNode;
}

/** Rated shows, the latest rating first, with "Load more". */
export function RatedShowList({ query, editable, empty }: RatedShowListProps) {
  if (query.isPending) return <ListSkeleton />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data.length) return <>{empty}</>;
  return (
    <>
      <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
        {query.data.map((item) => (
          <li key={item.show.id} className="py-3">
            <RatedShowRow item={item} editable={editable} />
          </li>
        ))}
      </ul>
      <LoadMoreButton query={query} />
    </>
  );
}

function RatedShowRow({ item, editable }: { item: RatedShow; editable: boolean }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const { primary } = useShowTitles(item.show);
  const ratedOn = dateTimeFormat(tag, { dateStyle: "medium" }).format(new Date(item.rated_at));
  return (
    <article className="flex gap-4">
      <Link to={item.show.url} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <img src={posterSrc(item.show.poster)} alt="" width={64} height={96} loading="lazy" className="h-24 w-16 rounded-md bg-zinc-200 object-cover dark:bg-zinc-800" />
      </Link>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold">
          <Link to={item.show.url} className="hover:underline">
            {primary}
          </Link>
        </h3>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {[item.show.year, item.show.network?.name].filter(Boolean).join(" · ")}
          {" · "}
          <time dateTime={item.rated_at}>{t("ratingsTab.ratedOn", { date: ratedOn })}</time>
        </p>
        {editable ? (
          <StarRating show={item.show} />
        ) : (
          <div className="mt-2">
            <Stars value={item.rating} />
          </div>
        )}
      </div>
    </article>
  );
}

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t("common.loading")} className="animate-pulse space-y-4">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex gap-4">
          <div className="h-24 w-16 rounded-md bg-zinc-200 dark:bg-zinc-800" />
          <div className="flex-1 space-y-2 pt-1">
            <div className="h-4 w-1/2 rounded bg-zinc-200 dark:bg-zinc-800" />
            <div className="h-3 w-1/3 rounded bg-zinc-200 dark:bg-zinc-800" />
            <div className="h-6 w-40 rounded bg-zinc-200 dark:bg-zinc-800" />
          </div>
        </div>
      ))}
    </div>
  );
}
