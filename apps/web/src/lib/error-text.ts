import i18next from "i18next";
import { serverRequest } from "./env";
import type { ErrorCode, ErrorTexts } from "@dizilog/shared/errors";
import { type ErrorParams, formatErrorFrom, templateParams } from "@dizilog/shared/errors/format";

/** The i18next namespace of the error catalogue (`@dizilog/shared/errors`), loaded with the language. */
export const ERRORS_NAMESPACE = "errors";

/**
 * The languages of the catalogue: each one's texts are a chunk of their own, loaded on demand —
 * English too (the fallback of every language, loaded with it by `initI18n` before the first
 * render), so that the 220-odd messages are not part of the first page's JavaScript.
 */
export const errorTextLoaders: Record<string, () => Promise<{ default: ErrorTexts }>> = {
  en: () => import("@dizilog/shared/errors/catalogue").then((module) => ({ default: module.ERROR_CATALOGUE })),
  tr: () => import("@dizilog/shared/errors/locales/tr"),
  ar: () => import("@dizilog/shared/errors/locales/ar"),
  fa: () => import("@dizilog/shared/errors/locales/fa"),
  de: () => import("@dizilog/shared/errors/locales/de"),
  es: () => import("@dizilog/shared/errors/locales/es"),
  fr: () => import("@dizilog/shared/errors/locales/fr"),
  it: () => import("@dizilog/shared/errors/locales/it"),
  pt: () => import("@dizilog/shared/errors/locales/pt"),
  "pt-br": () => import("@dizilog/shared/errors/locales/pt-br"),
  ru: () => import("@dizilog/shared/errors/locales/ru"),
  sq: () => import("@dizilog/shared/errors/locales/sq"),
};

/** The i18next instance of this render: the request's on the server, the page's in the browser. */
function currentI18n() {
  return serverRequest()?.i18n ?? i18next;
}

/** The English catalogue as loaded (empty until its chunk has come). */
function englishTexts(): Partial<ErrorTexts> {
  return (currentI18n().getResourceBundle?.("en", ERRORS_NAMESPACE) as Partial<ErrorTexts> | undefined) ?? {};
}

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === "string" && Object.hasOwn(englishTexts(), code);
}

/** A catalogue message in the interface language (English until that language's texts have loaded). */
export function errorText(code: ErrorCode, params?: ErrorParams): string {
  // On the server, the language of the request being drawn (its own i18next instance).
  const i18n = currentI18n();
  const language = i18n.resolvedLanguage ?? i18n.language ?? "en";
  const texts = (i18n.getResourceBundle?.(language, ERRORS_NAMESPACE) as Partial<ErrorTexts> | undefined) ?? {};
  return formatErrorFrom(params ? { code, params } : { code }, language, texts, englishTexts());
}

/**
 * What to show for a message the server answered with its code: the catalogue's text in the
 * interface language when the code needs no values (`forbidden`, `required` …); the server's own
 * text otherwise (a limit or a line number is only in it, already in the reader's language), or
 * when the code is one this build does not know.
 */
export function shownError(code: unknown, serverText: string | undefined): string {
  if (isErrorCode(code) && !templateParams(englishTexts()[code]!).length) return errorText(code);
  return serverText ?? errorText("unknown_error");
}
