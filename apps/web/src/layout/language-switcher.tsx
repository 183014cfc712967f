import { useTranslation } from "../lib/use-translation";
import { LANGUAGE_OPTIONS } from "../i18n/languages";


export function LanguageSwitcher({ id = "language" }: { id?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t("language.label")}
      </label>
      <select
        id={id}
        value={i18n.language}
        onChange={(e) => void i18n.changeLanguage(e.target.value)}
        className="rounded-md border border-zinc-300 bg-transparent px-2 py-1 text-sm dark:border-zinc-700 dark:bg-zinc-900"
      >
        {LANGUAGE_OPTIONS.map(({ code, name, lang }) => (
          <option key={code} value={code} lang={lang}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
