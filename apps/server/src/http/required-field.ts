import type { FastifyRequest } from "fastify";
import { ACCOUNT_MESSAGES, MESSAGES } from "@dizilog/shared";

/**
 * A field the request left out answers "This field is required." on that field, whatever its
 * schema says otherwise: a coerced number left out reads NaN (zod's "expected number, received
 * NaN"), and a schema's own message ("The selected id is invalid.") is written for a value that
 * was sent. Checked at the edge, on the raw input, so that every schema gets it (decision 0034).
 */
/** The spec's own messages for a field left out, which stay (the username's). */
const SPEC_REQUIRED_MESSAGES = new Set<string>([MESSAGES.requiredField, ACCOUNT_MESSAGES.usernameRequired]);

/** The message of an issue on a field: "This field is required." when it was left out, unless the spec words it. */
export function fieldMessage(input: unknown, path: readonly PropertyKey[], message: string | undefined): string {
  if (isMissingField(input, path)) return message && SPEC_REQUIRED_MESSAGES.has(message) ? message : MESSAGES.requiredField;
  return message ?? MESSAGES.validationFailed;
}

export function isMissingField(input: unknown, path: readonly PropertyKey[]): boolean {
  if (!path.length) return false;
  let value: unknown = input;
  for (const key of path) {
    if (value === undefined || value === null || typeof value !== "object") return value === undefined;
    if (!Object.hasOwn(value, key)) return true;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value === undefined;
}

/** The raw input of the part of the request a validation error names (before any coercion). */
export function requestInput(request: FastifyRequest, context: string | undefined): unknown {
  if (context === "body") return request.body;
  if (context === "querystring") return request.query;
  if (context === "params") return request.params;
  return undefined;
}

/** `/user_rate/story` → `["user_rate", "story"]` (JSON-pointer escapes undone). */
export function pathOf(instancePath: string): string[] {
  return instancePath
    .split("/")
    .slice(1)
    .map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"));
}
