import { ApiError } from "../../lib/api";

/** The server's message for a failed call (its 422/429/409 … text), or the default error text. */
export function errorMessage(error: unknown, fallback: string): string {
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
