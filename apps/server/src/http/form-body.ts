import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { MESSAGES } from "@dizilog/shared";
import { AppError } from "../errors.js";
import { fieldMessage } from "./required-field.js";

export interface FormBody {
  /** The text fields (the last value of a field sent twice). */
  fields: Record<string, unknown>;
  /** The first file of `fileField`, when one was chosen (a part with bytes or a file name). */
  file: Buffer | undefined;
  /** Every file of `fileField` chosen, in order (forms taking several: `maxFiles`). */
  files: Buffer[];
}

export interface FormOptions {
  /** The file field; a form of several files also takes it with `[]` (`images[]`). */
  fileField: string;
  /** Files taken (1 by default); one more is a 422 on the field with `tooManyFiles`. */
  maxFiles?: number;
  tooManyFiles?: string;
  /** Text fields taken (10 by default). */
  maxFields?: number;
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
    if (body === undefined || body === null) return { fields: {}, file: undefined, files: [] };
    if (typeof body !== "object" || Array.isArray(body)) throw new AppError("bad_request");
    return { fields: body as Record<string, unknown>, file: undefined, files: [] };
  }
  const fields: Record<string, unknown> = {};
  const files: Buffer[] = [];
  const maxFiles = options.maxFiles ?? 1;
  const maxFields = options.maxFields ?? 10;
  const fileFields = new Set([options.fileField, `${options.fileField}[]`]);
  try {
    // Inside the try: a `multipart/form-data` without a boundary fails here, before any part.
    const parts = request.parts({
      limits: { fileSize: options.maxFileBytes, files: maxFiles + 1, fields: maxFields, fieldSize: options.maxFieldBytes, parts: maxFiles + maxFields + 2 },
    });
    for await (const part of parts) {
      if (part.type === "file") {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw AppError.field(part.fieldname, options.fileTooLarge);
        // An empty file input (no file chosen) sends a part without a name or bytes: no file. An empty
        // file that has a name was chosen, and is refused by the image pipeline like any other non-image.
        if (fileFields.has(part.fieldname) && (bytes.length > 0 || part.filename)) {
          if (files.length >= maxFiles && maxFiles > 1) throw AppError.field(options.fileField, options.tooManyFiles ?? MESSAGES.validationFailed);
          if (files.length < maxFiles) files.push(bytes);
        }
      } else {
        if (part.valueTruncated) throw AppError.field(part.fieldname, options.fieldTooLong(part.fieldname));
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw AppError.field(options.fileField, options.fileTooLarge);
    if (code === "FST_FILES_LIMIT" && maxFiles > 1) throw AppError.field(options.fileField, options.tooManyFiles ?? MESSAGES.validationFailed);
    if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") throw new AppError("validation", MESSAGES.validationFailed);
    if (error instanceof AppError) throw error;
    // Anything else is the framing itself (a body cut short, a boundary the body does not use or
    // none at all, a malformed part header, garbage): the client's request, not our failure.
    request.log.info({ err: error }, "malformed multipart body");
    throw new AppError("bad_request");
  }
  return { fields, file: files[0], files };
}

/** Validates text fields with a zod schema: 422 with every field's messages (the first as the message). */
export function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, unknown>): z.infer<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const message = fieldMessage(fields, issue.path, issue.message);
    const field = String(issue.path[0] ?? "body");
    if (!errors[field]?.includes(message)) (errors[field] ??= []).push(message);
  }
  throw new AppError("validation", Object.values(errors)[0]?.[0], errors);
}
