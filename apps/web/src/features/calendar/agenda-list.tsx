import { useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { useLocaleTag } from "../../lib/format";
import { dayHeading, type EpisodeDay } from "../../lib/upcoming-dates";
import { splitAtToday } from "./agenda-days";
import { CalendarEntry } from "./calendar-entry";
import type { CalendarItem } from "./api";

export interface AgendaListProps {
  days: EpisodeDay<CalendarItem>[];
  today: string;
  timeZone: string | undefined;
}

/**
 * The phone's month: only the days that have episodes, one section per day. In the current month
 * it opens at today; the earlier days come on request ("Show earlier days").
 */
export function AgendaList({ days, today, timeZone }: AgendaListProps) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const [withEarlier, setWithEarlier] = useState(false);
  const { earlier, fromToday } = splitAtToday(days, today);
  const shown = withEarlier ? days : fromToday;
  return (
    <div className="space-y-5">
      {earlier.length > 0 && !withEarlier && (
        <button
          type="button"
          onClick={() => setWithEarlier(true)}
          className="w-full rounded-xl border border-zinc-200 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-zinc-50 dark:border-zinc-800 dark:text-brand-500 dark:hover:bg-zinc-900"
        >
          {t("calendarPage.showEarlier")}
        </button>
      )}
      {shown.length === 0 && <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("calendarPage.noneFromToday")}</p>}
      {shown.map((day) => {
        const heading = dayHeading(day.date, today, tag);
        const isToday = day.date === today;
        return (
          <section key={day.date} aria-labelledby={`agenda-${day.date}`} aria-current={isToday ? "date" : undefined}>
            <h3 id={`agenda-${day.date}`} className="mb-1 text-sm font-semibold">
              <time dateTime={day.date}>
                {heading.relative && <span className="text-brand-700 dark:text-brand-500">{heading.relative} · </span>}
                <span className={heading.relative ? "font-normal text-zinc-600 dark:text-zinc-400" : undefined}>{heading.date}</span>
              </time>
              <span className="sr-only">, {t("calendarPage.episodes", { count: day.episodes.length })}</span>
            </h3>
            <ul className={`divide-y divide-zinc-100 rounded-xl border px-2 dark:divide-zinc-800 ${isToday ? "border-brand-600 dark:border-brand-500" : "border-zinc-200 dark:border-zinc-800"}`}>
              {day.episodes.map((episode) => (
                <li key={episode.id}>
                  <CalendarEntry episode={episode} timeZone={timeZone} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
