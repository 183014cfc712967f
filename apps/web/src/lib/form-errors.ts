import { ApiError } from "./api";

/** The server's message for a failed call (its 422/429/409 … text), or the default one. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** The first message of every field the server rejected (`{errors: {field: [msg]}}`). */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if (messages[0]) result[field] = messages[0];
  }
  return result;
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

/** The code of a failed call (`forbidden`, `comment_rate_limited` …; the catalogue in `@dizilog/shared/errors`). */
export function errorCodeOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

/** The code of the first error the server gave for a field. */
export function fieldCodeOf(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.fieldCodes[field]?.[0] : undefined;
}

export function isStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}

/** Focuses the first named control of a form that has an error. */
export function focusFirstError(form: HTMLFormElement | null, fields: readonly string[], errors: Partial<Record<string, string>>): void {
  const first = fields.find((field) => errors[field]);
  if (first) (form?.elements.namedItem(first) as HTMLElement | null)?.focus();
}
