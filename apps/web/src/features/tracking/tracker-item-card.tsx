import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import type { TrackerItem } from "@dizilog/shared/api";
import { EpisodeTitleText } from "../../entities/episode";
import { formatIsoDate, useLocaleTag } from "../../lib/format";
import { useShowTitles } from "../../entities/show";
import { useDrop, useTrack, useUntrack } from "./api";
import { ProgressBar } from "./progress-bar";
import { SeenToggle } from "./seen-toggle";
import { posterSrc } from "../../lib/data-saver";

export interface TrackerItemCardProps {
  item: TrackerItem;
  /** Drop (or, for a dropped show, track again and remove). */
  withActions?: boolean;
}

/** A tracked show: poster, title, the next episode to watch (Up next), progress and actions. */
export function TrackerItemCard({ item, withActions = false }: TrackerItemCardProps) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const { primary } = useShowTitles(item.show);
  const next = item.next_episode;
  return (
    <article className="flex h-full gap-3 rounded-xl border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-900/60">
      <Link to={item.show.url} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <img src={posterSrc(item.show.poster)} alt="" width={64} height={96} loading="lazy" className="h-24 w-16 rounded-md bg-zinc-200 object-cover dark:bg-zinc-800" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h3 className="line-clamp-2 font-semibold leading-snug">
          <Link to={item.show.url} className="hover:underline">
            {primary}
          </Link>
        </h3>
        {next && (
          <div className="flex items-center gap-2">
            <Link to={next.url} className="min-w-0 flex-1 text-sm hover:underline">
              <span className="block truncate">
                <span className="font-mono font-bold text-brand-700 dark:text-brand-500">{next.code}</span> <EpisodeTitleText episode={next} />
              </span>
              {next.air_date && (
                <time dateTime={next.air_date} className="block text-xs text-zinc-600 dark:text-zinc-400">
                  {formatIsoDate(next.air_date, tag, { dateStyle: "medium" })}
                </time>
              )}
            </Link>
            <SeenToggle episode={next} showId={item.show.id} />
          </div>
        )}
        <div className="mt-auto">
          <ProgressBar seen={item.progress.seen} aired={item.progress.aired} label={t("trackerPage.progressOf", { title: primary })} withText />
        </div>
        {withActions && <TrackerItemActions item={item} title={primary} />}
      </div>
    </article>
  );
}

const ACTION = "rounded-full border border-zinc-300 px-3 py-1 text-xs font-semibold hover:bg-zinc-100 disabled:opacity-50 dark:border-zinc-700 dark:hover:bg-zinc-800";

function TrackerItemActions({ item, title }: { item: TrackerItem; title: string }) {
  const { t } = useTranslation();
  const drop = useDrop();
  const track = useTrack();
  const untrack = useUntrack();
  const busy = drop.isPending || track.isPending || untrack.isPending;
  if (item.group !== "dropped") {
    return (
      <div>
        <button type="button" disabled={busy} onClick={() => drop.mutate(item.show.id)} aria-label={t("trackerPage.actions.dropShow", { title })} className={ACTION}>
          {t("trackerPage.actions.drop")}
        </button>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" disabled={busy} onClick={() => track.mutate(item.show.id)} aria-label={t("trackerPage.actions.trackAgainShow", { title })} className={ACTION}>
        {t("trackerPage.actions.trackAgain")}
      </button>
      <button type="button" disabled={busy} onClick={() => untrack.mutate(item.show.id)} aria-label={t("trackerPage.actions.removeShow", { title })} className={ACTION}>
        {t("trackerPage.actions.remove")}
      </button>
    </div>
  );
}
