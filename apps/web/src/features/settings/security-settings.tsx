import { useTranslation } from "../../lib/use-translation";
import { ChangePasswordForm } from "./change-password-form";
import { SessionsList } from "./sessions-list";
import { TwoFactorSettings } from "./two-factor-settings";
import { SectionHeader } from "../../ui/section";

/** Settings › Security: password, two-factor authentication and active sessions. */
export function SecuritySettings() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <SectionHeader title={t("settings.security.title")} description={t("settings.security.intro")} />
      <ChangePasswordForm />
      <TwoFactorSettings />
      <SessionsList />
    </div>
  );
}
