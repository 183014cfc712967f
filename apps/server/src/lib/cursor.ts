import type { z } from "zod";
import { AppError } from "../errors.js";

/** Opaque keyset cursors: base64url JSON of the last item's sort key. */
export function encodeCursor(key: Record<string, string | number>): string {
  return Buffer.from(JSON.stringify(key)).toString("base64url");
}

export function decodeCursor<T extends z.ZodType>(cursor: string | undefined, schema: T): z.infer<T> | undefined {
  if (!cursor) return undefined;
  try {
    return schema.parse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
  } catch {
    throw AppError.field("cursor", "The cursor is invalid.");
  }
}
