import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { useForgotPassword } from "./password-api";
import { TextInput } from "../../ui/text-input";
import { emailError } from "./validation";
import { Button } from "../../ui/button";
import { FormAlert } from "../../ui/form-alert";
import { fieldErrors, messageOf } from "../../lib/form-errors";

export interface ForgotPasswordFormProps {
  onSent: (message: string) => void;
}

/** Asks for the account's email and mails a reset link; the answer never tells whether the account exists. */
export function ForgotPasswordForm({ onSent }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const mutation = useForgotPassword();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();

  const handleChange = (value: string) => {
    setEmail(value);
    setError(undefined);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const key = emailError(email);
    if (key) {
      setError(t(key));
      inputRef.current?.focus();
      return;
    }
    mutation.mutate(email.trim(), {
      onSuccess: (result) => onSent(result.message),
      onError: (failure) => {
        const fieldError = fieldErrors(failure).email;
        if (fieldError) {
          setError(fieldError);
          inputRef.current?.focus();
        }
      },
    });
  };

  const generalError = mutation.isError && !error ? messageOf(mutation.error, t("errors.default")) : null;

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={mutation.isPending} className="space-y-4">
      <TextInput
        inputRef={inputRef}
        id="forgot-email"
        name="email"
        type="email"
        label={t("passwordReset.forgot.email")}
        value={email}
        onChange={handleChange}
        error={error}
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        dir="ltr"
        required
      />
      {generalError && <FormAlert>{generalError}</FormAlert>}
      <Button type="submit" loading={mutation.isPending} loadingLabel={t("passwordReset.forgot.submitting")} className="w-full">
        {t("passwordReset.forgot.submit")}
      </Button>
    </form>
  );
}
