import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import type { Show } from "@dizilog/shared/api";
import { Chevron } from "./chevron";

export interface ShowSeasonsProps {
  show: Pick<Show, "url" | "seasons">;
}

/** The seasons of a show with their episode counts, each linking to its season page. */
export function ShowSeasons({ show }: ShowSeasonsProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="show-seasons">
      <h2 id="show-seasons" className="mb-3 text-xl font-bold">
        {t("showPage.seasons")}
      </h2>
      {show.seasons.length === 0 ? (
        <p className="text-zinc-600 dark:text-zinc-400">{t("showPage.noSeasons")}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {show.seasons.map((season) => (
            <li key={season.id}>
              <Link
                to={`${show.url}/season-${season.number}`}
                className="flex items-center justify-between gap-3 rounded-lg border border-zinc-200 px-4 py-3 hover:border-brand-600 hover:bg-zinc-50 dark:border-zinc-800 dark:hover:bg-zinc-900"
              >
                <span>
                  <span className="block font-semibold">{t("catalog.season", { number: season.number })}</span>
                  <span className="block text-sm text-zinc-600 dark:text-zinc-400">{t("catalog.episodeCount", { count: season.episodeCount })}</span>
                </span>
                <Chevron direction="end" className="text-zinc-500 dark:text-zinc-400" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
