import { useTranslation } from "../../lib/use-translation";
import { THEME_CHOICES, type ThemeChoice } from "./theme-choice";

export interface ThemeChoiceFieldProps {
  value: ThemeChoice;
  onChange: (choice: ThemeChoice) => void;
}

const ICONS: Record<ThemeChoice, string> = { system: "◐", light: "☀", dark: "☾" };

/** Theme: system, light or dark, as a group of radio buttons that look like a segmented control. */
export function ThemeChoiceField({ value, onChange }: ThemeChoiceFieldProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{t("settings.app.theme")}</legend>
      <div className="grid grid-cols-3 gap-2">
        {THEME_CHOICES.map((choice) => (
          <label
            key={choice}
            className={`flex cursor-pointer flex-col items-center gap-1 rounded-lg border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${
              value === choice
                ? "border-brand-600 bg-brand-50 font-semibold text-brand-800 dark:border-brand-500 dark:bg-brand-800/20 dark:text-brand-100"
                : "border-zinc-300 hover:bg-zinc-50 dark:border-zinc-700 dark:hover:bg-zinc-800"
            }`}
          >
            <input type="radio" name="app-theme" value={choice} checked={value === choice} onChange={() => onChange(choice)} className="sr-only" />
            <span aria-hidden="true" className="text-xl">
              {ICONS[choice]}
            </span>
            {t(`settings.app.themes.${choice}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
