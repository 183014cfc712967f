import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { api, ApiError } from "../../lib/api";
import { useToast } from "../../ui/toast";
import { CONTACT_MAX, type ContactErrors, type ContactField, type ContactValues, emptyContact, missingFields, serverFieldErrors } from "./contact-values";
import { Button } from "../../ui/button";
import { TextInput } from "../../ui/text-input";

export interface ContactFormProps {
  /** The page the problem is about (from ?url=), sent along when given. */
  pageUrl?: string;
  onSent: (message: string) => void;
}

const AUTOCOMPLETE: Record<ContactField, string> = { name: "name", email: "email", subject: "off", message: "off" };

/** The "Report a problem" form: required checks in the browser, the server's field errors under the fields. */
export function ContactForm({ pageUrl, onSent }: ContactFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ContactValues>(emptyContact);
  const [errors, setErrors] = useState<ContactErrors>({});
  const focusField = (field: string) => (formRef.current?.elements.namedItem(field) as HTMLElement | null)?.focus();

  const mutation = useMutation({
    mutationFn: (body: ContactValues & { url?: string }) => api<{ message: string }>("/api/get-in-touch", { method: "POST", json: body }),
    onSuccess: (response) => {
      toast(response.message, "success");
      setValues(emptyContact());
      onSent(response.message);
    },
    onError: (error) => {
      const fieldErrors = serverFieldErrors(error);
      setErrors(fieldErrors);
      const first = Object.keys(fieldErrors)[0];
      if (first) focusField(first);
    },
  });

  const handleChange = (field: ContactField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const missing = missingFields(values);
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((field) => [field, t("errors.requiredField")])));
      focusField(missing[0] ?? "name");
      return;
    }
    setErrors({});
    const body = { name: values.name.trim(), email: values.email.trim(), subject: values.subject.trim(), message: values.message.trim() };
    mutation.mutate(pageUrl ? { ...body, url: pageUrl } : body);
  };

  const hasFieldErrors = Object.values(errors).some(Boolean);
  const generalError = mutation.isError && !hasFieldErrors ? (mutation.error instanceof ApiError ? mutation.error.message : t("errors.default")) : null;
  const sending = mutation.isPending;
  const field = (name: ContactField, extra: { type?: "email"; multiline?: boolean; rows?: number } = {}) => (
    <TextInput
      id={`contact-${name}`}
      name={name}
      label={t(`contact.${name}`)}
      value={values[name]}
      onChange={handleChange(name)}
      error={errors[name]}
      maxLength={CONTACT_MAX[name]}
      autoComplete={AUTOCOMPLETE[name]}
      required
      {...extra}
    />
  );

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} aria-busy={sending} className="space-y-4">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("contact.requiredNote")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {field("name")}
        {field("email", { type: "email" })}
      </div>
      {field("subject")}
      {field("message", { multiline: true, rows: 6 })}
      {pageUrl && <TextInput id="contact-url" name="url" label={t("contact.pageUrl")} value={pageUrl} error={errors.url} readOnly />}
      {generalError && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200">
          {generalError}
        </p>
      )}
      <Button type="submit" loading={sending} loadingLabel={t("contact.sending")}>
        {t("contact.send")}
      </Button>
    </form>
  );
}
