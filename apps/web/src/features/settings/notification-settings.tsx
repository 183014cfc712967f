import { useTranslation } from "../../lib/use-translation";
import { type SettingsValues, useUpdateSetting } from "./api";
import { NOTIFICATION_CHANNELS, type NotificationKind, OFFERED_NOTIFICATION_KINDS, settingKey } from "./notification-kinds";
import { PushPermission } from "./push-permission";
import { SettingsBoundary } from "./settings-boundary";
import { Switch } from "../../ui/switch";
import { SectionHeader, SettingsCard } from "../../ui/section";

/**
 * Settings › Notifications: for each kind, in-app/push and email on or off. Each toggle is saved at
 * once; on failure it goes back (spec "Settings update").
 */
export function NotificationSettings() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <SectionHeader title={t("settings.notifications.title")} description={t("settings.notifications.intro")} />
      <PushPermission />
      <SettingsBoundary rows={8}>{(values) => <NotificationToggles values={values} />}</SettingsBoundary>
    </div>
  );
}

function NotificationToggles({ values }: { values: SettingsValues }) {
  const { t } = useTranslation();
  return (
    <SettingsCard id="settings-notification-kinds" title={t("settings.notifications.kindsTitle")} description={t("settings.notifications.kindsIntro")}>
      <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
        {OFFERED_NOTIFICATION_KINDS.map((kind) => (
          <NotificationRow key={kind} kind={kind} values={values} />
        ))}
      </ul>
    </SettingsCard>
  );
}

function NotificationRow({ kind, values }: { kind: NotificationKind; values: SettingsValues }) {
  const { t } = useTranslation();
  const update = useUpdateSetting();
  const labelId = `notification-${kind}-label`;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p id={labelId} className="font-medium">
          {t(`settings.notifications.kinds.${kind}.label`)}
        </p>
        <p id={`${labelId}-description`} className="text-sm text-zinc-600 dark:text-zinc-400">
          {t(`settings.notifications.kinds.${kind}.description`)}
        </p>
      </div>
      <div className="flex shrink-0 gap-6">
        {NOTIFICATION_CHANNELS.map((channel) => {
          const key = settingKey(channel, kind);
          const channelId = `notification-${kind}-${channel}`;
          const handleChange = (checked: boolean) => update.mutate({ key, value: checked });
          return (
            <div key={channel} className="flex items-center gap-2">
              <Switch
                checked={values[key] === true}
                onChange={handleChange}
                labelledBy={`${labelId} ${channelId}`}
                describedBy={`${labelId}-description`}
              />
              <span id={channelId} className="text-sm text-zinc-700 dark:text-zinc-300">
                {t(`settings.notifications.channel.${channel}`)}
              </span>
            </div>
          );
        })}
      </div>
    </li>
  );
}
