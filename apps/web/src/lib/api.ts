import type { ErrorBody } from "@dizilog/shared/api";
import { errorText, shownError } from "./error-text";
import { IS_SERVER, readCookie, serverRequest } from "./env";

/**
 * An error answered by the API: its `code` and each field's codes (`fieldCodes`), which the client
 * branches on, and the texts to show, in the interface language (`message`, `fieldErrors`: the
 * catalogue's text for the code, or the server's text when it carries values such as a limit).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
    readonly code: string | undefined = undefined,
    readonly fieldCodes: Record<string, string[]> = {},
  ) {
    super(message);
  }

  /** The error of an answer's body (`{message, code, errors?, error_codes?}`). */
  static of(status: number, body: Partial<ErrorBody> | undefined): ApiError {
    const codes = body?.error_codes ?? {};
    const fields: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(body?.errors ?? {})) {
      fields[field] = messages.map((text, i) => shownError(codes[field]?.[i], text));
    }
    return new ApiError(status, shownError(body?.code, body?.message), fields, body?.code, codes);
  }
}

export type QueryValue = string | number | boolean | undefined | null | (string | number)[];

export function toQueryString(params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value)) {
      if (value.length) search.set(key, value.join(","));
    } else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/**
 * Calls the API with the session cookie, the XSRF header on unsafe methods, the interface
 * language and the viewer's time zone; any non-2xx answer becomes an ApiError.
 */
export async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set("Accept", "application/json");
  const request = serverRequest();
  headers.set("Accept-Language", request ? request.locale : document.documentElement.lang || "en");
  headers.set("X-Time-Zone", request ? request.timeZone : Intl.DateTimeFormat().resolvedOptions().timeZone);
  const method = (init.method ?? "GET").toUpperCase();
  if (method !== "GET" && method !== "HEAD") {
    const token = readCookie("XSRF-TOKEN");
    if (token) headers.set("X-XSRF-TOKEN", token);
  }
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(init.json);
  }
  let response: Response;
  try {
    // On the server the render's request calls the API in process (ssr/entry-server.tsx).
    const send = request ? request.fetch : fetch;
    response = await send(path, { ...init, method, headers, body, credentials: "same-origin" });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    const code = IS_SERVER || navigator.onLine ? "unknown_error" : "offline";
    throw new ApiError(0, errorText(code), {}, code);
  }
  if (response.status === 204) return undefined as T;
  const payload = (await response.json().catch(() => undefined)) as unknown;
  if (!response.ok) {
    throw ApiError.of(response.status, payload as Partial<ErrorBody> | undefined);
  }
  return payload as T;
}
