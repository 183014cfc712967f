import type { ReactNode } from "react";
import { useTranslation } from "../lib/use-translation";

/** The look of every text input, select and textarea (16px on phones, so iOS does not zoom in). */
const INPUT_BASE =
  "w-full rounded-md border bg-white px-3 py-2 outline-none focus:border-brand-600 disabled:opacity-60 read-only:bg-zinc-100 dark:bg-zinc-900 dark:read-only:bg-zinc-800";

/** Class names of a form control, red-bordered when it holds an error; `size: "none"` leaves the font size to the caller. */
export function inputClass(invalid = false, { size = "normal" }: { size?: "normal" | "none" } = {}): string {
  const border = invalid ? "border-red-600 dark:border-red-400" : "border-zinc-300 dark:border-zinc-700";
  return `${INPUT_BASE} ${size === "normal" ? "text-base sm:text-sm" : ""} ${border}`;
}

/** The ids that describe a control: its hint, its live status and its error, when shown. */
export function describedBy(id: string, hint: ReactNode, error: string | undefined, status?: ReactNode): string | undefined {
  return [hint ? `${id}-hint` : null, status ? `${id}-status` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

export interface FieldMessagesProps {
  id: string;
  hint?: ReactNode;
  error?: string;
  /** A polite live message (e.g. "available"); pass "" to keep the region ready before it speaks. */
  status?: ReactNode;
}

/** The hint under a control, its live status and its error (announced as it appears); ids follow describedBy(). */
export function FieldMessages({ id, hint, error, status }: FieldMessagesProps) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-zinc-600 dark:text-zinc-400">
          {hint}
        </p>
      )}
      {status !== undefined && (
        <p id={`${id}-status`} aria-live="polite" className="text-sm empty:hidden">
          {status}
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

export interface FieldLabelProps {
  htmlFor: string;
  label: ReactNode;
  required?: boolean;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
}

/** A control's label, with the red asterisk of a required field or "(optional)". */
export function FieldLabel({ htmlFor, label, required, optional }: FieldLabelProps) {
  const { t } = useTranslation();
  return (
    <label htmlFor={htmlFor} className="text-sm font-medium">
      {label}
      {required && (
        <span aria-hidden="true" className="ms-0.5 text-red-700 dark:text-red-400">
          *
        </span>
      )}
      {optional && <span className="ms-1 font-normal text-zinc-600 dark:text-zinc-400">({t("register.optional")})</span>}
    </label>
  );
}

export interface FieldProps extends FieldMessagesProps {
  label: ReactNode;
  required?: boolean;
  optional?: boolean;
  /** Renders the control with the ids that describe it (hint, status, error); give it `aria-invalid` when `error` is set. */
  children: (describedBy: string | undefined) => ReactNode;
}

/**
 * One form field: label, control, hint, live status and error, tied together for screen readers
 * (`aria-describedby` from describedBy(), the error announced as it appears).
 */
export function Field({ id, label, required, optional, hint, error, status, children }: FieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <FieldLabel htmlFor={id} label={label} required={required} optional={optional} />
      {children(describedBy(id, hint, error, status))}
      <FieldMessages id={id} hint={hint} error={error} status={status} />
    </div>
  );
}
