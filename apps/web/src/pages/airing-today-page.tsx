import { useTranslation } from "../lib/use-translation";
import { Link } from "react-router";
import { useMe } from "../features/auth/api";
import { useAiringToday, useCalendar } from "../features/calendar/api";
import { CalendarEntry } from "../features/calendar/calendar-entry";
import { showIdsOf, trackedFirst } from "../features/calendar/tracked-first";
import { formatIsoDate, useLocaleTag } from "../lib/format";
import { RowsSkeleton } from "../ui/skeletons";
import { todayIn } from "../lib/upcoming-dates";
import { usePageTitle } from "../lib/use-page-title";
import { CalendarIcon } from "../ui/icons";
import { EmptyState, ErrorState } from "../ui/states";

const TEXT_LINK = "font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-500";

/** /airing-today — today's episodes (the viewer's day); a signed-in user's own shows first, marked. */
export function AiringTodayPage() {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const me = useMe();
  const user = me.data ?? null;
  const timeZone = user?.time_zone;
  const airing = useAiringToday();
  // The server's "today" (the user's zone); the show refs carry no is_tracking, so one call for the
  // tracked calendar of that month tells which of today's shows the user tracks.
  const day = airing.data?.[0]?.air_date ?? todayIn(timeZone);
  const tracked = useCalendar(day.slice(0, 7), "tracked", Boolean(user) && Boolean(airing.data?.length));
  const trackedShowIds = showIdsOf(tracked.data);
  usePageTitle(t("airingTodayPage.title"));
  const waitingForTracked = Boolean(user) && Boolean(airing.data?.length) && tracked.isPending;

  return (
    <div className="mx-auto max-w-3xl">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t("airingTodayPage.heading")}</h1>
          <p className="mt-1 text-zinc-600 dark:text-zinc-400">
            <time dateTime={day}>{formatIsoDate(day, tag, { weekday: "long", day: "numeric", month: "long", year: "numeric" })}</time>
          </p>
        </div>
        <Link to="/calendar" className={TEXT_LINK}>
          {t("airingTodayPage.calendar")}
        </Link>
      </div>
      {airing.isPending || waitingForTracked ? (
        <RowsSkeleton count={4} />
      ) : airing.isError ? (
        <ErrorState error={airing.error} onRetry={() => void airing.refetch()} />
      ) : airing.data.length === 0 ? (
        <EmptyState title={t("airingTodayPage.empty")} icon={<CalendarIcon />}>
          <p className="max-w-sm text-sm text-zinc-600 dark:text-zinc-400">{t("airingTodayPage.emptyText")}</p>
        </EmptyState>
      ) : (
        <ul className="divide-y divide-zinc-100 rounded-xl border border-zinc-200 bg-white px-2 dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900/60">
          {trackedFirst(airing.data, trackedShowIds).map((episode) => (
            <li key={episode.id}>
              <CalendarEntry episode={episode} timeZone={timeZone} tracking={Boolean(episode.show && trackedShowIds.has(episode.show.id))} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
