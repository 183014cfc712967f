import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { useNavigate } from "react-router";
import { useToast } from "../../ui/toast";
import { useRegister } from "./api";
import { CountrySelect } from "./country-select";
import { emptyRegister, REGISTER_FIELDS, type RegisterErrors, type RegisterField, registerErrors, registerFieldError, type RegisterValues } from "./register-values";
import { PasswordInput, TextInput } from "../../ui/text-input";
import { useUsernameCheck } from "./username-check";
import { UsernameField } from "./username-field";
import { localToday } from "./validation";
import { Button } from "../../ui/button";
import { FormAlert } from "../../ui/form-alert";
import { fieldErrors, messageOf } from "../../lib/form-errors";

/**
 * Registration (spec section 5): every rule checked here with the spec's messages and again by the
 * server, whose 422 messages land under the same fields. Register stays disabled until the username
 * check has passed.
 */
export function RegisterForm() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const mutation = useRegister();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<RegisterValues>(emptyRegister);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [usernameTouched, setUsernameTouched] = useState(false);
  const check = useUsernameCheck(values.username);
  const today = localToday();

  const focusField = (field: RegisterField) => (formRef.current?.elements.namedItem(field) as HTMLElement | null)?.focus();

  const handleChange = (field: RegisterField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === "username") setUsernameTouched(true);
    if (errors[field] || (field === "password" && errors.password_confirmation)) {
      setErrors((current) => ({ ...current, [field]: undefined, ...(field === "password" ? { password_confirmation: undefined } : {}) }));
    }
  };

  // A field left with something in it is checked at once; empty ones wait for submit.
  const handleBlur = (field: RegisterField) => () => {
    if (!values[field]) return;
    const key = registerFieldError(field, values, today);
    setErrors((current) => ({ ...current, [field]: key ? t(key) : undefined }));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (check.state !== "valid" || mutation.isPending) return;
    const found = registerErrors(values, today);
    const translated = Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(key)])) as RegisterErrors;
    setErrors(translated);
    const first = REGISTER_FIELDS.find((field) => found[field]);
    if (first) {
      focusField(first);
      return;
    }
    mutation.mutate(
      {
        name: values.name.trim(),
        username: values.username,
        email: values.email.trim(),
        password: values.password,
        password_confirmation: values.password_confirmation,
        country: values.country,
        birthday: values.birthday || undefined,
        locale: i18n.language,
      },
      {
        onSuccess: () => {
          toast(t("register.created"), "success");
          void navigate("/verify-email");
        },
        onError: (error) => {
          const byField = fieldErrors(error);
          const known = REGISTER_FIELDS.filter((field) => byField[field]);
          setErrors(Object.fromEntries(known.map((field) => [field, byField[field]])) as RegisterErrors);
          if (known[0]) focusField(known[0]);
        },
      },
    );
  };

  const hasFieldErrors = Object.values(errors).some(Boolean);
  const generalError = mutation.isError && !hasFieldErrors ? messageOf(mutation.error, t("errors.default")) : null;
  const blocked = check.state !== "valid";
  const input = (field: "name" | "email", type: "text" | "email", autoComplete: string) => (
    <TextInput
      id={`register-${field}`}
      name={field}
      type={type}
      label={t(`register.${field}`)}
      value={values[field]}
      onChange={handleChange(field)}
      onBlur={handleBlur(field)}
      error={errors[field]}
      autoComplete={autoComplete}
      required
      {...(field === "email" ? { autoCapitalize: "none", spellCheck: false, dir: "ltr" } : { maxLength: 100 })}
    />
  );

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} aria-busy={mutation.isPending} className="space-y-4">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("register.requiredNote")}</p>
      {input("name", "text", "name")}
      <UsernameField value={values.username} onChange={handleChange("username")} check={check} touched={usernameTouched} error={errors.username} />
      {input("email", "email", "email")}
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordInput
          id="register-password"
          name="password"
          label={t("register.password")}
          value={values.password}
          onChange={handleChange("password")}
          onBlur={handleBlur("password")}
          autoComplete="new-password"
          hint={t("register.passwordHint")}
          error={errors.password}
          required
        />
        <PasswordInput
          id="register-password-confirmation"
          name="password_confirmation"
          label={t("register.passwordConfirmation")}
          value={values.password_confirmation}
          onChange={handleChange("password_confirmation")}
          onBlur={handleBlur("password_confirmation")}
          autoComplete="new-password"
          error={errors.password_confirmation}
          required
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <CountrySelect id="register-country" value={values.country} onChange={handleChange("country")} error={errors.country} />
        <TextInput
          id="register-birthday"
          name="birthday"
          type="date"
          label={t("register.birthday")}
          value={values.birthday}
          onChange={handleChange("birthday")}
          onBlur={handleBlur("birthday")}
          error={errors.birthday}
          autoComplete="bday"
          min="1900-01-01"
          max={today}
          optional
        />
      </div>
      {generalError && <FormAlert>{generalError}</FormAlert>}
      <div className="flex flex-col gap-2">
        <Button type="submit" loading={mutation.isPending} loadingLabel={t("register.submitting")} disabled={blocked} aria-describedby={blocked ? "register-submit-hint" : undefined} className="w-full sm:w-auto sm:self-start">
          {t("register.submit")}
        </Button>
        {blocked && (
          <p id="register-submit-hint" className="text-xs text-zinc-600 dark:text-zinc-400">
            {t("register.submitHint")}
          </p>
        )}
      </div>
    </form>
  );
}
