import { useTranslation } from "../lib/use-translation";
import { Link, useSearchParams } from "react-router";
import { useMe } from "../features/auth/api";
import { AgendaList } from "../features/calendar/agenda-list";
import { type CalendarItem, type CalendarScope, useCalendar } from "../features/calendar/api";
import { MonthNav, monthLabel, ScopeSwitch, SignInHint } from "../features/calendar/calendar-toolbar";
import { isMonth } from "../features/calendar/month-grid";
import { MonthGridView } from "../features/calendar/month-grid-view";
import { SubscribeButton } from "../features/calendar/subscribe-dialog";
import { useLocaleTag } from "../lib/format";
import { groupByDay, todayIn } from "../lib/upcoming-dates";
import { usePageTitle } from "../lib/use-page-title";
import { CalendarIcon } from "../ui/icons";
import { EmptyState, ErrorState, Loader } from "../ui/states";

const TEXT_LINK = "font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-500";

/**
 * /calendar?month=YYYY-MM&scope=all — a month of airing episodes: the shows the user tracks
 * (signed in, by default) or every show. A grid on wide screens, a list of days on phones.
 */
export function CalendarPage() {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const me = useMe();
  const [params, setParams] = useSearchParams();
  // A failed fetch of the user counts as a visitor, as in the header.
  const user = me.data ?? null;
  const timeZone = user?.time_zone;
  const today = todayIn(timeZone);
  const monthParam = params.get("month");
  const month = isMonth(monthParam) ? monthParam : today.slice(0, 7);
  const scope: CalendarScope = user && params.get("scope") !== "all" ? "tracked" : "all";
  const calendar = useCalendar(month, scope, !me.isPending);
  usePageTitle(t("calendarPage.pageTitle", { month: monthLabel(month, tag) }));

  const hrefOf = (target: string) => {
    const next = new URLSearchParams(params);
    next.set("month", target);
    return `?${next.toString()}`;
  };
  const handleScope = (value: CalendarScope) => {
    const next = new URLSearchParams(params);
    if (value === "all") next.set("scope", "all");
    else next.delete("scope");
    setParams(next);
  };

  return (
    <div>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t("calendarPage.heading")}</h1>
        <div className="flex flex-wrap items-center gap-3">
          <Link to="/airing-today" className={TEXT_LINK}>
            {t("calendarPage.airingToday")}
          </Link>
          {user && <SubscribeButton />}
        </div>
      </div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <MonthNav month={month} currentMonth={today.slice(0, 7)} hrefOf={hrefOf} />
        {me.isPending ? null : user ? <ScopeSwitch scope={scope} onChange={handleScope} /> : <SignInHint />}
      </div>
      {me.isPending || calendar.isPending ? (
        <Loader />
      ) : calendar.isError ? (
        <ErrorState error={calendar.error} onRetry={() => void calendar.refetch()} />
      ) : (
        <CalendarBody
          month={month}
          // While another month loads, the previous answer stays (dimmed) but never fills this month's days.
          episodes={calendar.data.filter((episode) => episode.air_date?.startsWith(month))}
          loading={calendar.isPlaceholderData}
          scope={scope}
          today={today}
          timeZone={timeZone}
          onShowAll={() => handleScope("all")}
        />
      )}
    </div>
  );
}

interface CalendarBodyProps {
  month: string;
  episodes: CalendarItem[];
  loading: boolean;
  scope: CalendarScope;
  today: string;
  timeZone: string | undefined;
  onShowAll: () => void;
}

function CalendarBody({ month, episodes, loading, scope, today, timeZone, onShowAll }: CalendarBodyProps) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  if (!loading && episodes.length === 0) {
    return (
      <EmptyState title={t(scope === "tracked" ? "calendarPage.empty.tracked" : "calendarPage.empty.all", { month: monthLabel(month, tag) })} icon={<CalendarIcon />}>
        <p className="max-w-sm text-sm text-zinc-600 dark:text-zinc-400">{t(scope === "tracked" ? "calendarPage.empty.trackedText" : "calendarPage.empty.allText")}</p>
        <div className="flex flex-wrap justify-center gap-4">
          <Link to="/explore" className={TEXT_LINK}>
            {t("calendarPage.empty.explore")}
          </Link>
          {scope === "tracked" && (
            <button type="button" onClick={onShowAll} className={TEXT_LINK}>
              {t("calendarPage.empty.showAll")}
            </button>
          )}
        </div>
      </EmptyState>
    );
  }
  const days = groupByDay(episodes);
  const byDay = new Map(days.map((day) => [day.date, day.episodes]));
  return (
    <div aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : undefined}>
      <div className="hidden lg:block">
        <MonthGridView month={month} byDay={byDay} today={today} timeZone={timeZone} />
      </div>
      <div className="lg:hidden">
        <AgendaList days={days} today={today} timeZone={timeZone} />
      </div>
    </div>
  );
}
