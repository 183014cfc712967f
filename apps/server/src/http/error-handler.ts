import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { LOCALES, MESSAGES } from "@dizilog/shared";
import { type ErrorCode, type ErrorLocale, type ErrorMessage, errorMessageOf, formatError } from "@dizilog/shared/errors";
import { ERROR_TEXTS } from "@dizilog/shared/errors/all-locales";
import { AppError, KIND_CODE, type LocalizableMessage, localizable, type MessageInput } from "../errors.js";
import { viewerOf } from "../lib/viewer.js";
import { fieldMessage, pathOf, requestInput } from "./required-field.js";

/**
 * Errors Fastify answers before any route or hook runs (an address that is not valid percent-encoding,
 * a path parameter over `maxParamLength`): the contract's body, never the address echoed back.
 * A parameter too long to be any id or slug names nothing: 404, not 414.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") void reply.status(404).send(errorBody(request, "not_found"));
  else if (error.code === "FST_ERR_BAD_URL") void reply.status(400).send(errorBody(request, "bad_request"));
  else void reply.status(500).send(errorBody(request, "internal_error"));
}

/** The language of an error's texts: the signed-in user's, else Accept-Language (or `?lang=`), else English. */
export function errorLocale(request: FastifyRequest): string {
  const own = request.auth?.user.locale;
  if (own && (LOCALES as readonly string[]).includes(own)) return own;
  let locale = "en";
  try {
    locale = viewerOf(request, new Date()).locale;
  } catch {
    // A request Fastify refused before parsing its query: English.
  }
  return locale;
}

/** One message in a language: the catalogue's translation, or the English text in English. */
function localize(locale: string, detail: LocalizableMessage, fallback: ErrorCode): { text: string; code: ErrorCode } {
  const texts = ERROR_TEXTS[locale as ErrorLocale];
  const message: ErrorMessage = detail.message ?? { code: fallback };
  return { text: texts ? formatError(message, locale, texts) : detail.english, code: message.code };
}

/**
 * The contract's error body in the request's language: `message` and `code`, and per field the
 * messages (`errors`) and their codes (`error_codes`). A text outside the catalogue keeps its
 * English in English and says its fallback's words in any other language (and is logged).
 */
export function localizedErrorBody(
  request: FastifyRequest,
  detail: LocalizableMessage,
  fallback: ErrorCode,
  fields?: Record<string, LocalizableMessage[]>,
): { message: string; code: ErrorCode; errors?: Record<string, string[]>; error_codes?: Record<string, ErrorCode[]> } {
  const locale = errorLocale(request);
  for (const m of [detail, ...Object.values(fields ?? {}).flat()]) {
    if (!m.message) request.log.warn({ text: m.english }, "an error message outside the catalogue");
  }
  const { text, code } = localize(locale, detail, fallback);
  if (!fields) return { message: text, code };
  // Built with fromEntries: a field named by the client (`__proto__`) stays a plain key.
  const rendered = Object.entries(fields).map(([field, list]) => [field, list.map((m) => localize(locale, m, "invalid_value"))] as const);
  const errors = Object.fromEntries(rendered.map(([field, list]) => [field, list.map((r) => r.text)]));
  const codes = Object.fromEntries(rendered.map(([field, list]) => [field, list.map((r) => r.code)]));
  return { message: text, code, errors, error_codes: codes };
}

/** The body of an error a route answers itself (a message of the catalogue or its English text). */
export function errorBodyOf(request: FastifyRequest, message: MessageInput): { message: string; code: ErrorCode } {
  return localizedErrorBody(request, localizable(message), "unknown_error");
}

/** The validators' `{error}` (the contract's shape) in the request's language, with its code. */
export function validatorErrorOf(request: FastifyRequest, message: MessageInput): { error: string; code: ErrorCode } {
  const body = errorBodyOf(request, message);
  return { error: body.message, code: body.code };
}

/** The body of an error the catalogue names by code alone. */
export function errorBody(request: FastifyRequest, code: ErrorCode): { message: string; code: ErrorCode } {
  const message = { code };
  return localizedErrorBody(request, { english: formatError(message), message }, code);
}

/** A zod issue's code when its message is not a catalogue text (zod's own English). */
function issueCode(keyword: string, params: unknown): ErrorCode {
  const origin = (params as { origin?: unknown } | undefined)?.origin;
  const sized = origin === "string" || origin === "array" || origin === "set" || origin === "file";
  if (keyword === "too_big") return sized ? "too_long" : "too_big";
  if (keyword === "too_small") return sized ? "too_short" : "too_small";
  return "invalid_value";
}

