import { Link } from "react-router";
import { CheckIcon, DiscoverHeader, useUnseen } from "../features/discover";
import { usePosterSrc } from "../lib/data-saver";
import { useLocaleTag } from "../lib/format";
import { usePageTitle } from "../lib/use-page-title";
import { useTranslation } from "../lib/use-translation";
import { EmptyState, ErrorState } from "../ui/states";
import { RowsSkeleton } from "../ui/skeletons";

/**
 * /unseen — the signed-in user's tracked shows with aired episodes they have not marked seen, the
 * most recent airing first, with the counts and a link to the first unseen episode.
 */
export function UnseenPage() {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  usePageTitle(t("discover.unseen.title"));
  const unseen = useUnseen();
  const poster = usePosterSrc();
  const number = new Intl.NumberFormat(tag);
  const total = unseen.data?.reduce((sum, entry) => sum + entry.unseen_count, 0) ?? 0;

  return (
    <div className="mx-auto max-w-3xl">
      <DiscoverHeader title={t("discover.unseen.heading")} intro={t("discover.unseen.intro")} />
      {unseen.isPending ? (
        <RowsSkeleton count={4} />
      ) : unseen.isError ? (
        <ErrorState error={unseen.error} onRetry={() => void unseen.refetch()} />
      ) : unseen.data.length === 0 ? (
        <EmptyState title={t("discover.unseen.empty")} icon={<CheckIcon />}>
          <p className="max-w-sm text-sm text-zinc-600 dark:text-zinc-400">{t("discover.unseen.emptyText")}</p>
          <Link to="/tracker" className="font-semibold text-brand-700 underline dark:text-brand-500">
            {t("discover.unseen.toTracker")}
          </Link>
        </EmptyState>
      ) : (
        <>
          <p className="mb-4 font-semibold">{t("discover.unseen.summary", { count: total, episodes: number.format(total), shows: number.format(unseen.data.length) })}</p>
          <ul className="divide-y divide-zinc-100 rounded-xl border border-zinc-200 bg-white dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900/60">
            {unseen.data.map((entry) => (
              <li key={entry.show.id} className="flex items-center gap-4 p-3">
                <img src={poster(entry.show.poster)} alt="" width={56} height={84} loading="lazy" className="h-21 w-14 shrink-0 rounded-md bg-zinc-200 object-cover dark:bg-zinc-800" />
                <div className="min-w-0 flex-1">
                  <h2 className="font-semibold">
                    <Link to={entry.show.url} className="hover:underline">
                      {entry.show.original_title}
                    </Link>
                  </h2>
                  <p className="text-sm text-zinc-700 dark:text-zinc-300">
                    {t("discover.unseen.counts", { count: entry.unseen_count, unseen: number.format(entry.unseen_count), aired: number.format(entry.aired_count) })}
                  </p>
                  {entry.next_episode && (
                    <Link to={entry.next_episode.url} className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-500">
                      {t("discover.unseen.next", { code: entry.next_episode.code })}
                    </Link>
                  )}
                </div>
                <span aria-hidden="true" className="shrink-0 rounded-full bg-brand-700 px-2.5 py-1 text-sm font-bold text-white tabular-nums">
                  {number.format(entry.unseen_count)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
