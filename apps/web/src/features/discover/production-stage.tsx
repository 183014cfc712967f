import { useTranslation } from "../../lib/use-translation";

/** A coming show's pilot production stage (1–4) as a labelled step meter, readable as text. */
export function ProductionStage({ stage }: { stage: number | null }) {
  const { t } = useTranslation();
  if (stage === null) return <p className="text-xs text-zinc-600 dark:text-zinc-400">{t("discover.upcoming.stageUnknown")}</p>;
  return (
    <div className="flex flex-col gap-1">
      <p className="text-xs font-semibold text-zinc-800 dark:text-zinc-200">{t("discover.upcoming.stageLabel", { stage, name: t(`discover.upcoming.stages.${stage}`) })}</p>
      <span aria-hidden="true" className="flex gap-1">
        {[1, 2, 3, 4].map((n) => (
          <span key={n} className={`h-1.5 flex-1 rounded-full ${n <= stage ? "bg-brand-700 dark:bg-brand-500" : "bg-zinc-200 dark:bg-zinc-700"}`} />
        ))}
      </span>
    </div>
  );
}

/** The mark on demo rows (decision 0050): shown wherever sample data is. */
export function SampleDataMark() {
  const { t } = useTranslation();
  return (
    <span className="inline-block rounded border border-amber-400 bg-amber-50 px-1.5 py-0.5 text-xs font-semibold text-amber-900 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-200">
      {t("discover.sampleData")}
    </span>
  );
}
