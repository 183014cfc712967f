import { useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { formatIsoDate, useLocaleTag } from "../../lib/format";
import { CalendarEntry } from "./calendar-entry";
import { monthWeeks, REFERENCE_WEEK } from "./month-grid";
import type { CalendarItem } from "./api";

/** Entries a day shows before "+N more": a busy day keeps the row height readable. */
const VISIBLE_PER_DAY = 3;

export interface MonthGridViewProps {
  month: string;
  /** The month's episodes by air date (the server's, in the user's zone). */
  byDay: Map<string, CalendarItem[]>;
  today: string;
  timeZone: string | undefined;
}

/** The desktop month: a table of Monday-first weeks, today marked, each day listing its episodes. */
export function MonthGridView({ month, byDay, today, timeZone }: MonthGridViewProps) {
  const tag = useLocaleTag();
  const weekday = (date: string, style: "short" | "long") => formatIsoDate(date, tag, { weekday: style });
  return (
    <table className="w-full table-fixed border-collapse">
      <caption className="sr-only">{formatIsoDate(`${month}-01`, tag, { month: "long", year: "numeric" })}</caption>
      <thead>
        <tr>
          {REFERENCE_WEEK.map((date) => (
            <th key={date} scope="col" className="pb-2 text-xs font-semibold uppercase tracking-wide text-zinc-600 dark:text-zinc-400">
              <span aria-hidden="true">{weekday(date, "short")}</span>
              <span className="sr-only">{weekday(date, "long")}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week) => (
          <tr key={week[0]}>
            {week.map((date) => (
              <DayCell key={date} date={date} inMonth={date.startsWith(month)} isToday={date === today} episodes={byDay.get(date) ?? []} timeZone={timeZone} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface DayCellProps {
  date: string;
  inMonth: boolean;
  isToday: boolean;
  episodes: CalendarItem[];
  timeZone: string | undefined;
}

function DayCell({ date, inMonth, isToday, episodes, timeZone }: DayCellProps) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? episodes : episodes.slice(0, VISIBLE_PER_DAY);
  const hidden = episodes.length - VISIBLE_PER_DAY;
  const tone = isToday
    ? "bg-brand-50 ring-2 ring-inset ring-brand-600 dark:bg-brand-800/20 dark:ring-brand-500"
    : inMonth
      ? "bg-white dark:bg-zinc-900/60"
      : "bg-zinc-50 text-zinc-500 dark:bg-zinc-950 dark:text-zinc-400";
  return (
    <td aria-current={isToday ? "date" : undefined} className={`h-28 border border-zinc-200 p-1 align-top dark:border-zinc-800 ${tone}`}>
      <time dateTime={date} className={`mb-1 block px-1 text-sm ${isToday ? "font-extrabold text-brand-700 dark:text-brand-500" : "font-semibold"}`}>
        <span aria-hidden="true">{formatIsoDate(date, tag, { day: "numeric" })}</span>
        <span className="sr-only">
          {formatIsoDate(date, tag, { weekday: "long", day: "numeric", month: "long" })}
          {isToday && `, ${t("calendarPage.today")}`}
        </span>
      </time>
      {shown.length > 0 && (
        <ul className="space-y-0.5">
          {shown.map((episode) => (
            <li key={episode.id}>
              <CalendarEntry episode={episode} timeZone={timeZone} compact />
            </li>
          ))}
        </ul>
      )}
      {hidden > 0 && (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded((open) => !open)}
          className="mt-0.5 w-full rounded-md px-1 py-0.5 text-start text-xs font-semibold text-brand-700 hover:bg-zinc-100 dark:text-brand-500 dark:hover:bg-zinc-800"
        >
          {expanded ? t("calendarPage.showLess") : t("calendarPage.more", { count: hidden })}
        </button>
      )}
    </td>
  );
}
