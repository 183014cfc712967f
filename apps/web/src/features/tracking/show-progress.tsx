import { useId } from "react";
import { useTranslation } from "../../lib/use-translation";
import type { Show } from "@dizilog/shared/api";
import { useShowProgress } from "./api";
import { ProgressBar } from "./progress-bar";

export interface ShowProgressProps {
  show: Pick<Show, "is_tracking" | "seasons">;
}

/** The viewer's progress through a tracked show (seen of aired episodes); nothing for others. */
export function ShowProgress({ show }: ShowProgressProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const tracking = show.is_tracking === true;
  const { progress, isError } = useShowProgress(
    show.seasons.map((season) => season.id),
    tracking,
  );
  if (!tracking || isError) return null;
  return (
    <section aria-labelledby={headingId} className="mt-4 max-w-md rounded-xl border border-zinc-200 p-3 dark:border-zinc-800">
      <h2 id={headingId} className="mb-2 text-sm font-semibold">
        {t("trackerPage.progress.title")}
      </h2>
      {progress ? (
        <ProgressBar seen={progress.seen} aired={progress.aired} label={t("trackerPage.progress.title")} withText />
      ) : (
        <div role="status" aria-label={t("common.loading")} className="h-2 animate-pulse rounded-full bg-zinc-200 dark:bg-zinc-800" />
      )}
    </section>
  );
}
