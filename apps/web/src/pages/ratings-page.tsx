import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { isRealDay } from "@dizilog/shared/api";
import { Breadcrumb } from "../features/catalog/breadcrumb";
import { CategoryTabs, DailyRatingsPanel, categoryOf, useDailyRatings } from "../features/tv-ratings";
import { usePageTitle } from "../lib/use-page-title";
import { HouseAd } from "../features/ads";
import { useTranslation } from "../lib/use-translation";
import { LINK_CLASS } from "../ui/button";
import { inputClass } from "../ui/field";

const shiftDay = (day: string, by: number) => new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);

/**
 * /ratings — a day's TV ratings (api-contract "TV data"): the day picker, the three audience
 * categories as tabs, and the ranked table with each show's change since its previous episode.
 * Free viewers see the last 7 days (Europe/Istanbul); older days show the Pro upsell.
 */
export function RatingsPage() {
  const { t } = useTranslation();
  usePageTitle(t("tvRatings.dailyTitle"));
  const [params, setParams] = useSearchParams();
  const dateParam = params.get("date");
  const date = dateParam && isRealDay(dateParam) ? dateParam : undefined;
  const category = categoryOf(params.get("category"));
  // The day shown (the default's answer names it), for the picker and the arrows.
  const current = useDailyRatings(date, category).data?.meta.date ?? date;
  const dateId = useId();

  const update = (next: { date?: string | undefined; category?: string }) => {
    const search = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined || value === "" || (key === "category" && value === "Total")) search.delete(key);
      else search.set(key, value);
    }
    setParams(search, { replace: false, preventScrollReset: true });
  };

  return (
    <div className="space-y-6">
      <div>
        <Breadcrumb items={[{ label: t("nav.explore"), to: "/explore" }, { label: t("tvRatings.dailyTitle") }]} />
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold sm:text-3xl">{t("tvRatings.dailyTitle")}</h1>
            <p className="mt-1 text-zinc-600 dark:text-zinc-400">{t("tvRatings.dailyIntro")}</p>
          </div>
          <Link to={`/ratings/weekly${category === "Total" ? "" : `?category=${encodeURIComponent(category)}`}`} className={LINK_CLASS}>
            {t("tvRatings.toWeekly")}
          </Link>
        </div>
      </div>

      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={dateId} className="mb-1 block text-sm font-semibold">
            {t("tvRatings.day")}
          </label>
          <input id={dateId} type="date" value={current ?? ""} onChange={(e) => update({ date: e.target.value || undefined })} className={inputClass(false)} />
        </div>
        {current && (
          <nav aria-label={t("tvRatings.dayNav")} className="flex gap-2">
            <button type="button" className="rounded-md border border-zinc-300 px-3 py-2 text-sm dark:border-zinc-700" onClick={() => update({ date: shiftDay(current, -1) })}>
              {t("tvRatings.previousDay")}
            </button>
            <button type="button" className="rounded-md border border-zinc-300 px-3 py-2 text-sm dark:border-zinc-700" onClick={() => update({ date: shiftDay(current, 1) })}>
              {t("tvRatings.nextDay")}
            </button>
            {date && (
              <button type="button" className="rounded-md px-3 py-2 text-sm font-medium text-brand-700 underline dark:text-brand-500" onClick={() => update({ date: undefined })}>
                {t("tvRatings.latest")}
              </button>
            )}
          </nav>
        )}
      </div>

      <CategoryTabs active={category} onSelect={(c) => update({ category: c })} idPrefix="daily-ratings">
        <DailyRatingsPanel date={date} category={category} />
      </CategoryTabs>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("tvRatings.freeWindowNote")}</p>
      <HouseAd type="leaderboard" />
    </div>
  );
}
