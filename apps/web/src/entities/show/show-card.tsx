import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import type { Show } from "@dizilog/shared/api";
import type { ReactNode } from "react";
import { RatingBadge } from "./rating-badge";
import { useShowTitles } from "./use-show-titles";
import { usePosterSrc } from "../../lib/data-saver";

export interface ShowCardProps {
  show: Show;
  layout?: "grid" | "list";
  /** Above the fold: load at once (the first one with high priority), not lazily. */
  priority?: "high" | "eager";
  /**
   * The grid card's action on the poster's corner (the track button), given the show's title: the
   * card is the show entity's, the actions on a show are features', so the caller passes it.
   */
  action?: (title: string) => ReactNode;
}

/** A show in a grid (poster, title, year) or a list row (with network, genres and synopsis). */
export function ShowCard({ show, layout = "grid", priority, action }: ShowCardProps) {
  const { primary } = useShowTitles(show);
  // The data saver's small poster (decision 0050).
  const poster = usePosterSrc();
  const loading = priority ? "eager" : "lazy";
  const fetchPriority = priority === "high" ? "high" : undefined;
  const { t } = useTranslation();
  if (layout === "list") {
    return (
      <article className="flex gap-4 rounded-xl border border-zinc-200 p-3 dark:border-zinc-800">
        <Link to={show.url} className="shrink-0">
          <img src={poster(show.poster)} alt="" width={80} height={120} loading={loading} fetchPriority={fetchPriority} className="h-30 w-20 rounded-md object-cover" />
        </Link>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold">
            <Link to={show.url} className="hover:underline">
              {primary}
            </Link>
          </h3>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            {[show.year, show.network?.name, t(`status.${show.status}`)].filter(Boolean).join(" · ")}
          </p>
          <RatingBadge rating={show.rating} votes={show.votes_count} />
          <p className="mt-1 line-clamp-2 text-sm text-zinc-700 dark:text-zinc-300">{show.synopsis}</p>
        </div>
      </article>
    );
  }
  return (
    <article className="group relative">
      <Link to={show.url} className="block">
        <div className="relative overflow-hidden rounded-lg bg-zinc-200 dark:bg-zinc-800">
          <img
            src={poster(show.poster)}
            alt=""
            width={300}
            height={450}
            loading={loading}
            fetchPriority={fetchPriority}
            className="aspect-[2/3] w-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
          {show.status === "Running" && (
            <span className="absolute start-2 top-2 rounded bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white">{t("status.Running")}</span>
          )}
        </div>
        <h3 className="mt-2 line-clamp-2 text-sm font-semibold group-hover:underline">{primary}</h3>
      </Link>
      {/* Beside the link, not inside it (a button may not sit in a link); placed on the poster's corner. */}
      {action && <div className="absolute end-2 top-2">{action(primary)}</div>}
      <p className="text-xs text-zinc-600 dark:text-zinc-400">{[show.year, show.network?.name].filter(Boolean).join(" · ")}</p>
    </article>
  );
}
