import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import type { CastCredit, CrewCredit } from "@dizilog/shared/api";
import { PersonCard } from "../../entities/person";

export interface ShowCastProps {
  cast: CastCredit[];
}

/** The actors of a show with the characters they play. */
export function ShowCast({ cast }: ShowCastProps) {
  const { t } = useTranslation();
  if (cast.length === 0) return null;
  return (
    <section aria-labelledby="show-cast">
      <h2 id="show-cast" className="mb-3 text-xl font-bold">
        {t("showPage.cast")}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cast.map((credit) => (
          <li key={credit.id}>
            <PersonCard person={credit.person} detail={credit.character ? t("catalog.asCharacter", { character: credit.character }) : undefined} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface ShowCrewProps {
  crew: CrewCredit[];
}

/** The people behind a show, each with their role. */
export function ShowCrew({ crew }: ShowCrewProps) {
  const { t } = useTranslation();
  if (crew.length === 0) return null;
  return (
    <section aria-labelledby="show-crew">
      <h2 id="show-crew" className="mb-3 text-xl font-bold">
        {t("showPage.crew")}
      </h2>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
        {crew.map((credit) => (
          <div key={credit.id}>
            <dt className="text-sm text-zinc-600 dark:text-zinc-400">{t(`catalog.crewRole.${credit.role}`, { defaultValue: credit.role })}</dt>
            <dd>
              <Link to={credit.person.url} className="font-medium text-brand-700 hover:underline dark:text-brand-500">
                {credit.person.name}
              </Link>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
