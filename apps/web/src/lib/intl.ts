/**
 * Intl formatters, made once per language and options: building one costs far more than formatting
 * (a page of cards asked for hundreds, on the server for every page it draws and in the browser for
 * every card it hydrates).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(kind: string, tag: string, options: object | undefined, make: () => T): T {
  const key = `${kind}\u0000${tag}\u0000${options ? JSON.stringify(options) : ""}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

export function numberFormat(tag: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached("number", tag, options, () => new Intl.NumberFormat(tag, options));
}

export function dateTimeFormat(tag: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached("date", tag, options, () => new Intl.DateTimeFormat(tag, options));
}

export function relativeTimeFormat(tag: string, options?: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat {
  return cached("relative", tag, options, () => new Intl.RelativeTimeFormat(tag, options));
}
