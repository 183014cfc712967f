import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import type { SeasonSummary } from "@dizilog/shared/api";

export interface SeasonSwitcherProps {
  showUrl: string;
  seasons: SeasonSummary[];
  current: number;
}

/** Links to every season of the show; the current one is marked. */
export function SeasonSwitcher({ showUrl, seasons, current }: SeasonSwitcherProps) {
  const { t } = useTranslation();
  if (seasons.length < 2) return null;
  return (
    <nav aria-label={t("seasonPage.switcher")} className="mb-6">
      <ul className="flex gap-2 overflow-x-auto pb-2">
        {seasons.map((season) => {
          const active = season.number === current;
          return (
            <li key={season.id} className="shrink-0">
              <Link
                to={`${showUrl}/season-${season.number}`}
                aria-current={active ? "page" : undefined}
                className={`inline-block rounded-full border px-4 py-1.5 text-sm font-medium ${
                  active
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-zinc-300 hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
                }`}
              >
                {t("catalog.season", { number: season.number })}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
