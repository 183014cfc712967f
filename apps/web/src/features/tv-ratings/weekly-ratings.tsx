import { Link } from "react-router";
import type { TvRatingCategory } from "@dizilog/shared/api";
import { formatIsoDate, useLocaleTag } from "../../lib/format";
import { useTranslation } from "../../lib/use-translation";
import { RowsSkeleton } from "../../ui/skeletons";
import { EmptyState, ErrorState } from "../../ui/states";
import { isProRequired } from "../pro";
import { useWeeklyRatings } from "./api";
import { ArchiveUpsell } from "./daily-ratings";
import { SampleBadge, TABLE, TD, TH, TableScroller, percent } from "./parts";

/** A week's averages in one category, ranked, or its empty, error and Pro states. */
export function WeeklyRatingsPanel({ week, category }: { week: string | undefined; category: TvRatingCategory }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const query = useWeeklyRatings(week, category);
  if (query.isPending) return <RowsSkeleton count={6} thumb="wide" />;
  if (query.isError) return isProRequired(query.error) ? <ArchiveUpsell /> : <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const { data, meta } = query.data;
  const range = t("tvRatings.weekRange", { from: formatIsoDate(meta.from, tag, { day: "numeric", month: "long" }), to: formatIsoDate(meta.to, tag, { dateStyle: "long" }) });
  return (
    <div className="space-y-3">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{range}</p>
      {!data.length ? (
        <EmptyState title={t("tvRatings.emptyWeek")} />
      ) : (
        <>
          {data.some((row) => row.sample) && (
            <p>
              <SampleBadge long />
            </p>
          )}
          <TableScroller label={t("tvRatings.weekCaption", { range, category: t(`tvRatings.category.${meta.category}`) })}>
            <table className={TABLE}>
              <caption className="sr-only">{t("tvRatings.weekCaption", { range, category: t(`tvRatings.category.${meta.category}`) })}</caption>
              <thead>
                <tr>
                  <th scope="col" className={TH}>{t("tvRatings.rank")}</th>
                  <th scope="col" className={TH}>{t("tvRatings.show")}</th>
                  <th scope="col" className={`${TH} text-end`}>{t("tvRatings.averageRating")}</th>
                  <th scope="col" className={`${TH} text-end`}>{t("tvRatings.averageShare")}</th>
                  <th scope="col" className={`${TH} text-end`}>{t("tvRatings.episodes")}</th>
                </tr>
              </thead>
              <tbody>
                {data.map((row) => (
                  <tr key={row.show.id}>
                    <td className={`${TD} font-semibold tabular-nums`}>{row.rank}</td>
                    <th scope="row" className={`${TD} text-start font-medium`}>
                      <Link to={`${row.show.url}#ratings`} className="text-brand-700 underline underline-offset-2 dark:text-brand-500">
                        {row.show.original_title}
                      </Link>
                      {row.sample && (
                        <span className="ms-2">
                          <SampleBadge />
                        </span>
                      )}
                    </th>
                    <td className={`${TD} text-end tabular-nums`}>{percent(row.rating, tag)}</td>
                    <td className={`${TD} text-end tabular-nums`}>{percent(row.share, tag)}</td>
                    <td className={`${TD} text-end tabular-nums`}>{row.episodes}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        </>
      )}
    </div>
  );
}
