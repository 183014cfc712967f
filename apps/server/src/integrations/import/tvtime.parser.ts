import { AppError, errorMessage } from "../../errors.js";
import type { ImportData, ImportWatchedShow } from "./importer.js";

/** One CSV record and the (1-based) line it starts on, for error messages. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/**
 * A small RFC 4180 parser: comma separated, CRLF or LF line ends, fields in double quotes may hold
 * commas, line breaks and doubled quotes (`""`). Blank lines are skipped. A malformed quote is a
 * 422 naming its line.
 */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let line = 1;
  let recordLine = 1;
  let i = 0;
  const endRecord = () => {
    fields.push(field);
    if (!(fields.length === 1 && fields[0] === "")) records.push({ line: recordLine, fields });
    fields = [];
    field = "";
  };
  while (i < text.length) {
    const char = text[i]!;
    if (char === '"' && field === "") {
      const startLine = line;
      i++;
      for (;;) {
        if (i >= text.length) throw AppError.field("file", errorMessage("import_csv_unclosed_quote", { line: String(startLine) }));
        const inner = text[i]!;
        if (inner === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (inner === "\n") line++;
        field += inner;
        i++;
      }
      const next = text[i];
      if (next !== undefined && next !== "," && next !== "\n" && next !== "\r") {
        throw AppError.field("file", errorMessage("import_csv_quote_not_closed_well", { line: String(line) }));
      }
      continue;
    }
    if (char === ",") {
      fields.push(field);
      field = "";
      i++;
      continue;
    }
    if (char === "\r" || char === "\n") {
      endRecord();
      i += char === "\r" && text[i + 1] === "\n" ? 2 : 1;
      line++;
      recordLine = line;
      continue;
    }
    if (char === '"') throw AppError.field("file", errorMessage("import_csv_stray_quote", { line: String(line) }));
    field += char;
    i++;
  }
  if (field !== "" || fields.length) endRecord();
  return records;
}

/** The columns read from TV Time's `seen_episode.csv`; any other column is ignored. */
export const TVTIME_COLUMNS = {
  required: ["tv_show_name", "episode_season_number", "episode_number"],
  /** When the episode was seen: the first of these present (UTC when no offset is written). */
  watchedAt: ["updated_at", "created_at", "seen_at"],
} as const;

/** Parses TV Time's `seen_episode.csv` (columns found by their header names, in any order). */
export function parseTvTimeSeenEpisodes(text: string): ImportData {
  const body = text.replace(/^\uFEFF/, "");
  if (/^\s*[[{]/.test(body)) throw AppError.field("file", errorMessage("import_not_csv"));
  const records = parseCsv(body);
  const header = records.shift();
  if (!header) throw AppError.field("file", errorMessage("import_csv_empty"));
  const names = header.fields.map((name) => name.trim().toLowerCase());
  const index = (name: string) => names.indexOf(name);
  const missing = TVTIME_COLUMNS.required.filter((name) => index(name) < 0);
  if (missing.length) {
    throw AppError.field("file", errorMessage("import_csv_missing_columns", { missing: missing.join(", "), required: TVTIME_COLUMNS.required.join(", ") }));
  }
  const [titleAt, seasonAt, numberAt] = TVTIME_COLUMNS.required.map(index) as [number, number, number];
  const dateColumn = TVTIME_COLUMNS.watchedAt.find((name) => index(name) >= 0);
  const dateAt = dateColumn === undefined ? -1 : index(dateColumn);

  const byTitle = new Map<string, ImportWatchedShow>();
  for (const record of records) {
    if (record.fields.length !== names.length) {
      throw AppError.field("file", errorMessage("import_csv_field_count", { line: String(record.line), count: record.fields.length, expected: names.length }));
    }
    const title = record.fields[titleAt]!.trim();
    if (!title) throw AppError.field("file", errorMessage("import_csv_title_empty", { line: String(record.line) }));
    const season = wholeNumber(record, seasonAt, "episode_season_number");
    const number = wholeNumber(record, numberAt, "episode_number");
    const watchedAt = dateAt < 0 ? null : instant(record, dateAt, dateColumn!);
    let show = byTitle.get(title);
    if (!show) {
      // TV Time writes no year: the title alone is matched.
      show = { show: { title, year: null }, episodes: [] };
      byTitle.set(title, show);
    }
    show.episodes.push({ season, number, watchedAt });
  }
  return { watched: [...byTitle.values()], ratings: [], lists: [], skipped: 0 };
}

function wholeNumber(record: CsvRecord, at: number, column: string): number {
  const raw = record.fields[at]!.trim();
  if (!/^\d{1,5}$/.test(raw) || Number(raw) > 10_000) {
    throw AppError.field("file", errorMessage("import_csv_not_number", { line: String(record.line), column, value: raw.slice(0, 20) }));
  }
  return Number(raw);
}

/** `2019-03-05 21:13:44` (TV Time, UTC) or any ISO 8601 instant; empty means unknown. */
function instant(record: CsvRecord, at: number, column: string): string | null {
  const raw = record.fields[at]!.trim();
  if (!raw) return null;
  const iso = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(raw) ? `${raw.replace(" ", "T")}Z` : raw;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) throw AppError.field("file", errorMessage("import_csv_not_date", { line: String(record.line), column, value: raw.slice(0, 30) }));
  return new Date(time).toISOString();
}
