import { useId, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import { LIMITS } from "@dizilog/shared";
import type { UpcomingEpisode as Upcoming } from "@dizilog/shared/api";
import { useLocaleTag } from "../../lib/format";
import { RowsSkeleton } from "../../ui/skeletons";
import { useShowTitles } from "../../entities/show";
import { CalendarIcon } from "../../ui/icons";
import { EmptyState, ErrorState } from "../../ui/states";
import { useUpcoming } from "./api";
import { addDays, dayHeading, daysBetween, formatAirTime, groupByDay, todayIn } from "../../lib/upcoming-dates";
import { posterSrc } from "../../lib/data-saver";

/** The longest range the API answers (GET /api/me/upcoming). */
const MAX_RANGE_DAYS = 62;
const INPUT = "mt-1 block w-full rounded-md border border-zinc-300 bg-white px-2 py-1.5 text-sm dark:border-zinc-700 dark:bg-zinc-900 dark:[color-scheme:dark]";

export interface UpcomingCardProps {
  /** The user's time zone (the days are the user's days). */
  timeZone: string | undefined;
}

/** Episodes of tracked shows airing in a date range (default today to +7 days), grouped by day. */
export function UpcomingCard({ timeZone }: UpcomingCardProps) {
  const { t } = useTranslation();
  const ids = { title: useId(), from: useId(), to: useId(), error: useId() };
  const [today] = useState(() => todayIn(timeZone));
  const [range, setRange] = useState({ start: today, end: addDays(today, LIMITS.upcomingDefaultDays) });
  const days = daysBetween(range.start, range.end);
  const rangeError = !range.start || !range.end ? "trackerPage.upcoming.dateRequired" : days < 0 ? "trackerPage.upcoming.endBeforeStart" : days > MAX_RANGE_DAYS ? "trackerPage.upcoming.tooLong" : undefined;
  const upcoming = useUpcoming(range.start, range.end, !rangeError);

  return (
    <section aria-labelledby={ids.title} className="rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-5 dark:border-zinc-800 dark:bg-zinc-900/60">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id={ids.title} className="text-lg font-bold">
          {t("trackerPage.upcoming.title")}
        </h2>
        <Link to="/calendar" className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-500">
          {t("calendarPage.openCalendar")}
        </Link>
      </div>
      <fieldset className="mt-3">
        <legend className="sr-only">{t("trackerPage.upcoming.range")}</legend>
        <div className="grid grid-cols-2 gap-3">
          <label htmlFor={ids.from} className="text-sm font-medium">
            {t("trackerPage.upcoming.from")}
            <input id={ids.from} type="date" value={range.start} onChange={(e) => setRange((r) => ({ ...r, start: e.target.value }))} className={INPUT} />
          </label>
          <label htmlFor={ids.to} className="text-sm font-medium">
            {t("trackerPage.upcoming.to")}
            <input
              id={ids.to}
              type="date"
              value={range.end}
              min={range.start || undefined}
              max={range.start ? addDays(range.start, MAX_RANGE_DAYS) : undefined}
              aria-invalid={rangeError ? true : undefined}
              aria-describedby={rangeError ? ids.error : undefined}
              onChange={(e) => setRange((r) => ({ ...r, end: e.target.value }))}
              className={INPUT}
            />
          </label>
        </div>
        {rangeError && (
          <p id={ids.error} role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
            {t(rangeError, { count: MAX_RANGE_DAYS })}
          </p>
        )}
      </fieldset>
      <div className="mt-4">
        {rangeError ? null : upcoming.isPending ? (
          <RowsSkeleton count={3} />
        ) : upcoming.isError ? (
          <ErrorState error={upcoming.error} onRetry={() => void upcoming.refetch()} />
        ) : upcoming.data.length === 0 ? (
          <EmptyState title={t("trackerPage.upcoming.empty")} icon={<CalendarIcon />}>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("trackerPage.upcoming.emptyText")}</p>
            <Link to="/explore" className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-500">
              {t("trackerPage.upcoming.explore")}
            </Link>
          </EmptyState>
        ) : (
          <UpcomingDays episodes={upcoming.data} today={today} timeZone={timeZone} />
        )}
      </div>
    </section>
  );
}

function UpcomingDays({ episodes, today, timeZone }: { episodes: Upcoming[]; today: string; timeZone: string | undefined }) {
  const tag = useLocaleTag();
  return (
    <div className="space-y-4">
      {groupByDay(episodes).map((day) => {
        const heading = dayHeading(day.date, today, tag);
        return (
          <section key={day.date}>
            <h3 className="mb-1 text-sm font-semibold">
              <time dateTime={day.date}>
                {heading.relative && <span className="text-brand-700 dark:text-brand-500">{heading.relative} · </span>}
                <span className={heading.relative ? "font-normal text-zinc-600 dark:text-zinc-400" : undefined}>{heading.date}</span>
              </time>
            </h3>
            <ul className="divide-y divide-zinc-100 dark:divide-zinc-800">
              {day.episodes.map((episode) => (
                <li key={episode.id}>
                  <UpcomingEpisode episode={episode} timeZone={timeZone} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function UpcomingEpisode({ episode, timeZone }: { episode: Upcoming; timeZone: string | undefined }) {
  const tag = useLocaleTag();
  const show = episode.show;
  const titles = useShowTitles(show ?? { original_title: "", title: "" });
  const time = episode.airs_at ? formatAirTime(episode.airs_at, tag, timeZone) : undefined;
  return (
    <Link to={episode.url} className="flex items-center gap-3 rounded-lg px-1 py-2 hover:bg-zinc-100 dark:hover:bg-zinc-800/70">
      {show && <img src={posterSrc(show.poster)} alt="" width={40} height={60} loading="lazy" className="h-15 w-10 shrink-0 rounded bg-zinc-200 object-cover dark:bg-zinc-800" />}
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold">{titles.primary}</span>
        <span className="block text-sm text-zinc-600 dark:text-zinc-400">
          <span className="font-mono font-bold text-brand-700 dark:text-brand-500">{episode.code}</span>
          {time && <span> · {time}</span>}
        </span>
      </span>
    </Link>
  );
}
