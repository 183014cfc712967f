import { type ChangeEvent, type ReactNode, type Ref, useState } from "react";
import { useTranslation } from "react-i18next";
import { FieldShell } from "./form-field";
import { inputClass } from "./styles";

export interface PasswordFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  autoComplete: "current-password" | "new-password";
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** A password input with a show/hide toggle (a pressed button, so its state is announced). */
export function PasswordField({ id, name, label, value, onChange, onBlur, autoComplete, error, hint, required, inputRef }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value);
  const handleToggle = () => setVisible((v) => !v);
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error}>
      {(describedBy) => (
        <div className="relative">
          <input
            ref={inputRef}
            id={id}
            name={name}
            type={visible ? "text" : "password"}
            value={value}
            onChange={handleChange}
            onBlur={onBlur}
            autoComplete={autoComplete}
            autoCapitalize="none"
            spellCheck={false}
            required={required}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={`${inputClass(Boolean(error))} pe-12`}
          />
          <button
            type="button"
            onClick={handleToggle}
            aria-pressed={visible}
            aria-controls={id}
            title={visible ? t("auth.fields.hidePassword") : t("auth.fields.showPassword")}
            className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-md text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-white"
          >
            <EyeIcon crossed={visible} />
            <span className="sr-only">{t("auth.fields.showPassword")}</span>
          </button>
        </div>
      )}
    </FieldShell>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}
