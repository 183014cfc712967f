import { useTranslation } from "../../lib/use-translation";

/** What the author had seen when writing: "Completed" (every aired episode) or "Seen 12 episodes". */
export function SeenBadge({ seen, completed }: { seen: number; completed: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        completed ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100" : "bg-zinc-100 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200"
      }`}
    >
      <span aria-hidden="true">{completed ? "✓" : "◔"}</span>
      {completed ? t("reviews.badge.completed") : t("reviews.badge.seen", { count: seen })}
    </span>
  );
}

/** The author's spoiler flag, beside the title. */
export function SpoilerBadge() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-950 dark:bg-amber-900/60 dark:text-amber-100">
      {t("reviews.badge.spoiler")}
    </span>
  );
}
