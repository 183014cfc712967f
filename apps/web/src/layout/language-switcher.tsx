import { useTranslation } from "react-i18next";
import { LOCALES } from "@dizilog/shared";

/** Each language named in itself ("Türkçe", "العربية"), so a reader finds their own. */
const NATIVE_NAMES: Record<string, string> = {
  en: "English",
  tr: "Türkçe",
  sq: "Shqip",
  ar: "العربية",
  fa: "فارسی",
  fr: "Français",
  de: "Deutsch",
  it: "Italiano",
  le: "English (LE)",
  "pt-br": "Português (Brasil)",
  pt: "Português",
  ru: "Русский",
  es: "Español",
  "en-AU": "English (Australia)",
  "en-CA": "English (Canada)",
  "en-US": "English (US)",
};

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
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code === "pt-br" ? "pt-BR" : code === "le" ? "en" : code}>
            {NATIVE_NAMES[code] ?? code}
          </option>
        ))}
      </select>
    </div>
  );
}
