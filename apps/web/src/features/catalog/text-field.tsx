import type { ChangeEvent } from "react";

export interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange?: (value: string) => void;
  error?: string;
  type?: "text" | "email" | "url";
  autoComplete?: string;
  maxLength?: number;
  required?: boolean;
  readOnly?: boolean;
  multiline?: boolean;
}

/** A labelled input or textarea whose error is shown under it and tied to it for screen readers. */
export function TextField({ id, name, label, value, onChange, error, type = "text", multiline = false, required, ...rest }: TextFieldProps) {
  const errorId = `${id}-error`;
  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange?.(event.target.value);
  const common = {
    id,
    name,
    value,
    required,
    onChange: handleChange,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: `w-full rounded-md border bg-white px-3 py-2 outline-none focus:border-brand-600 read-only:bg-zinc-100 dark:bg-zinc-900 dark:read-only:bg-zinc-800 ${
      error ? "border-red-600 dark:border-red-400" : "border-zinc-300 dark:border-zinc-700"
    }`,
    ...rest,
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
      {multiline ? <textarea rows={6} {...common} /> : <input type={type} {...common} />}
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
