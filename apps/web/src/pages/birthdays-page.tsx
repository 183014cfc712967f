import { useState } from "react";
import { useTranslation } from "../lib/use-translation";
import { Link } from "react-router";
import { LIMITS } from "@dizilog/shared";
import { BirthdayCarousel } from "../features/catalog/birthday-carousel";
import { currentMonth } from "../features/catalog/birthdays";
import { Breadcrumb } from "../features/catalog/breadcrumb";
import { formatIsoDate, monthNames, useLocaleTag } from "../lib/format";
import { MonthSelect } from "../features/catalog/month-select";
import { PeopleFilter } from "../features/catalog/people-filter";
import { RowsSkeleton } from "../ui/skeletons";
import { UpcomingBirthdays } from "../features/catalog/upcoming-birthdays";
import { PersonCard } from "../entities/person/person-card";
import { useBirthdaysToday, useBirthdaysUpcoming, usePeopleSearch } from "../features/people/api";
import { useDebounced } from "../lib/use-debounced";
import { usePageTitle } from "../lib/use-page-title";
import { EmptyState, ErrorState } from "../ui/states";
import { CalendarIcon } from "../ui/icons";

/**
 * /birthdays — who is born today, and the nearest birthdays (whatever month they fall in) or those
 * of a chosen month. A name searches everyone, not only the listed people.
 */
export function BirthdaysPage() {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  usePageTitle(t("birthdays.title"));
  // null: the nearest birthdays, so that the last days of a month do not leave the list empty.
  const [month, setMonth] = useState<number | null>(null);
  const [search, setSearch] = useState("");
  const name = useDebounced(search, LIMITS.birthdaySearchDelayMs).trim();
  const today = useBirthdaysToday();
  const upcoming = useBirthdaysUpcoming(month);
  const monthName = month === null ? "" : (monthNames(tag)[month - 1] ?? "");
  const upcomingTitle =
    month === null ? t("birthdays.upcoming") : month === currentMonth() ? t("birthdays.upcomingThisMonth") : t("birthdays.inMonth", { month: monthName });
  const upcomingEmpty = month === null ? t("birthdays.noneUpcoming") : t("birthdays.noneInMonth", { month: monthName });

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

      {name ? (
        <PeopleSearchResults query={name} />
      ) : (
        <>
          <section aria-labelledby="birthdays-today">
            <h2 id="birthdays-today" className="mb-3 text-xl font-bold">
              {t("birthdays.today")}
            </h2>
            {today.isPending ? (
              <RowsSkeleton count={3} thumb="round" />
            ) : today.isError ? (
              <ErrorState error={today.error} onRetry={() => void today.refetch()} />
            ) : !today.data.length ? (
              <EmptyState title={t("birthdays.noneToday")} icon={<CalendarIcon />} />
            ) : (
              <BirthdayCarousel people={today.data} label={t("birthdays.today")} />
            )}
          </section>

          <section aria-labelledby="birthdays-upcoming">
            <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
              <h2 id="birthdays-upcoming" className="text-xl font-bold">
                {upcomingTitle}
              </h2>
              <MonthSelect value={month} onChange={setMonth} nullLabel={t("birthdays.nextOption")} />
            </div>
            {upcoming.isPending ? (
              <RowsSkeleton count={4} thumb="round" />
            ) : upcoming.isError ? (
              <ErrorState error={upcoming.error} onRetry={() => void upcoming.refetch()} />
            ) : !upcoming.data.length ? (
              <EmptyState title={upcomingEmpty} icon={<CalendarIcon />} />
            ) : (
              <div aria-busy={upcoming.isFetching}>
                <UpcomingBirthdays people={upcoming.data} />
              </div>
            )}
          </section>
        </>
      )}

      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {t("birthdays.reportPrompt")}{" "}
        <Link to="/contact-us?url=%2Fbirthdays" className="font-medium text-brand-700 underline dark:text-brand-500">
          {t("nav.contact")}
        </Link>
      </p>
    </div>
  );
}

/** People found by name among everyone (GET /api/casts/search), with their birthdays. */
function PeopleSearchResults({ query }: { query: string }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const found = usePeopleSearch(query);
  return (
    <section aria-labelledby="birthdays-search">
      <h2 id="birthdays-search" className="mb-3 text-xl font-bold">
        {t("birthdays.searchResults", { query })}
      </h2>
      {found.isPending ? (
        <RowsSkeleton count={3} thumb="round" />
      ) : found.isError ? (
        <ErrorState error={found.error} onRetry={() => void found.refetch()} />
      ) : !found.data.length ? (
        <EmptyState title={t("birthdays.noMatch", { query })} icon={<CalendarIcon />} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={found.isFetching}>
          {found.data.map((person) => (
            <li key={person.id}>
              <PersonCard
                person={person}
                detail={person.date ? t("birthdays.bornOn", { date: formatIsoDate(`2000-${person.date.slice(5, 10)}`, tag, { day: "numeric", month: "long" }) }) : undefined}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
