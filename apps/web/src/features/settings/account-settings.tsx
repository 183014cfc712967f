import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import type { User } from "@dizilog/shared/api";
import { api } from "../../lib/api";
import { useToast } from "../../ui/toast";
import { authKeys, useMe } from "../auth";
import { ACCOUNT_FIELDS, type AccountErrors, type AccountField, type AccountValues, NAME_MAX, USERNAME_MAX, accountValuesOf, changedAccountFields, cleanUsername, validateAccount } from "./account-values";
import { EmailCodeForm } from "./email-code-form";
import { TextInput } from "../../ui/text-input";
import { buttonClass } from "../../ui/button";
import { SectionHeader, SettingsCard } from "../../ui/section";
import { FormAlert } from "../../ui/form-alert";
import { fieldErrorsOf, focusFirstError, messageOf } from "../../lib/form-errors";

interface AccountAnswer {
  data: User;
  email_pending: boolean;
}

/** Settings › Account: name, username and email (a new email is confirmed with a mailed code). */
export function AccountSettings() {
  const user = useMe().data;
  if (!user) return null;
  return <AccountForm user={user} />;
}

function AccountForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<AccountValues>(() => accountValuesOf(user));
  const [errors, setErrors] = useState<AccountErrors>({});
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: Partial<AccountValues>) => api<AccountAnswer>("/api/me/account", { method: "POST", json: body }),
    onSuccess: (result) => client.setQueryData(authKeys.me, result.data),
  });

  const handleChange = (field: AccountField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: field === "username" ? cleanUsername(value) : value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = validateAccount(values);
    if (Object.keys(problems).length > 0) {
      const translated = Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, t(key)])) as AccountErrors;
      setErrors(translated);
      focusFirstError(formRef.current, ACCOUNT_FIELDS, translated);
      return;
    }
    const body = changedAccountFields(values, user);
    if (Object.keys(body).length === 0) {
      toast(t("settings.account.noChanges"), "info");
      return;
    }
    save.mutate(body, {
      onSuccess: (result) => {
        setErrors({});
        if (result.email_pending && body.email) setPendingEmail(body.email);
        void client.invalidateQueries({ queryKey: ["users"] });
        toast(result.email_pending ? t("settings.account.savedEmailPending") : t("settings.account.saved"), "success");
      },
      onError: (error) => {
        const fieldErrors = fieldErrorsOf(error, ACCOUNT_FIELDS);
        setErrors(fieldErrors);
        focusFirstError(formRef.current, ACCOUNT_FIELDS, fieldErrors);
      },
    });
  };

  const handleEmailConfirmed = (confirmed: User) => {
    setPendingEmail(null);
    setValues((current) => ({ ...current, email: confirmed.email ?? current.email }));
    client.setQueryData(authKeys.me, confirmed);
  };

  const hasFieldErrors = Object.values(errors).some(Boolean);
  const generalError = save.isError && !hasFieldErrors ? messageOf(save.error, t("errors.default")) : null;

  return (
    <div className="space-y-4">
      <SectionHeader title={t("settings.account.title")} description={t("settings.account.intro")} />
      <SettingsCard>
        <form ref={formRef} noValidate onSubmit={handleSubmit} aria-busy={save.isPending} className="space-y-4">
          <TextInput id="account-name" name="name" label={t("settings.account.name")} value={values.name} onChange={handleChange("name")} maxLength={NAME_MAX} autoComplete="name" required error={errors.name} />
          <TextInput
            id="account-username"
            name="username"
            label={t("settings.account.username")}
            value={values.username}
            onChange={handleChange("username")}
            maxLength={USERNAME_MAX}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            hint={t("settings.account.usernameHint")}
            error={errors.username}
          />
          <TextInput
            id="account-email"
            name="email"
            type="email"
            label={t("settings.account.email")}
            value={values.email}
            onChange={handleChange("email")}
            autoComplete="email"
            required
            hint={t("settings.account.emailHint", { email: user.email ?? "" })}
            error={errors.email}
          />
          {generalError && <FormAlert>{generalError}</FormAlert>}
          <button type="submit" disabled={save.isPending} className={buttonClass("primary")}>
            {save.isPending ? t("settings.saving") : t("settings.save")}
          </button>
        </form>
      </SettingsCard>
      {pendingEmail && <EmailCodeForm email={pendingEmail} currentEmail={user.email ?? ""} onConfirmed={handleEmailConfirmed} />}
    </div>
  );
}
