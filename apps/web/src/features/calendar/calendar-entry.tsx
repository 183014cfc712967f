import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import type { Episode, ShowRef } from "@dizilog/shared/api";
import { useLocaleTag } from "../../lib/format";
import { useShowTitles } from "../../entities/show";
import { formatAirTime } from "../../lib/upcoming-dates";
import { posterSrc } from "../../lib/data-saver";

/** What an entry shows: an Episode (airing today) or a calendar item (the month) fits. */
export type CalendarEntryEpisode = Pick<Episode, "url" | "code" | "airs_at"> & { show?: Pick<ShowRef, "poster" | "original_title" | "title"> | undefined };

export interface CalendarEntryProps {
  episode: CalendarEntryEpisode;
  /** The user's time zone for the air time (the browser's for visitors). */
  timeZone: string | undefined;
  /** The small form of a month-grid cell. */
  compact?: boolean;
  /** Marks a show the user tracks. */
  tracking?: boolean;
}

/**
 * One airing episode: poster, show title, episode code and air time. Never the episode's title,
 * synopsis or still, which may spoil it; the whole entry links to the episode page.
 */
export function CalendarEntry({ episode, timeZone, compact = false, tracking = false }: CalendarEntryProps) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const show = episode.show;
  const titles = useShowTitles(show ?? { original_title: "", title: "" });
  const time = episode.airs_at ? formatAirTime(episode.airs_at, tag, timeZone) : undefined;
  const badge = tracking && (
    <span className="ms-2 inline-block rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-800/40 dark:text-brand-100">
      {t("airingTodayPage.tracking")}
    </span>
  );

  if (compact) {
    return (
      <Link to={episode.url} className="flex items-center gap-1.5 rounded-md p-1 text-xs hover:bg-zinc-100 dark:hover:bg-zinc-800">
        {show && <img src={posterSrc(show.poster)} alt="" width={20} height={30} loading="lazy" className="h-7.5 w-5 shrink-0 rounded-sm bg-zinc-200 object-cover dark:bg-zinc-800" />}
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold">{titles.primary}</span>
          {/* Code and time wrap onto two lines in a narrow column rather than cutting the time off. */}
          <span className="block text-zinc-600 dark:text-zinc-400">
            <bdi dir="ltr" className="font-mono font-bold text-brand-700 dark:text-brand-500">
              {episode.code}
            </bdi>
            {time && <span className="whitespace-nowrap"> {time}</span>}
          </span>
        </span>
      </Link>
    );
  }

  return (
    <Link to={episode.url} className="flex items-center gap-3 rounded-lg px-1 py-2 hover:bg-zinc-100 dark:hover:bg-zinc-800/70">
      {show && <img src={posterSrc(show.poster)} alt="" width={40} height={60} loading="lazy" className="h-15 w-10 shrink-0 rounded bg-zinc-200 object-cover dark:bg-zinc-800" />}
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">
          <span className="break-words">{titles.primary}</span>
          {badge}
        </span>
        <span className="block text-sm text-zinc-600 dark:text-zinc-400">
          <bdi dir="ltr" className="font-mono font-bold text-brand-700 dark:text-brand-500">
            {episode.code}
          </bdi>
          {time && <span> · {time}</span>}
        </span>
      </span>
    </Link>
  );
}
