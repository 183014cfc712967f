import { useTranslation } from "../../lib/use-translation";
import { IMPORT_SOURCES, type ImportSourceName } from "@dizilog/shared/api";

export interface SourceFieldProps {
  value: ImportSourceName;
  onChange: (source: ImportSourceName) => void;
  disabled?: boolean;
}

/** Trakt or TV Time, as radio buttons that look like cards, then how to get that source's export. */
export function SourceField({ value, onChange, disabled }: SourceFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <fieldset disabled={disabled}>
        <legend className="mb-2 text-sm font-medium">{t("importExport.import.source")}</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {IMPORT_SOURCES.map((source) => (
            <label
              key={source}
              className={`flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${
                value === source
                  ? "border-brand-600 bg-brand-50 text-brand-800 dark:border-brand-500 dark:bg-brand-800/20 dark:text-brand-100"
                  : "border-zinc-300 hover:bg-zinc-50 dark:border-zinc-700 dark:hover:bg-zinc-800"
              }`}
            >
              <input type="radio" name="import-source" value={source} checked={value === source} onChange={() => onChange(source)} className="h-4 w-4 accent-brand-700" />
              <span className="flex flex-col">
                <span className="font-semibold">{t(`importExport.import.sources.${source}`)}</span>
                <span className="text-xs text-zinc-600 dark:text-zinc-400">{t(`importExport.import.formats.${source}`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <SourceHelp source={value} />
    </div>
  );
}

function SourceHelp({ source }: { source: ImportSourceName }) {
  const { t } = useTranslation();
  const id = "import-help-title";
  return (
    <section aria-labelledby={id} className="rounded-lg bg-zinc-50 p-3 text-sm dark:bg-zinc-800/50">
      <h4 id={id} className="font-semibold">
        {t("importExport.import.help.title")} · {t(`importExport.import.sources.${source}`)}
      </h4>
      <ol className="mt-2 list-decimal space-y-1 ps-5 text-zinc-700 dark:text-zinc-300">
        {(["step1", "step2", "step3"] as const).map((step) => (
          <li key={step}>{t(`importExport.import.help.${source}.${step}`)}</li>
        ))}
      </ol>
    </section>
  );
}
