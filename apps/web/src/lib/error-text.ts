import i18next from "i18next";
import { serverRequest } from "./env";
import { ERROR_CATALOGUE, type ErrorCode, type ErrorParams, type ErrorTexts, formatError, templateParams } from "@dizilog/shared/errors";

/** The i18next namespace of the error catalogue (`@dizilog/shared/errors`), loaded with the language. */
export const ERRORS_NAMESPACE = "errors";

/** The languages of the catalogue: each one's texts are a chunk of their own, loaded on demand. */
export const errorTextLoaders: Record<string, () => Promise<{ default: ErrorTexts }>> = {
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

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === "string" && Object.hasOwn(ERROR_CATALOGUE, code);
}

/** A catalogue message in the interface language (English until that language's texts have loaded). */
export function errorText(code: ErrorCode, params?: ErrorParams): string {
  // On the server, the language of the request being drawn (its own i18next instance).
  const i18n = serverRequest()?.i18n ?? i18next;
  const language = i18n.resolvedLanguage ?? i18n.language ?? "en";
  const texts = i18n.getResourceBundle?.(language, ERRORS_NAMESPACE) as Partial<ErrorTexts> | undefined;
  return formatError(params ? { code, params } : { code }, language, texts);
}

/**
 * What to show for a message the server answered with its code: the catalogue's text in the
 * interface language when the code needs no values (`forbidden`, `required` …); the server's own
 * text otherwise (a limit or a line number is only in it, already in the reader's language), or
 * when the code is one this build does not know.
 */
export function shownError(code: unknown, serverText: string | undefined): string {
  if (isErrorCode(code) && !templateParams(ERROR_CATALOGUE[code]).length) return errorText(code);
  return serverText ?? errorText("unknown_error");
}
