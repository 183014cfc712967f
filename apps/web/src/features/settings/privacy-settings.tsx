import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "../../lib/use-translation";
import { SectionHeader, SettingsCard } from "../../ui/section";
import { SwitchRow } from "../../ui/switch";
import { FollowRequestsList, socialKeys } from "../social";
import { type SettingsValues, useUpdateSetting } from "./api";
import { SettingsBoundary } from "./settings-boundary";

/** Settings › Privacy: the private-account switch and the requests waiting for an answer. */
export function PrivacySettings() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <SectionHeader title={t("settings.privacy.title")} description={t("settings.privacy.intro")} />
      <SettingsBoundary rows={1}>{(values) => <PrivateAccountSwitch values={values} />}</SettingsBoundary>
      <SettingsCard id="follow-requests" title={t("settings.privacy.requestsTitle")} description={t("settings.privacy.requestsIntro")}>
        <FollowRequestsList />
      </SettingsCard>
    </div>
  );
}

function PrivateAccountSwitch({ values }: { values: SettingsValues }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  // Turning it off accepts the waiting requests: the list and the profiles are read again.
  const update = useUpdateSetting({
    onSaved: () => {
      void client.invalidateQueries({ queryKey: socialKeys.all });
      void client.invalidateQueries({ queryKey: ["users"] });
    },
  });
  const handleChange = (checked: boolean) => update.mutate({ key: "private_account", value: checked });
  return (
    <SettingsCard>
      <SwitchRow id="private-account" label={t("settings.privacy.privateLabel")} description={t("settings.privacy.privateDescription")} checked={values.private_account === true} onChange={handleChange} />
      <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-zinc-700 dark:text-zinc-300">
        <li>{t("settings.privacy.requests")}</li>
        <li>{t("settings.privacy.content")}</li>
        <li>{t("settings.privacy.turnOff")}</li>
      </ul>
    </SettingsCard>
  );
}
