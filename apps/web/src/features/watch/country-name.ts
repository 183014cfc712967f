import { languageTag } from "../../i18n";

/** A country's name in the interface language (the code when the browser's ICU has none). */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([languageTag(language)], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}
