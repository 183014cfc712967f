import { type FormEvent, type Ref, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import type { User } from "@dizilog/shared/api";
import { useLogin } from "./api";
import { PasswordInput } from "../../ui/text-input";
import { TextInput } from "../../ui/text-input";
import { Button, LINK_CLASS } from "../../ui/button";
import { FormAlert } from "../../ui/form-alert";
import { fieldErrors, messageOf } from "../../lib/form-errors";

export interface LoginFormProps {
  firstFieldRef: Ref<HTMLInputElement>;
  /** The email or username typed before (when coming back from the two-factor step). */
  defaultLogin?: string;
  onSignedIn: (user: User) => void;
  /** The account needs a second factor; `login` is kept for a way back. */
  onTwoFactor: (login: string) => void;
  /** Called when a link leaves the modal (forgot password, register). */
  onLeave: () => void;
}

type LoginField = "login" | "password";

/** The first sign-in step: email or username, password, "remember me". */
export function LoginForm({ firstFieldRef, defaultLogin = "", onSignedIn, onTwoFactor, onLeave }: LoginFormProps) {
  const { t } = useTranslation();
  const mutation = useLogin();
  const [login, setLogin] = useState(defaultLogin);
  const [password, setPassword] = useState("");
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<LoginField, string>>>({});

  const handleLoginChange = (value: string) => {
    setLogin(value);
    setErrors((e) => ({ ...e, login: undefined }));
  };
  const handlePasswordChange = (value: string) => {
    setPassword(value);
    setErrors((e) => ({ ...e, password: undefined }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const missing: Partial<Record<LoginField, string>> = {};
    if (!login.trim()) missing.login = t("errors.requiredField");
    if (!password) missing.password = t("errors.requiredField");
    setErrors(missing);
    const first = Object.keys(missing)[0];
    if (first) {
      (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    mutation.mutate(
      { login: login.trim(), password, remember },
      {
        onSuccess: (result) => ("data" in result ? onSignedIn(result.data) : onTwoFactor(login.trim())),
        onError: (error) => {
          const byField = fieldErrors(error);
          setErrors({ login: byField.login, password: byField.password });
        },
      },
    );
  };

  const hasFieldErrors = Boolean(errors.login || errors.password);
  const generalError = mutation.isError && !hasFieldErrors ? messageOf(mutation.error, t("errors.default")) : null;

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={mutation.isPending} className="space-y-4">
      <TextInput
        inputRef={firstFieldRef}
        id="login-identifier"
        name="login"
        label={t("auth.fields.login")}
        value={login}
        onChange={handleLoginChange}
        error={errors.login}
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        required
      />
      <PasswordInput
        id="login-password"
        name="password"
        label={t("auth.fields.password")}
        value={password}
        onChange={handlePasswordChange}
        autoComplete="current-password"
        error={errors.password}
        required
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="remember"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
            className="h-4 w-4 rounded border-zinc-300 accent-brand-700 dark:border-zinc-600"
          />
          {t("auth.fields.remember")}
        </label>
        <Link to="/forgot-password" onClick={onLeave} className={`text-sm ${LINK_CLASS}`}>
          {t("auth.login.forgot")}
        </Link>
      </div>
      {generalError && <FormAlert>{generalError}</FormAlert>}
      <Button type="submit" loading={mutation.isPending} loadingLabel={t("auth.login.submitting")} className="w-full">
        {t("auth.login.submit")}
      </Button>
      <p className="text-center text-sm text-zinc-600 dark:text-zinc-400">
        {t("auth.login.noAccount")}{" "}
        <Link to="/register" onClick={onLeave} className={LINK_CLASS}>
          {t("auth.login.register")}
        </Link>
      </p>
    </form>
  );
}
