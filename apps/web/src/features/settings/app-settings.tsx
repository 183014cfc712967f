import { useMemo } from "react";
import { useTranslation } from "../../lib/use-translation";
import { DEFAULT_TIME_ZONE } from "@dizilog/shared";
import { useLocaleTag } from "../../lib/format";
import { type SettingsValues, useUpdateSetting } from "./api";
import { inputClass } from "../../ui/field";
import { LANGUAGE_OPTIONS } from "../../i18n/languages";
import { SettingsBoundary } from "./settings-boundary";
import { ThemeChoiceField } from "./theme-choice-field";
import { type ThemeChoice, applyThemeChoice } from "./theme-choice";
import { TitlePrefField } from "./title-pref-field";
import { timeZoneLabel, timeZoneOptions } from "./time-zones";
import { SwitchRow } from "../../ui/switch";
import { SectionHeader, SettingsCard } from "../../ui/section";

/** Settings › App: theme, language, title language, spoilers and time zone, each saved at once. */
export function AppSettings() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <SectionHeader title={t("settings.app.title")} description={t("settings.app.intro")} />
      <SettingsBoundary rows={5}>{(values) => <AppSettingsForm values={values} />}</SettingsBoundary>
    </div>
  );
}

function AppSettingsForm({ values }: { values: SettingsValues }) {
  const { t, i18n } = useTranslation();
  const tag = useLocaleTag();
  const update = useUpdateSetting();
  const theme = (values.theme as ThemeChoice | undefined) ?? "system";
  const language = typeof values.language === "string" ? values.language : i18n.language;
  const timeZone = typeof values.time_zone === "string" ? values.time_zone : DEFAULT_TIME_ZONE;
  const zones = useMemo(() => timeZoneOptions(timeZone).map((zone) => ({ zone, label: timeZoneLabel(zone, tag) })), [timeZone, tag]);

  // The change shows at once in this browser and goes back if the server refuses it.
  const handleTheme = (choice: ThemeChoice) => {
    applyThemeChoice(choice);
    update.mutate({ key: "theme", value: choice }, { onError: () => applyThemeChoice(theme) });
  };
  const handleLanguage = (code: string) => {
    void i18n.changeLanguage(code);
    update.mutate({ key: "language", value: code }, { onError: () => void i18n.changeLanguage(language) });
  };
  const handleTitlePref = (value: "0" | "1") => update.mutate({ key: "title_pref", value: Number(value) });
  const handleSpoilers = (checked: boolean) => update.mutate({ key: "spoilers", value: checked });
  const handleTimeZone = (zone: string) => update.mutate({ key: "time_zone", value: zone });

  return (
    <SettingsCard>
      <div className="space-y-6">
        <ThemeChoiceField value={theme} onChange={handleTheme} />
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1">
            <label htmlFor="app-language" className="text-sm font-medium">
              {t("settings.app.language")}
            </label>
            <select id="app-language" value={language} onChange={(e) => handleLanguage(e.target.value)} className={inputClass()}>
              {LANGUAGE_OPTIONS.map((option) => (
                <option key={option.code} value={option.code} lang={option.lang}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="app-time-zone" className="text-sm font-medium">
              {t("settings.app.timeZone")}
            </label>
            <select
              id="app-time-zone"
              value={timeZone}
              onChange={(e) => handleTimeZone(e.target.value)}
              aria-describedby="app-time-zone-hint"
              className={inputClass()}
            >
              {zones.map((option) => (
                <option key={option.zone} value={option.zone}>
                  {option.label}
                </option>
              ))}
            </select>
            <p id="app-time-zone-hint" className="text-sm text-zinc-600 dark:text-zinc-400">
              {t("settings.app.timeZoneHint")}
            </p>
          </div>
        </div>
        <TitlePrefField name="app-title-pref" value={values.title_pref === 1 ? "1" : "0"} onChange={handleTitlePref} />
        <SwitchRow
          id="app-spoilers"
          label={t("settings.spoilers.label")}
          description={t("settings.spoilers.description")}
          checked={values.spoilers === true}
          onChange={handleSpoilers}
        />
      </div>
    </SettingsCard>
  );
}
