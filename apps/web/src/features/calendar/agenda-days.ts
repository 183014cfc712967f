import type { Episode } from "@dizilog/shared/api";
import type { EpisodeDay } from "../../lib/upcoming-dates";

/**
 * The phone's agenda opens at today: in the month that holds today, the days before it are set
 * apart (shown on request) and the list starts with today or the next day that has episodes.
 * Another month is listed whole. Dates are YYYY-MM-DD, so they compare as text.
 */
export function splitAtToday<E extends Pick<Episode, "air_date">>(days: EpisodeDay<E>[], today: string): { earlier: EpisodeDay<E>[]; fromToday: EpisodeDay<E>[] } {
  const month = days[0]?.date.slice(0, 7);
  if (month !== today.slice(0, 7)) return { earlier: [], fromToday: days };
  return { earlier: days.filter((day) => day.date < today), fromToday: days.filter((day) => day.date >= today) };
}
