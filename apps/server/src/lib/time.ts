import { DEFAULT_TIME_ZONE } from "@dizilog/shared";

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = dateFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    dateFormatters.set(timeZone, f);
  }
  return f;
}

function zonedParts(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(partsFormatter(timeZone).formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

// formatToParts costs microseconds, and a list of 300 episodes asks for 600 local dates. A zone's
// offset only changes at transitions, which fall on whole quarter hours of UTC (every offset in
// use is a multiple of 15 minutes, and transitions happen at whole or half local hours), so the
// offset is cached per zone and quarter hour.
const QUARTER_HOUR = 900_000;
const offsets = new Map<string, number>();

/** The zone's offset from UTC (ms) at an instant. */
function zoneOffset(instant: Date, timeZone: string): number {
  const start = Math.floor(instant.getTime() / QUARTER_HOUR) * QUARTER_HOUR;
  const key = `${timeZone}|${start}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const p = zonedParts(new Date(start), timeZone);
    offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - start;
    if (offsets.size > 20_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function localDate(instant: Date, timeZone = DEFAULT_TIME_ZONE): string {
  const local = new Date(instant.getTime() + zoneOffset(instant, timeZone));
  const year = local.getUTCFullYear();
  // toISOString writes years outside 0–9999 with a sign; such dates are not episodes.
  if (year < 1 || year > 9999) {
    const p = zonedParts(instant, timeZone);
    return `${p.year}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`;
  }
  return local.toISOString().slice(0, 10);
}

/** The instant at which a wall-clock date and time happen in a time zone (DST aware). */
export function zonedTimeToInstant(date: string, time: string, timeZone = DEFAULT_TIME_ZONE): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  const asUtc = Date.UTC(y, m - 1, d, hh, mm);
  // Two passes settle the offset even on the day a zone changes it.
  let guess = asUtc;
  for (let i = 0; i < 2; i++) {
    const p = zonedParts(new Date(guess), timeZone);
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    guess += asUtc - shown;
  }
  return new Date(guess);
}

/** localDate of "now", remembered for the instant last asked (every episode of a list asks it). */
let lastToday = { at: Number.NaN, timeZone: "", day: "" };
function today(now: Date, timeZone: string): string {
  if (lastToday.at !== now.getTime() || lastToday.timeZone !== timeZone) lastToday = { at: now.getTime(), timeZone, day: localDate(now, timeZone) };
  return lastToday.day;
}

/** Whole days from `from` to `to`, both YYYY-MM-DD. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

// Building an Intl formatter costs far more than using one: lists of episodes reuse them.
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const labelFormats = new Map<string, Intl.DateTimeFormat>();

function cached<T>(map: Map<string, T>, key: string, make: () => T): T {
  let value = map.get(key);
  if (!value) {
    if (map.size > 500) map.clear();
    value = make();
    map.set(key, value);
  }
  return value;
}

/**
 * The human air-date label of the spec (`dia`): "today", "tomorrow", "yesterday" or a date,
 * in the viewer's language and time zone.
 */
export function airDateLabel(instant: Date, now: Date, locale: string, timeZone = DEFAULT_TIME_ZONE): string {
  const day = localDate(instant, timeZone);
  const diff = daysBetween(today(now, timeZone), day);
  if (Math.abs(diff) <= 1) {
    return cached(relativeFormats, locale, () => new Intl.RelativeTimeFormat(locale, { numeric: "auto" })).format(diff, "day");
  }
  // The label depends only on the local day: a list of 300 episodes formats each day once.
  return cached(dayLabels, `${locale}|${timeZone}|${day}`, () =>
    cached(labelFormats, `${locale}|${timeZone}`, () => new Intl.DateTimeFormat(locale, { timeZone, day: "numeric", month: "long", year: "numeric" })).format(instant),
  );
}

const dayLabels = new Map<string, string>();
