import { useTranslation } from "../../lib/use-translation";
import type { Person } from "@dizilog/shared/api";
import { groupByBirthday } from "./birthdays";
import { formatIsoDate, useLocaleTag } from "../../lib/format";
import { PersonCard } from "../../entities/person";

export interface UpcomingBirthdaysProps {
  people: Person[];
}

/** Birthdays of a month, under a heading for each day. */
export function UpcomingBirthdays({ people }: UpcomingBirthdaysProps) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  return (
    <ol className="space-y-6">
      {groupByBirthday(people, tag).map((group) => (
        <li key={group.monthDay}>
          <h3 className="mb-2 border-b border-zinc-200 pb-1 font-semibold text-brand-700 dark:border-zinc-800 dark:text-brand-500">
            {/* A leap year, so 29 February has a date too. */}
            {formatIsoDate(`2000-${group.monthDay}`, tag, { day: "numeric", month: "long" })}
          </h3>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {group.people.map((person) => (
              <li key={person.id}>
                <PersonCard person={person} detail={person.known_for ? t("searchPage.knownFor", { what: t(`catalog.department.${person.known_for}`, { defaultValue: person.known_for }) }) : undefined} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
