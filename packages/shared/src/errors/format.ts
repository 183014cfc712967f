import type { ErrorCode, ErrorTexts } from "./catalogue.js";

// Formatting a message by code, without the catalogue itself: the web client imports this module
// and loads the English texts as a chunk of their own (lib/error-text.ts), so that they are not part
// of the first page's JavaScript. `render.ts` adds what needs the catalogue.

/** A parameter of a message: a number (formatted in the reader's language), a text, or a message of its own. */
export type ErrorParam = string | number | ErrorMessage;
export type ErrorParams = Readonly<Record<string, ErrorParam>>;

/** An error message by code, with the values of its parameters: what the server renders per language. */
export interface ErrorMessage {
  readonly code: ErrorCode;
  readonly params?: ErrorParams;
}

/** `errorMessage("content_too_long", { max: 2000 })`: a message by code, for a throw site. */
export function errorMessage(code: ErrorCode, params?: ErrorParams): ErrorMessage {
  return params ? { code, params } : { code };
}

export const PARAMETER = /\{\{(\w+)\}\}/g;

/** The parameter names of a template, in order (`{{max}}` → `max`). */
export function templateParams(template: string): string[] {
  return [...template.matchAll(PARAMETER)].map((m) => m[1]!);
}

/** The BCP 47 tag of an interface locale for Intl (`pt-br` → `pt-BR`). */
function intlTag(locale: string): string {
  return locale === "pt-br" ? "pt-BR" : locale === "le" ? "en" : locale;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function formatNumber(value: number, locale: string): string {
  let format = numberFormats.get(locale);
  if (!format) {
    // "min2": 2000 stays 2000 and 20000 is grouped (20,000 / 20.000), as the English texts write them.
    format = new Intl.NumberFormat(intlTag(locale), { useGrouping: "min2", maximumFractionDigits: 2 });
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/**
 * `formatError` with the English texts given rather than imported: the web client loads the
 * catalogue as a chunk of its own (it is not part of the first page's JavaScript). A code neither
 * knows is answered as the code itself.
 */
export function formatErrorFrom(message: ErrorMessage, locale: string, texts: Partial<ErrorTexts>, english: Partial<ErrorTexts>): string {
  const template = texts[message.code] ?? english[message.code] ?? message.code;
  return template.replace(PARAMETER, (whole, name: string) => {
    const value = message.params?.[name];
    if (value === undefined) return whole;
    if (typeof value === "number") return formatNumber(value, locale);
    if (typeof value === "string") return value;
    return formatErrorFrom(value, locale, texts, english);
  });
}
