import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import type { Person } from "@dizilog/shared/api";

type Credit = NonNullable<Person["credits"]>["data"][number];

/** Credits split into acting (cast) and behind-the-camera (crew) work. */
export function groupCredits(credits: Credit[]): { acting: Credit[]; crew: Credit[] } {
  return { acting: credits.filter((c) => c.kind === "cast"), crew: credits.filter((c) => c.kind === "crew") };
}

export interface CreditListProps {
  id: string;
  title: string;
  credits: Credit[];
}

/** A titled list of shows a person worked on, with the character or role. */
export function CreditList({ id, title, credits }: CreditListProps) {
  const { t } = useTranslation();
  if (credits.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-xl font-bold">
        {title}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {credits.map((credit, i) => {
          const detail =
            credit.kind === "cast"
              ? credit.character && t("catalog.asCharacter", { character: credit.character })
              : credit.role && t(`catalog.crewRole.${credit.role}`, { defaultValue: credit.role });
          return (
            <li key={`${credit.show.id}-${credit.kind}-${i}`}>
              <Link
                to={credit.show.url}
                className="flex items-center gap-3 rounded-lg border border-zinc-200 p-2 hover:border-brand-600 hover:bg-zinc-50 dark:border-zinc-800 dark:hover:bg-zinc-900"
              >
                <img src={credit.show.poster} alt="" width={48} height={72} loading="lazy" className="h-18 w-12 shrink-0 rounded bg-zinc-200 object-cover dark:bg-zinc-800" />
                <span className="min-w-0">
                  <span className="block truncate font-semibold">{credit.show.original_title}</span>
                  <span className="block text-sm text-zinc-600 dark:text-zinc-400">{[credit.show.year, detail].filter(Boolean).join(" · ")}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
