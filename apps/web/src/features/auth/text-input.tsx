import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref } from "react";
import { FieldShell } from "./form-field";
import { inputClass } from "./styles";

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className" | "onChange" | "value" | "children"> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input of the account forms; its error is announced and tied to it. */
export function TextInput({ id, label, value, onChange, error, hint, optional, required, inputRef, ...rest }: TextInputProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value);
  return (
    <FieldShell id={id} label={label} required={required} optional={optional} hint={hint} error={error}>
      {(describedBy) => (
        <input
          ref={inputRef}
          id={id}
          value={value}
          onChange={handleChange}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass(Boolean(error))}
          {...rest}
        />
      )}
    </FieldShell>
  );
}
