import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify/types/schema.js";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

/**
 * How answers are written. Tests and development check every answer against its zod schema
 * (`serializerCompiler` of fastify-type-provider-zod: parse, then JSON.stringify), so a handler that
 * breaks the contract fails loudly. Production writes them with fast-json-stringify compiled from
 * the same schemas turned into JSON Schema (what Fastify does natively with JSON schemas): no
 * parse and no generic stringify per answer, which were ~11 % of the server's CPU on upcoming.
 *
 * The compiled writer keeps the properties the schema names (as zod's parse strips the others) and
 * never throws on a missing one (`required` is dropped: an omission is the contract tests' job,
 * not a 500 in production). A schema zod cannot express in JSON Schema (a transform, a custom
 * type) is written as plain JSON there, and a route whose schema does not compile at all keeps the
 * zod serializer.
 */
export function responseSerializerCompiler(checked: boolean): FastifySerializerCompiler<z.ZodType> {
  if (checked) return zodSerializerCompiler as FastifySerializerCompiler<z.ZodType>;
  return (route) => {
    try {
      const json = z.toJSONSchema(route.schema, { io: "output", unrepresentable: "any", target: "draft-07" });
      return fastJson(withoutRequired(json) as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
    } catch {
      return (zodSerializerCompiler as FastifySerializerCompiler<z.ZodType>)(route);
    }
  };
}

/** The schema without `required` lists (and the `$schema` header), at every depth. */
function withoutRequired(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutRequired);
  if (!node || typeof node !== "object") return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "required" || key === "$schema") continue;
    out[key] = key === "properties" || key === "$defs" || key === "definitions" ? mapValues(value, withoutRequired) : withoutRequired(value);
  }
  return out;
}

function mapValues(value: unknown, fn: (v: unknown) => unknown): unknown {
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fn(v)]));
}
