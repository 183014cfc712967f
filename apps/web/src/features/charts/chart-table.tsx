import { Link } from "react-router";
import type { ChartEntry, ChartResponse, Couple, ShowRef } from "@dizilog/shared/api";
import { useShowTitles } from "../../entities/show";
import { formatIsoDate, useLocaleTag } from "../../lib/format";
import { numberFormat } from "../../lib/intl";
import { useTranslation } from "../../lib/use-translation";

export interface ChartTableProps {
  chart: ChartResponse;
}

const CELL = "px-3 py-2.5 align-middle";

/**
 * A day's chart as a table (the chart is its own text alternative): rank, show or couple, and the
 * score — a number for Pro, a lock with "Pro only" for everyone else.
 */
export function ChartTable({ chart }: ChartTableProps) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const date = chart.meta.date ? formatIsoDate(chart.meta.date, tag) : "";
  const kind = chart.meta.kind;
  return (
    <div className="overflow-x-auto rounded-xl border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900/60">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t(kind === "shows" ? "charts.table.captionShows" : "charts.table.captionCouples", { date })}</caption>
        <thead className="border-b border-zinc-200 text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
          <tr>
            <th scope="col" className={`${CELL} w-14 text-start font-semibold`}>
              {t("charts.table.rank")}
            </th>
            <th scope="col" className={`${CELL} text-start font-semibold`}>
              {t(kind === "shows" ? "charts.table.show" : "charts.table.couple")}
            </th>
            <th scope="col" className={`${CELL} w-28 text-end font-semibold`}>
              {t("charts.table.score")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100 dark:divide-zinc-800">
          {chart.data.map((entry) => (
            <tr key={entry.rank} data-rank={entry.rank}>
              <td className={`${CELL} text-lg font-extrabold tabular-nums text-brand-700 dark:text-brand-500`}>{numberFormat(tag).format(entry.rank)}</td>
              <td className={CELL}>{"show" in entry ? <ShowCell show={entry.show} /> : <CoupleCell couple={entry.couple} />}</td>
              <td className={`${CELL} text-end`}>
                <Score entry={entry} tag={tag} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Score({ entry, tag }: { entry: ChartEntry; tag: string }) {
  const { t } = useTranslation();
  if (entry.score !== null) return <span className="font-semibold tabular-nums">{numberFormat(tag).format(entry.score)}</span>;
  return (
    <span className="inline-flex items-center gap-1 text-zinc-600 dark:text-zinc-400">
      <LockIcon />
      <span className="text-xs">{t("charts.locked")}</span>
    </span>
  );
}

function ShowCell({ show }: { show: ShowRef }) {
  const { primary, secondary } = useShowTitles(show);
  return (
    <Link to={show.url} className="group flex items-center gap-3">
      <img src={show.poster} alt="" width={40} height={60} loading="lazy" className="h-15 w-10 shrink-0 rounded bg-zinc-200 object-cover dark:bg-zinc-800" />
      <span className="min-w-0">
        <span className="block font-semibold group-hover:underline">{primary}</span>
        {secondary && <span className="block truncate text-xs text-zinc-600 dark:text-zinc-400">{secondary}</span>}
      </span>
    </Link>
  );
}

function CoupleCell({ couple }: { couple: Couple }) {
  const { t } = useTranslation();
  const { primary } = useShowTitles(couple.show);
  return (
    <div className="flex items-center gap-3">
      <div className="flex shrink-0 -space-x-3 rtl:space-x-reverse">
        {couple.people.map((person) => (
          <img key={person.id} src={person.picture} alt="" width={40} height={40} loading="lazy" className="h-10 w-10 rounded-full bg-zinc-200 object-cover ring-2 ring-white dark:bg-zinc-800 dark:ring-zinc-900" />
        ))}
      </div>
      <div className="min-w-0">
        <Link to={`/pairs/${couple.slug}`} className="block font-semibold hover:underline">
          {couple.name}
        </Link>
        <span className="block text-xs text-zinc-600 dark:text-zinc-400">
          {couple.people.map((p) => p.name).join(" · ")} — {t("charts.table.coupleIn", { show: primary })}
        </span>
      </div>
    </div>
  );
}

function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <rect x="5" y="11" width="14" height="9" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </svg>
  );
}
