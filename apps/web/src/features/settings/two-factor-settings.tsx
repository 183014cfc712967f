import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { api } from "../../lib/api";
import { useToast } from "../../ui/toast";
import { useMe } from "../auth";
import { usePatchMe } from "./api";
import { ConfirmPasswordDialog } from "./confirm-password-dialog";
import { RecoveryCodes } from "./recovery-codes";
import { type TwoFactorSecret, TwoFactorSetup } from "./two-factor-setup";
import { buttonClass } from "../../ui/button";
import { SettingsCard } from "../../ui/section";
import { FormAlert } from "../../ui/form-alert";
import { messageOf } from "../../lib/form-errors";

type Step = { kind: "idle" } | { kind: "setup"; setup: TwoFactorSecret } | { kind: "codes"; codes: string[] };

/** Two-factor: enable (QR code, secret, confirm, recovery codes once) or disable with the password. */
export function TwoFactorSettings() {
  const { t } = useTranslation();
  const toast = useToast();
  const patchMe = usePatchMe();
  const enabled = useMe().data?.two_factor_enabled ?? false;
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [disableOpen, setDisableOpen] = useState(false);
  const begin = useMutation({ mutationFn: () => api<TwoFactorSecret>("/api/me/two-factor", { method: "POST" }) });

  const handleEnable = () => begin.mutate(undefined, { onSuccess: (setup) => setStep({ kind: "setup", setup }) });
  const handleCancel = () => setStep({ kind: "idle" });
  const handleConfirmed = (codes: string[]) => {
    setStep({ kind: "codes", codes });
    patchMe({ two_factor_enabled: true });
  };
  const handleCodesSaved = () => {
    setStep({ kind: "idle" });
    toast(t("settings.twoFactor.enabledToast"), "success");
  };
  const handleDisable = async (password: string) => {
    await api<void>("/api/me/two-factor", { method: "DELETE", json: { password } });
    setDisableOpen(false);
    patchMe({ two_factor_enabled: false });
    toast(t("settings.twoFactor.disabledToast"), "success");
  };

  const status = (
    <p className="flex items-center gap-2 text-sm">
      <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${enabled ? "bg-emerald-500" : "bg-zinc-400"}`} />
      {enabled ? t("settings.twoFactor.statusOn") : t("settings.twoFactor.statusOff")}
    </p>
  );

  let body;
  if (step.kind === "codes") body = <RecoveryCodes codes={step.codes} onDone={handleCodesSaved} />;
  else if (step.kind === "setup") body = <TwoFactorSetup setup={step.setup} onConfirmed={handleConfirmed} onCancel={handleCancel} />;
  else if (enabled) {
    body = (
      <div className="space-y-3">
        {status}
        <button type="button" onClick={() => setDisableOpen(true)} className={buttonClass("secondary")}>
          {t("settings.twoFactor.disable")}
        </button>
      </div>
    );
  } else {
    body = (
      <div className="space-y-3">
        {status}
        {begin.isError && <FormAlert>{messageOf(begin.error, t("errors.default"))}</FormAlert>}
        <button type="button" onClick={handleEnable} disabled={begin.isPending} className={buttonClass("primary")}>
          {begin.isPending ? t("common.loading") : t("settings.twoFactor.enable")}
        </button>
      </div>
    );
  }

  return (
    <SettingsCard id="settings-two-factor" title={t("settings.twoFactor.title")} description={t("settings.twoFactor.intro")}>
      {body}
      <ConfirmPasswordDialog
        open={disableOpen}
        onOpenChange={setDisableOpen}
        title={t("settings.twoFactor.disableTitle")}
        description={t("settings.twoFactor.disableIntro")}
        confirmLabel={t("settings.twoFactor.disable")}
        onConfirm={handleDisable}
      />
    </SettingsCard>
  );
}
