import { lazy, Suspense, useId, useMemo, useState } from "react";
import { Link, useLocation } from "react-router";
import type { SeasonRatingsResponse, Show, TvRatingCategory } from "@dizilog/shared/api";
import { ApiError } from "../../lib/api";
import { formatIsoDate, useLocaleTag } from "../../lib/format";
import { useTranslation } from "../../lib/use-translation";
import { Button, buttonClass } from "../../ui/button";
import { RowsSkeleton } from "../../ui/skeletons";
import { ErrorState, Loader } from "../../ui/states";
import { useMe } from "../../entities/user";
import { ProModal, isProRequired } from "../pro";
import { useRatingsWatch, useSeasonRatings, useSetRatingsWatch } from "./api";
import { CategoryTabs, SampleBadge, TABLE, TD, TH, TableScroller, percent } from "./parts";

// uPlot comes with the chart only: never in the first page's code.
const LineChart = lazy(() => import("../../ui/charts/line-chart"));

/**
 * A show's ratings tab (the `#ratings` section): each episode of a season as a line chart and a
 * table. Season ratings are Pro's: a free viewer gets the upsell (Pro modal, referrer "show
 * ratings"); a season without figures says so and offers to tell the user when they arrive.
 */
export function ShowRatingsSection({ show }: { show: Pick<Show, "id" | "slug" | "original_title" | "seasons"> }) {
  const { t } = useTranslation();
  const location = useLocation();
  const seasons = show.seasons.map((s) => s.number).sort((a, b) => a - b);
  const fromUrl = Number(new URLSearchParams(location.search).get("season"));
  const [season, setSeason] = useState<number | undefined>(seasons.includes(fromUrl) ? fromUrl : seasons.at(-1));
  const [category, setCategory] = useState<TvRatingCategory>("Total");
  const selectId = useId();
  if (!seasons.length || season === undefined) return null;
  return (
    <section id="ratings" aria-labelledby="show-ratings-title" className="scroll-mt-20 space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="show-ratings-title" className="text-xl font-bold">
          {t("tvRatings.showTitle")}
        </h2>
        {seasons.length > 1 && (
          <div className="flex items-center gap-2">
            <label htmlFor={selectId} className="text-sm font-medium">
              {t("tvRatings.season")}
            </label>
            <select
              id={selectId}
              value={season}
              onChange={(e) => setSeason(Number(e.target.value))}
              className="rounded-md border border-zinc-300 bg-white px-2 py-1.5 text-sm dark:border-zinc-700 dark:bg-zinc-900"
            >
              {seasons.map((n) => (
                <option key={n} value={n}>
                  {t("tvRatings.seasonNumber", { number: n })}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <CategoryTabs active={category} onSelect={setCategory} idPrefix="show-ratings">
        <SeasonRatingsPanel show={show} season={season} category={category} />
      </CategoryTabs>
    </section>
  );
}

function SeasonRatingsPanel({ show, season, category }: { show: Pick<Show, "slug" | "original_title">; season: number; category: TvRatingCategory }) {
  const { t } = useTranslation();
  const query = useSeasonRatings(show.slug, season, category, true);
  if (query.isPending) return <RowsSkeleton count={4} thumb="wide" />;
  if (query.isError) {
    if (isProRequired(query.error)) return <SeasonUpsell />;
    if (query.error instanceof ApiError && query.error.status === 422) return <NoFigures show={show.slug} season={season} message={query.error.message} />;
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <SeasonFigures response={query.data} showTitle={show.original_title} category={t(`tvRatings.category.${category}`)} />;
}

function SeasonFigures({ response, showTitle, category }: { response: SeasonRatingsResponse; showTitle: string; category: string }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const tableId = useId();
  const { data, meta } = response;
  const x = useMemo(() => data.map((row) => t("tvRatings.episodeShort", { number: row.episode.number })), [data, t]);
  const series = useMemo(
    () => [
      { label: t("tvRatings.rating"), values: data.map((row) => row.rating) },
      { label: t("tvRatings.share"), values: data.map((row) => row.share) },
    ],
    [data, t],
  );
  const caption = t("tvRatings.chartLabel", { show: showTitle, season: meta.season, category });
  return (
    <div className="space-y-4">
      {data.some((row) => row.sample) && (
        <p>
          <SampleBadge long />
        </p>
      )}
      <Suspense fallback={<Loader label={t("tvRatings.chartLoading")} />}>
        <LineChart label={caption} x={x} series={series} tableId={tableId} format={(v) => percent(v, tag)} />
      </Suspense>
      <TableScroller label={caption}>
        <table id={tableId} className={TABLE}>
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={TH}>{t("tvRatings.episode")}</th>
              <th scope="col" className={TH}>{t("tvRatings.date")}</th>
              <th scope="col" className={TH}>{t("tvRatings.slot")}</th>
              <th scope="col" className={`${TH} text-end`}>{t("tvRatings.rating")}</th>
              <th scope="col" className={`${TH} text-end`}>{t("tvRatings.share")}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((row) => (
              <tr key={`${row.episode.id}-${row.date}`}>
                <th scope="row" className={`${TD} text-start font-medium`}>
                  {t("tvRatings.episodeCode", { season: row.episode.season, number: row.episode.number })}
                  {row.sample && (
                    <span className="ms-2">
                      <SampleBadge />
                    </span>
                  )}
                </th>
                <td className={TD}>{formatIsoDate(row.date, tag, { dateStyle: "medium" })}</td>
                <td className={`${TD} tabular-nums`}>
                  <bdi>{row.slot}</bdi>
                </td>
                <td className={`${TD} text-end tabular-nums`}>{percent(row.rating, tag)}</td>
                <td className={`${TD} text-end tabular-nums`}>{percent(row.share, tag)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </div>
  );
}

function SeasonUpsell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div data-testid="season-ratings-upsell" className="flex flex-col items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 px-6 py-8 text-center dark:border-zinc-700 dark:bg-zinc-900">
      <p className="font-semibold">{t("tvRatings.seasonProTitle")}</p>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">{t("tvRatings.seasonProLead")}</p>
      <button type="button" className={buttonClass("primary")} onClick={() => setOpen(true)}>
        {t("tvRatings.seeSeasonRatings")}
      </button>
      <ProModal open={open} onOpenChange={setOpen} referrer="show ratings" />
    </div>
  );
}

/** "Ratings are not available for this season yet", with the offer to be told when they arrive. */
function NoFigures({ show, season, message }: { show: string; season: number; message: string }) {
  const { t } = useTranslation();
  const me = useMe();
  const signedIn = !!me.data;
  const watch = useRatingsWatch(show, season, signedIn);
  const set = useSetRatingsWatch(show, season);
  const watching = set.data?.watching ?? watch.data?.watching ?? false;
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-zinc-300 px-6 py-8 text-center dark:border-zinc-700">
      <p className="font-semibold">{message}</p>
      {signedIn ? (
        <>
          <p className="text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
            {watching ? t("tvRatings.watching") : t("tvRatings.watchLead")}
          </p>
          <Button variant={watching ? "secondary" : "primary"} loading={set.isPending} onClick={() => set.mutate(!watching)} aria-pressed={watching}>
            {watching ? t("tvRatings.unwatch") : t("tvRatings.watch")}
          </Button>
          {set.isError && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {set.error instanceof ApiError ? set.error.message : t("tvRatings.watchFailed")}
            </p>
          )}
        </>
      ) : (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          <Link to="/login" className="font-medium text-brand-700 underline dark:text-brand-500">
            {t("tvRatings.signInToWatch")}
          </Link>
        </p>
      )}
    </div>
  );
}
