import { type ChangeEvent, type DragEvent, useRef, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { IMPORT_MAX_BYTES, type ImportSourceName } from "@dizilog/shared/api";
import { useLocaleTag } from "../../lib/format";
import { FieldMessages, describedBy } from "../../ui/field";
import { SOURCE_FILES, acceptOf, formatFileSize } from "./import-file";

export interface FileFieldProps {
  source: ImportSourceName;
  file: File | null;
  onFileChange: (file: File | null) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * The export file: the browser's own file input (keyboard and screen readers know it), inside an
 * area a file can also be dropped on with the mouse.
 */
export function FileField({ source, file, onFileChange, error, disabled }: FileFieldProps) {
  const { t } = useTranslation();
  const locale = useLocaleTag();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const id = "import-file";
  const maxSize = formatFileSize(IMPORT_MAX_BYTES, locale);
  const hint = (
    <>
      {t("importExport.import.fileHint", { extension: SOURCE_FILES[source].extension, size: maxSize })} <span className="hidden sm:inline">{t("importExport.import.drop")}</span>
    </>
  );

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => onFileChange(event.target.files?.[0] ?? null);
  const handleDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled || !event.dataTransfer.types.includes("Files")) return;
    event.preventDefault();
    setDragging(true);
  };
  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files;
    if (disabled || !dropped.length) return;
    // The input shows the dropped file's name too, as if it had been picked.
    if (inputRef.current) inputRef.current.files = dropped;
    onFileChange(dropped[0] ?? null);
  };

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {t("importExport.import.file")}
      </label>
      <div
        onDragOver={handleDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
        className={`rounded-lg border-2 border-dashed p-4 transition-colors ${
          dragging ? "border-brand-600 bg-brand-50 dark:border-brand-500 dark:bg-brand-800/20" : error ? "border-red-600 dark:border-red-400" : "border-zinc-300 dark:border-zinc-700"
        }`}
      >
        <input
          ref={inputRef}
          id={id}
          name="file"
          type="file"
          accept={acceptOf(source)}
          onChange={handleChange}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className="block w-full min-w-0 text-sm text-zinc-700 file:me-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-zinc-200 file:px-4 file:py-2 file:text-sm file:font-medium file:text-zinc-900 hover:file:bg-zinc-300 disabled:opacity-60 dark:text-zinc-300 dark:file:bg-zinc-700 dark:file:text-white dark:hover:file:bg-zinc-600"
        />
        {file && (
          <p className="mt-2 truncate text-sm text-zinc-600 dark:text-zinc-400">
            {t("importExport.import.chosen", { name: file.name, size: formatFileSize(file.size, locale) })}
          </p>
        )}
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
