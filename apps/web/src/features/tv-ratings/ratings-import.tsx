import { type FormEvent, useId, useState } from "react";
import { TV_RATINGS_CSV_COLUMNS, TV_RATING_CATEGORIES } from "@dizilog/shared/api";
import { ApiError } from "../../lib/api";
import { useTranslation } from "../../lib/use-translation";
import { Button } from "../../ui/button";
import { inputClass } from "../../ui/field";
import { FormAlert } from "../../ui/form-alert";
import { useImportRatings } from "./api";
import { TABLE, TD, TH } from "./parts";

type Row = Record<(typeof TV_RATINGS_CSV_COLUMNS)[number], string>;
const blankRow = (): Row => ({ date: "", show: "", episode: "", slot: "20:00", category: "Total", rating: "", share: "" });

/** Every field error of an answer, as `{row, field, message}` (rows.<i>.<field>), in row order. */
function rowErrors(error: unknown): { row: number; field: string; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  return Object.entries(error.fieldErrors)
    .flatMap(([key, messages]) => {
      const m = /^rows\.(\d+)\.(\w+)$/.exec(key);
      return m ? messages.map((message) => ({ row: Number(m[1]), field: m[2]!, message })) : [];
    })
    .sort((a, b) => a.row - b.row);
}

/**
 * The staff import (POST /api/admin/ratings): a CSV file, or rows typed in a form. All rows or none:
 * every bad row is listed with its fields, and nothing is stored until all are right.
 */
export function RatingsImport() {
  const { t } = useTranslation();
  const upload = useImportRatings();
  const [mode, setMode] = useState<"file" | "form">("file");
  const [file, setFile] = useState<File | null>(null);
  const [rows, setRows] = useState<Row[]>([blankRow()]);
  const fileId = useId();
  const errors = rowErrors(upload.error);
  const otherError = upload.error instanceof ApiError && !errors.length ? upload.error.message : upload.isError ? t("tvRatings.import.failed") : null;
  const fileFieldError = upload.error instanceof ApiError ? upload.error.fieldErrors.file?.[0] : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mode === "file") {
      if (!file) return;
      upload.mutate({ csv: await file.text() });
    } else upload.mutate({ rows: rows.map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v.trim() !== ""))) });
  };
  const set = (i: number, field: keyof Row, value: string) => setRows((all) => all.map((r, j) => (j === i ? { ...r, [field]: value } : r)));
  const invalid = (i: number, field: string) => mode === "form" && errors.some((e) => e.row === i && e.field === field);

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-5" noValidate>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-2 text-sm font-semibold">{t("tvRatings.import.how")}</legend>
        {(["file", "form"] as const).map((m) => (
          <label key={m} className="inline-flex items-center gap-2 text-sm">
            <input type="radio" name="ratings-mode" value={m} checked={mode === m} onChange={() => setMode(m)} />
            {t(`tvRatings.import.mode.${m}`)}
          </label>
        ))}
      </fieldset>

      {mode === "file" ? (
        <div className="space-y-1">
          <label htmlFor={fileId} className="block text-sm font-semibold">
            {t("tvRatings.import.file")}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={`${fileId}-hint`}
            aria-invalid={!!fileFieldError}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="block text-sm"
          />
          <p id={`${fileId}-hint`} className="text-sm text-zinc-600 dark:text-zinc-400">
            {t("tvRatings.import.fileHint", { columns: TV_RATINGS_CSV_COLUMNS.join(",") })}
          </p>
        </div>
      ) : (
        <div className="space-y-2">
          <div className="overflow-x-auto">
            <table className={TABLE}>
              <caption className="sr-only">{t("tvRatings.import.rowsCaption")}</caption>
              <thead>
                <tr>
                  <th scope="col" className={TH}>#</th>
                  {TV_RATINGS_CSV_COLUMNS.map((c) => (
                    <th key={c} scope="col" className={TH}>
                      {t(`tvRatings.import.column.${c}`)}
                    </th>
                  ))}
                  <th scope="col" className={TH}>
                    <span className="sr-only">{t("tvRatings.import.remove")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, i) => (
                  <tr key={i}>
                    <td className={`${TD} tabular-nums`}>{i + 1}</td>
                    {TV_RATINGS_CSV_COLUMNS.map((c) => (
                      <td key={c} className={TD}>
                        {c === "category" ? (
                          <select
                            aria-label={t("tvRatings.import.cell", { column: t(`tvRatings.import.column.${c}`), row: i + 1 })}
                            value={row[c]}
                            onChange={(e) => set(i, c, e.target.value)}
                            aria-invalid={invalid(i, c)}
                            className={inputClass(invalid(i, c))}
                          >
                            {TV_RATING_CATEGORIES.map((cat) => (
                              <option key={cat} value={cat}>
                                {cat}
                              </option>
                            ))}
                          </select>
                        ) : (
                          <input
                            aria-label={t("tvRatings.import.cell", { column: t(`tvRatings.import.column.${c}`), row: i + 1 })}
                            type={c === "date" ? "date" : "text"}
                            inputMode={c === "rating" || c === "share" ? "decimal" : c === "episode" ? "numeric" : undefined}
                            value={row[c]}
                            onChange={(e) => set(i, c, e.target.value)}
                            aria-invalid={invalid(i, c)}
                            className={`${inputClass(invalid(i, c))} min-w-24`}
                          />
                        )}
                      </td>
                    ))}
                    <td className={TD}>
                      <Button variant="ghost" disabled={rows.length === 1} onClick={() => setRows((all) => all.filter((_, j) => j !== i))}>
                        {t("tvRatings.import.remove")}
                        <span className="sr-only"> {i + 1}</span>
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Button variant="secondary" onClick={() => setRows((all) => [...all, { ...blankRow(), date: all.at(-1)?.date ?? "" }])}>
            {t("tvRatings.import.addRow")}
          </Button>
        </div>
      )}

      <div aria-live="polite">
        {upload.isSuccess && <FormAlert kind="success">{t("tvRatings.import.done", { count: upload.data.data.imported })}</FormAlert>}
        {errors.length > 0 && (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm dark:border-red-900 dark:bg-red-950/40">
            <p className="font-semibold text-red-800 dark:text-red-200">{t("tvRatings.import.badRows", { count: new Set(errors.map((e) => e.row)).size })}</p>
            <ul className="mt-2 list-disc space-y-1 ps-5 text-red-800 dark:text-red-200" data-testid="ratings-import-errors">
              {errors.map((e) => (
                <li key={`${e.row}-${e.field}-${e.message}`}>
                  {t(mode === "file" ? "tvRatings.import.errorLine" : "tvRatings.import.errorRow", {
                    row: e.row + 1,
                    line: e.row + 2,
                    column: t(`tvRatings.import.column.${e.field}`, { defaultValue: e.field }),
                    message: e.message,
                  })}
                </li>
              ))}
            </ul>
          </div>
        )}
        {otherError && <FormAlert>{fileFieldError ?? otherError}</FormAlert>}
      </div>

      <Button type="submit" loading={upload.isPending} disabled={mode === "file" && !file}>
        {t("tvRatings.import.submit")}
      </Button>
    </form>
  );
}
