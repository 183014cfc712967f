import { useTranslation } from "../lib/use-translation";

const BLOCK = "rounded bg-zinc-200 dark:bg-zinc-800";

/** The shape of a show or person page (picture beside a heading and a few lines) while it loads. */
export function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t("common.loading")} className="animate-pulse">
      <div className={`mb-6 h-4 w-48 ${BLOCK}`} />
      <div className="grid gap-6 sm:grid-cols-[12rem_1fr] lg:grid-cols-[16rem_1fr]">
        <div className={`mx-auto aspect-[2/3] w-48 sm:w-full ${BLOCK} rounded-xl`} />
        <div className="space-y-3">
          <div className={`h-8 w-2/3 ${BLOCK}`} />
          <div className={`h-5 w-1/3 ${BLOCK}`} />
          <div className={`h-4 w-1/2 ${BLOCK}`} />
          <div className="space-y-2 pt-4">
            <div className={`h-4 w-full ${BLOCK}`} />
            <div className={`h-4 w-full ${BLOCK}`} />
            <div className={`h-4 w-3/4 ${BLOCK}`} />
          </div>
        </div>
      </div>
    </div>
  );
}

export interface RowsSkeletonProps {
  count?: number;
  /** The width of the picture of each row. */
  thumb?: "wide" | "round";
}

/** Rows of a picture and two lines (episodes, people) while a list loads. */
export function RowsSkeleton({ count = 4, thumb = "wide" }: RowsSkeletonProps) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t("common.loading")} className="animate-pulse space-y-3">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="flex items-center gap-3">
          <div className={`${thumb === "wide" ? "aspect-video w-28" : "h-14 w-14 rounded-full"} shrink-0 ${BLOCK}`} />
          <div className="flex-1 space-y-2">
            <div className={`h-4 w-1/2 ${BLOCK}`} />
            <div className={`h-3 w-1/3 ${BLOCK}`} />
          </div>
        </div>
      ))}
    </div>
  );
}
