import { LOCALE_ALIASES, LOCALES, type Locale } from "@dizilog/shared";

/**
 * The languages a page exists in, as crawlers name them: every interface locale but the aliases
 * (`le` is English under another code, decision 0004), each reachable with `?lang=<code>`.
 */
export const SITE_LANGUAGES: readonly Locale[] = LOCALES.filter((locale) => LOCALE_ALIASES[locale] === undefined);

/** The BCP 47 tag of a site language for `hreflang` (`pt-br` → `pt-BR`). */
export function hreflangOf(locale: Locale): string {
  return locale === "pt-br" ? "pt-BR" : locale;
}

/** Open Graph's locales are language_TERRITORY; Facebook names Arabic `ar_AR`. */
const OG_LOCALES: Record<Locale, string> = {
  en: "en_US",
  tr: "tr_TR",
  sq: "sq_AL",
  ar: "ar_AR",
  fa: "fa_IR",
  fr: "fr_FR",
  de: "de_DE",
  it: "it_IT",
  le: "en_US",
  "pt-br": "pt_BR",
  pt: "pt_PT",
  ru: "ru_RU",
  es: "es_ES",
  "en-AU": "en_AU",
  "en-CA": "en_CA",
  "en-US": "en_US",
};

/** The `og:locale` of an interface locale (an unknown one reads as English). */
export function ogLocaleOf(locale: string): string {
  const known = (LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : "en";
  return OG_LOCALES[(LOCALE_ALIASES[known] as Locale | undefined) ?? known];
}

/** Every other `og:locale` of the site, once each (English has three territories and an alias). */
export function ogLocaleAlternates(locale: string): string[] {
  const own = ogLocaleOf(locale);
  return [...new Set(SITE_LANGUAGES.map((l) => OG_LOCALES[l]))].filter((tag) => tag !== own);
}
