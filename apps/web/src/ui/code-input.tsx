import type { ChangeEvent, ReactNode, Ref } from "react";
import { Field, inputClass } from "./field";

export const CODE_LENGTH = 6;

export interface CodeInputProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

/** A 6-digit one-time code (mail or authenticator app): numeric keyboard on phones, filled by the OS when it can; non-digits are dropped. */
export function CodeInput({ id, label, value, onChange, error, hint, inputRef }: CodeInputProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value.replace(/\D/g, "").slice(0, CODE_LENGTH));
  return (
    <Field id={id} label={label} required hint={hint} error={error}>
      {(describedBy) => (
        <input
          ref={inputRef}
          id={id}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={CODE_LENGTH}
          dir="ltr"
          value={value}
          onChange={handleChange}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass(Boolean(error), { size: "none" })} text-center font-mono text-2xl tracking-[0.5em]`}
        />
      )}
    </Field>
  );
}

/** Whether a value is a whole code (six digits). */
export function isCompleteCode(value: string): boolean {
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(value);
}
