import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  /** A polite live message under the field (e.g. "available"); pass "" to keep the region ready. */
  status?: ReactNode;
  /** Renders the control with the ids that describe it (hint, status, error). */
  children: (describedBy: string | undefined) => ReactNode;
}

/** Label, control, hint, live status and error of one form field, tied together for screen readers. */
export function FieldShell({ id, label, required, optional, hint, error, status, children }: FieldShellProps) {
  const { t } = useTranslation();
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : "", status ? statusId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {required && (
          <span aria-hidden="true" className="ms-0.5 text-red-700 dark:text-red-400">
            *
          </span>
        )}
        {optional && <span className="ms-1 font-normal text-zinc-600 dark:text-zinc-400">({t("register.optional")})</span>}
      </label>
      {children(describedBy)}
      {hint && (
        <p id={hintId} className="text-xs text-zinc-600 dark:text-zinc-400">
          {hint}
        </p>
      )}
      {status !== undefined && (
        <p id={statusId} aria-live="polite" className="text-sm empty:hidden">
          {status}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
