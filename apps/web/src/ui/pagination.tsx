import { useTranslation } from "../lib/use-translation";
import { LIMITS } from "@dizilog/shared";

export interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  visible?: number;
}

/** The window of at most `visible` page numbers (spec: 8 by default) around the current page. */
export function pageWindow(page: number, totalPages: number, visible: number): number[] {
  const count = Math.min(visible, totalPages);
  let start = Math.max(1, page - Math.floor(count / 2));
  start = Math.min(start, totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

export function Pagination({ page, totalPages, onChange, visible = LIMITS.paginationButtons }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const button = "min-w-10 rounded-md border px-3 py-2 text-sm";
  return (
    <nav aria-label={t("pagination.label")} className="mt-8 flex flex-wrap justify-center gap-1">
      <button type="button" className={`${button} border-zinc-300 disabled:opacity-40 dark:border-zinc-700`} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <span aria-hidden="true" className="rtl:rotate-180 inline-block">‹</span>
        <span className="sr-only">{t("pagination.previous")}</span>
      </button>
      {pageWindow(page, totalPages, visible).map((n) => (
        <button
          key={n}
          type="button"
          aria-current={n === page ? "page" : undefined}
          aria-label={t("pagination.page", { page: n })}
          onClick={() => onChange(n)}
          className={`${button} ${n === page ? "border-brand-700 bg-brand-700 text-white" : "border-zinc-300 hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"}`}
        >
          {n}
        </button>
      ))}
      <button type="button" className={`${button} border-zinc-300 disabled:opacity-40 dark:border-zinc-700`} disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        <span aria-hidden="true" className="rtl:rotate-180 inline-block">›</span>
        <span className="sr-only">{t("pagination.next")}</span>
      </button>
    </nav>
  );
}
