import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { api } from "../../lib/api";
import { useToast } from "../../ui/toast";
import { authKeys } from "../auth";
import { PasswordInput } from "../../ui/text-input";
import { buttonClass } from "../../ui/button";
import { SettingsCard } from "../../ui/section";
import { FormAlert } from "../../ui/form-alert";
import { fieldErrorsOf, focusFirstError, isStatus, messageOf } from "../../lib/form-errors";

const FIELDS = ["current_password", "password", "password_confirmation"] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const EMPTY: Values = { current_password: "", password: "", password_confirmation: "" };
const PASSWORD_MIN = 8;

/** Change password: current, new and its confirmation; a wrong current password (423) is shown on its field. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const change = useMutation({ mutationFn: (body: Values) => api<{ message: string }>("/api/me/password", { method: "POST", json: body }) });

  const handleChange = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showErrors = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    focusFirstError(formRef.current, FIELDS, found);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!values.current_password) found.current_password = t("settings.validation.required");
    if (!values.password) found.password = t("settings.validation.required");
    else if (values.password.length < PASSWORD_MIN) found.password = t("settings.validation.passwordMin");
    if (values.password && values.password !== values.password_confirmation) found.password_confirmation = t("settings.validation.passwordConfirmation");
    if (Object.keys(found).length > 0) return showErrors(found);
    change.mutate(values, {
      onSuccess: () => {
        setValues(EMPTY);
        setErrors({});
        toast(t("settings.security.passwordChanged"), "success");
        // Every other session ended with the change.
        void client.invalidateQueries({ queryKey: authKeys.sessions });
      },
      onError: (error) => {
        if (isStatus(error, 423)) return showErrors({ current_password: t("settings.incorrectPassword") });
        showErrors(fieldErrorsOf(error, FIELDS));
      },
    });
  };

  const hasFieldErrors = Object.values(errors).some(Boolean);
  const generalError = change.isError && !hasFieldErrors ? messageOf(change.error, t("errors.default")) : null;
  const field = (name: Field, autoComplete: "current-password" | "new-password", hint?: string) => (
    <PasswordInput
      id={`security-${name}`}
      name={name}
      label={t(`settings.security.${name}`)}
      value={values[name]}
      onChange={handleChange(name)}
      autoComplete={autoComplete}
      required
      hint={hint}
      error={errors[name]}
    />
  );

  return (
    <SettingsCard id="settings-password" title={t("settings.security.passwordTitle")} description={t("settings.security.passwordIntro")}>
      <form ref={formRef} noValidate onSubmit={handleSubmit} aria-busy={change.isPending} className="max-w-md space-y-4">
        {field("current_password", "current-password")}
        {field("password", "new-password", t("settings.security.passwordHint"))}
        {field("password_confirmation", "new-password")}
        {generalError && <FormAlert>{generalError}</FormAlert>}
        <button type="submit" disabled={change.isPending} className={buttonClass("primary")}>
          {change.isPending ? t("settings.saving") : t("settings.security.changePassword")}
        </button>
      </form>
    </SettingsCard>
  );
}
