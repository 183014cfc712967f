import { ERROR_CATALOGUE, type ErrorCode, type ErrorTexts } from "./catalogue.js";
import { type ErrorMessage, type ErrorParam, PARAMETER, formatErrorFrom, templateParams } from "./format.js";

export { type ErrorMessage, type ErrorParam, type ErrorParams, errorMessage, formatErrorFrom, templateParams } from "./format.js";

/**
 * A message in one language: `texts` is that language's catalogue (undefined: English). A number
 * is written the language's way; a parameter that is a message is rendered in the same language.
 */
export function formatError(message: ErrorMessage, locale = "en", texts?: Partial<ErrorTexts>): string {
  return formatErrorFrom(message, locale, texts ?? {}, ERROR_CATALOGUE);
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
