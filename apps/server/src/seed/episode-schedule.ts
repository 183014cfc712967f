import { addDays } from "../lib/time.js";
import type { Weekday } from "./demo/types.js";

const WEEKDAY_INDEX: Record<Weekday, number> = { sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6 };

/**
 * The air dates of `count` episodes starting on `first` (YYYY-MM-DD), one on each of the
 * show's broadcast weekdays: weekly shows get one a week, daily shows one each weekday.
 */
export function airDates(first: string, weekdays: Weekday[], count: number): string[] {
  const days = new Set(weekdays.map((d) => WEEKDAY_INDEX[d]));
  const dates: string[] = [];
  let date = first;
  // A first date on another weekday still starts the season; later ones follow the schedule.
  dates.push(date);
  while (dates.length < count) {
    date = addDays(date, 1);
    if (days.has(new Date(`${date}T00:00:00Z`).getUTCDay())) dates.push(date);
  }
  return dates.slice(0, count);
}
