import { useTranslation } from "react-i18next";
import { languageTag } from "../../i18n";

/** The BCP 47 tag of the interface language, for Intl ("le" → "en", "pt-br" → "pt-BR"). */
export function useLocaleTag(): string {
  const { i18n } = useTranslation();
  return languageTag(i18n.language);
}

/** A calendar date (YYYY-MM-DD) as the language writes it; read in UTC so the day never shifts. */
export function formatIsoDate(iso: string, tag: string, options: Intl.DateTimeFormatOptions = { dateStyle: "long" }): string {
  const [year = 2000, month = 1, day = 1] = iso.slice(0, 10).split("-").map(Number);
  return new Intl.DateTimeFormat(tag, { ...options, timeZone: "UTC" }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** "45 minutes" in the interface language. */
export function formatMinutes(minutes: number, tag: string): string {
  return new Intl.NumberFormat(tag, { style: "unit", unit: "minute", unitDisplay: "long" }).format(minutes);
}

/** The 12 month names of the language, January first. */
export function monthNames(tag: string): string[] {
  const format = new Intl.DateTimeFormat(tag, { month: "long", timeZone: "UTC", calendar: "gregory" });
  return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2000, i, 1))));
}
