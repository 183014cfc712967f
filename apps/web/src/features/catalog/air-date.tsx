import type { Episode } from "@dizilog/shared/api";
import { formatIsoDate, useLocaleTag } from "../../lib/format";
import { airDateText } from "./air-date-text";

export interface AirDateProps {
  episode: Pick<Episode, "air_date" | "dia">;
  className?: string;
}

/** The server's air-date label ("today", "tomorrow", a date), followed by the date only when the label is a word. */
export function AirDate({ episode, className = "" }: AirDateProps) {
  const tag = useLocaleTag();
  if (!episode.air_date) return null;
  const { label, date } = airDateText(episode.dia, formatIsoDate(episode.air_date, tag, { dateStyle: "medium" }));
  return (
    <time dateTime={episode.air_date} className={className}>
      {label}
      {date && <span className="text-zinc-600 dark:text-zinc-400"> ({date})</span>}
    </time>
  );
}
