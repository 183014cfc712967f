import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { LOCALE_ALIASES, LOCALES, type Locale } from "@dizilog/shared";
import { ERROR_CATALOGUE } from "@dizilog/shared/errors";
import { ERROR_TEXTS } from "@dizilog/shared/errors/all-locales";
import { PAGES_NAMESPACE } from "../i18n";
import { ERRORS_NAMESPACE } from "../lib/error-text";

// Every language's texts, in the server's bundle (a browser loads one language at a time).
const shellTexts = import.meta.glob<Record<string, unknown>>("../i18n/locales/*.json", { eager: true, import: "default" });
const pageTexts = import.meta.glob<Record<string, unknown>>("../i18n/locales/pages/*.json", { eager: true, import: "default" });

const instances = new Map<string, i18n>();

/**
 * The i18next instance of one language, made once and shared by every render in it (a render
 * only reads it): the same options as the browser's (i18n/index.ts), all namespaces at hand.
 */
export async function i18nFor(locale: Locale): Promise<i18n> {
  const made = instances.get(locale);
  if (made) return made;
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const language of new Set(["en", locale])) {
    const file = LOCALE_ALIASES[language as Locale] ?? language;
    resources[language] = {
      translation: shellTexts[`../i18n/locales/${file}.json`] ?? {},
      [PAGES_NAMESPACE]: pageTexts[`../i18n/locales/pages/${file}.json`] ?? {},
      [ERRORS_NAMESPACE]: (file === "en" ? ERROR_CATALOGUE : ERROR_TEXTS[file as keyof typeof ERROR_TEXTS]) ?? {},
    };
  }
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: "en",
    supportedLngs: [...LOCALES],
    lowerCaseLng: false,
    load: "currentOnly",
    resources,
    ns: ["translation", PAGES_NAMESPACE, ERRORS_NAMESPACE],
    defaultNS: "translation",
    fallbackNS: PAGES_NAMESPACE,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  instances.set(locale, instance);
  return instance;
}
