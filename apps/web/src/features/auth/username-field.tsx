import type { ChangeEvent, ReactNode, Ref } from "react";
import { useTranslation } from "../../lib/use-translation";
import { Field, inputClass } from "../../ui/field";
import type { UsernameCheck } from "./username-check";
import { sanitizeUsername } from "./validation";
import { Spinner } from "../../ui/button";

export interface UsernameFieldProps {
  value: string;
  onChange: (value: string) => void;
  check: UsernameCheck;
  /** Whether the user has typed in the field yet (the "required" message waits until then). */
  touched: boolean;
  /** An error from submitting (the server's 422, or "required" on submit); wins over the check. */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** Username: stripped to ASCII letters and digits as typed, checked 1 s after typing stops. */
export function UsernameField({ value, onChange, check, touched, error, inputRef }: UsernameFieldProps) {
  const { t } = useTranslation();
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => onChange(sanitizeUsername(event.target.value));
  const checkError = check.state === "invalid" && (touched || value) ? (check.messageKey ? t(check.messageKey) : check.message) : undefined;
  const shownError = error ?? checkError;
  let status: ReactNode = "";
  if (!shownError && check.state === "pending" && value) {
    status = (
      <span className="inline-flex items-center gap-2 text-zinc-600 dark:text-zinc-400">
        <Spinner />
        {t("register.usernameChecking")}
      </span>
    );
  } else if (!shownError && check.state === "valid") {
    status = (
      <span className="inline-flex items-center gap-1 font-medium text-emerald-700 dark:text-emerald-400">
        <span aria-hidden="true">✓</span>
        {t("register.usernameAvailable", { username: value })}
      </span>
    );
  }
  return (
    <Field id="register-username" label={t("register.username")} required hint={t("register.usernameHint")} status={status} error={shownError}>
      {(describedBy) => (
        <div className="relative" dir="ltr">
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 start-0 flex items-center ps-3 text-zinc-500 dark:text-zinc-400">
            @
          </span>
          <input
            ref={inputRef}
            id="register-username"
            name="username"
            type="text"
            value={value}
            onChange={handleChange}
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            required
            aria-invalid={shownError ? true : undefined}
            aria-describedby={describedBy}
            className={`${inputClass(Boolean(shownError))} ps-8`}
          />
        </div>
      )}
    </Field>
  );
}
