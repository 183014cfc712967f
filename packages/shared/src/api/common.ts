import { z } from "zod";

export const errorBodySchema = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
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
  .pipe(z.array(z.string().regex(/^[1-9]\d{0,9}$/, "The selected id is invalid.").transform(Number)));
