import { PRO_FEATURES } from "@dizilog/shared/api/pro-ids";
import { useTranslation } from "../../lib/use-translation";

/** What Pro unlocks, one checked line per feature (the Pro modal and the checkout's return). */
export function ProFeatureList({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={`space-y-1.5 ${className}`}>
      {PRO_FEATURES.map((feature) => (
        <li key={feature} className="flex gap-2">
          <span aria-hidden="true" className="text-emerald-700 dark:text-emerald-400">
            ✓
          </span>
          {t(`pro.features.${feature}`)}
        </li>
      ))}
    </ul>
  );
}
