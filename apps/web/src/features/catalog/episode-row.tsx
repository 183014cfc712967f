import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Episode } from "@dizilog/shared/api";
import { AirDate } from "./air-date";
import { EpisodeStill, EpisodeTitleText } from "../../entities/episode";

export interface EpisodeRowProps {
  episode: Episode;
  /** Heading level of the episode title inside the list. */
  headingLevel?: "h3" | "h4";
  /** A control at the row's end (the seen check), kept above the row-wide link. */
  action?: ReactNode;
}

/** An episode in a list: thumbnail, S01E02 code, title and air date, all linking to the episode page. */
export function EpisodeRow({ episode, headingLevel: Heading = "h3", action }: EpisodeRowProps) {
  return (
    <article className="group relative flex items-center gap-3 rounded-lg p-2 hover:bg-zinc-100 dark:hover:bg-zinc-900">
      <EpisodeStill
        episode={episode}
        alt=""
        width={160}
        height={90}
        loading="lazy"
        className="aspect-video w-28 shrink-0 rounded-md bg-zinc-200 object-cover sm:w-36 dark:bg-zinc-800"
      />
      <div className="min-w-0 flex-1">
        <p className="font-mono text-xs font-bold text-brand-700 dark:text-brand-500">{episode.code}</p>
        <Heading className="truncate font-semibold">
          <Link to={episode.url} className="rounded after:absolute after:inset-0 group-hover:underline">
            <EpisodeTitleText episode={episode} codeForScreenReaders />
          </Link>
        </Heading>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          <AirDate episode={episode} />
        </p>
      </div>
      {action && <div className="relative z-10 shrink-0">{action}</div>}
    </article>
  );
}
