import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import type { User } from "@dizilog/shared/api";
import { useTwoFactorLogin } from "./api";
import { CodeInput, isCompleteCode } from "../../ui/code-input";
import { TextInput } from "../../ui/text-input";
import { Button, LINK_BUTTON_CLASS } from "../../ui/button";
import { fieldErrors, messageOf } from "../../lib/form-errors";

export type TwoFactorMode = "code" | "recovery";

export interface TwoFactorFormProps {
  mode: TwoFactorMode;
  onModeChange: (mode: TwoFactorMode) => void;
  onSignedIn: (user: User) => void;
  onBack: () => void;
}

/** The second sign-in step: the authenticator's 6-digit code, or one recovery code (switchable). */
export function TwoFactorForm({ mode, onModeChange, onSignedIn, onBack }: TwoFactorFormProps) {
  const { t } = useTranslation();
  const mutation = useTwoFactorLogin();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");
  const [recoveryCode, setRecoveryCode] = useState("");
  const [clientError, setClientError] = useState<string>();

  // The field of the current mode takes focus when the step opens and after each switch.
  useEffect(() => {
    inputRef.current?.focus();
  }, [mode]);

  const handleSwitch = () => {
    mutation.reset();
    setClientError(undefined);
    setCode("");
    setRecoveryCode("");
    onModeChange(mode === "code" ? "recovery" : "code");
  };

  const handleChange = (value: string) => {
    if (mode === "code") setCode(value);
    else setRecoveryCode(value);
    setClientError(undefined);
    if (mutation.isError) mutation.reset();
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === "code" && !isCompleteCode(code)) {
      setClientError(t("auth.twoFactor.codeFormat"));
      inputRef.current?.focus();
      return;
    }
    if (mode === "recovery" && !recoveryCode.trim()) {
      setClientError(t("errors.requiredField"));
      inputRef.current?.focus();
      return;
    }
    mutation.mutate(mode === "code" ? { code } : { recovery_code: recoveryCode.trim() }, {
      onSuccess: (result) => onSignedIn(result.data),
      onError: () => inputRef.current?.select(),
    });
  };

  const serverError = mutation.isError
    ? (fieldErrors(mutation.error)[mode === "code" ? "code" : "recovery_code"] ?? messageOf(mutation.error, t("errors.default")))
    : undefined;
  const error = clientError ?? serverError;

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={mutation.isPending} className="space-y-4">
      {mode === "code" ? (
        <CodeInput id="two-factor-code" label={t("auth.twoFactor.code")} value={code} onChange={handleChange} error={error} inputRef={inputRef} />
      ) : (
        <TextInput
          inputRef={inputRef}
          id="two-factor-recovery"
          name="recovery_code"
          label={t("auth.twoFactor.recoveryCode")}
          value={recoveryCode}
          onChange={handleChange}
          error={error}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          dir="ltr"
          required
        />
      )}
      <Button type="submit" loading={mutation.isPending} loadingLabel={t("auth.twoFactor.submitting")} className="w-full">
        {t("auth.twoFactor.submit")}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button type="button" onClick={handleSwitch} className={LINK_BUTTON_CLASS}>
          {mode === "code" ? t("auth.twoFactor.useRecovery") : t("auth.twoFactor.useApp")}
        </button>
        <button type="button" onClick={onBack} className={LINK_BUTTON_CLASS}>
          {t("auth.twoFactor.back")}
        </button>
      </div>
    </form>
  );
}
