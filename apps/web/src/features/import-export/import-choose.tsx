import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { IMPORT_MAX_BYTES, type ImportPreviewResponse, type ImportSourceName } from "@dizilog/shared/api";
import { ApiError } from "../../lib/api";
import { useLocaleTag } from "../../lib/format";
import { usePreviewImport } from "./api";
import { FileField } from "./file-field";
import { type FileProblem, formatFileSize, importFileProblem } from "./import-file";
import { SourceField } from "./source-field";
import { buttonClass } from "../../ui/button";
import { FormAlert } from "../../ui/form-alert";

export interface ImportChooseProps {
  source: ImportSourceName;
  onSourceChange: (source: ImportSourceName) => void;
  onPreview: (preview: ImportPreviewResponse, file: File) => void;
  /** Starting over: the focus goes back to the file, where the user left off. */
  focusFile?: boolean;
}

/** Step 1: the source, how to get its export, the file (checked here first) and "Preview". */
export function ImportChoose({ source, onSourceChange, onPreview, focusFile = false }: ImportChooseProps) {
  const { t } = useTranslation();
  const locale = useLocaleTag();
  const preview = usePreviewImport();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<FileProblem | "required" | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusFile) formRef.current?.querySelector<HTMLInputElement>("#import-file")?.focus();
  }, [focusFile]);

  const problemText = (value: FileProblem | "required") =>
    value === "type" ? t(`importExport.import.problems.type_${source}`) : t(`importExport.import.problems.${value}`, { size: formatFileSize(IMPORT_MAX_BYTES, locale) });
  const serverFileError = preview.error instanceof ApiError ? (preview.error.fieldErrors.file?.[0] ?? (preview.error.status === 413 ? problemText("size") : undefined)) : undefined;
  const fileError = problem ? problemText(problem) : serverFileError;
  // Whatever the server said about something else than the file (403, 429, offline …).
  const formError = preview.isError && !serverFileError ? (preview.error instanceof ApiError ? preview.error.message : t("errors.default")) : undefined;

  const check = (next: File | null, nextSource = source) => setProblem(next ? importFileProblem(next, nextSource) : null);
  const handleFileChange = (next: File | null) => {
    setFile(next);
    preview.reset();
    check(next);
  };
  const handleSourceChange = (next: ImportSourceName) => {
    onSourceChange(next);
    preview.reset();
    check(file, next);
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = file ? importFileProblem(file, source) : "required";
    setProblem(found);
    if (found || !file) {
      event.currentTarget.querySelector<HTMLInputElement>("#import-file")?.focus();
      return;
    }
    preview.mutate({ source, file }, { onSuccess: (answer) => onPreview(answer, file) });
  };

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} aria-busy={preview.isPending} className="space-y-5">
      <SourceField value={source} onChange={handleSourceChange} disabled={preview.isPending} />
      <FileField source={source} file={file} onFileChange={handleFileChange} error={fileError} disabled={preview.isPending} />
      {formError && <FormAlert>{formError}</FormAlert>}
      <button type="submit" className={buttonClass("primary")} disabled={preview.isPending}>
        {preview.isPending && <span className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />}
        {preview.isPending ? t("importExport.import.previewing") : t("importExport.import.preview")}
      </button>
    </form>
  );
}
