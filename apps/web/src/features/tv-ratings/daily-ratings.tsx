import { useState } from "react";
import { Link } from "react-router";
import type { DailyRatingsResponse, TvRatingCategory } from "@dizilog/shared/api";
import { useLocaleTag, formatIsoDate } from "../../lib/format";
import { useTranslation } from "../../lib/use-translation";
import { buttonClass } from "../../ui/button";
import { RowsSkeleton } from "../../ui/skeletons";
import { EmptyState, ErrorState } from "../../ui/states";
import { ProModal, isProRequired } from "../pro";
import { useDailyRatings } from "./api";
import { ChangeCell, SampleBadge, TABLE, TD, TH, TableScroller, percent } from "./parts";

/** The table of a day in one category, or its empty, error and Pro states. */
export function DailyRatingsPanel({ date, category }: { date: string | undefined; category: TvRatingCategory }) {
  const { t } = useTranslation();
  const query = useDailyRatings(date, category);
  if (query.isPending) return <RowsSkeleton count={6} thumb="wide" />;
  if (query.isError) return isProRequired(query.error) ? <ArchiveUpsell /> : <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const { data, meta } = query.data;
  if (!data.length) {
    return (
      <EmptyState title={meta.date ? t("tvRatings.emptyDay") : t("tvRatings.emptyWindow")}>
        {!meta.date && meta.latest && <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("tvRatings.latestArchived")}</p>}
      </EmptyState>
    );
  }
  return <DailyTable response={query.data} />;
}

function DailyTable({ response }: { response: DailyRatingsResponse }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const { data, meta } = response;
  const sample = data.some((row) => row.sample);
  const caption = t("tvRatings.dayCaption", { date: meta.date ? formatIsoDate(meta.date, tag) : "", category: t(`tvRatings.category.${meta.category}`) });
  return (
    <div className="space-y-3">
      {sample && (
        <p>
          <SampleBadge long />
        </p>
      )}
      <TableScroller label={caption}>
        <table className={TABLE}>
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={TH}>{t("tvRatings.rank")}</th>
              <th scope="col" className={TH}>{t("tvRatings.show")}</th>
              <th scope="col" className={TH}>{t("tvRatings.episode")}</th>
              <th scope="col" className={TH}>{t("tvRatings.slot")}</th>
              <th scope="col" className={`${TH} text-end`}>{t("tvRatings.rating")}</th>
              <th scope="col" className={`${TH} text-end`}>{t("tvRatings.share")}</th>
              <th scope="col" className={`${TH} text-end`}>{t("tvRatings.change")}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((row) => (
              <tr key={`${row.episode.id}`} data-testid="ratings-row">
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
                <td className={TD}>
                  <Link to={`${row.show.url}/season-${row.episode.season}/episode-${row.episode.number}`} className="underline underline-offset-2">
                    {t("tvRatings.episodeCode", { season: row.episode.season, number: row.episode.number })}
                  </Link>
                </td>
                <td className={`${TD} tabular-nums`}>
                  <bdi>{row.slot}</bdi>
                </td>
                <td className={`${TD} text-end tabular-nums`}>{percent(row.rating, tag)}</td>
                <td className={`${TD} text-end tabular-nums`}>{percent(row.share, tag)}</td>
                <td className={`${TD} text-end tabular-nums`}>
                  <ChangeCell change={row.change} tag={tag} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </div>
  );
}

/** Days (and weeks) before the free window: what Pro opens, with the Pro modal. */
export function ArchiveUpsell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 px-6 py-10 text-center dark:border-zinc-700 dark:bg-zinc-900">
      <p className="text-lg font-semibold">{t("tvRatings.archiveTitle")}</p>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">{t("tvRatings.archiveLead")}</p>
      <button type="button" className={buttonClass("primary")} onClick={() => setOpen(true)}>
        {t("tvRatings.seePro")}
      </button>
      <ProModal open={open} onOpenChange={setOpen} referrer="ratings archive" />
    </div>
  );
}
