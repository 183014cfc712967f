import { MESSAGES } from "@dizilog/shared";

export type AppErrorCode =
  | "bad_request"
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "validation"
  | "incorrect_password"
  | "rate_limited"
  | "unavailable";

const STATUS: Record<AppErrorCode, number> = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  validation: 422,
  incorrect_password: 423,
  rate_limited: 429,
  unavailable: 503,
};

const DEFAULT_MESSAGE: Record<AppErrorCode, string> = {
  bad_request: MESSAGES.badRequest,
  unauthenticated: MESSAGES.loginRequired,
  forbidden: MESSAGES.forbidden,
  not_found: MESSAGES.notFound,
  conflict: MESSAGES.default,
  validation: MESSAGES.validationFailed,
  incorrect_password: MESSAGES.incorrectPassword,
  rate_limited: MESSAGES.tooManyRequests,
  unavailable: MESSAGES.default,
};

/**
 * The one error type services and routes throw; the error handler maps it to the contract's
 * status and body (`{message, errors?}`).
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: AppErrorCode,
    message?: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly retryAfterSeconds?: number,
  ) {
    super(message ?? DEFAULT_MESSAGE[code]);
    this.status = STATUS[code];
  }

  /** A 422 naming one field, with the message shown for it. */
  static field(field: string, message: string): AppError {
    return new AppError("validation", message, { [field]: [message] });
  }
}
