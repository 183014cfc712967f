import { MESSAGES } from "@dizilog/shared";
import { type ErrorCode, type ErrorMessage, errorMessage, errorMessageOf, formatError } from "@dizilog/shared/errors";

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

/** The catalogue code of a kind's default message, and of a text outside the catalogue. */
export const KIND_CODE: Record<AppErrorCode, ErrorCode> = {
  bad_request: "bad_request",
  unauthenticated: "unauthenticated",
  forbidden: "forbidden",
  not_found: "not_found",
  conflict: "unknown_error",
  validation: "validation_failed",
  incorrect_password: "incorrect_password",
  rate_limited: "rate_limited",
  unavailable: "unknown_error",
};

/** `errorMessage(code, params)`: a catalogue message for a throw site whose text carries values. */
export { errorMessage };

/** A message as a throw site gives it: a catalogue message (`errorMessage(code, params)`) or its English text. */
export type MessageInput = string | ErrorMessage;

/** A message of an error: its English text (the contract's) and, when the catalogue has it, its code and parameters. */
export interface LocalizableMessage {
  english: string;
  message: ErrorMessage | undefined;
}

/** Reads a message a throw site gave: an English text is looked up in the catalogue (undefined: not there). */
export function localizable(input: MessageInput): LocalizableMessage {
  if (typeof input === "string") return { english: input, message: errorMessageOf(input) };
  return { english: formatError(input), message: input };
}

/**
 * The one error type services and routes throw; the error handler maps it to the contract's
 * status and body (`{message, code, errors?, error_codes?}`, in the request's language). `code` is
 * the kind (the status); the body's `code` is the message's catalogue code.
 */
export class AppError extends Error {
  readonly status: number;
  readonly detail: LocalizableMessage;
  readonly fieldErrors?: Record<string, string[]>;
  readonly fieldDetails?: Record<string, LocalizableMessage[]>;
  /** Set on a 403 for a feature of a plan the user lacks: the body carries `pro_required: true` (the contract's "free window"). */
  proRequired = false;
  constructor(
    readonly code: AppErrorCode,
    message?: MessageInput,
    fieldErrors?: Record<string, MessageInput[]>,
    readonly retryAfterSeconds?: number,
  ) {
    const detail = message === undefined ? { english: DEFAULT_MESSAGE[code], message: { code: KIND_CODE[code] } } : localizable(message);
    super(detail.english);
    this.detail = detail;
    this.status = STATUS[code];
    if (fieldErrors) {
      this.fieldDetails = Object.fromEntries(Object.entries(fieldErrors).map(([field, list]) => [field, list.map(localizable)]));
      this.fieldErrors = Object.fromEntries(Object.entries(this.fieldDetails).map(([field, list]) => [field, list.map((m) => m.english)]));
    }
  }

  /** A 422 naming one field, with the message shown for it. */
  static field(field: string, message: MessageInput): AppError {
    return new AppError("validation", message, { [field]: [message] });
  }

  /** A 403 `{message, code: "pro_required", pro_required: true}`: the client opens the Pro modal (services/entitlements.ts). */
  static proRequired(): AppError {
    const error = new AppError("forbidden", errorMessage("pro_required"));
    error.proRequired = true;
    return error;
  }
}
