import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { MESSAGES } from "@dizilog/shared";
import { AppError } from "../errors.js";

export interface FormBody {
  /** The text fields (the last value of a field sent twice). */
  fields: Record<string, unknown>;
  /** The one file of `fileField`, when one with bytes was sent. */
  file: Buffer | undefined;
}

export interface FormOptions {
  fileField: string;
  maxFileBytes: number;
  /** The 422 message of a file over `maxFileBytes` (the upload-size message: never a 413). */
  fileTooLarge: string;
  /** The 422 message of a text field cut at `maxFieldBytes`. */
  fieldTooLong: (field: string) => string;
  maxFieldBytes: number;
}

/**
 * The body of a form that may carry one file: `multipart/form-data`, or JSON when there is no
 * file (store apps and scripts). Other files are read and dropped; a file over the size limit and
 * a text field over its byte limit are 422s on their field, never 413 nor a silently cut value.
 */
export async function readFormBody(request: FastifyRequest, options: FormOptions): Promise<FormBody> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body === undefined || body === null) return { fields: {}, file: undefined };
    if (typeof body !== "object" || Array.isArray(body)) throw new AppError("bad_request");
    return { fields: body as Record<string, unknown>, file: undefined };
  }
  const fields: Record<string, unknown> = {};
  let file: Buffer | undefined;
  const parts = request.parts({ limits: { fileSize: options.maxFileBytes, files: 2, fields: 10, fieldSize: options.maxFieldBytes, parts: 12 } });
  try {
    for await (const part of parts) {
      if (part.type === "file") {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw AppError.field(part.fieldname, options.fileTooLarge);
        // An empty file input (no file chosen) sends a part without bytes: no file.
        if (part.fieldname === options.fileField && bytes.length > 0) file = bytes;
      } else {
        if (part.valueTruncated) throw AppError.field(part.fieldname, options.fieldTooLong(part.fieldname));
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw AppError.field(options.fileField, options.fileTooLarge);
    if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") throw new AppError("validation", MESSAGES.validationFailed);
    throw error;
  }
  return { fields, file };
}

/** Validates text fields with a zod schema: 422 with every field's messages (the first as the message). */
export function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, unknown>): z.infer<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? "body")] ??= []).push(issue.message);
  throw new AppError("validation", parsed.error.issues[0]?.message, errors);
}
