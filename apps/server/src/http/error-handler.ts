import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { MESSAGES } from "@dizilog/shared";
import { AppError } from "../errors.js";

/** Turns every thrown error into the contract's `{message, errors?}` body; never a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header("Retry-After", String(error.retryAfterSeconds));
      return reply.status(error.status).send({ message: error.message, ...(error.fieldErrors ? { errors: error.fieldErrors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = fieldName(issue.instancePath, issue.params);
        (errors[field] ??= []).push(issue.message ?? MESSAGES.validationFailed);
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
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ message: MESSAGES.internal });
  });
}

function fieldName(instancePath: string, params: unknown): string {
  const fromPath = instancePath.replace(/^\//, "").split("/")[0];
  if (fromPath) return fromPath.replace(/\[\]$/, "");
  const missing = (params as { missingProperty?: string } | undefined)?.missingProperty;
  return missing ?? "request";
}
