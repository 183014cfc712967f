import { type ExportKind, IMPORT_MAX_BYTES, type ImportPreview, type ImportSourceName } from "@dizilog/shared/api";
import { numberFormat } from "../../lib/intl";

/** What each source's export file looks like: its extension and the types a browser may give it. */
export const SOURCE_FILES: Record<ImportSourceName, { extension: string; types: readonly string[] }> = {
  trakt: { extension: ".json", types: ["application/json", "text/json"] },
  // Windows often labels a CSV file as an Excel one.
  tvtime: { extension: ".csv", types: ["text/csv", "application/csv", "application/vnd.ms-excel"] },
};

/** The file picker's `accept`: the extension and the types. */
export function acceptOf(source: ImportSourceName): string {
  const { extension, types } = SOURCE_FILES[source];
  return [extension, ...types].join(",");
}

export type FileProblem = "type" | "empty" | "size";

/**
 * The checks made before a file is sent (the server makes them again): its type for the source
 * (by extension, or by type when the name has none), not empty, and at most the server's 5 MB.
 */
export function importFileProblem(file: Pick<File, "name" | "size" | "type">, source: ImportSourceName): FileProblem | null {
  const { extension, types } = SOURCE_FILES[source];
  const name = file.name.toLowerCase();
  const hasExtension = /\.[a-z0-9]+$/.test(name);
  const typeOk = hasExtension ? name.endsWith(extension) : types.includes(file.type.toLowerCase());
  if (!typeOk) return "type";
  if (file.size === 0) return "empty";
  if (file.size > IMPORT_MAX_BYTES) return "size";
  return null;
}

export type UnmatchedReason = "notFound" | "ambiguous" | "episodes";

export interface UnmatchedEntry {
  title: string;
  year: number | null;
  reason: UnmatchedReason;
  /** For "ambiguous": the shows it could be. */
  candidates: { title: string; year: number | null }[];
  /** For "episodes": how many episodes of a found show were not found (or have not aired). */
  episodes: number;
}

/**
 * What will not be imported, title by title: shows of the history that were not found or could be
 * several shows, found shows with episodes we lack, then titles that are only rated or listed.
 */
export function unmatchedEntries(summary: ImportPreview): UnmatchedEntry[] {
  const entries: UnmatchedEntry[] = [];
  const seen = new Set<string>();
  for (const item of summary.items) {
    seen.add(item.title);
    const candidates = item.candidates.map((show) => ({ title: show.title, year: show.year }));
    if (item.status === "unmatched") entries.push({ title: item.title, year: item.year, reason: "notFound", candidates: [], episodes: item.episodes.unmatched });
    else if (item.status === "ambiguous") entries.push({ title: item.title, year: item.year, reason: "ambiguous", candidates, episodes: item.episodes.unmatched });
    else if (item.episodes.unmatched > 0) entries.push({ title: item.title, year: item.year, reason: "episodes", candidates: [], episodes: item.episodes.unmatched });
  }
  const others = (titles: string[], reason: UnmatchedReason) =>
    titles.filter((title) => !seen.has(title)).map((title) => ({ title, year: null, reason, candidates: [], episodes: 0 }));
  return [...entries, ...others(summary.shows.unmatched, "notFound"), ...others(summary.shows.ambiguous, "ambiguous")];
}

/** Whether a commit of this preview would write anything at all. */
export function hasAnythingToImport(summary: ImportPreview): boolean {
  return summary.shows.matched + summary.episodes.matched + summary.ratings.matched + summary.lists.matched > 0;
}

/** The download address of the export: everything as JSON, or one kind as CSV (the session cookie goes with it). */
export function exportUrl(kind?: ExportKind): string {
  return kind ? `/api/me/export?format=csv&kind=${kind}` : "/api/me/export?format=json";
}

/** A file size as the language writes it: "5 MB", "850 kB" (decimal units, as the server counts). */
export function formatFileSize(bytes: number, locale: string): string {
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, "megabyte"] : [Math.max(bytes / 1000, bytes ? 0.1 : 0), "kilobyte"];
  return numberFormat(locale, { style: "unit", unit, maximumFractionDigits: 1 }).format(value);
}
