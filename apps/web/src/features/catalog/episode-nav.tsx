import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import type { Episode } from "@dizilog/shared/api";
import { Chevron } from "./chevron";
import { EpisodeTitleText } from "../../entities/episode";

export interface EpisodeNavProps {
  previous: Episode | null;
  next: Episode | null;
}

/** Links to the previous and next episodes; the arrows follow the reading direction. */
export function EpisodeNav({ previous, next }: EpisodeNavProps) {
  const { t } = useTranslation();
  if (!previous && !next) return null;
  const linkClass =
    "flex items-center gap-3 rounded-lg border border-zinc-200 px-4 py-3 hover:border-brand-600 hover:bg-zinc-50 dark:border-zinc-800 dark:hover:bg-zinc-900";
  return (
    <nav aria-label={t("episodePage.navigation")}>
      <ul className="grid gap-3 sm:grid-cols-2">
        <li>
          {previous && (
            <Link to={previous.url} rel="prev" className={linkClass}>
              <Chevron direction="start" />
              <span className="min-w-0">
                <span className="block text-xs text-zinc-600 dark:text-zinc-400">{t("episodePage.previous")}</span>
                <span className="block truncate font-semibold">
                  {previous.code} · <EpisodeTitleText episode={previous} />
                </span>
              </span>
            </Link>
          )}
        </li>
        <li>
          {next && (
            <Link to={next.url} rel="next" className={`${linkClass} justify-end text-end`}>
              <span className="min-w-0">
                <span className="block text-xs text-zinc-600 dark:text-zinc-400">{t("episodePage.next")}</span>
                <span className="block truncate font-semibold">
                  {next.code} · <EpisodeTitleText episode={next} />
                </span>
              </span>
              <Chevron direction="end" />
            </Link>
          )}
        </li>
      </ul>
    </nav>
  );
}
