/**
 * The 16 interface locale codes of the spec. 'le' is not a language tag: it is kept as an alias of
 * English (see docs/decisions/0004-locales.md).
 */
export const LOCALES = ["en", "tr", "sq", "ar", "fa", "fr", "de", "it", "le", "pt-br", "pt", "ru", "es", "en-AU", "en-CA", "en-US"] as const;
export type Locale = (typeof LOCALES)[number];
export const RTL_LOCALES: readonly Locale[] = ["ar", "fa"];
export const LOCALE_ALIASES: Partial<Record<Locale, string>> = { le: "en" };
