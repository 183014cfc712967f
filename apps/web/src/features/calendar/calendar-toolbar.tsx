import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import { formatIsoDate, useLocaleTag } from "../../lib/format";
import { useAuthModal } from "../auth";
import type { CalendarScope } from "./api";
import { shiftMonth } from "./month-grid";

const NAV_LINK =
  "inline-flex min-h-9 min-w-9 items-center justify-center gap-1.5 rounded-lg border border-zinc-200 px-2 text-sm font-semibold text-brand-700 hover:bg-zinc-100 dark:border-zinc-700 dark:text-brand-500 dark:hover:bg-zinc-800";

export function monthLabel(month: string, tag: string): string {
  return formatIsoDate(`${month}-01`, tag, { month: "long", year: "numeric" });
}

export interface MonthNavProps {
  month: string;
  /** This month in the user's zone (the target of "Today"). */
  currentMonth: string;
  /** The link (search part) of another month, keeping the other parameters. */
  hrefOf: (month: string) => string;
}

/** The shown month between links to the previous and next months, and back to this month. */
export function MonthNav({ month, currentMonth, hrefOf }: MonthNavProps) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  return (
    <nav aria-label={t("calendarPage.months")} className="flex flex-1 flex-wrap items-center gap-2">
      <Link to={hrefOf(previous)} className={NAV_LINK} aria-label={t("calendarPage.previousMonth", { month: monthLabel(previous, tag) })}>
        <Arrow direction="start" />
      </Link>
      <Link to={hrefOf(next)} className={NAV_LINK} aria-label={t("calendarPage.nextMonth", { month: monthLabel(next, tag) })}>
        <Arrow direction="end" />
      </Link>
      <h2 className="min-w-40 px-1 text-lg font-bold" aria-live="polite">
        {monthLabel(month, tag)}
      </h2>
      <Link
        to={hrefOf(currentMonth)}
        className={NAV_LINK}
        aria-label={t("calendarPage.thisMonth", { month: monthLabel(currentMonth, tag) })}
      >
        {t("calendarPage.today")}
      </Link>
    </nav>
  );
}

/** A back or forward arrow that flips in right-to-left languages. */
function Arrow({ direction }: { direction: "start" | "end" }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 shrink-0 rtl:rotate-180" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <path d={direction === "end" ? "M7 4l6 6-6 6" : "M13 4l-6 6 6 6"} />
    </svg>
  );
}

export interface ScopeSwitchProps {
  scope: CalendarScope;
  onChange: (scope: CalendarScope) => void;
}

/** "My shows" (the tracked ones) or "All shows". */
export function ScopeSwitch({ scope, onChange }: ScopeSwitchProps) {
  const { t } = useTranslation();
  const options: { value: CalendarScope; label: string }[] = [
    { value: "tracked", label: t("calendarPage.scope.tracked") },
    { value: "all", label: t("calendarPage.scope.all") },
  ];
  return (
    <div role="group" aria-label={t("calendarPage.scope.label")} className="inline-flex rounded-lg border border-zinc-200 p-0.5 dark:border-zinc-700">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={scope === option.value}
          onClick={() => onChange(option.value)}
          className={`rounded-md px-3 py-1.5 text-sm font-semibold ${scope === option.value ? "bg-brand-700 text-white" : "hover:bg-zinc-100 dark:hover:bg-zinc-800"}`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** Visitors see every show; a gentle word on what signing in adds. */
export function SignInHint() {
  const { t } = useTranslation();
  const { openLogin } = useAuthModal();
  return (
    <p className="text-sm text-zinc-600 dark:text-zinc-400">
      {t("calendarPage.signInHint")}{" "}
      <button type="button" onClick={() => openLogin()} className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-500">
        {t("calendarPage.signIn")}
      </button>
    </p>
  );
}
