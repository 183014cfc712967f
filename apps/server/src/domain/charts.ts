/**
 * The social charts' weights (decision 0045). A show's score for a day is the weighted sum of the
 * activity on it that day; a couple's adds the likes of the couple and of its two people to a
 * tenth of its show's score, so the couple's own fans lead and a busy show lifts its couples.
 */
export const SHOW_WEIGHTS = {
  /** A user starts tracking the show. */
  track: 5,
  /** An episode of the show marked seen. */
  seen: 1,
  /** A rating of the show given or changed. */
  rating: 3,
  /** A reaction to an episode of the show or to a post about it. */
  reaction: 1,
  /** A like of the show. */
  like: 4,
  /** A comment on the show, its episodes, its reviews or posts about it. */
  comment: 2,
  /** A public wall post about the show. */
  post: 3,
} as const;

export const COUPLE_WEIGHTS = {
  /** A like of the couple. */
  like: 10,
  /** A like of one of its two people. */
  personLike: 3,
  /** Its show's score is divided by this (integer division) and added. */
  showDivisor: 10,
} as const;

/** How many ranks a chart keeps. */
export const CHART_SIZE = 20;

/** The charts' days are New York calendar days (the jobs run at 03:00 and 05:00 there). */
export const CHART_TIME_ZONE = "America/New_York";

/** The calendar day before `day` (YYYY-MM-DD). */
export function previousDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** The calendar day after `day` (YYYY-MM-DD). */
export function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
