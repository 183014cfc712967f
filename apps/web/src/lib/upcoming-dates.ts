import type { Episode } from "@dizilog/shared/api";
import { dateTimeFormat, relativeTimeFormat } from "./intl";

const DAY_MS = 86_400_000;

/** Today's calendar date (YYYY-MM-DD) in a time zone; the browser's zone when that one is unknown. */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): string {
  let format: Intl.DateTimeFormat;
  try {
    format = dateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
  } catch {
    format = dateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" });
  }
  const parts = format.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** A calendar date moved by whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export interface EpisodeDay<E extends Pick<Episode, "air_date"> = Episode> {
  date: string;
  episodes: E[];
}

/** Episodes grouped by their air date (the server's, in the user's time zone), in date order. */
export function groupByDay<E extends Pick<Episode, "air_date">>(episodes: E[]): EpisodeDay<E>[] {
  const days = new Map<string, E[]>();
  for (const episode of episodes) {
    if (!episode.air_date) continue;
    const day = days.get(episode.air_date) ?? [];
    day.push(episode);
    days.set(episode.air_date, day);
  }
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, list]) => ({ date, episodes: list }));
}

/**
 * The heading of a day: "Today" / "Tomorrow" (Intl.RelativeTimeFormat, so every language says it
 * its own way) and the written date; other days only the date.
 */
export function dayHeading(date: string, today: string, tag: string): { relative: string | undefined; date: string } {
  const written = dateTimeFormat(tag, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
  const diff = daysBetween(today, date);
  if (diff !== 0 && diff !== 1) return { relative: undefined, date: written };
  const relative = relativeTimeFormat(tag, { numeric: "auto" }).format(diff, "day");
  return { relative: relative.charAt(0).toLocaleUpperCase(tag) + relative.slice(1), date: written };
}

/** The time of an instant ("20:00", "8:00 PM") in the language, in a time zone (the browser's when unknown or invalid). */
export function formatAirTime(instant: string, tag: string, timeZone: string | undefined): string {
  try {
    return dateTimeFormat(tag, { timeStyle: "short", timeZone }).format(new Date(instant));
  } catch {
    return dateTimeFormat(tag, { timeStyle: "short" }).format(new Date(instant));
  }
}
