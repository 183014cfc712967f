import type { ReactNode } from "react";
import { TV_RATING_CATEGORIES, type TvRatingCategory } from "@dizilog/shared/api";
import { useTranslation } from "../../lib/use-translation";
import { Tabs } from "../../ui/tabs";

/** A category from the address (`?category=AB`); anything else is Total. */
export function categoryOf(value: string | null): TvRatingCategory {
  return (TV_RATING_CATEGORIES as readonly string[]).includes(value ?? "") ? (value as TvRatingCategory) : "Total";
}

/** The three audience categories as tabs; the panel holds the category's table. */
export function CategoryTabs({ active, onSelect, idPrefix, children }: { active: TvRatingCategory; onSelect: (c: TvRatingCategory) => void; idPrefix: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Tabs tabs={TV_RATING_CATEGORIES} active={active} onSelect={onSelect} label={t("tvRatings.categories")} idPrefix={idPrefix} labelOf={(c) => t(`tvRatings.category.${c}`)} variant="pills">
      {children}
    </Tabs>
  );
}

/** A percentage in the reader's numbers, two decimals. */
export function percent(value: number, tag: string): string {
  return new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** The change since the show's previous episode: an arrow and a sign for the eye, words for a screen reader. */
export function ChangeCell({ change, tag }: { change: number | undefined; tag: string }) {
  const { t } = useTranslation();
  if (change === undefined) {
    return (
      <>
        <span aria-hidden="true">–</span>
        <span className="sr-only">{t("tvRatings.noChange")}</span>
      </>
    );
  }
  const text = percent(Math.abs(change), tag);
  if (change === 0) return <span>{t("tvRatings.same")}</span>;
  const up = change > 0;
  return (
    <span className={up ? "text-emerald-700 dark:text-emerald-400" : "text-red-700 dark:text-red-400"}>
      <span aria-hidden="true">
        {up ? "▲" : "▼"} {text}
      </span>
      <span className="sr-only">{up ? t("tvRatings.up", { value: text }) : t("tvRatings.down", { value: text })}</span>
    </span>
  );
}

/** The "sample data" mark of demo figures. */
export function SampleBadge({ long = false }: { long?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-200">
      {long ? t("tvRatings.sampleNotice") : t("tvRatings.sample")}
    </span>
  );
}

export const TABLE = "w-full min-w-[36rem] border-collapse text-start text-sm";
export const TH = "border-b border-zinc-200 px-3 py-2 text-start font-semibold text-zinc-700 dark:border-zinc-800 dark:text-zinc-300";
export const TD = "border-b border-zinc-100 px-3 py-2 align-middle dark:border-zinc-800/70";

/** A table's horizontal scroller: a keyboard stop of its own (a phone's narrow screen scrolls it), named by the table's caption. */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  // A scrollable region must be reachable by keyboard (WCAG 2.1.1; axe scrollable-region-focusable).
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto rounded-lg border border-zinc-200 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-zinc-800">
      {children}
    </div>
  );
}
