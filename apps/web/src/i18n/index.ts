import i18next, { type BackendModule } from "i18next";
import { initReactI18next } from "react-i18next";
import { LOCALE_ALIASES, LOCALES, type Locale, RTL_LOCALES } from "@dizilog/shared";
import { ERRORS_NAMESPACE, errorTextLoaders } from "../lib/error-text";
import { firstRenderValues, readCookie } from "../lib/env";
import en from "./locales/en.json";

const STORAGE_KEY = "dz-locale";
/** The chosen language, read by the server to draw pages in it (apps/server/src/http/page-render.ts). */
export const LOCALE_COOKIE = "dz_locale";
const loaders = import.meta.glob<{ default: Record<string, unknown> }>(["./locales/*.json", "./locales/pages/*.json"]);

/**
 * Two namespaces per language: `translation` (the shell, explore and sign-in, needed for the first
 * paint; English bundled) and `pages` (every other page's texts, loaded with the page).
 */
export const PAGES_NAMESPACE = "pages";

/** Locale files are loaded on demand; English is bundled because every language falls back to it. */
const lazyBackend: BackendModule = {
  type: "backend",
  init: () => undefined,
  read(language, namespace, callback) {
    const file = LOCALE_ALIASES[language as Locale] ?? language;
    if (namespace === ERRORS_NAMESPACE) {
      const loadErrors = errorTextLoaders[file];
      if (!loadErrors) return callback(null, {});
      loadErrors().then(
        (module) => callback(null, module.default),
        (error: unknown) => callback(error as Error, null),
      );
      return;
    }
    const load = loaders[namespace === PAGES_NAMESPACE ? `./locales/pages/${file}.json` : `./locales/${file}.json`];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error as Error, null),
    );
  },
};

const isLocale = (value: string | null | undefined): value is Locale => !!value && (LOCALES as readonly string[]).includes(value);

/**
 * The interface language: the one the server drew this page in, else the saved choice (cookie, or
 * localStorage from before the server drew pages), else the browser's languages.
 */
export function detectLocale(): Locale {
  const rendered = firstRenderValues()?.locale;
  if (isLocale(rendered)) return rendered;
  const cookie = readCookie(LOCALE_COOKIE);
  if (isLocale(cookie)) return cookie;
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be blocked.
  }
  if (isLocale(saved)) return saved;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const exact = LOCALES.find((l) => l.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const base = LOCALES.find((l) => l === tag.split("-")[0]?.toLowerCase());
    if (base) return base;
  }
  return "en";
}

/** The BCP 47 tag of a locale for `lang` and Intl ('le' is an alias of English). */
export function languageTag(locale: string): string {
  if (locale === "pt-br") return "pt-BR";
  return LOCALE_ALIASES[locale as Locale] ?? locale;
}

export function applyDocumentLanguage(locale: string): void {
  document.documentElement.lang = languageTag(locale);
  document.documentElement.dir = RTL_LOCALES.includes(locale as Locale) ? "rtl" : "ltr";
}

export async function initI18n(): Promise<typeof i18next> {
  const locale = detectLocale();
  await i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: "en",
      supportedLngs: [...LOCALES],
      lowerCaseLng: false,
      load: "currentOnly",
      partialBundledLanguages: true,
      // The error catalogue (server messages by code) is a namespace of its own, English loaded
      // like every other language (lib/error-text.ts); init waits for it and for the fallback's.
      resources: { en: { translation: en } },
      ns: ["translation", ERRORS_NAMESPACE],
      defaultNS: "translation",
      // Page texts are looked up in `pages` when the key is not a shell text.
      fallbackNS: PAGES_NAMESPACE,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  applyDocumentLanguage(locale);
  i18next.on("languageChanged", (lng) => {
    saveLocale(lng);
    applyDocumentLanguage(lng);
  });
  return i18next;
}

/** Remembers the language for a year, for the server's pages too. */
function saveLocale(locale: string): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Max-Age=${365 * 24 * 3600}; Path=/; SameSite=Lax${secure}`;
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage can be blocked: the cookie is enough.
  }
}

/** Resolves once the page texts of the current language are loaded (lazy pages wait for it). */
export function loadPageTexts(): Promise<void> {
  return i18next.loadNamespaces(PAGES_NAMESPACE);
}
