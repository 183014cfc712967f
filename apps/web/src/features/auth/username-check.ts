import { useQuery } from "../../lib/query";
import { errorText, shownError } from "../../lib/error-text";
import { useDebounced } from "../../lib/use-debounced";
import { usernameError } from "./validation";

/** Spec section 9: the username is checked 1000 ms after typing stops. */
export const USERNAME_CHECK_DELAY_MS = 1000;

export type UsernameCheck =
  | { state: "idle" }
  | { state: "pending" }
  | { state: "valid" }
  /** `messageKey` for a client-side check (translated), `message` for the server's own words. */
  | { state: "invalid"; messageKey?: string; message?: string };

interface CheckAnswer {
  valid: boolean;
  message?: string;
}

/**
 * GET /api/auth/validate/username answers 200 {valid:true} or 422 {error}, a shape `api()` does not
 * read (it expects `message`), hence this small fetch of its own.
 */
async function checkUsername(username: string, signal: AbortSignal): Promise<CheckAnswer> {
  let response: Response;
  try {
    response = await fetch(`/api/auth/validate/username?username=${encodeURIComponent(username)}`, {
      headers: { Accept: "application/json", "Accept-Language": document.documentElement.lang || "en" },
      credentials: "same-origin",
      signal,
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    return { valid: false, message: errorText(navigator.onLine ? "unknown_error" : "offline") };
  }
  if (response.ok) return { valid: true };
  const body = (await response.json().catch(() => ({}))) as { error?: string; message?: string; code?: string };
  return { valid: false, message: shownError(body.code, body.error ?? body.message) };
}

/**
 * The spec's username check: waits until typing has stopped for 1 s, runs the client rules, then asks
 * the server (answers are cached, so going back to a name already checked is instant).
 */
export function useUsernameCheck(username: string): UsernameCheck {
  const debounced = useDebounced(username, USERNAME_CHECK_DELAY_MS);
  const settled = debounced === username;
  const clientKey = settled ? usernameError(username) : undefined;
  const query = useQuery({
    queryKey: ["auth", "validate-username", debounced.toLowerCase()],
    queryFn: ({ signal }) => checkUsername(debounced, signal),
    enabled: settled && !clientKey,
    staleTime: 30_000,
    retry: false,
  });
  if (!settled) return username ? { state: "pending" } : { state: "idle" };
  if (clientKey) return { state: "invalid", messageKey: clientKey };
  if (!query.data) return { state: "pending" };
  return query.data.valid ? { state: "valid" } : { state: "invalid", message: query.data.message };
}
