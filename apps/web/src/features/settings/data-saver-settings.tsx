import { useTranslation } from "../../lib/use-translation";
import { type SettingsValues, useUpdateSetting } from "./api";
import { SettingsBoundary } from "./settings-boundary";
import { SwitchRow } from "../../ui/switch";
import { SectionHeader, SettingsCard } from "../../ui/section";
import { dataSaverChanged } from "../../lib/data-saver";

/** Settings › Data saver: smaller images and no autoplay, saved at once. */
export function DataSaverSettings() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <SectionHeader title={t("settings.dataSaver.title")} description={t("settings.dataSaver.intro")} />
      <SettingsBoundary rows={1}>{(values) => <DataSaverSwitch values={values} />}</SettingsBoundary>
    </div>
  );
}

function DataSaverSwitch({ values }: { values: SettingsValues }) {
  const { t } = useTranslation();
  // Saved: the pages follow at once (lib/data-saver.ts reads the cookie the answer set).
  const update = useUpdateSetting({ onSaved: (saved) => dataSaverChanged(saved.value === true) });
  const handleChange = (checked: boolean) => update.mutate({ key: "data_saver", value: checked });
  return (
    <SettingsCard>
      <SwitchRow id="data-saver" label={t("settings.dataSaver.label")} description={t("settings.dataSaver.description")} checked={values.data_saver === true} onChange={handleChange} />
      <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-zinc-700 dark:text-zinc-300">
        <li>{t("settings.dataSaver.images")}</li>
        <li>{t("settings.dataSaver.autoplay")}</li>
        <li>{t("settings.dataSaver.device")}</li>
      </ul>
    </SettingsCard>
  );
}
