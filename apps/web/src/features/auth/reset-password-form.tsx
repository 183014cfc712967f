import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { useResetPassword } from "./password-api";
import { PasswordInput } from "../../ui/text-input";
import { confirmationError, passwordError } from "./validation";
import { Button } from "../../ui/button";
import { FormAlert } from "../../ui/form-alert";
import { fieldErrors, messageOf } from "../../lib/form-errors";

export interface ResetPasswordFormProps {
  email: string;
  token: string;
  onDone: () => void;
  /** The link cannot be used (422 on `token` or `email`): the server's message. */
  onInvalidLink: (message: string) => void;
}

type Field = "password" | "password_confirmation";

/** New password and its confirmation for the account of a mailed reset link. */
export function ResetPasswordForm({ email, token, onDone, onInvalidLink }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const mutation = useResetPassword();
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const handlePasswordChange = (value: string) => {
    setPassword(value);
    setErrors({});
  };
  const handleConfirmationChange = (value: string) => {
    setConfirmation(value);
    setErrors((current) => ({ ...current, password_confirmation: undefined }));
  };

  const focusFirst = (found: Partial<Record<Field, string>>) => (found.password ? passwordRef : confirmationRef).current?.focus();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const passwordKey = passwordError(password);
    const confirmationKey = confirmationError(password, confirmation);
    const found = { password: passwordKey && t(passwordKey), password_confirmation: confirmationKey && t(confirmationKey) };
    setErrors(found);
    if (passwordKey || confirmationKey) {
      focusFirst(found);
      return;
    }
    mutation.mutate(
      { email, token, password, password_confirmation: confirmation },
      {
        onSuccess: onDone,
        onError: (error) => {
          const byField = fieldErrors(error);
          const linkProblem = byField.token ?? byField.email;
          if (linkProblem) {
            onInvalidLink(linkProblem);
            return;
          }
          const next = { password: byField.password, password_confirmation: byField.password_confirmation };
          setErrors(next);
          if (next.password || next.password_confirmation) focusFirst(next);
        },
      },
    );
  };

  const hasFieldErrors = Boolean(errors.password || errors.password_confirmation);
  const generalError = mutation.isError && !hasFieldErrors ? messageOf(mutation.error, t("errors.default")) : null;

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={mutation.isPending} className="space-y-4">
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      <PasswordInput
        inputRef={passwordRef}
        id="reset-password"
        name="password"
        label={t("passwordReset.reset.password")}
        value={password}
        onChange={handlePasswordChange}
        autoComplete="new-password"
        hint={t("register.passwordHint")}
        error={errors.password}
        required
      />
      <PasswordInput
        inputRef={confirmationRef}
        id="reset-password-confirmation"
        name="password_confirmation"
        label={t("passwordReset.reset.passwordConfirmation")}
        value={confirmation}
        onChange={handleConfirmationChange}
        autoComplete="new-password"
        error={errors.password_confirmation}
        required
      />
      {generalError && <FormAlert>{generalError}</FormAlert>}
      <Button type="submit" loading={mutation.isPending} loadingLabel={t("passwordReset.reset.submitting")} className="w-full">
        {t("passwordReset.reset.submit")}
      </Button>
    </form>
  );
}
