import { type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref, useState } from "react";
import { useTranslation } from "../lib/use-translation";
import { Field, inputClass } from "./field";

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className" | "onChange" | "value" | "children" | "type">;

export interface TextInputProps extends NativeInput {
  id: string;
  label: string;
  value: string;
  /** Left out for a read-only field. */
  onChange?: (value: string) => void;
  type?: "text" | "email" | "url" | "password" | "date" | "search";
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  /** A textarea instead of an input (`rows` lines high). */
  multiline?: boolean;
  rows?: number;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input or textarea; its hint and error are tied to it and the error is announced. */
export function TextInput({ id, label, value, onChange, type = "text", error, hint, optional, required, multiline = false, rows = 5, inputRef, ...rest }: TextInputProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange?.(event.target.value);
  return (
    <Field id={id} label={label} required={required} optional={optional} hint={hint} error={error}>
      {(describedBy) => {
        const common = {
          id,
          value,
          required,
          onChange: handleChange,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy,
          className: inputClass(Boolean(error)),
        };
        return multiline ? (
          <textarea rows={rows} name={rest.name} maxLength={rest.maxLength} placeholder={rest.placeholder} autoComplete={rest.autoComplete} readOnly={rest.readOnly} disabled={rest.disabled} {...common} />
        ) : (
          <input ref={inputRef} type={type} {...rest} {...common} />
        );
      }}
    </Field>
  );
}

export interface PasswordInputProps {
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
  maxLength?: number;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** A password input with a show/hide toggle (a pressed button, so its state is announced). */
export function PasswordInput({ id, name, label, value, onChange, onBlur, autoComplete, error, hint, required, maxLength, autoFocus, inputRef }: PasswordInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value);
  const handleToggle = () => setVisible((v) => !v);
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
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
            maxLength={maxLength}
            autoFocus={autoFocus}
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
    </Field>
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
