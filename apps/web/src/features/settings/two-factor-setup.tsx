import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { api } from "../../lib/api";
import { CodeInput } from "../../ui/code-input";
import { buttonClass } from "../../ui/button";
import { FormAlert } from "../../ui/form-alert";
import { CopyButton } from "../../ui/copy-button";
import { fieldErrorsOf, messageOf } from "../../lib/form-errors";

export interface TwoFactorSecret {
  secret: string;
  otpauth_url: string;
  qr_svg: string;
}

export interface TwoFactorSetupProps {
  setup: TwoFactorSecret;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** Step 2 of enabling two-factor: scan the QR code (or type the secret), then confirm with a code. */
export function TwoFactorSetup({ setup, onConfirmed, onCancel }: TwoFactorSetupProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const confirm = useMutation({
    mutationFn: (value: string) => api<{ recovery_codes: string[] }>("/api/me/two-factor/confirm", { method: "POST", json: { code: value } }),
  });

  const handleChange = (value: string) => {
    setCode(value.replace(/\D/g, "").slice(0, 6));
    setError(undefined);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== 6) {
      setError(t("settings.twoFactor.codeLength"));
      return;
    }
    confirm.mutate(code, {
      onSuccess: (result) => onConfirmed(result.recovery_codes),
      onError: (failure) => setError(fieldErrorsOf(failure, ["code"] as const).code),
    });
  };

  const generalError = confirm.isError && !error ? messageOf(confirm.error, t("errors.default")) : null;
  // The secret in groups of four is easier to type into an app.
  const groupedSecret = setup.secret.replace(/(.{4})(?=.)/g, "$1 ");

  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-1 ps-5 text-sm text-zinc-700 dark:text-zinc-300">
        <li>{t("settings.twoFactor.step1")}</li>
        <li>{t("settings.twoFactor.step2")}</li>
        <li>{t("settings.twoFactor.step3")}</li>
      </ol>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <img
          src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qr_svg)}`}
          alt={t("settings.twoFactor.qrAlt")}
          width={192}
          height={192}
          className="h-48 w-48 shrink-0 rounded-lg bg-white p-2 ring-1 ring-zinc-200 dark:ring-zinc-700"
        />
        <div className="min-w-0 space-y-2">
          <p className="text-sm font-medium" id="two-factor-secret-label">
            {t("settings.twoFactor.secret")}
          </p>
          <p aria-labelledby="two-factor-secret-label" dir="ltr" className="break-all rounded-md bg-zinc-100 px-3 py-2 font-mono text-sm dark:bg-zinc-800">
            {groupedSecret}
          </p>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("settings.twoFactor.secretOnce")}</p>
          <CopyButton text={setup.secret} label={t("settings.twoFactor.copySecret")} />
        </div>
      </div>
      <form noValidate onSubmit={handleSubmit} aria-busy={confirm.isPending} className="space-y-4">
        <div className="max-w-xs">
          <CodeInput id="two-factor-code" label={t("settings.twoFactor.code")} value={code} onChange={handleChange} error={error} />
        </div>
        {generalError && <FormAlert>{generalError}</FormAlert>}
        <div className="flex flex-wrap gap-2">
          <button type="submit" disabled={confirm.isPending} className={buttonClass("primary")}>
            {confirm.isPending ? t("settings.twoFactor.confirming") : t("settings.twoFactor.confirm")}
          </button>
          <button type="button" onClick={onCancel} className={buttonClass("secondary")}>
            {t("settings.cancel")}
          </button>
        </div>
      </form>
    </div>
  );
}
