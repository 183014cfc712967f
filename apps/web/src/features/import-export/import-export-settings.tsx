import { useTranslation } from "../../lib/use-translation";
import { ExportCard } from "./export-card";
import { ImportCard } from "./import-card";
import { SectionHeader } from "../../ui/section";

/** Settings › Import & export: history from TV Time or Trakt in, a copy of everything out. */
export function ImportExportSettings() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <SectionHeader title={t("settings.sections.importExport")} description={t("importExport.intro")} />
      <ImportCard />
      <ExportCard />
    </div>
  );
}
