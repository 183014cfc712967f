import type { ReactNode } from "react";
import { useTranslation } from "../lib/use-translation";
import { ApiError } from "../lib/api";
import { FilmIcon } from "./icons";

/**
 * A spinner with a label for screen readers. Every loader of the site is a status region with a
 * label (the skeletons too), which is how the browser tests tell "still loading" from messages.
 */
export function Loader({ label, className = "" }: { label?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={label ?? t("common.loading")} className={`flex items-center justify-center py-10 ${className}`}>
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-zinc-300 border-t-brand-600 dark:border-zinc-700 dark:border-t-brand-500" aria-hidden="true" />
    </div>
  );
}

/** Grey placeholder blocks in the shape of a grid of posters while a list loads. */
export function PosterGridSkeleton({ count = 10 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t("common.loading")} className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="animate-pulse">
          <div className="aspect-[2/3] rounded-lg bg-zinc-200 dark:bg-zinc-800" />
          <div className="mt-2 h-4 w-3/4 rounded bg-zinc-200 dark:bg-zinc-800" />
        </div>
      ))}
    </div>
  );
}

export function EmptyState({ title, children, icon }: { title: string; children?: ReactNode; icon?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-zinc-300 px-6 py-12 text-center dark:border-zinc-700">
      <span className="text-zinc-400 dark:text-zinc-500" aria-hidden="true">
        {icon ?? <FilmIcon />}
      </span>
      <p className="text-lg font-semibold">{title}</p>
      {children}
    </div>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const message = error instanceof ApiError ? error.message : t("errors.default");
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center dark:border-red-900 dark:bg-red-950/40">
      <p className="font-semibold text-red-800 dark:text-red-200">{message}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} className="rounded-md bg-red-700 px-4 py-2 text-sm font-medium text-white hover:bg-red-800">
          {t("common.retry")}
        </button>
      )}
    </div>
  );
}
