import { useTranslation } from "./use-translation";
import { languageTag } from "../i18n";
import { firstRenderValues } from "./env";
import { useHydrated } from "./use-hydrated";
import { dateTimeFormat, numberFormat, relativeTimeFormat } from "./intl";

/** The BCP 47 tag of the interface language, for Intl ("le" → "en", "pt-br" → "pt-BR"). */
export function useLocaleTag(): string {
  const { i18n } = useTranslation();
  return languageTag(i18n.language);
}

/** A calendar date (YYYY-MM-DD) as the language writes it; read in UTC so the day never shifts. */
export function formatIsoDate(iso: string, tag: string, options: Intl.DateTimeFormatOptions = { dateStyle: "long" }): string {
  const [year = 2000, month = 1, day = 1] = iso.slice(0, 10).split("-").map(Number);
  return dateTimeFormat(tag, { ...options, timeZone: "UTC" }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** "45 minutes" in the interface language. */
export function formatMinutes(minutes: number, tag: string): string {
  return numberFormat(tag, { style: "unit", unit: "minute", unitDisplay: "long" }).format(minutes);
}

/** The 12 month names of the language, January first. */
export function monthNames(tag: string): string[] {
  const format = dateTimeFormat(tag, { month: "long", timeZone: "UTC", calendar: "gregory" });
  return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2000, i, 1))));
}

/** Relative-time units, largest first, with their length in seconds. */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
  ["second", 1],
];

/** "5 minutes ago", "yesterday" in the interface language. */
export function formatRelative(iso: string, tag: string, now: number = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = relativeTimeFormat(tag, { numeric: "auto" });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === "second") return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, "second");
}

/** A date and time in the interface language ("12 March 2025, 14:05"), in `timeZone` (default: the browser's). */
export function formatDateTime(iso: string, tag: string, timeZone?: string): string {
  return dateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short", ...(timeZone ? { timeZone } : {}) }).format(new Date(iso));
}

/**
 * The instant and zone to write times in: the server render's (on the server and while the browser
 * hydrates its HTML, so both write the same text), then the browser's own clock and zone.
 */
export function useRenderClock(): { now: number; timeZone: string | undefined } {
  const hydrated = useHydrated();
  const first = firstRenderValues();
  if (hydrated || !first) return { now: Date.now(), timeZone: undefined };
  return { now: first.now, timeZone: first.timeZone };
}
