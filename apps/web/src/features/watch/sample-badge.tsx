import { useTranslation } from "../../lib/use-translation";

/** The mark of demo catalog rows: sample data until staff or a show's moderators keep real ones. */
export function SampleBadge() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200">
      {t("watch.sample")}
    </span>
  );
}
