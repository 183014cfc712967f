import { LOCALES } from "@dizilog/shared";

/** Each interface language named in itself, so a reader finds their own. */
const NATIVE_NAMES: Record<(typeof LOCALES)[number], string> = {
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

export const LANGUAGE_OPTIONS = LOCALES.map((code) => ({
  code,
  name: NATIVE_NAMES[code],
  lang: code === "pt-br" ? "pt-BR" : code === "le" ? "en" : code,
}));
