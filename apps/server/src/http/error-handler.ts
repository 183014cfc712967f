import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { MESSAGES } from "@dizilog/shared";
import { AppError } from "../errors.js";
import { fieldMessage, pathOf, requestInput } from "./required-field.js";

/**
 * Errors Fastify answers before any route or hook runs (an address that is not valid percent-encoding,
 * a path parameter over `maxParamLength`): the contract's body, never the address echoed back.
 * A parameter too long to be any id or slug names nothing: 404, not 414.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") void reply.status(404).send({ message: MESSAGES.notFound });
  else if (error.code === "FST_ERR_BAD_URL") void reply.status(400).send({ message: MESSAGES.badRequest });
  else void reply.status(500).send({ message: MESSAGES.internal });
}

/** Turns every thrown error into the contract's `{message, errors?}` body; never a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header("Retry-After", String(error.retryAfterSeconds));
      return reply.status(error.status).send({ message: error.message, ...(error.fieldErrors ? { errors: error.fieldErrors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      const input = requestInput(request, error.validationContext);
      for (const issue of error.validation) {
        const field = fieldName(issue.instancePath, issue.params);
        const message = fieldMessage(input, pathOf(issue.instancePath), issue.message);
        if (!errors[field]?.includes(message)) (errors[field] ??= []).push(message);
      }
      const first = Object.values(errors)[0]?.[0];
      return reply.status(422).send({ message: first ?? MESSAGES.validationFailed, errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, "response does not match its schema");
      return reply.status(500).send({ message: MESSAGES.internal });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ message: MESSAGES.tooManyRequests });
    }
    // Fastify's own client errors: malformed JSON, wrong content type, body too large …
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const status = error.statusCode === 413 ? 422 : error.statusCode === 415 ? 400 : error.statusCode;
      const message = status === 400 ? MESSAGES.badRequest : status === 404 ? MESSAGES.notFound : MESSAGES.default;
      return reply.status(status).send({ message });
    }
    const database = databaseFailure(error);
    if (database === "unavailable") {
      // The database is down or restarting: the client may retry; the pool reconnects by itself.
      request.log.warn({ err: error }, "database unavailable");
      return reply.status(503).header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS)).send({ message: MESSAGES.unavailable });
    }
    if (database === "data") {
      // A value the edge let through but the database cannot hold (class 22): the client's input.
      request.log.warn({ err: error }, "input rejected by the database");
      return reply.status(422).send({ message: MESSAGES.validationFailed });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ message: MESSAGES.internal });
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
