import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LIMITS } from "@dizilog/shared";
import { BirthdayCarousel } from "../features/catalog/birthday-carousel";
import { currentMonth, filterByName } from "../features/catalog/birthdays";
import { Breadcrumb } from "../features/catalog/breadcrumb";
import { monthNames, useLocaleTag } from "../lib/format";
import { MonthSelect } from "../features/catalog/month-select";
import { PeopleFilter } from "../features/catalog/people-filter";
import { RowsSkeleton } from "../ui/skeletons";
import { UpcomingBirthdays } from "../features/catalog/upcoming-birthdays";
import { useBirthdaysToday, useBirthdaysUpcoming } from "../features/people/api";
import { useDebounced } from "../lib/use-debounced";
import { usePageTitle } from "../lib/use-page-title";
import { EmptyState, ErrorState } from "../ui/states";
import { CalendarIcon } from "../ui/icons";

/** /birthdays — who is born today, and the birthdays of a chosen month. */
export function BirthdaysPage() {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  usePageTitle(t("birthdays.title"));
  const [month, setMonth] = useState(currentMonth);
  const [search, setSearch] = useState("");
  const name = useDebounced(search, LIMITS.birthdaySearchDelayMs);
  const today = useBirthdaysToday();
  const upcoming = useBirthdaysUpcoming(month);
  const monthName = monthNames(tag)[month - 1] ?? "";
  const todayPeople = filterByName(today.data ?? [], name);
  const monthPeople = filterByName(upcoming.data ?? [], name);
  const noMatch = name.trim() ? t("birthdays.noMatch", { query: name.trim() }) : undefined;

  return (
    <div className="space-y-10">
      <div>
        <Breadcrumb items={[{ label: t("nav.explore"), to: "/explore" }, { label: t("birthdays.title") }]} />
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold sm:text-3xl">{t("birthdays.title")}</h1>
            <p className="mt-1 text-zinc-600 dark:text-zinc-400">{t("birthdays.intro")}</p>
          </div>
          <PeopleFilter value={search} onChange={setSearch} />
        </div>
      </div>

      <section aria-labelledby="birthdays-today">
        <h2 id="birthdays-today" className="mb-3 text-xl font-bold">
          {t("birthdays.today")}
        </h2>
        {today.isPending ? (
          <RowsSkeleton count={3} thumb="round" />
        ) : today.isError ? (
          <ErrorState error={today.error} onRetry={() => void today.refetch()} />
        ) : todayPeople.length === 0 ? (
          <EmptyState title={noMatch ?? t("birthdays.noneToday")} icon={<CalendarIcon />} />
        ) : (
          <BirthdayCarousel people={todayPeople} label={t("birthdays.today")} />
        )}
      </section>

      <section aria-labelledby="birthdays-upcoming">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <h2 id="birthdays-upcoming" className="text-xl font-bold">
            {month === currentMonth() ? t("birthdays.upcoming") : t("birthdays.inMonth", { month: monthName })}
          </h2>
          <MonthSelect value={month} onChange={setMonth} />
        </div>
        {upcoming.isPending ? (
          <RowsSkeleton count={4} thumb="round" />
        ) : upcoming.isError ? (
          <ErrorState error={upcoming.error} onRetry={() => void upcoming.refetch()} />
        ) : monthPeople.length === 0 ? (
          <EmptyState title={noMatch ?? t("birthdays.noneInMonth", { month: monthName })} icon={<CalendarIcon />} />
        ) : (
          <div aria-busy={upcoming.isFetching}>
            <UpcomingBirthdays people={monthPeople} />
          </div>
        )}
      </section>

      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {t("birthdays.reportPrompt")}{" "}
        <Link to="/contact-us?url=%2Fbirthdays" className="font-medium text-brand-700 underline dark:text-brand-500">
          {t("nav.contact")}
        </Link>
      </p>
    </div>
  );
}
