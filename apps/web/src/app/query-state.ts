import { type DehydratedState, type QueryClient, dehydrate, hydrate } from "@tanstack/react-query";
import { ApiError } from "../lib/api";

/** An ApiError as JSON: a page drawn "not found" on the server must be "not found" when hydrated. */
interface SentError {
  __apiError: { status: number; message: string; code?: string | undefined; fieldErrors: Record<string, string[]>; fieldCodes: Record<string, string[]> };
}

const isSentError = (value: unknown): value is SentError => typeof value === "object" && value !== null && "__apiError" in value;

/**
 * The answers a server render asked for — its errors too (a 404 page stays a 404 page in the
 * browser instead of asking again) — as the JSON the page carries to the browser.
 */
export function dehydrateAnswers(client: QueryClient): DehydratedState {
  const state = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== "pending", shouldRedactErrors: () => false });
  for (const query of state.queries) {
    const error = query.state.error;
    if (error instanceof ApiError) {
      (query.state as { error: unknown }).error = {
        __apiError: { status: error.status, message: error.message, code: error.code, fieldErrors: error.fieldErrors, fieldCodes: error.fieldCodes },
      } satisfies SentError;
    } else if (error) (query.state as { error: unknown }).error = { __apiError: { status: 0, message: String((error as Error).message ?? error), fieldErrors: {}, fieldCodes: {} } };
  }
  return state;
}

/** Puts the server's answers into the browser's cache before the first render. */
export function hydrateAnswers(client: QueryClient, state: DehydratedState): void {
  for (const query of state.queries) {
    const error = query.state.error;
    if (isSentError(error)) {
      const sent = error.__apiError;
      (query.state as { error: unknown }).error = new ApiError(sent.status, sent.message, sent.fieldErrors, sent.code, sent.fieldCodes);
    }
  }
  hydrate(client, state);
}
