import { ERROR_CATALOGUE, type ErrorCode, type ErrorTexts } from "./catalogue.js";

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

const PARAMETER = /\{\{(\w+)\}\}/g;

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
 * A message in one language: `texts` is that language's catalogue (undefined: English). A number
 * is written the language's way; a parameter that is a message is rendered in the same language.
 */
export function formatError(message: ErrorMessage, locale = "en", texts?: Partial<ErrorTexts>): string {
  const template = texts?.[message.code] ?? ERROR_CATALOGUE[message.code];
  return template.replace(PARAMETER, (whole, name: string) => {
    const value = message.params?.[name];
    if (value === undefined) return whole;
    if (typeof value === "number") return formatNumber(value, locale);
    if (typeof value === "string") return value;
    return formatError(value, locale, texts);
  });
}

interface Pattern {
  code: ErrorCode;
  names: string[];
  regex: RegExp;
}

let exact: Map<string, ErrorCode> | undefined;
let patterns: Pattern[] | undefined;

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function build(): void {
  exact = new Map();
  patterns = [];
  for (const [code, template] of Object.entries(ERROR_CATALOGUE) as [ErrorCode, string][]) {
    const names = templateParams(template);
    if (!names.length) {
      exact.set(template, code);
      continue;
    }
    const source = template
      .split(PARAMETER)
      .map((part, i) => (i % 2 === 0 ? escapeRegex(part) : "(.*?)"))
      .join("");
    patterns.push({ code, names, regex: new RegExp(`^${source}$`, "s") });
  }
  // The longest fixed text first: "Line {{line}}: tv_show_name is empty." before any looser pattern.
  patterns.sort((a, b) => b.regex.source.length - a.regex.source.length);
}

const NUMBER = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;

/**
 * The catalogue's message of an English text the API has always answered with (the spec's and
 * the schemas' constants, which are the catalogue's English texts): its code, and its parameters
 * read back from the text (`"…at least 280 characters."` → `{min: 280}`). Undefined for a text
 * outside the catalogue. A parameter that is itself a catalogue text becomes that message.
 */
export function errorMessageOf(text: string): ErrorMessage | undefined {
  if (!exact || !patterns) build();
  const code = exact!.get(text);
  if (code) return { code };
  for (const pattern of patterns!) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const params: Record<string, ErrorParam> = {};
    pattern.names.forEach((name, i) => {
      const raw = match[i + 1] ?? "";
      params[name] = NUMBER.test(raw) ? Number(raw.replace(/,/g, "")) : (errorMessageOf(raw) ?? raw);
    });
    return { code: pattern.code, params };
  }
  return undefined;
}
