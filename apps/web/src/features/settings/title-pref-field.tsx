import { useTranslation } from "../../lib/use-translation";

export interface TitlePrefFieldProps {
  name: string;
  value: "0" | "1";
  onChange: (value: "0" | "1") => void;
  error?: string;
  disabled?: boolean;
}

const OPTIONS = [
  { value: "0", key: "original" },
  { value: "1", key: "translated" },
] as const;

/** Title language: show titles in the original (Turkish) or translated into the interface language. */
export function TitlePrefField({ name, value, onChange, error, disabled }: TitlePrefFieldProps) {
  const { t } = useTranslation();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : `${name}-hint`} className="flex flex-col gap-2">
      <legend className="text-sm font-medium">{t("settings.titlePref.label")}</legend>
      <p id={`${name}-hint`} className="text-sm text-zinc-600 dark:text-zinc-400">
        {t("settings.titlePref.hint")}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
              value === option.value
                ? "border-brand-600 bg-brand-50 dark:border-brand-500 dark:bg-brand-800/20"
                : "border-zinc-300 hover:bg-zinc-50 dark:border-zinc-700 dark:hover:bg-zinc-800"
            }`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              disabled={disabled}
              className="mt-1 accent-brand-700"
            />
            <span>
              <span className="block font-medium">{t(`settings.titlePref.${option.key}`)}</span>
              <span className="block text-sm text-zinc-600 dark:text-zinc-400">{t(`settings.titlePref.${option.key}Example`)}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
