import { z } from "zod";
import { MESSAGES } from "../messages.js";

/**
 * A missing required field answers the contract's "This field is required." everywhere, not zod's
 * "Invalid input: expected string, received undefined" (nor "expected object, received null" for a
 * missing body); a number that is no number (a coerced "abc" reads NaN) is invalid data, not zod's
 * "expected number, received NaN". The server's edge also says "This field is required." for any
 * field the request left out, over a schema's own message (decision 0034).
 */
z.config({
  customError: (issue) => {
    if (issue.code !== "invalid_type") return undefined;
    if (issue.input === undefined || (issue.input === null && issue.expected === "object")) return MESSAGES.requiredField;
    if (issue.expected === "number" && typeof issue.input === "number") return MESSAGES.validationFailed;
    return undefined;
  },
});

/** The largest value of a PostgreSQL `integer` column, which every row id is. */
export const INT4_MAX = 2_147_483_647;

/** The days both the database and a JavaScript date hold, for any date a client may send. */
export const DATE_MIN = "0001-01-01";
export const DATE_MAX = "9999-12-31";
/** 0001-01-01T00:00:00Z: an instant's milliseconds (either sign) stay within years 1…3938. */
const INSTANT_SPAN_MS = 62_135_596_800_000;

/** A row id from the address or the query: a positive int4 written in digits (else 422). */
export const idSchema = (message: string = MESSAGES.validationFailed) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d{1,10}$/, message).transform(Number)], { error: message })
    .pipe(z.number().int(message).positive(message).max(INT4_MAX, message));

/** A real calendar day `YYYY-MM-DD` within DATE_MIN…DATE_MAX (9999-99-99 and 0000-01-01 are not). */
export const isRealDay = (text: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || text < DATE_MIN || text > DATE_MAX) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
};
export const daySchema = (message: string = MESSAGES.validationFailed) => z.string().refine(isRealDay, message);

/**
 * The parts of a keyset cursor. A cursor is opaque to clients but decoded from their input, so each
 * key is bounded to what the database holds: a forged `{"k":1e20}` or an `at` of 9999-99-99 is a
 * 422, never a query error.
 */
export const cursorKey = {
  id: z.number().int().positive().max(INT4_MAX),
  /** Milliseconds since the epoch (or their negation, for descending orders). */
  instantMs: z.number().int().min(-INSTANT_SPAN_MS).max(INSTANT_SPAN_MS),
  /** A microsecond UTC timestamp as the repositories write it. */
  timestamp: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/)
    .refine((text) => isRealDay(text.slice(0, 10)) && Number(text.slice(11, 13)) < 24 && Number(text.slice(14, 16)) < 60 && Number(text.slice(17, 19)) < 60),
};

/** True when a string holds U+0000, which PostgreSQL's text type cannot store. */
export const hasNul = (text: string): boolean => text.includes("\u0000");

/**
 * The contract's error body: `message` in the request's language, `code` its stable name in the
 * error catalogue (`@dizilog/shared/errors`), and per field the messages and their codes.
 */
export const errorBodySchema = z
  .object({
    message: z.string(),
    code: z.string().meta({ description: "The error's stable, language-free name (a code of the error catalogue)" }),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    error_codes: z.record(z.string(), z.array(z.string())).optional().meta({ description: "The code of each message of `errors`, in the same order" }),
  })
  .meta({ id: "Error" });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const paginationMetaSchema = z
  .object({
    pagination: z.object({
      count: z.number().int(),
      current_page: z.number().int(),
      per_page: z.number().int(),
      total: z.number().int(),
      total_pages: z.number().int(),
    }),
  })
  .meta({ id: "PaginationMeta" });
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

export const cursorMetaSchema = z
  .object({ cursor: z.object({ next: z.string().nullable() }) })
  .meta({ id: "CursorMeta" });

export const one = <T extends z.ZodType>(item: T) => z.object({ data: item });
export const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });
export const page = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: paginationMetaSchema });
export const cursorPage = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: cursorMetaSchema });

/** `include=a,b` as a set of names; unknown names answer 422 so typos are seen. */
export const includeParam = <const T extends readonly [string, ...string[]]>(names: T) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const parts = (value ?? "")
        .split(",")
        .map((p) => p.trim().replace(/:.*$/, ""))
        .filter(Boolean);
      const allowed = new Set<string>(names);
      for (const part of parts) {
        if (!allowed.has(part)) {
          ctx.addIssue({ code: "custom", message: `The selected include is invalid: ${part}.` });
          return z.NEVER;
        }
      }
      return new Set(parts as T[number][]);
    });

/** A comma list or repeated parameter (`a,b` or `a&a`), each value from `values`. */
export const enumList = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(",")).map((s) => s.trim()).filter(Boolean)))
    .pipe(z.array(z.enum(values)));

export const idList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (v === undefined ? [] : (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(",")).map((s) => s.trim()).filter(Boolean)))
  .pipe(z.array(z.string().regex(/^[1-9]\d{0,9}$/, "The selected id is invalid.").transform(Number).pipe(z.number().max(INT4_MAX, "The selected id is invalid."))));
