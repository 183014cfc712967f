/** The 12 languages the site's texts are written in (web locales, mail, notifications). */
export const SITE_LANGUAGES = ["en", "tr", "ar", "fa", "de", "es", "fr", "it", "pt", "pt-br", "ru", "sq"] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

const known = new Set<string>(SITE_LANGUAGES);

/**
 * The site language of a locale code (a user's `locale`, a viewer's): `pt-BR` → `pt-br`, `en-AU`
 * and the alias `le` → `en`, `tr-TR` → `tr`; anything else English.
 */
export function siteLanguage(locale: string | undefined): SiteLanguage {
  const lower = (locale ?? "en").toLowerCase();
  if (known.has(lower)) return lower as SiteLanguage;
  const base = lower.split("-")[0] ?? "en";
  return known.has(base) ? (base as SiteLanguage) : "en";
}
