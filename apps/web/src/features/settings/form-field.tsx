import type { ChangeEvent, InputHTMLAttributes, ReactNode } from "react";

export const INPUT_CLASS =
  "w-full rounded-md border bg-white px-3 py-2 text-base outline-none focus:border-brand-600 disabled:opacity-60 dark:bg-zinc-900 sm:text-sm";

export function inputBorder(error: string | undefined): string {
  return error ? "border-red-600 dark:border-red-400" : "border-zinc-300 dark:border-zinc-700";
}

/** The ids that describe a control: its hint and its error, when shown. */
export function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

export interface FieldMessagesProps {
  id: string;
  hint?: ReactNode;
  error?: string;
}

/** The hint under a control and its error (announced as it appears). */
export function FieldMessages({ id, hint, error }: FieldMessagesProps) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-zinc-600 dark:text-zinc-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </>
  );
}

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "value" | "onChange" | "type">;

export interface FormFieldProps extends NativeInput {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: "text" | "email" | "password" | "date";
  error?: string;
  hint?: ReactNode;
  multiline?: boolean;
  rows?: number;
}

/** A labelled input or textarea; its hint and error are tied to it for screen readers. */
export function FormField({ id, name, label, value, onChange, type = "text", error, hint, multiline = false, rows = 5, required, ...rest }: FormFieldProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value);
  const common = {
    id,
    name,
    value,
    required,
    onChange: handleChange,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, hint, error),
    className: `${INPUT_CLASS} ${inputBorder(error)}`,
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {required && (
          <span aria-hidden="true" className="ms-0.5 text-red-700 dark:text-red-400">
            *
          </span>
        )}
      </label>
      {multiline ? (
        <textarea rows={rows} maxLength={rest.maxLength} placeholder={rest.placeholder} {...common} />
      ) : (
        <input type={type} {...rest} {...common} />
      )}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/** A six-digit code from an email or an authenticator app (numeric keypad, one-time-code autofill). */
export function SixDigitCodeField(props: Pick<FormFieldProps, "id" | "label" | "value" | "onChange" | "error">) {
  return <FormField {...props} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} pattern="[0-9]{6}" required />;
}
