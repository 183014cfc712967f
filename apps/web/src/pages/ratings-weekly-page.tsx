import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { isIsoWeek } from "@dizilog/shared/api";
import { Breadcrumb } from "../features/catalog/breadcrumb";
import { CategoryTabs, WeeklyRatingsPanel, categoryOf, useWeeklyRatings } from "../features/tv-ratings";
import { usePageTitle } from "../lib/use-page-title";
import { useTranslation } from "../lib/use-translation";
import { LINK_CLASS } from "../ui/button";
import { inputClass } from "../ui/field";

/** The ISO week `by` weeks from `week`. */
function shiftWeek(week: string, by: number): string {
  const year = Number(week.slice(0, 4));
  const jan4 = Date.UTC(year, 0, 4);
  const monday = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * 86_400_000 + (Number(week.slice(6)) - 1 + by) * 7 * 86_400_000;
  const thursday = new Date(monday + 3 * 86_400_000);
  const y = thursday.getUTCFullYear();
  const n = 1 + Math.floor((thursday.getTime() - Date.UTC(y, 0, 1)) / (7 * 86_400_000));
  return `${y}-W${String(n).padStart(2, "0")}`;
}

/** /ratings/weekly — each show's average rating and share over its episodes of an ISO week. */
export function RatingsWeeklyPage() {
  const { t } = useTranslation();
  usePageTitle(t("tvRatings.weeklyTitle"));
  const [params, setParams] = useSearchParams();
  const weekParam = params.get("week");
  const week = weekParam && isIsoWeek(weekParam) ? weekParam : undefined;
  const category = categoryOf(params.get("category"));
  const current = useWeeklyRatings(week, category).data?.meta.week ?? week;
  const weekId = useId();

  const update = (next: { week?: string | undefined; category?: string }) => {
    const search = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined || value === "" || (key === "category" && value === "Total")) search.delete(key);
      else search.set(key, value);
    }
    setParams(search, { preventScrollReset: true });
  };

  return (
    <div className="space-y-6">
      <div>
        <Breadcrumb items={[{ label: t("nav.explore"), to: "/explore" }, { label: t("tvRatings.dailyTitle"), to: "/ratings" }, { label: t("tvRatings.weeklyTitle") }]} />
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold sm:text-3xl">{t("tvRatings.weeklyTitle")}</h1>
            <p className="mt-1 text-zinc-600 dark:text-zinc-400">{t("tvRatings.weeklyIntro")}</p>
          </div>
          <Link to={`/ratings${category === "Total" ? "" : `?category=${encodeURIComponent(category)}`}`} className={LINK_CLASS}>
            {t("tvRatings.toDaily")}
          </Link>
        </div>
      </div>

      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={weekId} className="mb-1 block text-sm font-semibold">
            {t("tvRatings.week")}
          </label>
          <input
            id={weekId}
            type="week"
            value={current ?? ""}
            onChange={(e) => update({ week: isIsoWeek(e.target.value) ? e.target.value : undefined })}
            className={inputClass(false)}
            placeholder="2026-W47"
          />
        </div>
        {current && (
          <nav aria-label={t("tvRatings.weekNav")} className="flex gap-2">
            <button type="button" className="rounded-md border border-zinc-300 px-3 py-2 text-sm dark:border-zinc-700" onClick={() => update({ week: shiftWeek(current, -1) })}>
              {t("tvRatings.previousWeek")}
            </button>
            <button type="button" className="rounded-md border border-zinc-300 px-3 py-2 text-sm dark:border-zinc-700" onClick={() => update({ week: shiftWeek(current, 1) })}>
              {t("tvRatings.nextWeek")}
            </button>
          </nav>
        )}
      </div>

      <CategoryTabs active={category} onSelect={(c) => update({ category: c })} idPrefix="weekly-ratings">
        <WeeklyRatingsPanel week={week} category={category} />
      </CategoryTabs>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("tvRatings.freeWindowNote")}</p>
    </div>
  );
}
