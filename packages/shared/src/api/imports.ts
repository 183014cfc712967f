import { z } from "zod";
import { MESSAGES } from "../messages.js";

/*
 * Import and export (docs/import/FORMATS.md): the sources, the file limit and the answers of
 * POST /api/me/import/preview and /commit, shared so the client checks a file as the server does.
 */

export const IMPORT_SOURCES = ["trakt", "tvtime"] as const;
export type ImportSourceName = (typeof IMPORT_SOURCES)[number];

/** "5 MB", counted as the avatar's "2 MB" is: one byte over is refused (422, never 413). */
export const IMPORT_MAX_BYTES = 5_000_000;
export const IMPORT_SIZE_MESSAGE = "The file may not be greater than 5 MB.";

/**
 * The work one file may ask for (docs/import/FORMATS.md): distinct show titles to match, and
 * entries (seen episodes, ratings, list items). Over either, the preview answers 422 naming it.
 */
export const IMPORT_MAX_TITLES = 20_000;
export const IMPORT_MAX_ENTRIES = 100_000;
export const IMPORT_TITLES_MESSAGE = "The file may not hold more than 20,000 shows. Please split it and import each part.";
export const IMPORT_ENTRIES_MESSAGE =
  "The file may not hold more than 100,000 episodes, ratings and list items. Please split it and import each part.";
/** One import (preview or commit) per user at a time: a second one answers 409. */
export const IMPORT_BUSY_MESSAGE = "An import of yours is already running. Please wait until it has finished.";

/** The kinds of `GET /api/me/export?format=csv&kind=`: one CSV file per kind. */
export const EXPORT_KINDS = ["tracked", "seen", "diary", "ratings", "lists", "likes"] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const importSourceSchema = z.enum(IMPORT_SOURCES, { error: (issue) => (issue.input === undefined ? MESSAGES.requiredField : "The selected source is invalid.") });

const showRefSchema = z.object({ id: z.number().int(), slug: z.string(), original_title: z.string(), title: z.string(), year: z.number().int().nullable() });
const countsSchema = z.object({ matched: z.number().int(), unmatched: z.number().int() });

/** The preview of an import: what matched the catalog and what did not. */
export const importSummarySchema = z
  .object({
    source: z.enum(IMPORT_SOURCES),
    shows: z.object({ matched: z.number().int(), unmatched: z.array(z.string()), ambiguous: z.array(z.string()) }),
    episodes: countsSchema,
    ratings: countsSchema,
    lists: z.object({ matched: z.number().int(), skipped: z.array(z.string()), items: countsSchema }),
    skipped_entries: z.number().int(),
    items: z.array(
      z.object({
        title: z.string(),
        year: z.number().int().nullable(),
        status: z.enum(["matched", "unmatched", "ambiguous"]),
        show: showRefSchema.nullable(),
        candidates: z.array(showRefSchema),
        episodes: countsSchema,
      }),
    ),
  })
  .meta({ id: "ImportSummary" });
export type ImportPreview = z.infer<typeof importSummarySchema>;
export type ImportPreviewEntry = ImportPreview["items"][number];

export const importPreviewResponseSchema = z.object({ data: importSummarySchema, token: z.string() });
export type ImportPreviewResponse = z.infer<typeof importPreviewResponseSchema>;

export const importCommitBodySchema = z.object({
  token: z.string({ error: MESSAGES.requiredField }).min(1, MESSAGES.requiredField).max(200),
});

export const importCommitResponseSchema = z.object({
  data: z.object({
    written: z.object({ tracked: z.number().int(), seen: z.number().int(), ratings: z.number().int(), lists: z.number().int(), list_items: z.number().int() }),
    skipped_lists: z.array(z.string()),
  }),
});
export type ImportCommitResponse = z.infer<typeof importCommitResponseSchema>;
