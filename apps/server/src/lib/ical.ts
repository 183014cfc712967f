import ical from "ical-generator";

/** One event of a feed: an episode airing, in UTC. */
export interface CalendarEvent {
  uid: string;
  start: Date;
  minutes: number;
  summary: string;
  description?: string | undefined;
  url?: string | undefined;
}

/**
 * An RFC 5545 calendar written by `ical-generator` (escaping, 75-octet folding that never splits
 * a character, CRLF endings); times in UTC, so no VTIMEZONE is needed.
 */
export function renderCalendar(name: string, events: CalendarEvent[], now: Date): string {
  const calendar = ical({ name: escapeName(name), prodId: { company: "Dizilog", product: "Tracker", language: "EN" }, scale: "GREGORIAN" });
  for (const event of events) {
    calendar.createEvent({
      id: event.uid,
      stamp: now,
      start: event.start,
      end: new Date(event.start.getTime() + event.minutes * 60_000),
      summary: event.summary,
      ...(event.description ? { description: event.description } : {}),
      ...(event.url ? { url: event.url } : {}),
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too; the library leaves it off.
  return `${calendar.toString()}\r\n`;
}

/**
 * ical-generator 10 writes the calendar's NAME and X-WR-CALNAME unescaped (event texts it does
 * escape), so a comma or semicolon in the name would end the value early: escaped here.
 */
function escapeName(name: string): string {
  return name.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r?\n/g, "\\n");
}
