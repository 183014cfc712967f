import { type FormEvent, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "../../lib/use-translation";
import { ApiError } from "../../lib/api";
import { useToast } from "../../ui/toast";
import { authKeys, useResendCode, useVerifyEmail } from "./api";
import { CodeInput, isCompleteCode } from "../../ui/code-input";
import { Button, LINK_BUTTON_CLASS, Spinner } from "../../ui/button";
import { FormAlert } from "../../ui/form-alert";
import { fieldErrors, messageOf } from "../../lib/form-errors";

/** The 6-digit code form of /verify-email, with "Resend code". Success shows through the cached user. */
export function VerifyEmailForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const verify = useVerifyEmail();
  const resend = useResendCode();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");
  const [clientError, setClientError] = useState<string>();

  const handleChange = (value: string) => {
    setCode(value);
    setClientError(undefined);
    if (verify.isError) verify.reset();
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteCode(code)) {
      setClientError(t("verify.codeFormat"));
      inputRef.current?.focus();
      return;
    }
    // On success the cached user is verified and the page shows its success state (which takes the focus).
    verify.mutate(code, { onError: () => inputRef.current?.select() });
  };

  const handleResend = () => {
    resend.mutate(undefined, {
      onSuccess: (result) => {
        toast(result.message, "success");
        setCode("");
        inputRef.current?.focus();
      },
      onError: (error) => {
        // 409: verified meanwhile (another tab): fetch the user again and the page shows the success.
        if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: authKeys.me });
      },
    });
  };

  const serverError = verify.isError ? (fieldErrors(verify.error).code ?? messageOf(verify.error, t("errors.default"))) : undefined;

  return (
    <div className="space-y-6">
      <form noValidate onSubmit={handleSubmit} aria-busy={verify.isPending} className="space-y-4">
        <CodeInput id="verify-code" label={t("verify.code")} value={code} onChange={handleChange} error={clientError ?? serverError} hint={t("verify.codeHint")} inputRef={inputRef} />
        <Button type="submit" loading={verify.isPending} loadingLabel={t("verify.submitting")} className="w-full">
          {t("verify.submit")}
        </Button>
      </form>
      <div className="space-y-3 border-t border-zinc-200 pt-4 dark:border-zinc-800">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-zinc-600 dark:text-zinc-400">
          {t("verify.noCode")}
          <button type="button" onClick={handleResend} disabled={resend.isPending} className={`inline-flex items-center gap-2 ${LINK_BUTTON_CLASS}`}>
            {resend.isPending && <Spinner />}
            {resend.isPending ? t("verify.resending") : t("verify.resend")}
          </button>
        </p>
        {resend.isError && <FormAlert>{messageOf(resend.error, t("errors.default"))}</FormAlert>}
      </div>
    </div>
  );
}
