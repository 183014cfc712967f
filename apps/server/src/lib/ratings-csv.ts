import { parse } from "csv-parse/sync";
import { TV_RATINGS_CSV_COLUMNS, TV_RATINGS_MESSAGES } from "@dizilog/shared/api";
import { AppError, errorMessage } from "../errors.js";

/**
 * Reads the CSV of a ratings upload (api-contract "Upload"): a header line naming the seven columns
 * (in any order, case and surrounding spaces ignored), then a row a line. Answers the rows as the
 * JSON upload spells them, every value a string, for the service's one validation; blank lines are
 * skipped. A header without the columns, or text csv-parse cannot read, is a 422 on `file`.
 */
export function parseRatingsCsv(text: string, field = "file"): Record<string, string>[] {
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    throw AppError.field(field, errorMessage("ratings_csv_unreadable", { line }));
  }
  const [header, ...rows] = records;
  const names = (header ?? []).map((name) => name.trim().toLowerCase());
  if (!TV_RATINGS_CSV_COLUMNS.every((column) => names.includes(column))) throw AppError.field(field, TV_RATINGS_MESSAGES.csvHeader);
  return rows.map((cells) => {
    const row: Record<string, string> = {};
    for (const column of TV_RATINGS_CSV_COLUMNS) {
      const value = cells[names.indexOf(column)];
      if (value !== undefined && value !== "") row[column] = value;
    }
    return row;
  });
}
