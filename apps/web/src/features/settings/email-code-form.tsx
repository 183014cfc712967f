import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import type { User } from "@dizilog/shared/api";
import { useToast } from "../../ui/toast";
import { useVerifyEmail } from "../auth";
import { CodeInput } from "../../ui/code-input";
import { buttonClass } from "../../ui/button";
import { SettingsCard } from "../../ui/section";
import { FormAlert } from "../../ui/form-alert";
import { fieldErrorsOf, messageOf } from "../../lib/form-errors";

export interface EmailCodeFormProps {
  /** The new address the code was sent to. */
  email: string;
  /** The address that stays until the new one is confirmed. */
  currentEmail: string;
  onConfirmed: (user: User) => void;
}

/** Confirms a changed email with the 6-digit code mailed to the new address. */
export function EmailCodeForm({ email, currentEmail, onConfirmed }: EmailCodeFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLDivElement>(null);
  const verify = useVerifyEmail();

  useEffect(() => {
    inputRef.current?.querySelector("input")?.focus();
  }, [email]);

  const handleChange = (value: string) => {
    setCode(value.replace(/\D/g, "").slice(0, 6));
    setError(undefined);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== 6) {
      setError(t("settings.account.codeLength"));
      return;
    }
    verify.mutate(code, {
      onSuccess: (result) => {
        toast(t("settings.account.emailChanged"), "success");
        onConfirmed(result.data);
      },
      onError: (failure) => setError(fieldErrorsOf(failure, ["code"] as const).code ?? undefined),
    });
  };

  const generalError = verify.isError && !error ? messageOf(verify.error, t("errors.default")) : null;

  return (
    <SettingsCard id="settings-email-code" title={t("settings.account.confirmTitle")} description={t("settings.account.confirmIntro", { email, current: currentEmail })}>
      <form noValidate onSubmit={handleSubmit} aria-busy={verify.isPending} className="space-y-4">
        <div ref={inputRef} className="max-w-xs">
          <CodeInput id="account-email-code" label={t("settings.account.code")} value={code} onChange={handleChange} error={error} />
        </div>
        {generalError && <FormAlert>{generalError}</FormAlert>}
        <button type="submit" disabled={verify.isPending} className={buttonClass("primary")}>
          {verify.isPending ? t("settings.account.confirming") : t("settings.account.confirm")}
        </button>
      </form>
    </SettingsCard>
  );
}
