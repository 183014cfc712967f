import type { ReactNode } from "react";
import { ApiError } from "../../lib/api";

export interface SectionHeaderProps {
  title: string;
  description?: ReactNode;
}

/** The heading of a settings section (the page's h1 is "Settings"). */
export function SectionHeader({ title, description }: SectionHeaderProps) {
  return (
    <div>
      <h2 className="text-xl font-bold sm:text-2xl">{title}</h2>
      {description && <div className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{description}</div>}
    </div>
  );
}

export interface SettingsCardProps {
  title?: string;
  description?: ReactNode;
  children: ReactNode;
  id?: string;
}

/** A card grouping related settings, with an optional h3 title. */
export function SettingsCard({ title, description, children, id }: SettingsCardProps) {
  const headingId = id && title ? `${id}-title` : undefined;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-6 dark:border-zinc-800 dark:bg-zinc-900/60">
      {title && (
        <h3 id={headingId} className="text-lg font-semibold">
          {title}
        </h3>
      )}
      {description && <div className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{description}</div>}
      <div className={title || description ? "mt-4" : undefined}>{children}</div>
    </section>
  );
}

/** A message about the whole form (not one field), announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200">
      {children}
    </p>
  );
}

/** The first message the server gave for each of the named fields. */
export function fieldErrorsOf<F extends string>(error: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  if (!(error instanceof ApiError)) return {};
  const errors: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const message = error.fieldErrors[field]?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}

export function isStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}

/** The server's message for an error, or the default one. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

/** Focuses the first named control of a form that has an error. */
export function focusFirstError(form: HTMLFormElement | null, fields: readonly string[], errors: Partial<Record<string, string>>): void {
  const first = fields.find((field) => errors[field]);
  if (first) (form?.elements.namedItem(first) as HTMLElement | null)?.focus();
}
