import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import type { Person, SearchResult } from "@dizilog/shared/api";
import { PersonCard } from "../../entities/person";
import { posterSrc } from "../../lib/data-saver";

export interface ShowResultsProps {
  results: SearchResult[];
}

/** Matching shows as poster cards with the original title and year. */
export function ShowResults({ results }: ShowResultsProps) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-8">
      {results.map((show) => (
        <li key={show.id}>
          <Link to={show.url} className="group block rounded-lg">
            <img
              src={posterSrc(show.poster)}
              alt=""
              width={200}
              height={300}
              loading="lazy"
              className="aspect-[2/3] w-full rounded-lg bg-zinc-200 object-cover dark:bg-zinc-800"
            />
            <span className="mt-2 line-clamp-2 block text-sm font-semibold group-hover:underline">{show.original_title}</span>
            {show.year !== null && <span className="block text-xs text-zinc-600 dark:text-zinc-400">{show.year}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export interface PeopleResultsProps {
  people: Person[];
}

/** Matching people with their picture and what they are known for. */
export function PeopleResults({ people }: PeopleResultsProps) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {people.map((person) => (
        <li key={person.id}>
          <PersonCard person={person} detail={person.known_for ? t("searchPage.knownFor", { what: t(`catalog.department.${person.known_for}`, { defaultValue: person.known_for }) }) : undefined} />
        </li>
      ))}
    </ul>
  );
}