/** Turns every thrown error into the contract's `{message, code, errors?, error_codes?}` body; never a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header("Retry-After", String(error.retryAfterSeconds));
      const body = localizedErrorBody(request, error.detail, KIND_CODE[error.code], error.fieldDetails);
      return reply.status(error.status).send(error.proRequired ? { ...body, pro_required: true } : body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, LocalizableMessage[]> = {};
      const input = requestInput(request, error.validationContext);
      for (const issue of error.validation) {
        const field = fieldName(issue.instancePath, issue.params);
        // A field the request left out reads "This field is required." whatever its schema says (required-field.ts);
        // a rule of the schema's own (a `refine`: "The kind field is required when format is csv.") keeps its words.
        const english = issue.keyword === "custom" && issue.message ? issue.message : fieldMessage(input, pathOf(issue.instancePath), issue.message);
        if (fields[field]?.some((m) => m.english === english)) continue;
        (fields[field] ??= []).push({ english, message: errorMessageOf(english) ?? { code: issueCode(issue.keyword, issue.params) } });
      }
      const first = Object.values(fields)[0]?.[0];
      return reply.status(422).send(localizedErrorBody(request, first ?? { english: MESSAGES.validationFailed, message: { code: "validation_failed" } }, "validation_failed", fields));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, "response does not match its schema");
      return reply.status(500).send(errorBody(request, "internal_error"));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(errorBody(request, "rate_limited"));
    }
    // Fastify's own client errors: malformed JSON, wrong content type, body too large …
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const status = error.statusCode === 413 ? 422 : error.statusCode === 415 ? 400 : error.statusCode;
      const code = status === 400 ? "bad_request" : status === 404 ? "not_found" : "unknown_error";
      return reply.status(status).send(errorBody(request, code));
    }
    const database = databaseFailure(error);
    if (database === "unavailable") {
      // The database is down or restarting: the client may retry; the pool reconnects by itself.
      request.log.warn({ err: error }, "database unavailable");
      return reply.status(503).header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS)).send(errorBody(request, "unavailable"));
    }
    if (database === "data") {
      // A value the edge let through but the database cannot hold (class 22): the client's input.
      request.log.warn({ err: error }, "input rejected by the database");
      return reply.status(422).send(errorBody(request, "validation_failed"));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send(errorBody(request, "internal_error"));
  });
}

export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** SQLSTATE classes and socket errors that mean "the database cannot be reached right now". */
const UNAVAILABLE_STATES = new Set(["57P01", "57P02", "57P03", "53300", "08000", "08001", "08003", "08004", "08006"]);
const UNAVAILABLE_SOCKET = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH"]);
const UNAVAILABLE_MESSAGE = /Connection terminated|connection error|timeout exceeded when trying to connect|Connection refused|not queryable/i;

/**
 * Classifies an error thrown by the driver (node-postgres or PGlite, possibly wrapped by Drizzle's
 * DrizzleQueryError): "unavailable" when the database cannot be reached, "data" for a data
 * exception (SQLSTATE class 22: out of range, NUL byte, bad date …), undefined otherwise.
 */
export function databaseFailure(error: unknown): "unavailable" | "data" | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") {
      if (UNAVAILABLE_STATES.has(code) || UNAVAILABLE_SOCKET.has(code)) return "unavailable";
      if (/^22[0-9A-Z]{3}$/.test(code)) return "data";
    }
    const errors = (e as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((inner) => databaseFailure(inner) === "unavailable")) return "unavailable";
    const message = (e as { message?: unknown }).message;
    if (typeof message === "string" && UNAVAILABLE_MESSAGE.test(message)) return "unavailable";
  }
  return undefined;
}

/**
 * The field an issue names: a nested object's field with dots (`user_rate.story`, as the review
 * contract spells it); an array's position is left out (`show_ids/3` is `show_ids`).
 */
function fieldName(instancePath: string, params: unknown): string {
  const segments = instancePath.replace(/^\//, "").split("/");
  const named: string[] = [];
  for (const segment of segments) {
    if (!segment || /^\d+$/.test(segment)) break;
    named.push(segment.replace(/\[\]$/, ""));
  }
  if (named.length) return named.join(".");
  const missing = (params as { missingProperty?: string } | undefined)?.missingProperty;
  return missing ?? "request";
}
