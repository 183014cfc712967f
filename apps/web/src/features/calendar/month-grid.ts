import { addDays } from "../../lib/upcoming-dates";

const MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Whether a value is a month the API accepts (YYYY-MM). */
export function isMonth(value: string | null | undefined): value is string {
  return Boolean(value && MONTH_RE.test(value));
}

/** A month (YYYY-MM) moved by whole months. */
export function shiftMonth(month: string, delta: number): string {
  const [year = 2000, m = 1] = month.split("-").map(Number);
  const index = year * 12 + (m - 1) + delta;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** 0 for Monday … 6 for Sunday: the column of a date in a week that starts on Monday. */
export function mondayIndex(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/**
 * The weeks (Monday to Sunday) that show a month: whole weeks, so the first and last may hold
 * days of the neighbouring months. Dates are calendar dates (YYYY-MM-DD), computed in UTC so no
 * time zone or daylight-saving change can move a day.
 */
export function monthWeeks(month: string): string[][] {
  const first = `${month}-01`;
  const next = `${shiftMonth(month, 1)}-01`;
  let day = addDays(first, -mondayIndex(first));
  const weeks: string[][] = [];
  while (day < next) {
    const week = Array.from({ length: 7 }, (_, i) => addDays(day, i));
    weeks.push(week);
    day = addDays(day, 7);
  }
  return weeks;
}

/** The seven dates of one Monday-first week, used to name the weekdays in the interface language. */
export const REFERENCE_WEEK = Array.from({ length: 7 }, (_, i) => addDays("2024-01-01", i));
