import type { FastifyInstance } from "fastify";
import { MESSAGES } from "@dizilog/shared";
import { hasNul } from "@dizilog/shared/api";
import { AppError } from "../errors.js";

/**
 * Input no route can store, refused at the edge for every route before its schema runs: a NUL
 * character (U+0000) in any path parameter, query value or JSON body string answers 422 naming the
 * field; PostgreSQL's text type cannot hold it. Runs after the auth hook (401 comes first).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    const field = nulField(request.params, "") ?? nulField(request.query, "") ?? nulField(request.body, "");
    if (field !== undefined) throw AppError.field(field || "request", MESSAGES.invalidCharacter);
  });
}

/** The top-level field holding a NUL somewhere inside (keys included), or undefined. */
function nulField(value: unknown, field: string, depth = 0): string | undefined {
  if (typeof value === "string") return hasNul(value) ? field : undefined;
  if (!value || typeof value !== "object" || depth > 20 || Buffer.isBuffer(value)) return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = nulField(item, field, depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  for (const [key, inner] of Object.entries(value)) {
    const name = depth === 0 ? key.replace(/\[\]$/, "") : field;
    if (hasNul(key)) return name.replaceAll("\u0000", "");
    const found = nulField(inner, name, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}
