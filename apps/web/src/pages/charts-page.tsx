import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { CHART_KINDS, type ChartKind } from "@dizilog/shared/api/chart-ids";
import { useMe } from "../entities/user";
import { ChartTable, useSocialChart } from "../features/charts";
import { ProModal } from "../features/pro";
import { formatIsoDate, useLocaleTag } from "../lib/format";
import { usePageTitle } from "../lib/use-page-title";
import { useTranslation } from "../lib/use-translation";
import { buttonClass } from "../ui/button";
import { inputClass } from "../ui/field";
import { RowsSkeleton } from "../ui/skeletons";
import { EmptyState, ErrorState } from "../ui/states";
import { Tabs } from "../ui/tabs";

const TEXT_LINK = "font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-500";
const isDay = (text: string | null): text is string => Boolean(text && /^\d{4}-\d{2}-\d{2}$/.test(text));

/** /charts — the day's top shows and couples from the site's activity; scores for Pro, a lock for others. */
export function ChartsPage() {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const [params, setParams] = useSearchParams();
  const kind: ChartKind = params.get("kind") === "couples" ? "couples" : "shows";
  const date = isDay(params.get("date")) ? (params.get("date") as string) : undefined;
  const me = useMe();
  const viewer = me.data?.id ?? null;
  const chart = useSocialChart(kind, date, viewer);
  const [proOpen, setProOpen] = useState(false);
  const dateId = useId();
  usePageTitle(t("charts.title"));

  const select = (next: { kind?: ChartKind; date?: string | undefined }) => {
    const merged = { kind, date, ...next };
    const search = new URLSearchParams();
    if (merged.kind !== "shows") search.set("kind", merged.kind);
    if (merged.date) search.set("date", merged.date);
    setParams(search, { replace: true });
  };

  const shown = chart.data?.meta.date ?? date;
  const locked = chart.data ? !chart.data.meta.scores : false;

  return (
    <div className="mx-auto max-w-3xl">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t("charts.title")}</h1>
          <p className="mt-1 max-w-prose text-zinc-600 dark:text-zinc-400">{t("charts.lead")}</p>
        </div>
        <Link to="/pairs" className={TEXT_LINK}>
          {t("charts.pairsLink")}
        </Link>
      </div>
      <Tabs tabs={CHART_KINDS} active={kind} onSelect={(next) => select({ kind: next })} label={t("charts.tabs.label")} idPrefix="charts" labelOf={(k) => t(`charts.tabs.${k}`)}>
        <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
          <div className="flex flex-wrap items-end gap-2">
            <div>
              <label htmlFor={dateId} className="mb-1 block text-sm font-medium">
                {t("charts.date.label")}
              </label>
              <input
                id={dateId}
                type="date"
                value={shown ?? ""}
                onChange={(event) => select({ date: isDay(event.target.value) ? event.target.value : undefined })}
                className={inputClass()}
              />
            </div>
            {date && (
              <button type="button" className={buttonClass("secondary")} onClick={() => select({ date: undefined })}>
                {t("charts.date.latest")}
              </button>
            )}
          </div>
          {locked && (
            <button type="button" className={buttonClass("secondary")} onClick={() => setProOpen(true)}>
              {t("charts.unlock")}
            </button>
          )}
        </div>
        {chart.isPending ? (
          <RowsSkeleton count={6} />
        ) : chart.isError ? (
          <ErrorState error={chart.error} onRetry={() => void chart.refetch()} />
        ) : chart.data.data.length === 0 ? (
          <EmptyState title={chart.data.meta.date ? t("charts.empty.title", { date: formatIsoDate(chart.data.meta.date, tag) }) : t("charts.empty.never")}>
            <p className="max-w-sm text-sm text-zinc-600 dark:text-zinc-400">{t("charts.empty.text")}</p>
          </EmptyState>
        ) : (
          <>
            {chart.data.meta.sample && (
              <p className="mb-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-100" data-sample-data>
                {t("charts.sample")}
              </p>
            )}
            <p className="mb-3 text-sm text-zinc-600 dark:text-zinc-400">
              {t("charts.dayOf", { date: formatIsoDate(chart.data.meta.date ?? "", tag, { weekday: "long", day: "numeric", month: "long", year: "numeric" }) })}
            </p>
            <ChartTable chart={chart.data} />
          </>
        )}
      </Tabs>
      <ProModal open={proOpen} onOpenChange={setProOpen} referrer="chart scores" />
    </div>
  );
}
