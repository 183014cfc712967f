import { useTranslation } from "../../lib/use-translation";
import { EXPORT_KINDS } from "@dizilog/shared/api";
import { exportUrl } from "./import-file";
import { buttonClass } from "../../ui/button";
import { SettingsCard } from "../../ui/section";

/**
 * Downloads of the user's data. Plain links: the session cookie goes with them and the server
 * answers each as an attachment (Content-Disposition) with its own file name.
 */
export function ExportCard() {
  const { t } = useTranslation();
  return (
    <SettingsCard id="export" title={t("importExport.export.title")} description={t("importExport.export.description")}>
      <a href={exportUrl()} download className={buttonClass("primary")}>
        {t("importExport.export.json")}
      </a>
      <h4 className="mt-6 text-sm font-semibold">{t("importExport.export.csvTitle")}</h4>
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{t("importExport.export.csvHint")}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {EXPORT_KINDS.map((kind) => (
          <li key={kind}>
            <a href={exportUrl(kind)} download className={buttonClass("secondary")}>
              {t("importExport.export.csv", { kind: t(`importExport.export.kinds.${kind}`) })}
            </a>
          </li>
        ))}
      </ul>
    </SettingsCard>
  );
}
